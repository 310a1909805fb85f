@testable import ContentCompiler
import Foundation
import Testing

/// The build's map over all cores keeps the input's order, whatever order it works in.
@Suite struct ParallelMapTests {
    @Test func heaviestFirstKeepsTheInputsOrder() {
        let numbers = (0..<200).map { ($0 * 7919) % 211 }
        #expect(numbers.parallelMap(heaviestFirst: { $0 % 13 }) { $0 * 2 } == numbers.map { $0 * 2 })
        #expect([5].parallelMap(heaviestFirst: { $0 }) { $0 + 1 } == [6])
        #expect([Int]().parallelMap(heaviestFirst: { $0 }) { $0 } == [])
    }
}
