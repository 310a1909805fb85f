import YAML

/// Lines that YAML read as more of the text above them: a key indented into a
/// block of text, a list item indented more than its siblings.
extension ShapeDiagnosis {
    /// Reports keys of the mapping that it lacks because they were written
    /// inside a text of several lines above them (`story:` indented as part of
    /// the folded `thesis:`).
    mutating func reportSwallowedKeys(_ node: Node, pairs: [Node.Pair], shape: ContentShape) {
        var missing = Set(shape.keys).subtracting(pairs.compactMap(\.key.scalarValue))
        for pair in pairs {
            guard !missing.isEmpty, case .scalar = pair.value.content, pair.value.end.line > pair.value.start.line,
                  let owner = pair.key.scalarValue else { continue }
            for number in continuationLines(of: pair.value) {
                guard let line = SourceLine(number, in: lines), !line.startsWithDash,
                      let key = line.leadingKey, missing.contains(key.name) else { continue }
                missing.remove(key.name)
                findings.misplace(key.name, from: node.start)
                log.report(.indentation,
                           "'\(key.name)' is indented as part of the text of '\(owner)' above it, so \(shape.definite) has no '\(key.name)'",
                           file: file, at: Mark(line: number, column: key.column),
                           hint: indentationAdvice("'\(key.name)'", pair.key.start.column - 1) + ", like '\(owner)'")
            }
        }
    }

    /// Reports the items of a list of texts that swallowed the next item: a
    /// `- ` line indented more than the items' `-` is more of the text above.
    mutating func reportSwallowedItems(_ list: Node, key: String) {
        guard case .sequence(let items) = list.content, !list.isFlow else { return }
        for item in items {
            guard case .scalar(let text, .plain) = item.content, item.end.line > item.start.line,
                  let number = continuationLines(of: item).first(where: { SourceLine($0, in: lines)?.startsWithDash ?? false }),
                  let line = SourceLine(number, in: lines) else { continue }
            let shown = text.count > 60 ? text.prefix(57) + "…" : Substring(text)
            findings.reportedValues.insert(item.start)
            log.report(.indentation,
                       "this '-' is indented more than the '-' of the other items of '\(key)', so YAML reads the line as more of the item above, which becomes '\(shown)'",
                       file: file, at: Mark(line: number, column: line.firstColumn),
                       hint: indentationAdvice("its '-'", list.start.column - 1) + ", like the other items")
        }
    }

    /// The lines after the first that a scalar spans, without the line its end
    /// mark is on when nothing of the scalar is there (a block of text ends at
    /// the start of the next line).
    private func continuationLines(of value: Node) -> ClosedRange<Int> {
        let last = value.end.column == 1 ? value.end.line - 1 : value.end.line
        return value.start.line + 1...max(value.start.line + 1, last)
    }
}
