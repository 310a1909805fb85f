import YAML

/// One change to a file's bytes: a range replaced by new text. Edits are made
/// at the marks the parser reports, so every byte outside them stays as written.
struct TextEdit: Sendable {
    /// The bytes replaced (empty for an insertion).
    var range: Range<Int>
    /// What replaces them.
    var replacement: [UInt8]

    /// Replaces the bytes between two marks.
    init(from start: Mark, to end: Mark, in lines: SourceLines, with text: String) throws(AuthoringError) {
        guard let lower = lines.byteOffset(of: start), let upper = lines.byteOffset(of: end), lower <= upper else {
            throw AuthoringError(.refused, "internal error: a position the parser reported is not in the file")
        }
        self.init(range: lower..<upper, replacement: Array(text.utf8))
    }

    /// Replaces a byte range.
    init(range: Range<Int>, replacement: [UInt8]) {
        self.range = range
        self.replacement = replacement
    }
}

extension [UInt8] {
    /// The bytes with non-overlapping edits applied.
    func applying(_ edits: [TextEdit]) -> [UInt8] {
        var result = self
        // From the end, so the ranges of earlier edits stay valid.
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(edit.range, with: edit.replacement)
        }
        return result
    }
}
