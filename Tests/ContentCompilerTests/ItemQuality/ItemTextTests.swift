@testable import ContentCompiler
import Testing

/// An ASCII text is cut on its bytes, any other text scalar by scalar: both
/// ways give the same words, lowercased words and length.
@Suite struct ItemTextTests {
    static let asciiTexts = [
        "Which of these is up to us, for Epictetus?",
        "It isn't B.C. but A.D. 1,200 or 3.14, 'quoted', end.",
        "  Trailing dots... and commas ,1,2, x,y 12,a  ",
        "Line one\r\nline two\rline\nthree\r\n\r\nCRLF",
        "MiXeD CaSe WORDS and digits 007 A and C",
        "a'b a'' 'a a.b. .a 1,,2 1,2,3 ,",
        "",
        "?!",
    ]

    @Test func theByteCutAgreesWithTheScalarCut() throws {
        for text in Self.asciiTexts {
            let bytes = try #require(ItemText.cutASCII(text), "\(text) is ASCII")
            let scalars = ItemText.cutScalars(text)
            #expect(bytes.words == scalars.words, "\(text)")
            #expect(bytes.lowercased == scalars.lowercased, "\(text)")
            #expect(bytes.length == scalars.length, "\(text)")
        }
    }

    @Test func aTextBeyondASCIIIsCutByScalars() {
        #expect(ItemText.cutASCII("Épictète’s café") == nil)
        let text = ItemText("Épictète’s CAFÉ, 1,200")
        #expect(text.words == ["Épictète’s", "CAFÉ", "1,200"])
        #expect(text.lowercased == ["épictète’s", "café", "1,200"])
    }

    @Test func theByteCutKeepsAtMostTheMostWords() throws {
        let text = Array(repeating: "Word", count: ItemText.maxWords + 10).joined(separator: " ")
        let cut = try #require(ItemText.cutASCII(text))
        #expect(cut.words.count == ItemText.maxWords)
        #expect(cut.length == text.count)
        #expect(cut.words == ItemText.cutScalars(text).words)
    }
}
