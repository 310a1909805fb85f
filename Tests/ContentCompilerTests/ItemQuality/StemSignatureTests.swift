@testable import ContentCompiler
import Testing

/// Q208 skips a pair of stems when their sizes or signatures show they cannot
/// share enough words: those bounds must never skip a pair the word-by-word count reports.
@Suite struct StemSignatureTests {
    @Test func theBoundNeverSkipsAPairThatSharesEnough() {
        var state: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        func stem() -> [Int32] {
            // Word numbers from a small range, so that pairs share many words, and beyond 128, so that bits collide.
            let range = [12, 40, 300][next(3)]
            return Array(Set((0..<(3 + next(14))).map { _ in Int32(next(range)) })).sorted()
        }
        var similar = 0
        for _ in 0..<20_000 {
            let (first, second) = (stem(), stem())
            for percent in [50, 80, 100] where DuplicateQuestionRule.similarity(first, second) * 100 >= Double(percent) {
                similar += 1
                #expect(DuplicateQuestionRule.StemSignature(first).mayShare(percent: percent, with: .init(second)),
                        "\(first) and \(second) at \(percent)%")
                #expect(DuplicateQuestionRule.mayBeSimilar(first.count, second.count, percent: percent),
                        "\(first) and \(second) at \(percent)%, by size")
            }
        }
        #expect(similar > 100, "the pairs include similar ones")
    }

    /// At the exact boundary, where floating point rounds a share down (57 of 100 words
    /// reads 56.99…%), the bound by size still lets the pair through.
    @Test func theBoundBySizeIsExactAtItsBoundary() {
        #expect(DuplicateQuestionRule.mayBeSimilar(57, 100, percent: 57))
        #expect(DuplicateQuestionRule.mayBeSimilar(4, 5, percent: 80))
        #expect(!DuplicateQuestionRule.mayBeSimilar(79, 100, percent: 80))
        #expect(!DuplicateQuestionRule.mayBeSimilar(0, 0, percent: 50))
        for smaller in 0...40 {
            for larger in max(1, smaller)...40 {
                for percent in [50, 57, 80, 100] {
                    let exact = smaller * 100 >= percent * larger
                    #expect(DuplicateQuestionRule.mayBeSimilar(smaller, larger, percent: percent) == exact)
                    // What the word-by-word count can find of stems of these sizes is never more.
                    if Double(smaller) / Double(larger) * 100 >= Double(percent) { #expect(exact) }
                }
            }
        }
    }

    @Test func bitsAreCountedInTwoNumbersAtOnce() {
        var state: UInt64 = 0xB175
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
        let edges: [UInt64] = [0, 1, .max, 1 << 63, 0x5555_5555_5555_5555, 0xAAAA_AAAA_AAAA_AAAA]
        for first in edges {
            for second in edges {
                #expect(DuplicateQuestionRule.StemSignature.bitCount(first, second) == first.nonzeroBitCount + second.nonzeroBitCount)
            }
        }
        for _ in 0..<10_000 {
            // Sparse and dense numbers both.
            let (first, second) = (next() & next(), next() | next())
            #expect(DuplicateQuestionRule.StemSignature.bitCount(first, second) == first.nonzeroBitCount + second.nonzeroBitCount)
        }
    }

    /// Stems of a bank with at most 64 words are sorted as bits: the same as by counting the words out.
    @Test func stemsAreSortedAsBitsAsByCounting() {
        var generator = SeededGenerator(state: 0x5027)
        for wordCount in [1, 2, 30, 63, 64] {
            // The bank's words in a shuffled numbering, each stem some of them, each once.
            let number: [Int32] = (0..<Int32(wordCount)).shuffled(using: &generator)
            var stemWords: [Int32] = []
            var starts = [0]
            for _ in 0..<200 {
                let size = Int(generator.next() % 20)
                let stem = Set((0..<size).map { _ in Int32(generator.next() % UInt64(wordCount)) })
                stemWords += stem.shuffled(using: &generator)
                starts.append(stemWords.count)
            }
            let byBits = DuplicateQuestionRule.renumbered(stemWords, starts: starts, number: number, wordCount: wordCount)
            let byCounting = DuplicateQuestionRule.renumbered(stemWords, starts: starts, number: number, wordCount: wordCount,
                                                               bitLimit: 0)
            #expect(byBits == byCounting, "\(wordCount) words")
            for stem in starts.indices.dropLast() {
                let expected: [Int32] = stemWords[starts[stem]..<starts[stem + 1]].map { number[Int($0)] }.sorted()
                #expect(Array(byBits[starts[stem]..<starts[stem + 1]]) == expected)
            }
        }
    }

    /// A generator whose sequence a seed fixes.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11 ^ state
        }
    }

    @Test func theBoundSkipsStemsWithFewWordsInCommon() {
        let first: [Int32] = [1, 2, 3, 4, 5, 6]
        let second: [Int32] = [1, 2, 7, 8, 9, 10]
        #expect(!DuplicateQuestionRule.StemSignature(first).mayShare(percent: 80, with: .init(second)))
        #expect(DuplicateQuestionRule.StemSignature(first).mayShare(percent: 80, with: .init(first)))
    }

    /// Words rarest first, and words as rare as each other in number order;
    /// words no stem has are left out.
    @Test func wordsAreOrderedByRarityThenByNumber() {
        #expect(DuplicateQuestionRule.orderedByRarity([2, 1, 0, 1, 3]) == [1, 3, 0, 4])
        #expect(DuplicateQuestionRule.orderedByRarity([]) == [])
        #expect(DuplicateQuestionRule.orderedByRarity([0, 0]) == [])
        let frequency = (0..<500).map { ($0 * 7_919) % 13 }
        let expected = frequency.indices.filter { frequency[$0] > 0 }.sorted { (frequency[$0], $0) < (frequency[$1], $1) }
        #expect(DuplicateQuestionRule.orderedByRarity(frequency) == expected)
    }
}
