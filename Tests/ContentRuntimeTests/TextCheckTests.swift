@testable import ContentRuntime
import Testing

/// The loader's check of texts shown to learners (not blank, no refused
/// character) tells plain ASCII texts from their bytes, and every text as
/// the character-by-character check does.
@Suite struct TextCheckTests {
    /// The check made character by character.
    static func passes(_ text: String) -> Bool {
        text.contains { !$0.isWhitespace } && !text.unicodeScalars.contains(where: PrintableText.isRefusedInText)
    }

    static func checks(_ text: String) -> Bool {
        (try? BundleCheck(path: "b.json").text(text, at: "title")) != nil
    }

    @Test func textsAreCheckedAsCharacterByCharacter() {
        var texts = ["", " ", "\n", "\t", " \n\t ", "a", " a ", "\na", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{7F}", "\u{85}",
                     "\u{A0}", "\u{2028}", "\u{3000}", "caf\u{E9}", "\u{1F600}", String(repeating: "word ", count: 40)]
        for scalar in (0...0x2FFF).compactMap(Unicode.Scalar.init) {
            texts += ["\(scalar)", "a\(scalar)b", " \(scalar) ", "\n\(scalar)"]
        }
        for text in texts {
            #expect(Self.checks(text) == Self.passes(text), "\(text.debugDescription)")
        }
    }
}
