import Dispatch

/// The sum of a count taken for each of `0..<count`, on all cores or one
/// after the other: how the baselines spread their work as the compiler does.
enum ParallelSum {
    static func of(_ count: Int, parallel: Bool = true, _ body: @Sendable (Int) -> Int) -> Int {
        guard parallel else { return (0..<count).reduce(0) { $0 + body($1) } }
        let counts = UnsafeMutableBufferPointer<Int>.allocate(capacity: max(1, count))
        counts.initialize(repeating: 0)
        defer { counts.deallocate() }
        let slots = Slots(buffer: counts)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots.buffer[index] = body(index)
        }
        return counts.reduce(0, +)
    }

    /// Distinct places of one buffer, each written by exactly one iteration.
    private struct Slots: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<Int>
    }
}
