import Foundation
import Testing

/// The build cache from the command line: where it is, `--no-cache`, `contentc clean`,
/// and the commands that only read it.
@Suite struct BuildCacheCommandTests {
    static let sampleContent = CommandLineTests.sampleContent

    private func exists(_ url: URL) -> Bool {
        FileManager.default.fileExists(atPath: url.path)
    }

    @Test func buildKeepsItsCacheBesideTheOutputAndCleanRemovesIt() throws {
        let workspace = try Workspace(copying: Self.sampleContent)
        let cache = workspace.path(".out.contentc-cache")
        let built = try CommandRunner.run(["build"], in: workspace.url)
        #expect(built.status == 0, "\(built.stderr)")
        #expect(exists(cache))
        let out = workspace.snapshot("out")

        let cleaned = try CommandRunner.run(["clean"], in: workspace.url)
        #expect(cleaned.status == 0, "\(cleaned.stderr)")
        #expect(cleaned.stderr.contains("removed"), "\(cleaned.stderr)")
        #expect(!exists(cache))
        #expect(workspace.snapshot("out") == out, "clean leaves the output folder alone")
        let again = try CommandRunner.run(["clean"], in: workspace.url)
        #expect(again.status == 0 && again.stderr.contains("no build cache"), "\(again.stderr)")
    }

    @Test func noCacheNeitherReadsNorWritesIt() throws {
        let workspace = try Workspace(copying: Self.sampleContent)
        let built = try CommandRunner.run(["build", "--no-cache"], in: workspace.url)
        #expect(built.status == 0, "\(built.stderr)")
        #expect(!exists(workspace.path(".out.contentc-cache")))
        #expect(workspace.snapshot("out").count == CommandLineTests.sampleBundleFileCount)
    }

    @Test func lintAndCheckReadTheCacheAndNeverWriteIt() throws {
        let workspace = try Workspace(copying: Self.sampleContent)
        for arguments in [["lint"], ["build", "--check"]] {
            _ = try CommandRunner.run(arguments, in: workspace.url)
            #expect(!exists(workspace.path(".out.contentc-cache")), "\(arguments)")
        }
        #expect(try CommandRunner.run(["build"], in: workspace.url).status == 0)
        let cache = workspace.snapshot(".out.contentc-cache")
        #expect(!cache.isEmpty)
        let book = "content/books/meditations/book.yaml"
        try workspace.write(book, try workspace.read(book).replacingOccurrences(of: "title: Meditations", with: "title: The Meditations"))
        let check = try CommandRunner.run(["build", "--check"], in: workspace.url)
        #expect(check.status == 1 && check.stderr.contains("out of date: books/meditations.json"), "\(check.stderr)")
        _ = try CommandRunner.run(["lint"], in: workspace.url)
        #expect(workspace.snapshot(".out.contentc-cache") == cache)
    }

    /// The cache and the record of the output folder's files sit beside it,
    /// where anything may be put in their place: a named pipe there is taken
    /// as no record, never waited on (lint, build --check and build stopped
    /// for good opening one), and the output folder's own files likewise.
    @Test func namedPipesInPlaceOfTheCacheFilesAreNeverWaitedOn() throws {
        let workspace = try Workspace(copying: CommandLineTests.sampleContent)
        #expect(try CommandRunner.run(["build"], in: workspace.url).status == 0)
        let cache = workspace.path(".out.contentc-cache")
        let entries = try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { $0 != "digests" }
        for path in entries.map({ cache.appendingPathComponent($0).path }) + [workspace.path(".out.contentc-stamps").path] {
            try FileManager.default.removeItem(atPath: path)
            #expect(mkfifo(path, 0o644) == 0)
        }
        for arguments in [["lint"], ["build", "--check"]] {
            let result = try CommandRunner.run(arguments, in: workspace.url)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        let bundle = workspace.path("out/books/meditations.json").path
        try FileManager.default.removeItem(atPath: bundle)
        #expect(mkfifo(bundle, 0o644) == 0)
        let check = try CommandRunner.run(["build", "--check"], in: workspace.url)
        #expect(check.status == 1 && check.stderr.contains("out of date: books/meditations.json"), "\(check.stderr)")
    }

    @Test func helpNamesTheCacheAndClean() throws {
        let help = try CommandRunner.run(["--help"], in: CommandRunner.packageRoot)
        #expect(help.stdout.contains("clean"), "\(help.stdout)")
        let build = try CommandRunner.run(["build", "--help"], in: CommandRunner.packageRoot)
        #expect(build.stdout.contains("--no-cache") && build.stdout.contains(".out.contentc-cache"), "\(build.stdout)")
    }
}
