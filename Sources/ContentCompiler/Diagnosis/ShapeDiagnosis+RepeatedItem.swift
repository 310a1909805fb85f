import ContentRuntime
import YAML

/// A list item that lost its `- `: its keys land in the item above, which then
/// has its first key written twice.
extension ShapeDiagnosis {
    /// Reports, once, a list item whose first key is written again in its own
    /// column: a new item starts there without its `- `. The duplicate keys are
    /// not reported one by one, and the merged item is not read.
    mutating func reportRepeatedItem(_ node: Node, pairs: [Node.Pair], listColumn: Int) {
        guard let first = pairs.first?.key.scalarValue,
              let index = pairs.indices.dropFirst().first(where: { pairs[$0].key.scalarValue == first }),
              pairs[index].key.start.column == node.start.column,
              let line = SourceLine(pairs[index].key.start.line, in: lines) else { return }
        var seen = Set(pairs[..<index].compactMap(\.key.scalarValue))
        var repeated: [String] = []
        for pair in pairs[index...] {
            guard let key = pair.key.scalarValue, seen.contains(key) else { continue }
            seen.remove(key)
            repeated.append("'\(key)'")
            findings.reportedKeys.insert(pair.key.start)
        }
        findings.reportedValues.insert(node.start)
        let others = repeated.dropFirst()
        let list = others.count <= 1 ? others.joined() : others.dropLast().joined(separator: ", ") + " and " + others.last!
        let after = others.isEmpty ? "" : ", and so are \(list) after it"
        let fixed = String(repeating: " ", count: listColumn - 1) + "- " + line.text(from: line.firstColumn)
        log.report(.yamlDuplicateKey,
                   "'\(first)' is written a second time in this item\(after): a new item starts here without its '- '",
                   file: file, at: pairs[index].key.start,
                   notes: [.init("the item starts here", at: SourceLocation(file: file, mark: node.start))],
                   hint: "start the new item with '- ' in the column of the other items' '-': \(fixed.trimmingWhitespace())")
    }
}
