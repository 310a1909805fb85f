import Testing
@testable import BookMetadata

/// The ASCII fast path of text cleanup against the general one, which
/// normalizes and splits by characters.
@Suite struct TextCleanupTests {
    /// Random ASCII text rich in white space (tabs, `\r\n`, lone `\r`,
    /// vertical tab, form feed) and in what looks like it (control bytes
    /// that are not white space).
    @Test func asciiFastPathAgreesWithTheGeneralPath() {
        var generator = SystemRandomNumberGenerator()
        let pieces = [" ", "  ", "\t", "\n", "\r\n", "\r", "\u{0B}", "\u{0C}", "\u{1C}", "\u{1F}", "\u{7F}", "\u{00}",
                      "a", "Word", "x.y", "-", "é"]
        for _ in 0..<2_000 {
            let count = Int.random(in: 0...12, using: &generator)
            let text = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let fast = TextCleanup.collapsedASCII(text)
            if text.utf8.allSatisfy({ $0 < 0x80 }) {
                #expect(fast.map { Array($0.utf8) } == Array(TextCleanup.collapsed(text).utf8), "\(Array(text.utf8))")
            } else {
                #expect(fast == nil, "\(Array(text.utf8))")
            }
        }
    }

    @Test func cleanedTextHasOneSpaceBetweenWordsAndNoneAtTheEnds() {
        #expect(TextCleanup.clean(" \t A\r\n\r\nB  c\u{0B}") == "A B c")
        #expect(TextCleanup.clean(" \r\n\t ") == nil)
        #expect(TextCleanup.clean("") == nil)
        #expect(TextCleanup.clean("Cafe\u{301}\u{200B}au lait") == "Café au lait")
    }
}
