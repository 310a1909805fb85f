@testable import ContentCompiler
import ContentTestSupport
import Foundation
import Testing
import YAML

/// The JSON format, written byte by byte, is the JSON `JSONEncoder` makes of
/// the same report with sorted keys and unescaped slashes (SPEC §4).
@Suite struct JSONReporterTests {
    /// The report as `Encodable` values, the form the JSON is held to.
    private struct Encoded: Encodable {
        struct Entry: Encodable {
            var severity: String
            var code: String
            var rule: String
            var message: String
            var file: String
            var line: Int?
            var column: Int?
            var notes: [Note]
            var hint: String?
        }

        struct Note: Encodable {
            var message: String
            var file: String
            var line: Int?
            var column: Int?
        }

        struct Summary: Encodable {
            var errors: Int
            var warnings: Int
            var files: Int
        }

        var diagnostics: [Entry]
        var summary: Summary

        init(_ report: DiagnosticReport) {
            diagnostics = report.diagnostics.map { diagnostic in
                Entry(severity: diagnostic.severity.rawValue, code: diagnostic.code, rule: diagnostic.rule.name,
                      message: diagnostic.message, file: diagnostic.location.file,
                      line: diagnostic.location.line, column: diagnostic.location.column,
                      notes: diagnostic.notes.map {
                          Note(message: $0.message, file: $0.location.file, line: $0.location.line, column: $0.location.column)
                      },
                      hint: diagnostic.hint)
            }
            summary = Summary(errors: report.errorCount, warnings: report.warningCount, files: report.fileCount)
        }
    }

    static func encoded(_ report: DiagnosticReport) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(Encoded(report)), as: UTF8.self) + "\n"
    }

    /// Random reports whose texts hold every character up to U+2FFF and some
    /// beyond, raw (set past the report's own escaping, so that the JSON's
    /// escapes are tried too), with and without hints, notes and positions.
    @Test func theJSONIsWhatJSONEncoderMakes() throws {
        var random = SplitMix64(seed: 4)
        let scalars = (0...0x2FFF).compactMap(Unicode.Scalar.init) + ["\u{FFFD}", "\u{1F600}", "\u{10FFFF}"]
        func text() -> String {
            String(String.UnicodeScalarView((0..<Int.random(in: 0...12, using: &random)).map { _ in
                Int.random(in: 0..<3, using: &random) == 0 ? scalars.randomElement(using: &random)! : "a"
            }))
        }
        func location() -> ContentCompiler.SourceLocation {
            ContentCompiler.SourceLocation(file: text() + "/x.yaml", mark: Bool.random(using: &random)
                ? Mark(line: Int.random(in: 1...100_000, using: &random), column: Int.random(in: 1...300, using: &random)) : nil)
        }
        for round in 0..<300 {
            let diagnostics = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                Diagnostic(severity: Bool.random(using: &random) ? .error : .warning, rule: Rule.all.randomElement(using: &random)!,
                           message: text(), location: location(),
                           notes: (0..<Int.random(in: 0...2, using: &random)).map { _ in Diagnostic.Note(text(), at: location()) },
                           hint: Bool.random(using: &random) ? text() : nil)
            }
            var report = DiagnosticReport(diagnostics: [], fileCount: round)
            report.diagnostics = diagnostics
            #expect(JSONReporter().render(report) == (try Self.encoded(report)))
        }
        for scalar in scalars {
            var report = DiagnosticReport(diagnostics: [], fileCount: 1)
            report.diagnostics = [Diagnostic(severity: .error, rule: .strayFile, message: "a\(scalar)b",
                                             location: ContentCompiler.SourceLocation(file: "f/\(scalar)", mark: nil))]
            #expect(JSONReporter().render(report) == (try Self.encoded(report)), "U+\(String(scalar.value, radix: 16))")
        }
    }
}
