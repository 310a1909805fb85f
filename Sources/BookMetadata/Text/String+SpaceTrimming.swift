/// Trimming by Unicode scalars, with the two sets of white space that
/// metadata and the compiler's own small readers trim: the ends of a text are
/// cut scalar by scalar, so a combining mark after a space stays (it starts
/// the text that is kept), and the text between the ends is never touched.
extension StringProtocol {
    /// The text without leading and trailing spaces and tabs: the scalars of
    /// general category Zs (U+0020, U+00A0, U+1680, U+2000–U+200A, U+202F,
    /// U+205F, U+3000), the tab U+0009 and the zero-width space U+200B (which
    /// Foundation's `.whitespaces` holds too). Line breaks stay.
    package func trimmingSpaces() -> String {
        trimmingScalars { $0 == "\t" || $0 == "\u{200B}" || $0.properties.generalCategory == .spaceSeparator }
    }

    /// The text without leading and trailing white space of any kind: the
    /// spaces of ``trimmingSpaces()``, and the line breaks U+000A–U+000D,
    /// U+0085, U+2028 and U+2029 (Unicode's White_Space property, with U+200B).
    package func trimmingSpacesAndLineBreaks() -> String {
        trimmingScalars { $0 == "\u{200B}" || $0.properties.isWhitespace }
    }

    private func trimmingScalars(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
              let last = scalars.lastIndex(where: { !isTrimmed($0) }) else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}
