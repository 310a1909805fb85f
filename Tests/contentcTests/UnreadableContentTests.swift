import Foundation
import Testing

/// A folder contentc cannot list is a located P105 error, never an empty
/// folder: a build writes nothing, and lint fails. Run as a user whom
/// permissions apply to (see ``Unprivileged``).
@Suite struct UnreadableContentTests {
    /// A copy of the sample content whose folder at `path` cannot be listed,
    /// handed over to the user the command runs as.
    static func workspace(withUnreadable path: String) throws -> Workspace {
        let workspace = try Workspace(copying: CommandLineTests.sampleContent)
        try Unprivileged.handOver(workspace.url)
        #expect(chmod(workspace.path(path).path, 0) == 0)
        return workspace
    }

    @Test(arguments: ["content/books", "content/courses"])
    func anUnreadableFolderOfBooksOrCoursesFailsTheBuildAndWritesNothing(_ folder: String) throws {
        let workspace = try Self.workspace(withUnreadable: folder)
        defer { chmod(workspace.path(folder).path, 0o755) }
        let result = try CommandRunner.run(["build"], in: workspace.url, launcher: Unprivileged.launcher())
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("\(folder): error[P105]: cannot list this folder: Permission denied"), "\(result.stderr)")
        #expect(result.stderr.contains("nothing was written to out"))
        #expect(!FileManager.default.fileExists(atPath: workspace.path("out").path))
    }

    @Test func lintReportsAnUnreadableFolderAsAnError() throws {
        let workspace = try Self.workspace(withUnreadable: "content/courses")
        defer { chmod(workspace.path("content/courses").path, 0o755) }
        let result = try CommandRunner.run(["lint", "--format", "github"], in: workspace.url, launcher: Unprivileged.launcher())
        #expect(result.status == 1, "\(result.stdout)")
        #expect(result.stdout.contains("::error file=content/courses,title=P105::cannot list this folder: Permission denied"),
                "\(result.stdout)")
        #expect(!result.stdout.contains("no problems"))
    }

    @Test func anUnreadableBookFolderSaysSoAndNotThatItHasNoBookYAML() throws {
        let folder = "content/books/meditations"
        let workspace = try Self.workspace(withUnreadable: folder)
        defer { chmod(workspace.path(folder).path, 0o755) }
        let result = try CommandRunner.run(["lint"], in: workspace.url, launcher: Unprivileged.launcher())
        #expect(result.status == 1)
        #expect(result.stdout.contains("\(folder): error[P105]: cannot list this folder: Permission denied"), "\(result.stdout)")
        #expect(!result.stdout.contains("P101"), "\(result.stdout)")
    }

    @Test func anUnreadableIdeaFileIsReported() throws {
        let file = "content/books/meditations/ideas/b1i1.yaml"
        let workspace = try Self.workspace(withUnreadable: file)
        let result = try CommandRunner.run(["lint"], in: workspace.url, launcher: Unprivileged.launcher())
        #expect(result.status == 1)
        #expect(result.stdout.contains("\(file): error[P105]: cannot read this file"), "\(result.stdout)")
    }
}
