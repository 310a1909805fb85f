import ContentRuntime
import YAML

/// `: ` where YAML does not expect it, and a key without its `: `.
extension SyntaxDiagnosis {
    /// libyaml's "mapping values are not allowed in this context": a `: ` after
    /// a value on its line, or on a line that YAML reads as more of the value
    /// above (because it is indented more than the key of that value).
    static func colonInValue(_ context: Context) -> SyntaxDiagnosis? {
        guard context.problem.contains("mapping values are not allowed"), let line = context.errorLine,
              let value = context.prefix.lastValue, value.style == .plain, value.end.line == line.number
        else { return nil }
        guard value.start.line < line.number else {
            let whole = line.value(from: value.start.column)
            guard !value.isKey, !whole.isEmpty else { return nil }
            let owner = value.key.map { "the value of '\($0.name)'" } ?? "this value"
            return SyntaxDiagnosis(
                message: "\(owner) holds ': ', which YAML reads as the start of another key",
                mark: context.error.mark,
                hint: "put the whole value in quotes: " + rewritten(line, valueColumn: value.start.column, as: quotedForYAML(whole)))
        }
        // The line continues a value that starts on an earlier line. When that
        // value is a key, the whole file, or a line of its own below its key,
        // its first line was meant as a key.
        guard let key = value.key, !value.isKey, value.start.line == key.mark.line else {
            return keyWithoutColon(on: value.start.line, context)
        }
        let word = line.text(from: line.firstColumn, to: context.error.mark.column)
        guard context.keys.contains(word) else {
            // One word could be a misspelt key as well as text: say what to do in either case.
            let isOneWord = word.unicodeScalars.allSatisfy(\.isKeyCharacter)
            return SyntaxDiagnosis(
                message: "the text of '\(key.name)' goes on to this line, and ': ' inside a value that is not quoted starts another key",
                mark: context.error.mark,
                hint: isOneWord
                    ? "if '\(word)' starts a key, \(indentationAdvice("it", key.mark.column - 1)), like '\(key.name)'; if it is text, put the whole text of '\(key.name)' in quotes"
                    : "put the whole text of '\(key.name)' in quotes")
        }
        return keyReadAsText(word, after: key, line, context)
    }

    /// A known key on a line YAML reads as more of the value of the key above
    /// it. Usually that line is indented too far; but the key above may be the
    /// one out of line: outdented so that it ended the mapping the lines after
    /// it are indented for, or the first key of its mapping, in another column
    /// than the keys after it.
    private static func keyReadAsText(_ word: String, after key: (name: String, mark: Mark), _ line: SourceLine,
                                      _ context: Context) -> SyntaxDiagnosis {
        if let ended = context.prefix.collections.last(where: { block in
            block.isMapping && !block.isFlow && block.end?.line == key.mark.line && block.column == line.firstColumn
        }), let sibling = ended.lastKey {
            return SyntaxDiagnosis(
                message: "'\(key.name)' is indented less than '\(sibling.name)' above it, so it ends that mapping; the lines after it are still indented like '\(sibling.name)'",
                mark: key.mark,
                hint: indentationAdvice("'\(key.name)'", ended.column - 1) + ", like '\(sibling.name)'")
        }
        if let mapping = context.prefix.blocks(holding: line.number).last(where: { $0.isMapping && $0.lastKey?.mark == key.mark }),
           mapping.childCount <= 2 {
            let usual = mapping.key.flatMap { owner in IndentationStyle(context.lines).mappingStep.map { owner.mark.column + $0 } }
            let following = nextEntry(after: line, between: line.firstColumn, and: mapping.column, context)?.firstColumn ?? usual
            if following == line.firstColumn {
                return firstEntryOutOfLine(mapping, entry: "'\(key.name)'", pronoun: "'\(key.name)'", this: "'\(word)'",
                                           other: "'\(key.name)' above it", both: "'\(word)' and '\(key.name)'", line,
                                           nextColumn: following)
            }
        }
        let extra = line.firstColumn - key.mark.column
        return SyntaxDiagnosis(
            message: "'\(word)' is indented \(extra) \(extra == 1 ? "space" : "spaces") more than '\(key.name)' above it, so YAML reads it as more of the value of '\(key.name)'",
            mark: Mark(line: line.number, column: line.firstColumn),
            hint: indentationAdvice("'\(word)'", key.mark.column - 1) + ", like '\(key.name)'")
    }

    /// libyaml's "could not find expected ':'": a line read as a key has no
    /// `: `. It is an item without its `- `, a key without `:` (or without the
    /// space after it), or the next line of a text that is not indented.
    static func keyWithoutColon(_ context: Context) -> SyntaxDiagnosis? {
        guard context.problem.contains("could not find expected ':'"), let key = context.error.context,
              key.message.contains("simple key") else { return nil }
        return keyWithoutColon(on: key.mark.line, context)
    }

    private static func keyWithoutColon(on number: Int, _ context: Context) -> SyntaxDiagnosis? {
        guard let line = context.line(number) else { return nil }
        let start = Mark(line: number, column: line.firstColumn)
        if let missingDash = itemWithoutDash(line, context) { return missingDash }
        var end = line.firstColumn
        while let scalar = line.character(at: end), scalar.isKeyCharacter { end += 1 }
        let word = line.text(from: line.firstColumn, to: end)
        if context.keys.contains(word) {
            let rest = line.value(from: end + 1)
            let fixed = "\(word): \(rest)".trimmingWhitespace()
            if line.character(at: end) == ":" {
                return SyntaxDiagnosis(message: "there is no space after the ':' of '\(word)'", mark: start,
                                       hint: "write '\(fixed)'")
            }
            if line.character(at: end) == " " {
                return SyntaxDiagnosis(message: "'\(word)' is not followed by ':'", mark: start, hint: "write '\(fixed)'")
            }
        }
        // Words wrapped onto a line of their own; one word alone could as well be a key without ':'.
        if line.text(from: line.firstColumn).trimmingWhitespace().contains(" "),
           let above = context.contentLine(above: number), let key = above.leadingKey,
           let valueColumn = above.valueColumn, key.column >= line.firstColumn,
           let first = above.character(at: valueColumn), !"\"'[{>|&*!".unicodeScalars.contains(first) {
            return SyntaxDiagnosis(
                message: "this line is not indented more than '\(key.name)' above, so it does not continue its text, and it has no ': ' to be a key of its own",
                mark: start,
                hint: "to continue the text of '\(key.name)', indent this line more than '\(key.name)'")
        }
        return SyntaxDiagnosis(message: "this line has no ': ', so it is neither a key nor part of a value above",
                               mark: start, hint: nil)
    }

    /// A line of text in the column of a list's `-`, below items that are
    /// texts: an item that lost its `- `.
    static func itemWithoutDash(_ line: SourceLine, _ context: Context) -> SyntaxDiagnosis? {
        guard !line.startsWithDash, line.leadingKey == nil,
              let list = context.prefix.blocks(holding: line.number).last,
              !list.isMapping, !list.lastChildIsMapping, list.column == line.firstColumn else { return nil }
        let text = line.value(from: line.firstColumn)
        return SyntaxDiagnosis(
            message: "this line is in the column of the '-' of the items above, but has no '-' of its own",
            mark: Mark(line: line.number, column: line.firstColumn),
            hint: "start the item with '- ': - \(text)")
    }
}
