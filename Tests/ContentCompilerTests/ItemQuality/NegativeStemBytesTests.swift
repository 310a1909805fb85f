@testable import ContentCompiler
import ContentTestSupport
import Foundation
import Testing

/// Q204 reads a plain stem (ASCII and typographic punctuation) on its bytes
/// and its words' lists, and any other stem by characters, cut again: both
/// ways find the same negative word. (Either way, a stem none of whose words
/// is negative is not read further.)
@Suite struct NegativeStemBytesTests {
    static let stems = [
        "Which of these is NOT up to us?",
        "Which of these is not up to us, for Epictetus?",
        "People who do not plan: which habit helps them?",
        "Which habit is it that you should not keep?",
        "Which is at least as good? Which is not?",
        "Which is true; which isn't true",
        "Why isn't it? Why... not (not) 1,200 or 1,not, at least, not only this?",
        "What do we NOT-do? NO.",
        "Not this. Not that! Which one isn't?",
        "What happens if not now, when?\r\nWhich one doesn't\r\n",
        "whether or not, which is NEVER right",
        "Which cannot be, except the least one?",
        "Which are the options (not the answers)?",
        "Nothing here but not",
        "   ",
        "Which N'T is x.y.z not",
        "Who knows; whom not: whose never (how least) why no, when false, where untrue",
        "Which of Epictetus’s rules isn’t kept — not this one?",
        "Which is “NOT” true? Which isn’t ‘so’?",
        "What \"not\" means: which is it?",
        "Which is not – as he says – a café?",
        "Which, in 1,200 words, is not…",
        "Which isn\u{301}t? Not.\u{301} Which is not?",
        "Which is \"NOT\" meant? Which \"is\" not?",
        "Why.\"x\" Not so? Which isn’t \"a, b\" not?",
        "Which ‘isn’t’ not, “no” or \"never",
        "Which isn\"t\"not? a\"b\" c",
        "Which “is” “not”? ‘Not’ – which ”not”",
    ]

    /// Fragments joined at random into stems, so that sentences, clauses, capitals and phrases meet.
    static let fragments = [
        "Which", "which", "WHICH", "what", "who", "that", "if", "because", "not", "NOT", "Not", "no", "never", "NEVER",
        "isn't", "ISN'T", "doesn't", "except", "least", "at", "only", "whether", "or", "longer", "matter", "1,200", "3,a",
        "B.C.", "x.y", "?", "!", ".", ";", ",", ":", "(", ")", "'", "\r\n", "\n", "\t", "a", "is", "the", "answer", "...",
        "’", "isn’t", "—", "–", "…", "”", "“", "‘", "\"",
    ]

    /// Fragments that make a stem be read by characters.
    static let otherFragments = ["é", "NOT\u{301}", "\u{A0}", "x\u{2028}y", "1,2"]

    static func negativeWords(_ text: String) -> (bytes: String?, characters: String?) {
        var vocabulary: ItemVocabulary? = ItemVocabulary(words: .english)
        return negativeWords(text, vocabulary: &vocabulary)
    }

    static func negativeWords(_ text: String, vocabulary: inout ItemVocabulary?) -> (bytes: String?, characters: String?) {
        negativeWordsAndPlainness(text, vocabulary: &vocabulary).found
    }

    /// Both ways' words, and whether the stem was read as plain.
    static func negativeWordsAndPlainness(_ text: String, vocabulary: inout ItemVocabulary?)
        -> (found: (bytes: String?, characters: String?), isPlain: Bool) {
        ItemText.withWords(of: text, vocabulary: &vocabulary) { stem in
            var bytes = stem.text
            let plain = bytes.withUTF8 { NegativeStemRule.negativeWord(inPlain: stem, bytes: $0, words: .english) }
            // A stem none of whose own words is negative is not read further either way.
            let characters = stem.contains(.negative) ? NegativeStemRule.negativeWord(inAny: stem.text, words: .english) : nil
            if let plain { #expect(plain == characters, "\(text.debugDescription), read as plain") }
            return ((NegativeStemRule.negativeWord(in: stem, words: .english), characters), plain != nil)
        }
    }

    @Test func bothWaysFindTheSameWord() {
        for text in Self.stems {
            let found = Self.negativeWords(text)
            #expect(found.bytes == found.characters, "\(text)")
        }
        #expect(Self.negativeWords("Which of these is NOT up to us?").bytes == "NOT")
        #expect(Self.negativeWords("People who do not plan: which habit helps them?").bytes == nil)
        #expect(Self.negativeWords("Which is at least as good? Which is not?").bytes == "not")
    }

    @Test func bothWaysFindTheSameWordInRandomStems() {
        var state: UInt64 = 0x5EED_0204
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        var (negative, plain) = (0, 0)
        var vocabulary: ItemVocabulary? = ItemVocabulary(words: .english)
        for round in 0..<20_000 {
            // Half the stems are plain, half may hold anything.
            let pool = round % 2 == 0 ? Self.fragments : Self.fragments + Self.otherFragments
            let text = (0..<(1 + next(24))).map { _ in pool[next(pool.count)] }
                .joined(separator: [" ", " ", "", "  "][next(4)])
            let (found, isPlain) = Self.negativeWordsAndPlainness(text, vocabulary: &vocabulary)
            if found.characters != nil { negative += 1 }
            if isPlain { plain += 1 }
            #expect(found.bytes == found.characters, "\(text.debugDescription)")
        }
        #expect(negative > 1000, "many of the stems ask negatively")
        #expect(plain > 5000, "many of the stems are read as plain")
    }

    @Test func theLabelledSetsStemsAreReadAlike() throws {
        let folder = ContentFixtures.root.appendingPathComponent("ItemQuality")
        var count = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".yaml") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("  text: ") {
                let found = Self.negativeWords(String(line.dropFirst(8)))
                #expect(found.bytes == found.characters, "\(line)")
                count += 1
            }
        }
        #expect(count > 50)
    }
}
