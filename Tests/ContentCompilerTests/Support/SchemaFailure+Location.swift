import ContentTestSupport
import YAML

extension SchemaValidator.Failure {
    /// The lines (1-based) that the failing value spans, from the key it is written under.
    ///
    /// A path into content that aliases or merge keys brought in ends at the
    /// deepest node written in the file on the way there.
    func lines(in root: Node) -> ClosedRange<Int> {
        var node = root
        var firstLine = root.start.line
        for step in path {
            guard let (child, line) = Self.child(of: node, at: step) else { break }
            node = child
            firstLine = line
        }
        return firstLine...max(firstLine, node.end.line)
    }

    /// Whether the failing value is a `~` or `null` written out as a plain
    /// scalar: null to an editor, but text to contentc (an empty value is null
    /// to both, and an error in contentc).
    func isNullWrittenOut(in root: Node) -> Bool {
        var node = root
        for step in path {
            guard let (child, _) = Self.child(of: node, at: step) else { return false }
            node = child
        }
        guard node.tag == nil, case .scalar(let text, .plain) = node.content else { return false }
        return !text.isEmpty && EditorJSON.coreValue(ofPlain: text) == .null
    }

    /// The node one step below `node`, and the line its key or item starts on.
    private static func child(of node: Node, at step: SchemaValidator.PathStep) -> (Node, Int)? {
        switch (step, node.content) {
        case (.key(let key), .mapping(let pairs)):
            return pairs.last { $0.key.scalarValue == key }.map { ($0.value, $0.key.start.line) }
        case (.index(let index), .sequence(let items)) where items.indices.contains(index):
            return (items[index], items[index].start.line)
        default:
            return nil
        }
    }
}
