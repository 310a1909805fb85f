import ContentTestSupport
import Foundation
import Testing

/// `lint --watch` and `build --watch` as a user runs them: a report at the
/// start, a fresh one after each save with the time it took, Ctrl-C to stop.
@Suite struct WatchCommandTests {
    static let question = "text: Which is the largest continent by area?"
    static let section = "content/courses/flags-and-continents/sections/continents.yaml"

    /// The text with its first `old` replaced by `new`.
    static func replacingFirst(_ old: String, with new: String, in text: String) throws -> String {
        let range = try #require(text.range(of: old))
        return text.replacingCharacters(in: range, with: new)
    }

    @Test func lintWatchReportsAfterEachSaveAndStopsOnControlC() throws {
        let workspace = try Workspace(copying: CommandLineTests.sampleContent)
        let lint = try RunningProcess(CommandRunner.binary, ["lint", "--watch"], in: workspace.url)
        // Standard output and standard error arrive through separate pipes, in
        // no fixed order: each check waits for what it reads.
        let files = "in \(CommandLineTests.sampleYAMLFileCount) files"
        #expect(lint.wait { stdout, stderr in stderr.contains("lint took") && stdout.contains(files) },
                "\(lint.stdout) \(lint.stderr)")
        #if os(Linux)
        #expect(lint.stderr.contains("watching content with inotify"))
        #endif

        // An editor's save: written to a temporary file, then renamed over the original.
        let section = Self.section
        let original = try workspace.read(section)
        let broken = try Self.replacingFirst("correct: 2\n", with: "correct: 9\n", in: original)
        try workspace.write("\(section).tmp", broken)
        #expect(rename(workspace.path("\(section).tmp").path, workspace.path(section).path) == 0)
        #expect(lint.wait { stdout, _ in stdout.contains("error[Q103]") }, "\(lint.stdout)")
        #expect(lint.wait { _, stderr in stderr.components(separatedBy: "lint took").count == 3 })
        #expect(lint.stderr.contains("\(section) changed"))
        #expect(lint.stdout.components(separatedBy: "error[Q103]").count == 2, "one save, one report")

        // Fixed: the next report is clean again.
        try workspace.write(section, original)
        #expect(lint.wait { stdout, stderr in
            stderr.components(separatedBy: "lint took").count == 4 && stdout.hasSuffix("no problems \(files)\n")
        }, "\(lint.stdout)")

        #expect(lint.interrupt() == 0)
        #expect(lint.stderr.hasSuffix("stopped watching content\n"), "\(lint.stderr)")
    }

    @Test func buildWatchRewritesTheOutputAfterASave() throws {
        let workspace = try Workspace(copying: CommandLineTests.sampleContent)
        #expect(try CommandRunner.run(["build"], in: workspace.url).status == 0)
        try workspace.setContentVersion(try workspace.contentVersion().nextMinor)  // The release being prepared.
        let build = try RunningProcess(CommandRunner.binary, ["build", "--watch"], in: workspace.url)
        #expect(build.wait { _, stderr in stderr.contains("build took") }, "\(build.stderr)")
        #expect(build.stderr.contains("wrote out:"))
        let section = Self.section
        try workspace.write(section, try Self.replacingFirst(Self.question, with: "text: Which continent is the largest?",
                                                             in: try workspace.read(section)))
        #expect(build.wait { _, stderr in stderr.components(separatedBy: "build took").count == 3 }, "\(build.stderr)")
        #expect(try workspace.read("out/courses/flags-and-continents.json").contains("Which continent is the largest?"))
        // The second save is checked against out/ as it was when watching started (the shipped version),
        // not as the first save wrote it (the next minor, which the same version would not rise above: P106).
        try workspace.write(section, try Self.replacingFirst("text: Which continent is the largest?",
                                                             with: "text: Of all continents, which is the largest?",
                                                             in: try workspace.read(section)))
        #expect(build.wait { _, stderr in stderr.components(separatedBy: "build took").count == 4 }, "\(build.stderr)")
        #expect(!build.stderr.contains("error"), "\(build.stderr)")
        #expect(build.interrupt() == 0)
    }

    /// out/ as the build before left it may hold anything (a pull request can commit it): the copy
    /// `build --watch` keeps to check each build's version against takes only its regular index and
    /// bundles, never waiting on a named pipe there nor following a link out of it.
    @Test func buildWatchCopiesOnlyTheEarlierBuildsRegularFiles() throws {
        let workspace = try Workspace(copying: CommandLineTests.sampleContent)
        #expect(try CommandRunner.run(["build"], in: workspace.url).status == 0)
        #expect(mkfifo(workspace.path("out/books/waits.json").path, 0o644) == 0)
        let outside = try Workspace()
        try outside.write("secret.json", "{\"format\": \"s3cr3t\"}\n")
        try FileManager.default.createSymbolicLink(at: workspace.path("out/books/leads-out.json"),
                                                   withDestinationURL: outside.path("secret.json"))
        let build = try RunningProcess(CommandRunner.binary, ["build", "--watch"], in: workspace.url)
        #expect(build.wait { _, stderr in stderr.contains("build took") }, "\(build.stderr)")
        #expect(!build.stderr.contains("s3cr3t"), "\(build.stderr)")
        #expect(build.interrupt() == 0)
    }

    @Test func watchCannotCheck() throws {
        let workspace = try Workspace(copying: CommandLineTests.sampleContent)
        let result = try CommandRunner.run(["build", "--watch", "--check"], in: workspace.url)
        #expect(result.status == 2 && result.stderr.contains("--watch and --check cannot be used together"))
    }

    @Test func aMissingContentFolderCannotBeWatched() throws {
        let workspace = try Workspace()
        let result = try CommandRunner.run(["lint", "--watch", "--content", "nowhere"], in: workspace.url)
        #expect(result.status == 2, "\(result.stderr)")
    }
}
