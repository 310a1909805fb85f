import ContentRuntime
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import YAML

/// Quotes: one left open, a backslash that is no escape, an apostrophe that
/// ends single quotes early, and text after a closing quote or bracket.
extension SyntaxDiagnosis {
    /// A quote opened and never closed: libyaml reads on to the next quote of
    /// the same kind, lines later, or to the end of the file.
    ///
    /// A quoted text may span lines, so one that closes lines later is taken
    /// as unclosed only when the lines it swallowed hold keys of the file, or
    /// the quote that closes it stands where a value would start (after `: `,
    /// `- ` or a bracket): it opened a value of its own.
    static func unclosedQuote(_ context: Context) -> SyntaxDiagnosis? {
        let error = context.error
        if context.problem.contains("unexpected end of stream"),
           let opening = error.context, opening.message.contains("quoted scalar") {
            return unclosed(at: opening.mark, runsTo: nil, context)
        }
        guard let value = context.prefix.lastValue, value.style == .doubleQuoted || value.style == .singleQuoted,
              value.start.line < value.end.line, value.end.line == error.mark.line, error.mark >= value.end,
              let closingLine = context.line(value.end.line) else { return nil }
        let closing = value.end.column - 1
        let before = closingLine.text(from: closingLine.firstColumn, to: closing).trimmingWhitespace()
        let opensAValue = before.isEmpty || before == "-" || before.hasSuffix(":") || before.hasSuffix("[")
            || before.hasSuffix(",") || before.hasSuffix("{")
        let swallowsKeys = (value.start.line + 1...value.end.line).contains { number in
            context.line(number)?.leadingKey.map { context.keys.contains($0.name) } ?? false
        }
        guard opensAValue || swallowsKeys else { return nil }
        return unclosed(at: value.start, runsTo: value.end.line, context)
    }

    private static func unclosed(at opening: Mark, runsTo line: Int?, _ context: Context) -> SyntaxDiagnosis? {
        guard let openingLine = context.line(opening.line), let quote = openingLine.character(at: opening.column) else {
            return nil
        }
        let name = quote == "'" ? "single quote" : "double quote"
        let runsOn = line.map { "so the text runs on to the next \(name), on line \($0)" }
            ?? "so the text runs on to the end of the file"
        let written = openingLine.text(from: openingLine.firstColumn).trimmingWhitespace()
        let hint = openingLine.text(from: opening.column + 1).allSatisfy(\.isWhitespace)
            ? "close the quote where the text ends"
            : "close the quote where the text ends, as in: \(written)\(quote)"
        return SyntaxDiagnosis(message: "this \(name) opens a text that is never closed, \(runsOn)",
                               mark: opening, hint: hint)
    }

    /// A backslash inside double quotes that starts no escape YAML knows (`\o`, `\d`).
    static func unknownEscape(_ context: Context) -> SyntaxDiagnosis? {
        guard context.problem.contains("unknown escape character"), let line = context.errorLine,
              line.character(at: context.error.mark.column) == "\\" else { return nil }
        let column = context.error.mark.column
        let escape = line.text(from: column, to: column + 2)
        var hint = "write a backslash twice ('\\\\'), or put the text in single quotes, where a backslash is an ordinary character"
        if let opening = context.error.context?.mark, opening.line == line.number,
           let closing = line.scalars.lastIndex(of: "\"").map({ $0 + 1 }), closing > column {
            let inner = line.text(from: opening.column + 1, to: closing)
            if !inner.contains("\\\"") {
                let single = "'\(inner.replacingScalar("'", with: "''"))'"
                hint += ": " + rewritten(line, valueColumn: opening.column, as: single)
            }
        }
        return SyntaxDiagnosis(
            message: "'\(escape)' is not an escape YAML knows: inside double quotes, a backslash starts an escape such as \\n or \\\"",
            mark: context.error.mark, hint: hint)
    }

