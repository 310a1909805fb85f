@testable import ContentCompiler
import Testing

/// A question's stem words are its distinct base forms, found once for every
/// rule, and each option word knows its place among them; a bank numbers
/// them densely, stem by stem, the new words of a stem in the order it has
/// them, whatever the word cache met before.
@Suite struct ItemStemWordsTests {
    /// Random stems and options over a few words, some without a base form
    /// (stopwords), with repeats.
    struct Question {
        var stem: [ItemToken]
        var options: [ItemToken]
    }

    static func randomQuestions(count: Int, seed: UInt64, vocabulary: inout ItemVocabulary) -> [Question] {
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        let spellings = (0..<40).map { "word\($0)x" } + ["the", "of", "and", "not"]
        let words = spellings.map { vocabulary.word(lowercased: $0) }
        func tokens(_ count: Int) -> [ItemToken] {
            (0..<count).map { _ in ItemToken(start: 0, end: 0, word: words[next(words.count)]) }
        }
        return (0..<count).map { _ in Question(stem: tokens(next(24)), options: tokens(next(30))) }
    }

    @Test func aStemKeepsEachBaseFormOnceInTheOrderItFirstHasIt() {
        var vocabulary = ItemVocabulary(words: .english)
        for question in Self.randomQuestions(count: 2_000, seed: 0x57E4, vocabulary: &vocabulary) {
            var options = question.options
            var stemWords: [Int32] = [-7]
            question.stem.withUnsafeBufferPointer { stem in
                options.withUnsafeMutableBufferPointer { options in
                    vocabulary.placeEchoes(ofStem: stem, in: options, addingTo: &stemWords)
                }
            }
            #expect(stemWords.first == -7, "added after the bank's earlier stem words")
            var expected: [Int32] = []
            for token in question.stem where token.word.base >= 0 && !expected.contains(token.word.base) {
                expected.append(token.word.base)
            }
            #expect(Array(stemWords.dropFirst()) == expected)
            for token in options {
                let place = expected.firstIndex(of: token.word.base).map(Int16.init) ?? -1
                #expect(token.stemPlace == (token.word.base >= 0 ? place : -1))
            }
        }
    }

    /// Each stem's words in the order it has them (``placeEchoes``).
    static func stems(of questions: [Question], in vocabulary: inout ItemVocabulary) -> [[Int32]] {
        questions.map { question in
            var stemWords: [Int32] = []
            var options: [ItemToken] = []
            question.stem.withUnsafeBufferPointer { stem in
                options.withUnsafeMutableBufferPointer { vocabulary.placeEchoes(ofStem: stem, in: $0, addingTo: &stemWords) }
            }
            return stemWords
        }
    }

    /// The bank's numbers are those of the stems' words numbered by first
    /// occurrence, stem by stem.
    @Test func aBankNumbersItsStemWordsByFirstOccurrence() {
        var vocabulary = ItemVocabulary(words: .english)
        let stems = Self.stems(of: Self.randomQuestions(count: 300, seed: 0xBA4C, vocabulary: &vocabulary), in: &vocabulary)
        var expected: [Int32: Int32] = [:]
        for word in stems.flatMap({ $0 }) where expected[word] == nil { expected[word] = Int32(expected.count) }
        var numbered = stems.flatMap { $0 }
        let count = vocabulary.numberStemWords(in: &numbered, stemCounts: stems.map(\.count))
        #expect(count == expected.count)
        #expect(numbered == stems.flatMap { $0 }.map { expected[$0]! })
        // A second bank numbers from 0 again.
        var again = stems.flatMap { $0 }
        #expect(vocabulary.numberStemWords(in: &again, stemCounts: stems.map(\.count)) == count)
        #expect(again == numbered)
    }

    /// What a bank's rules find depends on the bank alone: a word cache that
    /// met the same spellings in another order, as one serving other banks on
    /// another thread did, numbers the bank's stem words alike.
    @Test func aBanksNumbersDoNotDependOnWhatTheCacheMetBefore() {
        let fresh = ItemVocabulary(words: .english)
        var used = ItemVocabulary(words: .english)
        for number in (0..<40).reversed() { _ = used.word(lowercased: "word\(number)x") }
        var numbered: [[Int32]] = []
        for vocabulary in [fresh, used] {
            var vocabulary = vocabulary
            let stems = Self.stems(of: Self.randomQuestions(count: 300, seed: 0x0DE7, vocabulary: &vocabulary), in: &vocabulary)
            var words = stems.flatMap { $0 }
            _ = vocabulary.numberStemWords(in: &words, stemCounts: stems.map(\.count))
            numbered.append(words)
        }
        #expect(numbered[0] == numbered[1])
    }
}
