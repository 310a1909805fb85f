import YAML

/// A line whose indentation fits none of the lists and mappings around it:
/// one space too many or too few, a key at its list's `-`, an item's `-`
/// outdented from its siblings'.
extension SyntaxDiagnosis {
    static func oddIndentation(_ context: Context) -> SyntaxDiagnosis? {
        // A line in a column no block of the file has; at the top level, the end of the file's one mapping.
        guard context.problem.contains("did not find expected key") || context.problem.contains("'-' indicator")
                || context.problem.contains("did not find expected <document start>"),
              let line = context.errorLine, line.firstColumn == context.error.mark.column else { return nil }
        let blocks = context.prefix.blocks(holding: line.number)
        let column = line.firstColumn
        let start = Mark(line: line.number, column: column)
        if line.startsWithDash {
            guard let list = blocks.last(where: { !$0.isMapping }), list.column != column else { return nil }
            let nextColumn = nextEntry(after: line, between: column, and: list.column, context)
                .flatMap { $0.startsWithDash ? $0.firstColumn : nil }
            let usual = list.key.flatMap { key in IndentationStyle(context.lines).listStep.map { key.mark.column + $0 } }
            if list.childCount == 1, nextColumn != list.column, usual != list.column {
                return firstEntryOutOfLine(list, entry: "the first item's '-'", pronoun: "its '-'",
                                           this: "this item's '-'", other: "the '-' of the item above",
                                           both: "the '-' of the items", line, nextColumn: nextColumn ?? usual)
            }
            return SyntaxDiagnosis(
                message: "this item's '-' is in column \(column), but the items of the list above have theirs in column \(list.column)",
                mark: start, hint: indentationAdvice("its '-'", list.column - 1) + ", like the items above")
        }
        let name = line.leadingKey.map { "'\($0.name)'" } ?? "this line"
        if let list = blocks.last(where: { !$0.isMapping && $0.column == column }) {
            guard list.lastChildIsMapping else { return itemWithoutDash(line, context) }
            guard let item = blocks.last(where: { $0.isMapping && $0.start > list.start && $0.column > column }),
                  let sibling = item.lastKey else { return nil }
            return SyntaxDiagnosis(
                message: "\(name) is in the column of the list's '-', so it belongs to no item of the list; the keys of the item above are indented \(item.column - 1) spaces",
                mark: start, hint: indentationAdvice(name, item.column - 1) + ", like '\(sibling.name)'")
        }
        guard !blocks.contains(where: { $0.column == column }),
              let target = blocks.filter(\.isMapping).min(by: { lhs, rhs in
                  let (left, right) = (abs(lhs.column - column), abs(rhs.column - column))
                  return left != right ? left < right : lhs.start > rhs.start
              }),
              let sibling = target.lastKey else { return nil }
        let nextColumn = nextEntry(after: line, between: column, and: target.column, context)
            .flatMap { $0.leadingKey != nil && !$0.startsWithDash ? $0.firstColumn : nil }
        let usual = target.key.flatMap { key in IndentationStyle(context.lines).mappingStep.map { key.mark.column + $0 } }
        if target.childCount <= 2, nextColumn != target.column, usual != target.column {
            return firstEntryOutOfLine(target, entry: "'\(sibling.name)'", pronoun: "'\(sibling.name)'",
                                       this: name, other: "'\(sibling.name)' above it",
                                       both: "\(name) and '\(sibling.name)'", line, nextColumn: nextColumn ?? usual)
        }
        let spaces = column - 1
        return SyntaxDiagnosis(
            message: "\(name) is indented \(spaces) \(spaces == 1 ? "space" : "spaces"), but the keys around it ('\(sibling.name)' above) are indented \(target.column - 1)",
            mark: start, hint: indentationAdvice(name, target.column - 1) + ", like '\(sibling.name)'")
    }

    /// The next line below `line` that starts in one of two columns, or
    /// between them: the next entry at the level of the line or of the block
    /// it may belong to. Lines further right (of a value) are passed over; a
    /// line further left ends the search, as it ends both levels.
    static func nextEntry(after line: SourceLine, between first: Int, and second: Int, _ context: Context) -> SourceLine? {
        var candidate = context.contentLine(below: line.number)
        while let next = candidate, next.firstColumn > max(first, second) {
            candidate = context.contentLine(below: next.number)
        }
        return candidate.flatMap { $0.firstColumn >= min(first, second) ? $0 : nil }
    }

    /// A line out of line with the one entry read of the list or mapping above
    /// it: when the next entry below (an item, or a key) is in the line's
    /// column, or when nothing follows and the line's column is the file's
    /// usual one (``IndentationStyle``), the first entry is the odd one;
    /// otherwise either may be.
    ///
    /// - Parameters:
    ///   - block: The list or mapping whose first entry is above the line.
    ///   - entry: That first entry as the message names it ("the first item's '-'").
    ///   - pronoun: The same, as the help names it ("its '-'").
    ///   - this: The line's own entry ("'story'").
    ///   - other: The first entry, seen from the line ("'thesis' above it").
    ///   - both: Both, for the advice when either may be out of line ("the '-' of the items").
    ///   - nextColumn: Where the next entry below starts, or else where the file would put one.
    static func firstEntryOutOfLine(_ block: ParsedPrefix.Collection, entry: String, pronoun: String,
                                            this: String, other: String, both: String, _ line: SourceLine,
                                            nextColumn: Int?) -> SyntaxDiagnosis {
        let column = line.firstColumn
        guard nextColumn == column else {
            return SyntaxDiagnosis(
                message: "\(this) is in column \(column), but \(other) is in column \(block.column), and either may be out of line",
                mark: Mark(line: line.number, column: column), hint: "put \(both) in one column")
        }
        return SyntaxDiagnosis(
            message: "\(entry) is in column \(block.column), but the lines after it at its level start in column \(column)",
            mark: block.start, hint: indentationAdvice(pronoun, column - 1) + ", like the lines after it")
    }
}
