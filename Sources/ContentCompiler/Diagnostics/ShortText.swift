/// Texts of content quoted in a message or a note, kept to one short line:
/// a title, an option, a line cut by a comment, which content may make
/// megabytes long.
enum ShortText {
    /// The most characters shown.
    static let maxLength = 60

    /// `text` on one line, cut to ``maxLength`` characters with `…`.
    static func of(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        return line.count <= maxLength ? line : line.prefix(maxLength - 1) + "…"
    }
}
