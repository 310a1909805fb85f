import ContentRuntime

/// Renders diagnostics as one JSON object (SPEC §4):
/// `{"diagnostics":[{"severity","code","message","file","line","column","notes":[…]}],
///   "summary":{"errors":N,"warnings":N,"files":N}}`.
///
/// Each diagnostic also carries its rule's `rule` name and, when there is one,
/// a `hint`. `line` and `column` are omitted for a problem with a whole file.
public struct JSONReporter: Sendable {
    /// Creates a reporter.
    public init() {}

    /// The report as JSON, keys in sorted order, with a final newline: the
    /// bytes `JSONEncoder` gives with `.sortedKeys` and `.withoutEscapingSlashes`
    /// (a test holds it to them), written straight into one buffer.
    public func render(_ report: DiagnosticReport) -> String {
        var json = Output()
        json.bytes.reserveCapacity(256 + report.diagnostics.count * 400)
        json.append("{\"diagnostics\":[")
        for (index, diagnostic) in report.diagnostics.enumerated() {
            json.append(index == 0 ? "{\"code\":" : ",{\"code\":")
            json.append(text: diagnostic.code)
            if let column = diagnostic.location.column {
                json.append(",\"column\":")
                json.append(column)
            }
            json.append(",\"file\":")
            json.append(text: diagnostic.location.file)
            if let hint = diagnostic.hint {
                json.append(",\"hint\":")
                json.append(text: hint)
            }
            if let line = diagnostic.location.line {
                json.append(",\"line\":")
                json.append(line)
            }
            json.append(",\"message\":")
            json.append(text: diagnostic.message)
            json.append(",\"notes\":[")
            for (index, note) in diagnostic.notes.enumerated() {
                json.append(index == 0 ? "{" : ",{")
                if let column = note.location.column {
                    json.append("\"column\":")
                    json.append(column)
                    json.append(",")
                }
                json.append("\"file\":")
                json.append(text: note.location.file)
                if let line = note.location.line {
                    json.append(",\"line\":")
                    json.append(line)
                }
                json.append(",\"message\":")
                json.append(text: note.message)
                json.append("}")
            }
            json.append("],\"rule\":")
            json.append(text: diagnostic.rule.name)
            json.append(",\"severity\":")
            json.append(text: diagnostic.severity.rawValue)
            json.append("}")
        }
        json.append("],\"summary\":{\"errors\":")
        json.append(report.errorCount)
        json.append(",\"files\":")
        json.append(report.fileCount)
        json.append(",\"warnings\":")
        json.append(report.warningCount)
        json.append("}}\n")
        return String(decoding: json.bytes, as: UTF8.self)
    }

    /// The JSON as it is written: UTF-8 bytes.
    private struct Output {
        var bytes: [UInt8] = []

        mutating func append(_ literal: StaticString) {
            bytes.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
        }

        /// A JSON string.
        mutating func append(text: String) {
            CanonicalJSON.writeString(text, into: &bytes)
        }

        mutating func append(_ number: Int) {
            bytes.append(contentsOf: String(number).utf8)
        }
    }
}
