/// The rest of a line that YAML read as a comment right after a plain
/// (unquoted) scalar, although it looks like more of the text: its `#`
/// follows a space or a tab and is directly followed by a character other
/// than a space (`#1`, `#hashtag`). `title: Marcus is the #1 Stoic` is the
/// text "Marcus is the". A comment written `# like this`, a comment on a line
/// of its own and a `#` inside quotes are not one of these.
public struct TextCutByComment: Sendable, Equatable {
    /// Where the `#` is.
    public let mark: Mark
    /// The comment, from its `#` to the end of its line, without the spaces
    /// and tabs that end the line.
    public let text: String
    /// The spaces and tabs between the scalar and the `#`, as written.
    public let gap: String

    /// Creates one from its parts.
    public init(mark: Mark, text: String, gap: String) {
        self.mark = mark
        self.text = text
        self.gap = gap
    }

    /// The comment that cuts a plain scalar short, if one follows it.
    ///
    /// Only the bytes just after the scalar are read: almost always the line
    /// break or the `:` of a key, which settle it at once.
    ///
    /// - Parameters:
    ///   - end: The byte offset just after the scalar's last character.
    ///   - endMark: The mark of that position.
    ///   - bytes: The whole input.
    @inline(__always)
    static func after(scalarEndingAt end: Int, endMark: Mark, in bytes: UnsafeBufferPointer<UInt8>) -> TextCutByComment? {
        // Almost always a line break or a key's `:`.
        guard end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 else { return nil }
        var hash = end + 1
        while hash < bytes.count, bytes[hash] == 0x20 || bytes[hash] == 0x09 { hash += 1 }
        guard hash + 1 < bytes.count, bytes[hash] == UInt8(ascii: "#"),
              !isSpaceOrBreak(bytes[hash + 1]) else { return nil }
        var lineEnd = hash + 1
        while lineEnd < bytes.count, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D { lineEnd += 1 }
        while bytes[lineEnd - 1] == 0x20 || bytes[lineEnd - 1] == 0x09 { lineEnd -= 1 }
        return TextCutByComment(
            // The gap holds spaces and tabs only, one column each.
            mark: Mark(line: endMark.line, column: endMark.column + hash - end),
            text: String(decoding: UnsafeBufferPointer(rebasing: bytes[hash..<lineEnd]), as: UTF8.self),
            gap: String(decoding: UnsafeBufferPointer(rebasing: bytes[end..<hash]), as: UTF8.self))
    }

    private static func isSpaceOrBreak(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
