@testable import ContentCompiler
import Testing

/// A plain text (ASCII, and the punctuation marks U+2010–U+2027) is cut on
/// its bytes, any other text scalar by scalar: both ways give the same words,
/// lowercased words and length.
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
            let bytes = try #require(ItemText.cutPlain(text), "\(text) is plain")
            let scalars = ItemText.cutScalars(text)
            #expect(bytes.words == scalars.words, "\(text)")
            #expect(bytes.lowercased == scalars.lowercased, "\(text)")
            #expect(bytes.length == scalars.length, "\(text)")
        }
    }

    @Test func theByteCutAgreesWithTheScalarCutOnRandomTexts() throws {
        var state: UInt64 = 0x5EED_C07
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        let alphabet = ["a", "Z", "0", "9", " ", "'", ".", ",", "\r", "\n", "\t", ";", "-", "_"]
        for round in 0..<5_000 {
            // Now and then more words than are kept.
            let length = round % 100 == 0 ? 2_000 : next(40)
            let text = (0..<length).map { _ in alphabet[next(alphabet.count)] }.joined()
            let bytes = try #require(ItemText.cutPlain(text))
            let scalars = ItemText.cutScalars(text)
            #expect(bytes.words == scalars.words, "\(text.debugDescription)")
            #expect(bytes.length == scalars.length, "\(text.debugDescription)")
        }
    }

    /// Words are read 8 bytes at once: long runs of letters and digits, with
    /// joiners and marks of three bytes at every position around them.
    @Test func theByteCutAgreesWithTheScalarCutOnLongWordsAndPunctuationMarks() throws {
        var state: UInt64 = 0x0DD_BA11
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        let letters = ["a", "B", "z", "0", "9", "Q"]
        let others = [" ", "'", ".", ",", "’", "‘", "“", "”", "—", "–", "…", "\r\n", "\r", "-", "‐", "‧"]
        for _ in 0..<20_000 {
            let length = next(120)
            let text = (0..<length).map { _ in next(4) == 0 ? others[next(others.count)] : letters[next(letters.count)] }.joined()
            let bytes = try #require(ItemText.cutPlain(text), "\(text.debugDescription) is plain")
            let scalars = ItemText.cutScalars(text)
            #expect(bytes.words == scalars.words, "\(text.debugDescription)")
            #expect(bytes.lowercased == scalars.lowercased, "\(text.debugDescription)")
            #expect(bytes.length == scalars.length, "\(text.debugDescription)")
        }
    }

    @Test func aTextBeyondPlainIsCutByScalars() {
        #expect(ItemText.cutPlain("Épictète’s café") == nil)
        // Marks outside U+2010–U+2027, which may join the characters beside them or break lines.
        for text in ["a\u{200D}b", "a\u{2028}b", "a\u{200F}", "x\u{2030}", "a\u{301}", "naïve", "\u{2010}\u{0301}"] {
            #expect(ItemText.cutPlain(text) == nil, "\(text.debugDescription)")
        }
        #expect(ItemText.cutPlain("It isn’t “NOT” — it’s…")?.length == "It isn’t “NOT” — it’s…".count)
        let text = ItemText("Épictète’s CAFÉ, 1,200")
        #expect(text.tokens.indices.map(text.word) == ["Épictète’s", "CAFÉ", "1,200"])
        #expect(text.cut.lowercased == ["épictète’s", "café", "1,200"])
    }

    /// A text that turns out not to be ASCII is cut by scalars only: the
    /// words before its first other byte are not looked up as ASCII first.
    @Test func aTextBeyondASCIILeavesNoFragmentInTheCache() {
        var vocabulary: ItemVocabulary? = ItemVocabulary(words: .english)
        let text = ItemText("Marcus Aurelius wrote in Greek: café society", vocabulary: &vocabulary)
        #expect(text.tokens.count == 7)
        #expect(vocabulary?.baseNames.contains("caf") == false, "\(vocabulary?.baseNames ?? [])")
        #expect(vocabulary?.baseNames.contains("café") == true)
    }

    @Test func theByteCutKeepsAtMostTheMostWords() throws {
        let text = Array(repeating: "Word", count: ItemText.maxWords + 10).joined(separator: " ")
        let cut = try #require(ItemText.cutPlain(text))
        #expect(cut.words.count == ItemText.maxWords)
        #expect(cut.length == text.count)
        #expect(cut.words == ItemText.cutScalars(text).words)
    }

    @Test func theWordsKeptAsRangesAreTheWordsCut() {
        let texts = Self.asciiTexts + ["Épictète’s CAFÉ, 1,200", "cafe\u{301} ou café — “NOT” l’idée", "١٢ ½ x²"]
        for text in texts {
            var vocabulary: ItemVocabulary? = ItemVocabulary(words: .english)
            let item = ItemText(text, vocabulary: &vocabulary)
            let cut = ItemText.cut(text)
            #expect(item.tokens.indices.map(item.word) == cut.words, "\(text)")
            #expect(item.length == cut.length, "\(text)")
            #expect(ItemText(text).tokens.indices.map(ItemText(text).word) == cut.words, "\(text)")
        }
    }

    /// Each word cut finds what the lists say of its spelling, whatever its
    /// length, capitals and joiners, and wherever it ends (a short word near
    /// the end of its text is packed byte by byte, any other read 8 bytes at once).
    @Test func everyWordCutIsLookedUpAsItsSpelling() {
        var state: UInt64 = 0xC0FFEE
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        let words = ["ISN'T", "B.C.", "1,200", "Always", "never", "an", "A", "judges", "JUDGED", "none",
                     "extraordinarily", "Ab", "x", "abcdefgh", "abcdefghi", "NOT", "can't"]
        let texts = Self.asciiTexts + words + (0..<300).map { _ in
            (0..<(1 + next(6))).map { _ in words[next(words.count)] }.joined(separator: [" ", ", ", "; ", "\n"][next(4)])
        }
        var vocabulary: ItemVocabulary? = ItemVocabulary(words: .english)
        var alone = ItemVocabulary(words: .english)
        for text in texts {
            let item = ItemText(text, vocabulary: &vocabulary)
            for index in item.tokens.indices {
                let expected = alone.word(lowercased: String(item.word(index)).lowercased())
                #expect(item.tokens[index].word.traits == expected.traits, "\(item.word(index)) in \(text.debugDescription)")
                #expect(item.tokens[index].word.phraseWord == expected.phraseWord, "\(item.word(index))")
                #expect((item.tokens[index].word.base >= 0) == (expected.base >= 0), "\(item.word(index))")
            }
        }
    }

    @Test func aSpellingGetsWhatTheListsSayOfItWhateverItsCapitals() {
        var vocabulary = ItemVocabulary(words: .english)
        let always = ItemWords.english.baseForm("always")
        #expect(vocabulary.word(lowercased: "always").traits.contains(.absolute))
        #expect("ALWAYS".utf8.withContiguousStorageIfAvailable { vocabulary.word($0) } == vocabulary.word(lowercased: "always"))
        #expect(vocabulary.word(lowercased: "isn't").traits.isSuperset(of: [.negative, .negativeEnding]))
        #expect(vocabulary.word(lowercased: "an").traits == [.vowelArticle])
        #expect(vocabulary.word(lowercased: "the").base == -1, "a stopword is not distinctive")
        let judges = vocabulary.word(lowercased: "judges").base
        #expect(judges >= 0 && vocabulary.word(lowercased: "judged").base == judges)
        #expect(vocabulary.baseNames[Int(judges)] == "judg")
        #expect(vocabulary.word(lowercased: "none").phraseWord >= 0 && vocabulary.word(lowercased: "none").traits.contains(.opensPhrase))
        #expect(vocabulary.baseNames.contains(always), "a listed absolute is a distinctive word too")
    }

    @Test func manySpellingsAreAllFoundAgain() {
        var vocabulary = ItemVocabulary(words: .english)
        let spellings = (0..<5000).map { "word\($0)x" }
        let first = spellings.map { vocabulary.word(lowercased: $0).base }
        #expect(Set(first).count == spellings.count)
        let again = spellings.map { spelling in spelling.uppercased().utf8.withContiguousStorageIfAvailable { vocabulary.word($0).base } }
        #expect(again == first)
    }
}
