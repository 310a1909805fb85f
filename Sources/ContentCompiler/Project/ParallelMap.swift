import Dispatch

extension Array where Element: Sendable {
    /// `map` over all cores; results keep the input's order.
    func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        let buffer = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
        buffer.initialize(repeating: nil)
        defer { buffer.deallocate() }
        let slots = ResultSlots(buffer: buffer)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots.buffer[index] = transform(self[index])
        }
        let results = buffer.map { $0! }
        _ = buffer.deinitialize()
        return results
    }
}

/// Distinct indices of one buffer, each written by exactly one iteration.
private struct ResultSlots<Result>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Result?>
}
