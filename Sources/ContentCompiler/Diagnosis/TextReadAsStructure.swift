import YAML

/// Text that YAML read as something else because of a character in it: a
/// `: ` that made an item a mapping, a leading `!` or `&` that made a word a
/// tag or an anchor. The fix is the whole text in quotes.
enum TextReadAsStructure {
    /// The text an author meant by a one-line mapping of one plain key and
    /// plain value, such as the item `- Note: Marseille is larger`, in quotes.
    static func quotedText(ofMapping node: TapeNode) -> String? {
        guard node.kind == .mapping, node.pairs.count == 1, let pair = node.pairs.first,
              case .scalar(let key, .plain) = pair.key.content, !pair.key.hasTag,
              case .scalar(let value, .plain) = pair.value.content, !pair.value.hasTag,
              pair.key.start.line == pair.value.end.line else { return nil }
        return quotedForYAML(value.isEmpty ? key + ":" : key + ": " + value)
    }

    /// The help for text where a mapping was found: the text in quotes.
    static func hint(forText node: TapeNode, field: String) -> String? {
        guard let quoted = quotedText(ofMapping: node) else { return nil }
        let written = field.hasPrefix("an item of ") ? "- \(quoted)" : quoted
        return "text that holds ': ' must be in quotes: \(written)"
    }

    /// The help for a tag or an anchor (`!Important`, `&amp`) written before a
    /// plain text on its line, which an author may have meant as part of it.
    static func hint(forIndicator written: String, before node: TapeNode) -> String? {
        guard case .scalar(let value, .plain) = node.content, node.start.line == node.end.line, !value.isEmpty else {
            return nil
        }
        return "if '\(written)' is part of the text, put the whole value in quotes: \(quotedForYAML(written + " " + value))"
    }
}
