import YAML

/// Values whose first character means something else to YAML when the value
/// is not quoted: `*` and `&` (aliases and anchors), `>` and `|` (blocks of
/// text), `- ` (a list item), `@`, `` ` `` and `%` (reserved).
extension SyntaxDiagnosis {
    static func indicatorAtValueStart(_ context: Context) -> SyntaxDiagnosis? {
        guard let line = context.errorLine, let column = line.valueColumn,
              context.error.mark.column >= column, let first = line.character(at: column) else { return nil }
        let meaning: String
        switch first {
        case "*":
            meaning = "a value that starts with '*' is read as an alias, a reference to a value named elsewhere"
        case "&":
            meaning = "a value that starts with '&' is read as an anchor, a name given to the value after it"
        case ">", "|":
            guard context.problem.contains("comment or line break") else { return nil }
            meaning = "'\(first)' at the start of a value begins a block of text on the lines below, so nothing else may follow it on this line"
        case "-":
            guard context.problem.contains("block sequence entries") else { return nil }
            if let key = line.leadingKey?.name, context.listKeys.contains(key) {
                return SyntaxDiagnosis(
                    message: "a list cannot start on the line of its key",
                    mark: Mark(line: line.number, column: column),
                    hint: "write each item on a line of its own below '\(key):', starting with '- '")
            }
            meaning = "'- ' at the start of a value begins a list, and a list cannot start on the line of its key"
        case "@", "`", "%":
            guard context.problem.contains("cannot start any token") else { return nil }
            meaning = "'\(first)' is reserved by YAML: it cannot start a value that is not quoted"
        default:
            return nil
        }
        let value = line.value(from: column)
        return SyntaxDiagnosis(
            message: meaning,
            mark: Mark(line: line.number, column: column),
            hint: "put the whole value in quotes: " + rewritten(line, valueColumn: column, as: quotedForYAML(value)))
    }
}
