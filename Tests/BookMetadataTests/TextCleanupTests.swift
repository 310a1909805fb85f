import Foundation
import ContentTestSupport
import Testing
@testable import BookMetadata

/// The ASCII fast path of text cleanup against the general one, which
/// normalizes and splits by characters.
@Suite struct TextCleanupTests {
    /// Each plain scalar alone is its own NFC, a character of its own, and
    /// white space exactly when the fast path takes it as white space.
    @Test func plainScalarsAreStableCharacters() {
        let ranges: [ClosedRange<UInt32>] = [0...0x2FF, 0x2010...0x2027, 0x2030...0x205E]
        for value in ranges.joined() {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(TextCleanup.isPlain(scalar))
            let text = "a" + String(scalar) + "b"
            #expect(Array(text.precomposedStringWithCanonicalMapping.unicodeScalars) == Array(text.unicodeScalars),
                    "U+\(String(value, radix: 16))")
            #expect(text.count == 3, "U+\(String(value, radix: 16)) joins a character")
            #expect(TextCleanup.collapsedPlain(text) == TextCleanup.collapsed(text), "U+\(String(value, radix: 16))")
        }
        for value: UInt32 in [0x300, 0x301, 0x200B, 0x2028, 0x2029, 0x2000, 0x1F600] {
            #expect(!TextCleanup.isPlain(Unicode.Scalar(value)!))
        }
    }

    /// Random text rich in white space (tabs, `\r\n`, lone `\r`, vertical
    /// tab, form feed, NEL, no-break space), in what looks like it (control
    /// bytes that are not white space) and in text the fast path leaves to
    /// the general one (combining marks, zero-width space, line separator).
    @Test func fastPathAgreesWithTheGeneralPath() {
        var generator = SplitMix64(seed: 11)
        let pieces = [" ", "  ", "\t", "\n", "\r\n", "\r", "\u{0B}", "\u{0C}", "\u{1C}", "\u{1F}", "\u{7F}", "\u{00}",
                      "\u{85}", "\u{A0}", "a", "Word", "x.y", "-", "é", "\u{2019}", "\u{2014}", "\u{2026}",
                      "e\u{301}", "\u{301}", "\u{200B}", "\u{2028}", "\u{3000}", "\u{1F600}"]
        for _ in 0..<3_000 {
            let count = Int.random(in: 0...12, using: &generator)
            let text = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let fast = TextCleanup.collapsedPlain(text)
            if text.unicodeScalars.allSatisfy(TextCleanup.isPlain) {
                #expect(fast.map { Array($0.unicodeScalars) } == Array(TextCleanup.collapsed(text).unicodeScalars),
                        "\(Array(text.unicodeScalars))")
            } else {
                #expect(fast == nil, "\(Array(text.unicodeScalars))")
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
