import Foundation
import Testing

/// What `--out` may name, and what contentc does with anything else there:
/// only a folder (or a symbolic link to one) is ever replaced.
@Suite struct OutputPathTests {
    static let sampleContent = CommandLineTests.sampleContent

    private func type(of url: URL) -> FileAttributeType? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType
    }

    // MARK: Not a folder

    @Test func refusesARegularFile() throws {
        let workspace = try Workspace(copying: Self.sampleContent)
        try workspace.write("out", "my notes")
        for arguments in [["build"], ["build", "--check"]] {
            let result = try CommandRunner.run(arguments, in: workspace.url)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.contains("out exists and is not a folder; contentc writes the output folder as a whole"), "\(result.stderr)")
            #expect(try workspace.read("out") == "my notes", "\(arguments)")
        }
    }

    @Test func refusesAFIFO() throws {
        let workspace = try Workspace(copying: Self.sampleContent)
        let fifo = workspace.path("out")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        for arguments in [["build"], ["build", "--check"]] {
            let result = try CommandRunner.run(arguments, in: workspace.url)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.contains("exists and is not a folder"), "\(result.stderr)")
            #expect(type(of: fifo) != .typeDirectory, "\(arguments): the pipe is still there")
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: workspace.url.path).filter { $0.hasPrefix(".out.") }
        #expect(leftovers.isEmpty, "nothing staged: \(leftovers)")
    }

    // MARK: Symbolic links

    @Test func followsASymbolicLinkToAFolderAndKeepsTheLink() throws {
        let workspace = try Workspace(copying: Self.sampleContent)
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: workspace.path("real"), withIntermediateDirectories: true)
        try fileManager.createSymbolicLink(atPath: workspace.path("out").path, withDestinationPath: "real")

        let first = try CommandRunner.run(["build"], in: workspace.url)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(type(of: workspace.path("out")) == .typeSymbolicLink)
        #expect(try fileManager.destinationOfSymbolicLink(atPath: workspace.path("out").path) == "real")
        #expect(workspace.snapshot("real").count == CommandLineTests.sampleBundleFileCount)
        #expect(try CommandRunner.run(["build", "--check"], in: workspace.url).status == 0)

        // A change goes into the target, through the swap beside it; the link stays a link.
        let book = "content/books/meditations/book.yaml"
        try workspace.write(book, try workspace.read(book).replacingOccurrences(of: "title: Meditations", with: "title: The Meditations"))
        let shipped = try workspace.contentVersion()
        try workspace.setContentVersion(shipped.nextPatch)
        let second = try CommandRunner.run(["build"], in: workspace.url)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(type(of: workspace.path("out")) == .typeSymbolicLink)
        #expect(String(decoding: workspace.snapshot("real")["books/meditations.json"] ?? Data(), as: UTF8.self).contains("The Meditations"))
        // The lock file beside the folder stays: removing it could let two builds lock two files;
        // so do the build cache and the record of the folder's files.
        let leftovers = try fileManager.contentsOfDirectory(atPath: workspace.url.path)
            .filter { $0.hasPrefix(".") && ![".real.contentc-lock", ".real.contentc-cache", ".real.contentc-stamps"].contains($0) }
        #expect(leftovers.isEmpty, "temporary folders are cleaned up: \(leftovers)")

        // A file contentc did not write, inside the target, is still refused.
        try workspace.write("real/notes.txt", "mine")
        try workspace.write(book, try workspace.read(book).replacingOccurrences(of: "title: The Meditations", with: "title: Meditations"))
        try workspace.setContentVersion(shipped.patchAfterNext)
        let before = workspace.snapshot("real")
        let refused = try CommandRunner.run(["build"], in: workspace.url)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("notes.txt was not written by contentc"), "\(refused.stderr)")
        #expect(workspace.snapshot("real") == before)
        #expect(type(of: workspace.path("out")) == .typeSymbolicLink)
    }

    @Test func refusesASymbolicLinkToAFile() throws {
        let workspace = try Workspace(copying: Self.sampleContent)
        try workspace.write("notes.txt", "my notes")
        try FileManager.default.createSymbolicLink(atPath: workspace.path("out").path, withDestinationPath: "notes.txt")
        for arguments in [["build"], ["build", "--check"]] {
            let result = try CommandRunner.run(arguments, in: workspace.url)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.contains("out is a symbolic link to"), "\(result.stderr)")
            #expect(result.stderr.contains("which exists and is not a folder"), "\(result.stderr)")
            #expect(type(of: workspace.path("out")) == .typeSymbolicLink)
            #expect(try workspace.read("notes.txt") == "my notes")
        }
    }

    @Test func refusesASymbolicLinkToNothing() throws {
        let workspace = try Workspace(copying: Self.sampleContent)
        try FileManager.default.createSymbolicLink(atPath: workspace.path("out").path, withDestinationPath: "missing")
        let result = try CommandRunner.run(["build"], in: workspace.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("which does not exist"), "\(result.stderr)")
        #expect(type(of: workspace.path("out")) == .typeSymbolicLink)
        #expect(!FileManager.default.fileExists(atPath: workspace.path("missing").path))
    }

    @Test func refusesASymbolicLinkInsideTheFolder() throws {
        let workspace = try Workspace(copying: Self.sampleContent)
        #expect(try CommandRunner.run(["build"], in: workspace.url).status == 0)
        try FileManager.default.createDirectory(at: workspace.path("drafts"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: workspace.path("out/books/drafts").path, withDestinationPath: "../../drafts")
        let book = "content/books/meditations/book.yaml"
        try workspace.write(book, try workspace.read(book).replacingOccurrences(of: "title: Meditations", with: "title: The Meditations"))
        try workspace.setContentVersion(try workspace.contentVersion().nextPatch)
        let result = try CommandRunner.run(["build"], in: workspace.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("books/drafts was not written by contentc"), "\(result.stderr)")
        #expect(type(of: workspace.path("out/books/drafts")) == .typeSymbolicLink)
    }

    // MARK: --check writes nothing

    @Test func checkLeavesLeftoversOfInterruptedWritesAlone() throws {
        let workspace = try Workspace(copying: Self.sampleContent)
        #expect(try CommandRunner.run(["build"], in: workspace.url).status == 0)
        // A staging folder of a dead build, and an old folder a non-atomic write moved aside.
        let leftovers = [".out.contentc-new-2147483646", ".out.contentc-old"]
        for name in leftovers {
            try workspace.write("\(name)/index.json", "{}")
        }
        let check = try CommandRunner.run(["build", "--check"], in: workspace.url)
        #expect(check.status == 0, "\(check.stderr)")
        for name in leftovers {
            #expect(FileManager.default.fileExists(atPath: workspace.path("\(name)/index.json").path), "--check removed \(name)")
        }
        // A build cleans them up.
        #expect(try CommandRunner.run(["build"], in: workspace.url).status == 0)
        let remaining = try FileManager.default.contentsOfDirectory(atPath: workspace.url.path)
            .filter { $0.hasPrefix(".out.") && ![".out.contentc-lock", ".out.contentc-cache", ".out.contentc-stamps"].contains($0) }
        #expect(remaining.isEmpty, "\(remaining)")
    }

    @Test func checkDoesNotRestoreAnOldFolder() throws {
        let workspace = try Workspace(copying: Self.sampleContent)
        try workspace.write(".out.contentc-old/index.json", "{}")
        let check = try CommandRunner.run(["build", "--check"], in: workspace.url)
        #expect(check.status == 1)
        #expect(!FileManager.default.fileExists(atPath: workspace.path("out").path), "--check writes nothing")
        #expect(FileManager.default.fileExists(atPath: workspace.path(".out.contentc-old/index.json").path))
    }

    // MARK: Content and output apart

    @Test func refusesAnOutputFolderOverlappingTheContentFolder() throws {
        let workspace = try Workspace(copying: Self.sampleContent, as: "P")
        let before = workspace.snapshot("P")
        for out in ["P/books/gen", "P", "P/", ".", "./P/../P/courses"] {
            for check in [false, true] {
                let arguments = ["build", "--content", "P", "--out", out] + (check ? ["--check"] : [])
                let result = try CommandRunner.run(arguments, in: workspace.url)
                #expect(result.status == 2, "\(arguments)")
                #expect(result.stderr.contains("content folder"), "\(arguments): \(result.stderr)")
            }
        }
        #expect(workspace.snapshot("P") == before)
        #expect(!FileManager.default.fileExists(atPath: workspace.path("P/books/gen").path))
        #expect(try CommandRunner.run(["lint", "--content", "P"], in: workspace.url).status == 0)
    }

    @Test func refusesAContentFolderInsideTheOutputFolder() throws {
        let workspace = try Workspace()
        try FileManager.default.createDirectory(at: workspace.path("site"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.sampleContent, to: workspace.path("site/content"))
        let result = try CommandRunner.run(["build", "--content", "site/content", "--out", "site"], in: workspace.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("holds the content folder"), "\(result.stderr)")
    }

    @Test func comparesResolvedPaths() throws {
        let workspace = try Workspace(copying: Self.sampleContent)
        try FileManager.default.createSymbolicLink(atPath: workspace.path("out").path, withDestinationPath: "content/books")
        let result = try CommandRunner.run(["build"], in: workspace.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("inside the content folder"), "\(result.stderr)")
        // A sibling whose name merely starts with the content folder's is fine.
        try FileManager.default.removeItem(at: workspace.path("out"))
        #expect(try CommandRunner.run(["build", "--out", "content-out"], in: workspace.url).status == 0)
    }
}
