import ContentTestSupport
import Foundation
import Testing

/// The benchmark's generated corpus is content an author could have written:
/// it lints with no problem, so that the benchmark times compiling, not
/// reporting (its question texts once set off thousands of question-quality warnings).
@Suite struct BenchmarkCorpusTests {
    @Test func theGeneratedCorpusLintsClean() throws {
        let workspace = try Workspace()
        // Beside the test's contentc, as `swift build` or `swift test` builds them all.
        let benchmark = CommandRunner.binary.deletingLastPathComponent().appendingPathComponent("contentc-benchmark")
        try #require(FileManager.default.isExecutableFile(atPath: benchmark.path), "\(benchmark.path) is not built")
        let corpus = workspace.path("corpus")
        let process = Process()
        process.executableURL = benchmark
        // Three books, enough for every book-wide statistic (162 questions each), and the ten courses.
        process.arguments = ["--books", "3", "--write-corpus", corpus.path]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)

        let lint = try CommandRunner.run(["lint", "--content", corpus.path, "--out", workspace.path("out").path], in: workspace.url)
        #expect(lint.status == 0)
        let report = lint.stdout + lint.stderr
        #expect(report.hasPrefix("no problems in 168 files"), "\(report.prefix(2_000))")
    }
}
