import ContentCompiler
import ContentTestSupport
import Foundation
import Testing

/// Whole outputs compared with files under `Fixtures/Golden`. Set
/// `CONTENTC_RECORD=1` to rewrite them; the run then fails so the change is reviewed.
@Suite struct GoldenTests {
    static let golden = ContentFixtures.root.appendingPathComponent("Golden")
    static let recording = ProcessInfo.processInfo.environment["CONTENTC_RECORD"] == "1"

    /// The bundles of the base project.
    @Test func baseProjectBundles() throws {
        let project = try TemporaryProject()
        let output = try #require(try project.compile().output)
        let expectedFolder = Self.golden.appendingPathComponent("base-out")
        for file in output.files {
            try Self.assertGolden(file.data, at: expectedFolder.appendingPathComponent(file.path))
        }
        let expectedFiles = TemporaryProject.files(in: expectedFolder)
        #expect(expectedFiles == output.files.map(\.path), "golden files with no output, or the reverse")
    }

    /// Diagnostics of a broken project, as text and as JSON.
    @Test func brokenProjectDiagnostics() throws {
        let project = try TemporaryProject(overlay: Self.golden.appendingPathComponent("broken-input"))
        let compilation = try project.compile()
        let report = DiagnosticReport(compilation)
        try Self.assertGolden(Data(ReportFormat.text.render(report).utf8),
                              at: Self.golden.appendingPathComponent("broken-diagnostics.txt"))
        try Self.assertGolden(Data(ReportFormat.json.render(report).utf8),
                              at: Self.golden.appendingPathComponent("broken-diagnostics.json"))
    }

    static func assertGolden(_ actual: Data, at url: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        if recording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url)
            Issue.record("recorded \(url.lastPathComponent); unset CONTENTC_RECORD and review the change", sourceLocation: sourceLocation)
            return
        }
        guard let expected = FileManager.default.contents(atPath: url.path) else {
            Issue.record("no golden file at \(url.path); run with CONTENTC_RECORD=1", sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            Issue.record("\(url.lastPathComponent) differs:\n\(lineDiff(String(decoding: expected, as: UTF8.self), String(decoding: actual, as: UTF8.self)))",
                         sourceLocation: sourceLocation)
        }
    }

    /// The lines that differ, `-` expected and `+` actual, with their numbers.
    static func lineDiff(_ expected: String, _ actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [String] = []
        for index in 0..<max(old.count, new.count) {
            let left = index < old.count ? String(old[index]) : nil
            let right = index < new.count ? String(new[index]) : nil
            if left != right {
                if let left { lines.append("\(index + 1) - \(left)") }
                if let right { lines.append("\(index + 1) + \(right)") }
            }
            if lines.count > 40 { break }
        }
        return lines.joined(separator: "\n")
    }
}
