import YAML

/// A line whose indentation fits none of the lists and mappings around it:
/// one space too many or too few, a key at its list's `-`, an item's `-`
/// outdented from its siblings'.
extension SyntaxDiagnosis {
    static func oddIndentation(_ context: Context) -> SyntaxDiagnosis? {
        guard context.problem.contains("did not find expected key") || context.problem.contains("'-' indicator"),
              let line = context.errorLine, line.firstColumn == context.error.mark.column else { return nil }
        let blocks = context.prefix.blocks(holding: line.number)
        let column = line.firstColumn
        let start = Mark(line: line.number, column: column)
        if line.startsWithDash {
            guard let list = blocks.last(where: { !$0.isMapping }), list.column != column else { return nil }
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
        let spaces = column - 1
        return SyntaxDiagnosis(
            message: "\(name) is indented \(spaces) \(spaces == 1 ? "space" : "spaces"), but the keys around it ('\(sibling.name)' above) are indented \(target.column - 1)",
            mark: start, hint: indentationAdvice(name, target.column - 1) + ", like '\(sibling.name)'")
    }
}
