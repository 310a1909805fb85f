import YAML

extension Rule {
    /// Y111: unquoted text cut short by what YAML reads as a comment.
    static let commentInText = Rule(
        code: "Y111", name: "yaml.comment-in-text",
        summary: "a # in unquoted text does not cut the text short",
        severity: .warning, configurable: true,
        explanation: """
        In text written without quotes, a `#` after a space starts a comment: \
        YAML drops it and the rest of the line, with no error. `title: Marcus is \
        the #1 Stoic` is the title "Marcus is the". contentc warns when the `#` \
        is directly followed by a character other than a space (`#1`, \
        `#hashtag`), which is almost always more of the text; a comment written \
        `# like this`, a comment on a line of its own and a `#` inside quotes \
        are left alone. Put the whole text in quotes (`"Marcus is the #1 \
        Stoic"`) to keep it, or write a space after the `#` if it really is a \
        comment.
        """)
}

extension FileDecoder {
    /// Reports a plain text value that a comment on its line cut short, when
    /// the comment looks like more of the text (``TextCutByComment``).
    ///
    /// The text and the comment are shown cut to ``ShortText/maxLength``
    /// characters, and the quoted text only when it is that short: a line may be megabytes long.
    mutating func reportCommentInText(_ node: TapeNode, field: String) {
        guard let cut = node.textCutByComment, let text = node.scalarValue else { return }
        let what = text.isEmpty ? "is left empty" : "is cut short to '\(ShortText.of(text))'"
        let whole = text.isEmpty ? cut.text : text + cut.gap + cut.text
        let quoted = whole.count <= ShortText.maxLength ? ": \(quotedForYAML(whole))" : ""
        log.report(.commentInText,
                   "YAML read the rest of the line, '\(ShortText.of(cut.text))', as a comment, so \(fieldName(field)) \(what)",
                   file: file, at: cut.mark,
                   hint: "to keep it as text, put the whole text in quotes\(quoted); "
                       + "if it is a comment, write a space after the '#'")
    }
}
