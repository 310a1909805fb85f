import YAML

extension Node {
    /// Whether two nodes hold the same YAML: the same scalars (text, style and
    /// tag), collections (style included) and keys in the same order; where
    /// they were written is ignored. Edits are verified with it: what an edit
    /// did not mean to change reads back exactly as before.
    func hasSameContent(as other: Node) -> Bool {
        guard tag == other.tag, anchor == other.anchor, isFlow == other.isFlow else { return false }
        switch (content, other.content) {
        case let (.scalar(text, style), .scalar(otherText, otherStyle)):
            return text == otherText && style == otherStyle
        case let (.alias(name), .alias(otherName)):
            return name == otherName
        case let (.sequence(items), .sequence(otherItems)):
            return items.count == otherItems.count && zip(items, otherItems).allSatisfy { $0.hasSameContent(as: $1) }
        case let (.mapping(pairs), .mapping(otherPairs)):
            return pairs.count == otherPairs.count && zip(pairs, otherPairs).allSatisfy {
                $0.key.hasSameContent(as: $1.key) && $0.value.hasSameContent(as: $1.value)
            }
        default:
            return false
        }
    }

    /// The first value of a top-level key, when the node is a mapping.
    func value(forKey key: String) -> Node? {
        guard case .mapping(let pairs) = content else { return nil }
        return pairs.first { $0.key.scalarValue == key }?.value
    }
}
