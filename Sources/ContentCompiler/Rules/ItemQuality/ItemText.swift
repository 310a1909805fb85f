/// A text of a question (its stem or an option) cut into words once, for the
/// item-quality rules to compare.
struct ItemText: Sendable {
    /// The text as written, without surrounding whitespace.
    var text: String
    /// The words as written: letters and digits, with apostrophes and dots
    /// inside a word kept (`isn't`, `B.C.`).
    var words: [Substring]
    /// The same words, lowercased.
    var lowercased: [String]

    /// Cuts a text into words; at most ``maxWords`` are kept, since no rule
    /// needs more of a question and content is untrusted.
    init(_ text: String) {
        self.text = String(text.trimmingWhitespace())
        (words, lowercased, length) = Self.cutASCII(self.text) ?? Self.cutScalars(self.text)
    }

    /// What a text is cut into: its words, the same lowercased, and its length in characters.
    typealias Cut = (words: [Substring], lowercased: [String], length: Int)

    /// Cuts any text, scalar by scalar.
    static func cutScalars(_ text: String) -> Cut {
        let scalars = text.unicodeScalars
        var words: [Substring] = []
        var start: String.Index?
        var previous: Unicode.Scalar?
        var index = scalars.startIndex
        while index < scalars.endIndex, words.count < maxWords {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            let following = next < scalars.endIndex ? scalars[next] : nil
            // An apostrophe or a dot joins letters (`isn't`, `B.C.`); a comma joins digits (`1,200`).
            let joinsWord = start != nil && following.map(isWordScalar) == true
                && (scalar == "'" || scalar == "’" || scalar == "."
                    || scalar == "," && previous.map(isDigit) == true && following.map(isDigit) == true)
            if isWordScalar(scalar) || joinsWord {
                if start == nil { start = index }
            } else if let first = start {
                words.append(text[first..<index])
                start = nil
            }
            previous = scalar
            index = next
        }
        if let first = start, words.count < maxWords { words.append(text[first..<index]) }
        return (words, words.map { $0.lowercased() }, text.count)
    }

    /// Cuts an all-ASCII text on its UTF-8 bytes, by the same rules as
    /// ``cutScalars(_:)`` and without a string per byte or Unicode lookups;
    /// `nil` when the text is not ASCII.
    static func cutASCII(_ text: String) -> Cut? {
        let cut = text.utf8.withContiguousStorageIfAvailable { bytes -> (ranges: [Range<Int>], length: Int)? in
            var ranges: [Range<Int>] = []
            var start: Int?
            var carriageReturnLineFeeds = 0
            for index in bytes.indices {
                let byte = bytes[index]
                guard byte < 0x80 else { return nil }
                if byte == 0x0A, index > 0, bytes[index - 1] == 0x0D { carriageReturnLineFeeds += 1 }
                guard ranges.count < maxWords else { continue }
                let following: UInt8? = index + 1 < bytes.count ? bytes[index + 1] : nil
                // An apostrophe or a dot joins letters (`isn't`, `B.C.`); a comma joins digits (`1,200`).
                let joinsWord = start != nil && following.map(isWordByte) == true
                    && (byte == 0x27 || byte == 0x2E
                        || byte == 0x2C && isDigitByte(bytes[index - 1]) && following.map(isDigitByte) == true)
                if isWordByte(byte) || joinsWord {
                    if start == nil { start = index }
                } else if let first = start {
                    ranges.append(first..<index)
                    start = nil
                }
            }
            if let first = start, ranges.count < maxWords { ranges.append(first..<bytes.count) }
            // "\r\n" is one character, as a learner sees it.
            return (ranges, bytes.count - carriageReturnLineFeeds)
        }
        guard let cut, let cut else { return nil }
        let base = text.utf8.startIndex
        let words = cut.ranges.map { range in
            text[text.utf8.index(base, offsetBy: range.lowerBound)..<text.utf8.index(base, offsetBy: range.upperBound)]
        }
        let lowercased = words.map { word in
            let utf8 = word.utf8
            guard utf8.contains(where: { (0x41...0x5A).contains($0) }) else { return String(word) }
            return String(unsafeUninitializedCapacity: utf8.count) { buffer in
                for (offset, byte) in utf8.enumerated() { buffer[offset] = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }
                return utf8.count
            }
        }
        return (words, lowercased, cut.length)
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    private static func isDigitByte(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    /// A letter or a digit; ASCII is told without looking up Unicode properties.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
        }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    /// The most words kept of one text.
    static let maxWords = 400

    /// The number of characters, as a learner sees the text's length.
    var length: Int

    /// Whether the words hold a phrase's words, consecutively.
    func contains(phrase: [String]) -> Bool {
        guard !phrase.isEmpty, phrase.count <= lowercased.count else { return false }
        return (0...(lowercased.count - phrase.count)).contains { start in
            phrase.indices.allSatisfy { lowercased[start + $0] == phrase[$0] }
        }
    }

    /// For each word, the bank's number of its base form when it is
    /// distinctive in the bank's language, else -1; empty until the bank numbers it.
    var wordNumbers: [Int32] = []

    /// The numbers of the distinctive words' base forms, sorted, each once.
    var distinctiveNumbers: [Int32] {
        var numbers = wordNumbers.filter { $0 >= 0 }
        numbers.sort()
        var kept = 0
        for number in numbers where kept == 0 || numbers[kept - 1] != number {
            numbers[kept] = number
            kept += 1
        }
        numbers.removeLast(numbers.count - kept)
        return numbers
    }

    /// Calls `body` with each number two sorted lists of word numbers share, in order.
    static func forEachShared(_ first: [Int32], _ second: [Int32], _ body: (Int32) -> Void) {
        var (i, j) = (0, 0)
        while i < first.count, j < second.count {
            if first[i] == second[j] {
                body(first[i])
                i += 1
                j += 1
            } else if first[i] < second[j] {
                i += 1
            } else {
                j += 1
            }
        }
    }
}
