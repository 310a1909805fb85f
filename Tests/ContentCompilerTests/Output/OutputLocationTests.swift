@testable import ContentCompiler
import ContentTestSupport
import Foundation
import Testing

/// Where the output folder really is: every symbolic link, `.` and `..`
/// resolved, for folders that exist and folders that do not yet.
@Suite struct OutputLocationTests {
    /// A folder with `real/sub`, a relative link `link` → `real` and an
    /// absolute link `absolute` → `<folder>/real`.
    private static func linkedFolder() throws -> (TemporaryFolder, String) {
        let folder = try TemporaryFolder(prefix: "contentc-location")
        try FileManager.default.createDirectory(at: folder.path("real/sub"), withIntermediateDirectories: true)
        let root = folder.url.resolvingSymlinksInPath().path
        try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: "real")
        try FileManager.default.createSymbolicLink(atPath: root + "/absolute", withDestinationPath: root + "/real")
        return (folder, root)
    }

    @Test func existingFoldersAreResolvedThroughLinks() throws {
        let (folder, root) = try Self.linkedFolder()
        defer { withExtendedLifetime(folder) {} }
        #expect(OutputLocation.canonicalPath(root + "/real") == root + "/real")
        #expect(OutputLocation.canonicalPath(root + "/real/") == root + "/real")
        #expect(OutputLocation.canonicalPath(root + "//real/./sub/..") == root + "/real")
        #expect(OutputLocation.canonicalPath(root + "/link/sub") == root + "/real/sub")
        #expect(OutputLocation.canonicalPath(root + "/absolute/sub/..") == root + "/real")
        #expect(OutputLocation.canonicalPath(root + "/link/..") == root)
    }

    @Test func missingFoldersKeepTheirNamesUnderTheResolvedAncestor() throws {
        let (folder, root) = try Self.linkedFolder()
        defer { withExtendedLifetime(folder) {} }
        #expect(OutputLocation.canonicalPath(root + "/link/out") == root + "/real/out")
        #expect(OutputLocation.canonicalPath(root + "/link/new/out/") == root + "/real/new/out")
        #expect(OutputLocation.canonicalPath(root + "/absolute//new/./out") == root + "/real/new/out")
        #expect(OutputLocation.canonicalPath(root + "/new/../out") == root + "/out")
        #expect(OutputLocation.canonicalPath(root + "/real/new/../../out") == root + "/out")
    }

    @Test func aLinkReachedByClimbingOutOfAMissingFolderIsFollowed() throws {
        // `new` does not exist, so the system cannot resolve `new/..`; written
        // out, the path goes through `link`, which is followed like any other.
        let (folder, root) = try Self.linkedFolder()
        defer { withExtendedLifetime(folder) {} }
        #expect(OutputLocation.canonicalPath(root + "/new/../link/out") == root + "/real/out")
        #expect(OutputLocation.canonicalPath(root + "/new/../absolute/out") == root + "/real/out")
    }

    @Test func climbingOutOfALinkReachedThroughAMissingFolderLeavesTheFolderItLeadsTo() throws {
        // As the system goes through it once `new` is made: `new/..` is the folder again,
        // `deep` leads to `real/sub`, and `..` from there is `real`, not the folder of `deep`.
        let (folder, root) = try Self.linkedFolder()
        defer { withExtendedLifetime(folder) {} }
        try FileManager.default.createSymbolicLink(atPath: root + "/deep", withDestinationPath: "real/sub")
        #expect(OutputLocation.canonicalPath(root + "/deep/../out") == root + "/real/out")
        #expect(OutputLocation.canonicalPath(root + "/new/../deep/../out") == root + "/real/out")
        #expect(OutputLocation.canonicalPath(root + "/new/../deep/new/../../out/") == root + "/real/out")
        #expect(OutputLocation.canonicalPath(root + "/new/./../deep/out") == root + "/real/sub/out")
    }

    @Test func relativePathsStartAtTheWorkingFolder() {
        let working = FileManager.default.currentDirectoryPath
        #expect(OutputLocation.canonicalPath("contentc-missing-out")
            == OutputLocation.canonicalPath(working + "/contentc-missing-out"))
        #expect(OutputLocation.canonicalPath("./contentc-missing-out/")
            == OutputLocation.canonicalPath("contentc-missing-out"))
    }

    @Test func aLinkAtTheGivenPathIsFollowedAndKept() throws {
        let (folder, root) = try Self.linkedFolder()
        defer { withExtendedLifetime(folder) {} }
        let location = try OutputLocation.find(URL(fileURLWithPath: root + "/link/"))
        #expect(location.folder.path == root + "/real")
        #expect(location.link?.path == root + "/link")
        let absolute = try OutputLocation.find(URL(fileURLWithPath: root + "/absolute"))
        #expect(absolute.folder.path == root + "/real")
    }
}
