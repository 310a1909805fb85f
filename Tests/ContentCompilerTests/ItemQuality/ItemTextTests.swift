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
        let letters = ["a", "B", "z", "0", "9", "Q"]
        let others = [" ", "'", ".", ",", "’", "‘", "“", "”", "—", "–", "…", "\r\n", "\r", "-", "‐", "‧"]
        for text in Self.randomTexts(seed: 0x0DD_BA11, longest: 120, letters: letters, others: others, oneOtherIn: 4) {
            try Self.expectTheCutsAgree(on: text)
        }
    }

    /// Latin characters of two bytes (``ItemLatinLetters``) are read on their
    /// bytes too: letters in words, lowercased as `String.lowercased()` does,
    /// the others between words, each one character.
    @Test func theByteCutAgreesWithTheScalarCutOnLatinCharacters() throws {
        let letters = ["a", "B", "0", "é", "É", "ß", "ł", "Ł", "ſ", "ŉ", "ÿ", "Ÿ", "ǅ", "ª", "µ", "²", "½", "Ø", "ȸ", "Ƀ"]
        let others = [" ", "'", ".", ",", "’", "—", "\r\n", "×", "÷", "«", "»", "°", "\u{A0}", "¿", "¡", "©"]
        for text in Self.randomTexts(seed: 0x1A7_1E77, longest: 60, letters: letters, others: others, oneOtherIn: 3) {
            try Self.expectTheCutsAgree(on: text)
        }
    }

    /// 20,000 texts of up to `longest` pieces, each piece one of `others`
    /// about once in `oneOtherIn`, else one of `letters`, drawn from `seed`.
    static func randomTexts(seed: UInt64, longest: Int, letters: [String], others: [String], oneOtherIn: Int) -> [String] {
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        return (0..<20_000).map { _ in
            (0..<next(longest)).map { _ in next(oneOtherIn) == 0 ? others[next(others.count)] : letters[next(letters.count)] }.joined()
        }
    }

    /// The byte cut reads `text`, into the words, lowercased words and length the scalar cut gives.
    static func expectTheCutsAgree(on text: String) throws {
        let bytes = try #require(ItemText.cutPlain(text), "\(text.debugDescription) is plain")
        let scalars = ItemText.cutScalars(text)
        #expect(bytes.words == scalars.words, "\(text.debugDescription)")
        #expect(bytes.lowercased == scalars.lowercased, "\(text.debugDescription)")
        #expect(bytes.length == scalars.length, "\(text.debugDescription)")
    }

    /// Every scalar of two bytes, beside letters, joiners, marks and itself:
    /// a text the byte cut reads is cut as the scalar cut cuts it; the byte
    /// cut reads every Latin letter but those whose lowercase is not one scalar
    /// of two bytes, and no mark that joins the character before it.
    @Test func everyScalarOfTwoBytesIsCutAsTheScalarCutCutsIt() {
        var read = 0
        for value in UInt32(0x80)..<0x800 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let s = String(scalar)
            for text in [s, "a\(s)b", "\(s)\(s)", "A\(s)'\(s)z", "x.\(s)", "\(s)’\(s)", "1,\(s)", "\(s)\r\n\(s)", "\(s) \(s).", "—\(s)…"] {
                guard let bytes = ItemText.cutPlain(text) else { continue }
                read += 1
                let scalars = ItemText.cutScalars(text)
                #expect(bytes.words == scalars.words, "\(text.debugDescription)")
                #expect(bytes.lowercased == scalars.lowercased, "\(text.debugDescription)")
                #expect(bytes.length == scalars.length, "\(text.debugDescription)")
            }
            // A mark that joins the character before it sends the text to the scalar cut.
            #expect(ItemText.cutPlain("\(s)\u{301}") == nil, "\(s.debugDescription)")
            if ItemText.isWordScalar(scalar), value < 0x250, String(scalar).lowercased().unicodeScalars.count == 1,
               (0x80..<0x800).contains(String(scalar).lowercased().unicodeScalars.first!.value) {
                #expect(ItemText.cutPlain("a\(s)") != nil, "\(s.debugDescription) is read on its bytes")
            }
        }
        #expect(read > 4_000)
    }

    @Test func aTextBeyondPlainIsCutByScalars() {
        #expect(ItemText.cutPlain("Épictète’s café")?.lowercased == ["épictète’s", "café"])
        // Marks outside U+2010–U+2027, which may join the characters beside them or break lines;
        // a capital whose lowercase is two scalars; controls and format characters; other scripts.
        for text in ["a\u{200D}b", "a\u{2028}b", "a\u{200F}", "x\u{2030}", "a\u{301}", "\u{2010}\u{0301}", "naïve\u{301}",
                     "İstanbul", "a\u{85}b", "soft\u{AD}hyphen", "λόγος", "мир", "café ☕"] {
            #expect(ItemText.cutPlain(text) == nil, "\(text.debugDescription)")
        }
        #expect(ItemText.cutPlain("It isn’t “NOT” — it’s…")?.length == "It isn’t “NOT” — it’s…".count)
        ItemText.withWords(of: "Épictète’s CAFÉ, 1,200") { text in
            #expect(text.tokens.indices.map(text.word) == ["Épictète’s", "CAFÉ", "1,200"])
            #expect(text.cut.lowercased == ["épictète’s", "café", "1,200"])
        }
    }

    /// A text that turns out not to be plain is cut by scalars only: the
    /// words before its first other character are not looked up first; a
    /// word with a Latin letter is looked up whole.
    @Test func aTextBeyondASCIILeavesNoFragmentInTheCache() {
        for sentence in ["Marcus Aurelius wrote in Greek: café society", "Marcus Aurelius wrote in Greek: café society ☕",
                         "Marcus Aurelius wrote in Greek: CAFÉ society"] {
            var vocabulary: ItemVocabulary? = ItemVocabulary(words: .english)
            let count = ItemText.withWords(of: sentence, vocabulary: &vocabulary) { $0.tokens.count }
            #expect(count == 7)
            #expect(vocabulary?.baseNames.contains("caf") == false, "\(vocabulary?.baseNames ?? [])")
            #expect(vocabulary?.baseNames.contains("café") == true, "\(vocabulary?.baseNames ?? [])")
        }
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
            let cut = ItemText.cut(text)
            ItemText.withWords(of: text, vocabulary: &vocabulary) { item in
                #expect(item.tokens.indices.map(item.word) == cut.words, "\(text)")
                #expect(item.length == cut.length, "\(text)")
            }
            ItemText.withWords(of: text) { item in #expect(item.tokens.indices.map(item.word) == cut.words, "\(text)") }
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
                     "extraordinarily", "Ab", "x", "abcdefgh", "abcdefghi", "NOT", "can't",
                     "Épictète’s", "CAFÉ", "café", "ÉTÉ", "Straße", "ŁÓDŹ", "ſo", "NAÏVE", "l'été", "İstanbul"]
        let texts = Self.asciiTexts + words + (0..<300).map { _ in
            (0..<(1 + next(6))).map { _ in words[next(words.count)] }.joined(separator: [" ", ", ", "; ", "\n"][next(4)])
        }
        var vocabulary: ItemVocabulary? = ItemVocabulary(words: .english)
        var alone = ItemVocabulary(words: .english)
        for text in texts {
            ItemText.withWords(of: text, vocabulary: &vocabulary) { item in
                for index in item.tokens.indices {
                    let expected = alone.word(lowercased: String(item.word(index)).lowercased())
                    #expect(item.tokens[index].word.traits == expected.traits, "\(item.word(index)) in \(text.debugDescription)")
                    #expect(item.tokens[index].word.phraseWord == expected.phraseWord, "\(item.word(index))")
                    #expect((item.tokens[index].word.base >= 0) == (expected.base >= 0), "\(item.word(index))")
                }
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

    /// Spellings of every length, kept in the table's three kinds of slots (up
    /// to 8 bytes, 9 to 16, longer), each find their own word again, capitals
    /// or not, however many there are.
    @Test func spellingsOfEveryLengthFindTheirOwnWords() {
        var state: UInt64 = 0x1E9
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        var vocabulary = ItemVocabulary(words: .english)
        // Spellings that differ only in their last bytes, or in a byte the first 8 and the rest share.
        let spellings = Array(Set((0..<6_000).map { _ in
            String((0..<(3 + next(22))).map { _ in Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(next(3)))) })
        })).sorted()
        let words = spellings.map { vocabulary.word(lowercased: $0) }
        for (spelling, word) in zip(spellings, words) {
            #expect(word.base >= 0 && vocabulary.baseNames[Int(word.base)] == ItemWords.english.baseForm(spelling), "\(spelling)")
            let again = spelling.uppercased().utf8.withContiguousStorageIfAvailable { vocabulary.word($0) }
            #expect(again == word, "\(spelling)")
        }
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
