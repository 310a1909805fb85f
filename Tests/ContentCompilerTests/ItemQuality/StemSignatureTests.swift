@testable import ContentCompiler
import Testing

/// Q208 skips a pair of stems when their signatures show they cannot share
/// enough words: that bound must never skip a pair the word-by-word count reports.
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
            }
        }
        #expect(similar > 100, "the pairs include similar ones")
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
