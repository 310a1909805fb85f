import ContentRuntime

// Finding repeats in a question's short lists (its options, Q102; its correct
// indices, Q104) without a dictionary per question.

/// For each element, the position of the first earlier element equal to it,
/// or `nil` when it is the first of its kind.
///
/// A question lists a handful of options and indices, so a few elements are
/// compared pairwise; many (content is untrusted) go through a dictionary of
/// their `key`s, which must be equal exactly when `equal` says so.
func firstEarlierEquals<Element, Key: Hashable>(_ elements: [Element], equal: (Element, Element) -> Bool,
                                                key: (Element) -> Key) -> [Int?] {
    guard elements.count > pairwiseLimit else {
        // Read in place: the elements are compared, never copied.
        return elements.withUnsafeBufferPointer { elements in
            elements.indices.map { position in
                (0..<position).first { equal(elements[$0], elements[position]) }
            }
        }
    }
    var first: [Key: Int] = [:]
    return elements.indices.map { position in
        let key = key(elements[position])
        if let earlier = first[key] { return earlier }
        first[key] = position
        return nil
    }
}

/// Up to this many elements are compared pairwise (at most 28 comparisons).
private let pairwiseLimit = 8

/// For each option, the position of the first earlier option that reads the
/// same, ignoring case and surrounding spaces (Q102), or `nil`.
///
/// A few ASCII options, as most questions have, are compared as their
/// trimmed bytes lower-cased into one buffer; any others by their keys
/// (``optionKey(_:)``), each made once.
func firstEarlierSameOption(_ options: [Located<String>]) -> [Int?] {
    if options.count <= pairwiseLimit, let found = firstEarlierSameASCIIOption(options) { return found }
    let keys = options.map { optionKey($0.value) }
    return firstEarlierEquals(keys, equal: ==, key: { $0 })
}

/// An option as it is compared with the others (Q102): its trimmed text, lower-cased.
func optionKey(_ option: String) -> String {
    option.trimmingWhitespace().lowercased()
}

/// ``firstEarlierSameOption(_:)`` for options whose bytes are all ASCII,
/// without a string per option; `nil` when some option has a byte beyond ASCII.
///
/// An ASCII text trims to the same bytes whether its characters or its bytes
/// are trimmed (`"\r\n"` is one character, two bytes of whitespace), and
/// lower-cases byte by byte. Options of different trimmed lengths differ, as
/// most do; only those of the same length are compared byte by byte.
private func firstEarlierSameASCIIOption(_ options: [Located<String>]) -> [Int?]? {
    withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: options.count) { trimmed -> [Int?]? in
        for (position, option) in options.enumerated() {
            let range = option.value.utf8.withContiguousStorageIfAvailable { bytes -> Range<Int>? in
                var start = 0, end = bytes.count
                while start < end, bytes[start].isASCIIWhitespace { start += 1 }
                while end > start, bytes[end - 1].isASCIIWhitespace { end -= 1 }
                return UnsafeBufferPointer(rebasing: bytes[start..<end]).isASCII ? start..<end : nil
            }
            guard let range = range ?? nil else { return nil }
            trimmed.initializeElement(at: position, to: range)
        }
        func readTheSame(_ first: Int, _ second: Int) -> Bool {
            let a = trimmed[first], b = trimmed[second]
            guard a.count == b.count else { return false }
            return options[first].value.utf8.withContiguousStorageIfAvailable { x in
                options[second].value.utf8.withContiguousStorageIfAvailable { y in
                    zip(x[a], y[b]).allSatisfy { $0.asciiLowercased == $1.asciiLowercased }
                }
            } == true
        }
        return options.indices.map { position in (0..<position).first { readTheSame($0, position) } }
    }
}
