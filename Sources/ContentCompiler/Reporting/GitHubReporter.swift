#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import YAML

/// Renders diagnostics as GitHub Actions workflow commands, which annotate the
/// offending lines of a pull request:
///
/// ```
/// ::error file=content/books/meditations/ideas/b1i2.yaml,line=14,col=14,title=Q103::correct index 4 is out of bounds…
/// ```
///
/// Files are named relative to the checkout (see ``ProjectPaths``), which is how
/// the runner finds them, whatever way `--content` was typed; notes name their
/// files the same way. Hints and notes follow the message on lines of their own. Past
/// ``maxPerCode`` findings of one code, the rest are summed up in one
/// annotation instead, so one systematic mistake does not bury the others (and
/// GitHub's own cap on annotations per step). The run ends with the plain
/// summary line of the text format.
public struct GitHubReporter: Sendable {
    /// The most findings of one code printed as annotations.
    public static let maxPerCode = 50

    /// Creates a reporter.
    public init() {}

    /// The workflow commands, one per line, and the summary line.
    public func render(_ report: DiagnosticReport) -> String {
        var output = ""
        var printed: [String: Int] = [:]
        var held: [String: (count: Int, severity: Severity, rule: Rule)] = [:]
        for diagnostic in report.diagnostics {
            let count = printed[diagnostic.code, default: 0]
            guard count < Self.maxPerCode else {
                let previous = held[diagnostic.code]
                held[diagnostic.code] = ((previous?.count ?? 0) + 1, max(previous?.severity ?? .warning, diagnostic.severity),
                                         diagnostic.rule)
                continue
            }
            printed[diagnostic.code] = count + 1
            output += command(diagnostic, paths: report.paths)
        }
        for (code, rest) in held.sorted(by: { $0.key < $1.key }) {
            let message = "\(rest.count) more \(rest.rule) finding\(rest.count == 1 ? "" : "s") not shown "
                + "(the first \(Self.maxPerCode) are above); run `contentc lint` to see them all"
            output += "::\(rest.severity.rawValue) title=\(Self.escapeProperty(code))::\(Self.escapeData(message))\n"
        }
        output += TextReporter().summary(report)
        return output
    }

    private func command(_ diagnostic: Diagnostic, paths: ProjectPaths?) -> String {
        let file = paths?.relativePath(diagnostic.location.file) ?? diagnostic.location.file
        var properties = ["file=" + Self.escapeProperty(file)]
        if let mark = diagnostic.location.mark {
            properties.append("line=\(mark.line)")
            properties.append("col=\(mark.column)")
        }
        properties.append("title=" + Self.escapeProperty(diagnostic.code))
        var message = diagnostic.message
        if let hint = diagnostic.hint { message += "\nhelp: \(hint)" }
        for note in diagnostic.notes {
            var location = note.location
            if let paths { location.file = paths.relativePath(location.file) }
            message += "\nnote: \(location): \(note.message)"
        }
        return "::\(diagnostic.severity.rawValue) \(properties.joined(separator: ","))::\(Self.escapeData(message))\n"
    }

    /// A command's message: `%`, carriage return and line feed escaped, as the runner decodes them.
    static func escapeData(_ text: String) -> String {
        var escaped = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": escaped += "%25"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    /// A property value: as a message, and `:` and `,` too, which separate properties.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingScalar(":", with: "%3A").replacingScalar(",", with: "%2C")
    }
}
