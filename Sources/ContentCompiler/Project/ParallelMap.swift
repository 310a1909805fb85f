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

    /// `map` over all cores, starting with the elements of the largest
    /// `weight`, so that a big element is not left for last with the other
    /// cores idle; results keep the input's order.
    func parallelMap<Result: Sendable>(heaviestFirst weight: (Element) -> Int,
                                       _ transform: @Sendable (Element) -> Result) -> [Result] {
        let weights = map(weight)
        let order = indices.sorted { (-weights[$0], $0) < (-weights[$1], $1) }
        var results = [Result?](repeating: nil, count: count)
        for (index, result) in zip(order, order.map { self[$0] }.parallelMap(transform)) { results[index] = result }
        return results.map { $0! }
    }
}

/// Distinct indices of one buffer, each written by exactly one iteration.
private struct ResultSlots<Result>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Result?>
}
