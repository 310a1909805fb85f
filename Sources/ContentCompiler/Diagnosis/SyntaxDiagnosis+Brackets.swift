import ContentRuntime
import YAML

/// Lists and mappings in brackets: one never closed, or closed only inside a comment.
extension SyntaxDiagnosis {
    /// ` #` inside brackets: the rest of the line, with its closing bracket, is a comment.
    static func commentInBrackets(_ context: Context) -> SyntaxDiagnosis? {
        guard let (opening, line, closing) = openBracket(context),
              let hash = firstUnquoted(in: line, after: opening.column, where: { column in
                  line.character(at: column) == "#" && line.character(at: column - 1) == " "
              }) else { return nil }
        let delimiters: Set<Unicode.Scalar> = ["[", "{", ","]
        let start = (opening.column..<hash).last { delimiters.contains(line.character(at: $0)!) }.map { $0 + 1 }
            ?? opening.column + 1
        let end = ((hash + 1)...(line.scalars.count + 1)).first { column in
            guard let scalar = line.character(at: column) else { return true }
            return scalar == "," || scalar == "]" || scalar == "}"
        }!
        let item = line.text(from: start, to: end).trimmingWhitespace()
        return SyntaxDiagnosis(
            message: "' #' starts a comment, so YAML ignores the rest of this line, with the '\(closing)' that closes the \(closing == "]" ? "list" : "mapping")",
            mark: Mark(line: line.number, column: hash),
            hint: "put the item in quotes: \(quotedForYAML(String(item)))")
    }

    /// A `[` or `{` never closed: libyaml reads the lines after it as more items.
    static func unclosedBracket(_ context: Context) -> SyntaxDiagnosis? {
        guard let (opening, line, closing) = openBracket(context), context.error.mark.line > opening.line else {
            return nil
        }
        let what = closing == "]" ? "list" : "mapping"
        return SyntaxDiagnosis(
            message: "this '\(line.character(at: opening.column)!)' is never closed, so the \(what) runs on into the lines after it",
            mark: opening, hint: "close the \(what) with '\(closing)' after its last item")
    }

    /// The bracket a "did not find expected ',' or ']'" error is about: where it
    /// opens, its line, and the bracket that would close it. Only a bracket that
    /// its own line leaves open counts.
    private static func openBracket(_ context: Context) -> (Mark, SourceLine, Unicode.Scalar)? {
        guard context.problem.contains("did not find expected ','"), let opening = context.error.context,
              opening.message.contains("flow"), let line = context.line(opening.mark.line),
              let bracket = line.character(at: opening.mark.column), bracket == "[" || bracket == "{" else {
            return nil
        }
        var depth = 0
        _ = firstUnquoted(in: line, after: opening.mark.column - 1) { column in
            switch line.character(at: column) {
            case "[", "{": depth += 1
            case "]", "}": depth -= 1
            case "#" where line.character(at: column - 1) == " ": return true
            default: break
            }
            return false
        }
        guard depth > 0 else { return nil }
        return (opening.mark, line, bracket == "[" ? "]" : "}")
    }

    /// The first column after `column` that is outside quotes and satisfies
    /// `test`. A quote opens only where a value starts (after a bracket, `,` or
    /// `:`), so the apostrophe of `Marcus's` is text.
    private static func firstUnquoted(in line: SourceLine, after column: Int,
                                      where test: (Int) -> Bool) -> Int? {
        var quote: Unicode.Scalar?
        var previous: Unicode.Scalar = "["
        var current = column + 1
        while let scalar = line.character(at: current) {
            if let open = quote {
                if scalar == open { quote = nil }
            } else if (scalar == "\"" || scalar == "'") && ["[", "{", ",", ":"].contains(previous) {
                quote = scalar
            } else if test(current) {
                return current
            }
            if scalar != " " { previous = scalar }
            current += 1
        }
        return nil
    }
}
