import YAML

/// A value to write into a content file: text, an integer, a list, or a
/// mapping whose keys keep their order. It renders as block or flow YAML that
/// reads back as exactly this value (``matches(_:)`` checks that it did).
indirect enum YAMLValue: Sendable, Equatable {
    case text(String)
    case integer(Int)
    case list([YAMLValue])
    case mapping([Pair])

    /// One key of a mapping.
    struct Pair: Sendable, Equatable {
        var key: String
        var value: YAMLValue
        /// Written after the value in block style (`importance: foundation  # foundation | …`).
        var comment: String?

        init(_ key: String, _ value: YAMLValue, comment: String? = nil) {
            self.key = key
            self.value = value
            self.comment = comment
        }
    }

    // MARK: Block style

    /// A whole file: an optional first comment line, then this mapping in block style.
    func document(firstLine: String?) -> String {
        ((firstLine.map { [$0] } ?? []) + blockLines(indent: 0)).joined(separator: "\n") + "\n"
    }

    /// This value as block YAML: a mapping's keys, or a list's items, starting at
    /// column `indent + 1`; a scalar as one line.
    func blockLines(indent: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        switch self {
        case .text, .integer:
            return [pad + inlineBlock(indent: indent)]
        case .mapping(let pairs) where !pairs.isEmpty:
            return pairs.flatMap { pair -> [String] in
                let comment = pair.comment.map { "  # \($0)" } ?? ""
                guard pair.value.isNonEmptyCollection else {
                    return [pad + pair.key + ": " + pair.value.inlineBlock(indent: indent) + comment]
                }
                return [pad + pair.key + ":" + comment] + pair.value.blockLines(indent: indent + 2)
            }
        case .list(let items) where !items.isEmpty:
            return items.flatMap { item -> [String] in
                guard item.isNonEmptyCollection else { return [pad + "- " + item.inlineBlock(indent: indent)] }
                return Self.itemLines(item.blockLines(indent: indent + 2), dashIndent: indent)
            }
        default:
            return [pad + flow]
        }
    }

    /// Whether this is a list or mapping with something in it, written on lines of its own in block style.
    private var isNonEmptyCollection: Bool {
        switch self {
        case .list(let items): !items.isEmpty
        case .mapping(let pairs): !pairs.isEmpty
        case .text, .integer: false
        }
    }

    /// A scalar (or empty collection) after `key: ` or `- `; continuation lines indented by `indent + 2`.
    private func inlineBlock(indent: Int) -> String {
        switch self {
        case .text(let text): YAMLScalarWriter.value(text, indent: indent)
        default: flow
        }
    }

    /// The lines of a collection rendered at `dashIndent + 2`, with its first line after `- `.
    private static func itemLines(_ lines: [String], dashIndent: Int) -> [String] {
        guard let first = lines.first else { return [] }
        let dash = String(repeating: " ", count: dashIndent) + "- "
        return [dash + first.dropFirst(dashIndent + 2)] + lines.dropFirst()
    }

    // MARK: Flow style

    /// This value on one line in flow style: `{id: a, options: [x, y]}`.
    var flow: String {
        switch self {
        case .text(let text):
            // Inside brackets, a plain scalar may not hold the flow indicators either.
            let plain = YAMLScalarWriter.isPlainSafe(text) && !text.contains(where: { ",[]{}".contains($0) })
            return plain ? text : YAMLScalarWriter.doubleQuoted(text)
        case .integer(let value):
            return String(value)
        case .list(let items):
            return "[" + items.map(\.flow).joined(separator: ", ") + "]"
        case .mapping(let pairs):
            return "{" + pairs.map { "\($0.key): \($0.value.flow)" }.joined(separator: ", ") + "}"
        }
    }

    // MARK: Reading back

    /// Whether a parsed node holds exactly this value.
    func matches(_ node: Node) -> Bool {
        guard node.tag == nil, node.anchor == nil else { return false }
        switch (self, node.content) {
        case let (.text(text), .scalar(value, _)):
            return text == value
        case let (.integer(number), .scalar(value, style)):
            return style == .plain && String(number) == value
        case let (.list(items), .sequence(nodes)):
            return items.count == nodes.count && zip(items, nodes).allSatisfy { $0.matches($1) }
        case let (.mapping(pairs), .mapping(nodes)):
            return pairs.count == nodes.count && zip(pairs, nodes).allSatisfy {
                $1.key.scalarValue == $0.key && $0.value.matches($1.value)
            }
        default:
            return false
        }
    }
}