    /// A value that ends before its line does: an apostrophe that closed single
    /// quotes, quotes around only the start of a text, or text after a list in
    /// brackets.
    static func textAfterValue(_ context: Context) -> SyntaxDiagnosis? {
        guard let value = context.prefix.lastValue, !value.isKey, value.start.line == value.end.line,
              value.end.line == context.error.mark.line, let line = context.errorLine,
              line.text(from: value.end.column, to: context.error.mark.column).allSatisfy(\.isWhitespace)
        else { return nil }
        let rest = line.value(from: value.end.column)
        guard !rest.isEmpty else { return nil }
        switch value.style {
        case .singleQuoted?:
            return apostrophe(value, rest: rest, line) ?? textAfterQuotes(value, rest: rest, line)
        case .doubleQuoted?:
            return textAfterQuotes(value, rest: rest, line)
        case nil:
            return textAfterBrackets(value, rest: rest, line, context)
        default:
            return nil
        }
    }

    /// Single quotes closed by an apostrophe inside the text: `'Seneca's idea'`.
    private static func apostrophe(_ value: ParsedPrefix.Value, rest: String, _ line: SourceLine) -> SyntaxDiagnosis? {
        let closing = value.end.column - 1
        guard let before = line.character(at: closing - 1), before.properties.isAlphabetic || ("0"..."9").contains(before),
              rest.unicodeScalars.first?.properties.isAlphabetic == true || rest.contains("'") else { return nil }
        var whole = line.value(from: value.start.column).dropFirst()
        if whole.hasSuffix("'") { whole = whole.dropLast() }
        let doubled = rewritten(line, valueColumn: value.start.column,
                                as: "'\(whole.replacingScalar("'", with: "''"))'")
        var hint = "inside single quotes an apostrophe is written twice (''): \(doubled)"
        if !whole.contains("\"") && !whole.contains("\\") {
            hint += "; or use double quotes: " + rewritten(line, valueColumn: value.start.column, as: "\"\(whole)\"")
        }
        return SyntaxDiagnosis(
            message: "this apostrophe ends the text in single quotes that starts at column \(value.start.column), so the rest of the line is left over",
            mark: Mark(line: line.number, column: closing), hint: hint)
    }

    /// Quotes around the start of a text only: `"Stop" means stop`.
    private static func textAfterQuotes(_ value: ParsedPrefix.Value, rest: String, _ line: SourceLine) -> SyntaxDiagnosis {
        let whole = line.value(from: value.start.column)
        return SyntaxDiagnosis(
            message: "the quotes end the value at column \(value.end.column - 1), but the line goes on: '\(rest)'",
            mark: value.start,
            hint: "quotes enclose a whole value; to keep these quotes as text, put the whole value in the other kind of quotes: "
                + rewritten(line, valueColumn: value.start.column, as: quotedForYAML(whole)))
    }

    /// Text after a list or mapping in brackets: `[Draft] Meditations`, or one `]` too many.
    private static func textAfterBrackets(_ value: ParsedPrefix.Value, rest: String, _ line: SourceLine,
                                          _ context: Context) -> SyntaxDiagnosis? {
        guard let opening = line.character(at: value.start.column) else { return nil }
        let closing: Unicode.Scalar = opening == "[" ? "]" : "}"
        if rest.unicodeScalars.allSatisfy({ $0 == "]" || $0 == "}" }) {
            return SyntaxDiagnosis(
                message: "one '\(rest.unicodeScalars.first!)' too many: the \(opening == "[" ? "list" : "mapping") that starts at column \(value.start.column) already ends at column \(value.end.column - 1)",
                mark: Mark(line: line.number, column: value.end.column), hint: "remove the extra '\(rest.unicodeScalars.first!)'")
        }
        let kind = opening == "[" ? "a list" : "a mapping"
        if let key = value.key?.name, context.listKeys.contains(key) {
            return SyntaxDiagnosis(
                message: "the list ends at its '\(closing)' in column \(value.end.column - 1), but the line goes on: '\(rest)'",
                mark: Mark(line: line.number, column: value.end.column),
                hint: "move the text into the list, or remove it")
        }
        let whole = line.value(from: value.start.column)
        return SyntaxDiagnosis(
            message: "a value that starts with '\(opening)' is read as \(kind), which ends at column \(value.end.column - 1), so the text after it belongs to no value",
            mark: value.start,
            hint: "put the whole value in quotes: " + rewritten(line, valueColumn: value.start.column, as: quotedForYAML(whole)))
    }

    /// The line as it should read, from its first character: what comes before
    /// the value (`title: `, `- `) followed by the value rewritten.
    static func rewritten(_ line: SourceLine, valueColumn: Int, as value: String) -> String {
        line.text(from: line.firstColumn, to: valueColumn) + value
    }
}
