import Foundation

/// Renders diagnostics as one JSON object (SPEC §4):
/// `{"diagnostics":[{"severity","code","message","file","line","column","notes":[…]}],
///   "summary":{"errors":N,"warnings":N,"files":N}}`.
///
/// Each diagnostic also carries its rule's `rule` name and, when there is one,
/// a `hint`. `line` and `column` are omitted for a problem with a whole file.
public struct JSONReporter: Sendable {
    /// Creates a reporter.
    public init() {}

    private struct Output: Encodable {
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
    }

    /// The report as JSON, with sorted keys and a final newline.
    public func render(_ report: DiagnosticReport) -> String {
        let output = Output(
            diagnostics: report.diagnostics.map { diagnostic in
                Output.Entry(
                    severity: diagnostic.severity.rawValue, code: diagnostic.code, rule: diagnostic.rule.name,
                    message: diagnostic.message, file: diagnostic.location.file,
                    line: diagnostic.location.line, column: diagnostic.location.column,
                    notes: diagnostic.notes.map {
                        Output.Note(message: $0.message, file: $0.location.file,
                                    line: $0.location.line, column: $0.location.column)
                    },
                    hint: diagnostic.hint)
            },
            summary: .init(errors: report.errorCount, warnings: report.warningCount, files: report.fileCount))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(output)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
