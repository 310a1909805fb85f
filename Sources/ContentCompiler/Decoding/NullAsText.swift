import YAML

extension Rule {
    /// Y110: YAML's null written where text is expected.
    static let nullAsText = Rule(
        code: "Y110", name: "yaml.null-as-text",
        summary: "~ and null in a text field are probably not meant as text",
        severity: .warning, configurable: true,
        explanation: """
        In YAML, `~` and `null` written without quotes mean "no value". contentc \
        types values by their field, so in a text field they are kept as the \
        text `~` or `null`, and apps would show that text: a lesson titled "~". \
        This is almost never meant. Write the text the field should hold, remove \
        an optional key to leave it out, or put the value in quotes (`"~"`) if \
        the text really is `~` or `null`, which silences this warning.
        """)
}

extension FileDecoder {
    /// Reports a text value written as YAML's null without quotes (`~`, `null`).
    mutating func reportNullAsText(_ node: TapeNode, field: String) {
        guard node.kind == .scalar, node.style == .plain, !node.hasTag,
              node.withText({ $0.first.map { $0 == UInt8(ascii: "~") || $0 | 0x20 == UInt8(ascii: "n") } ?? false }),
              let text = node.scalarValue else { return }
        switch text {
        case "~", "null", "Null", "NULL": break
        default: return
        }
        log.report(.nullAsText,
                   "'\(text)' is YAML's null, which means no value; here \(fieldName(field)) is the text '\(text)'",
                   file: file, at: node.start,
                   hint: "write the text meant here, or remove an optional key; to keep '\(text)' as text, put it in quotes: \"\(text)\"")
    }
}
