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

/// Whether two options read the same, ignoring case and surrounding spaces
/// (Q102): whether their trimmed texts are equal once lower-cased.
///
/// ASCII text is compared byte by byte without making lower-cased copies;
/// text outside ASCII is lower-cased as ``optionKey(_:)`` does.
func optionsReadTheSame(_ first: String, _ second: String) -> Bool {
    let first = first.trimmingWhitespace(), second = second.trimmingWhitespace()
    let answer: Bool?? = first.utf8.withContiguousStorageIfAvailable { a -> Bool? in
        second.utf8.withContiguousStorageIfAvailable { b -> Bool? in asciiFoldedEqual(a, b) } ?? nil
    }
    if let answer = answer ?? nil { return answer }
    return first.lowercased() == second.lowercased()
}

/// An option as a dictionary key: equal for options that read the same (``optionsReadTheSame(_:_:)``).
func optionKey(_ option: String) -> String {
    option.trimmingWhitespace().lowercased()
}

/// Whether two texts are equal ignoring ASCII case, or `nil` when that needs
/// Unicode's rules: a byte outside ASCII is met before the answer is known.
///
/// Once both texts are ASCII up to a pair of ASCII bytes that differ even
/// ignoring case, no lower-casing or canonical equivalence of what follows
/// can make them equal: ASCII characters are never changed by what comes
/// after them.
private func asciiFoldedEqual(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool? {
    let common = min(a.count, b.count)
    for position in 0..<common {
        let x = a[position], y = b[position]
        guard x < 0x80 && y < 0x80 else { return nil }
        if x.asciiLowercased != y.asciiLowercased { return false }
    }
    if a.count == b.count { return true }
    let longer = a.count > b.count ? a : b
    // Two ASCII texts of different lengths differ; anything else is left to Unicode.
    return longer[common...].allSatisfy { $0 < 0x80 } ? false : nil
}
