extension ItemText {
    /// What a text is cut into: its words, the same lowercased, and its length in characters.
    typealias Cut = (words: [Substring], lowercased: [String], length: Int)

    /// The most words kept of one text.
    static let maxWords = 400

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

    /// Cuts all-ASCII UTF-8 bytes by the same rules as ``cutScalars(_:)``,
    /// without a string per word or Unicode lookups, in one pass, and gives
    /// `body` the words as byte ranges and the length in characters; `nil`
    /// when the bytes are not ASCII.
    ///
    /// The words are cut into a temporary buffer and given to `body` there,
    /// to be looked up without an array's uniqueness checks and stored where
    /// the caller keeps them.
    static func cutASCII<Result>(_ bytes: UnsafeBufferPointer<UInt8>,
                                 _ body: (_ words: UnsafeMutableBufferPointer<ItemToken>, _ length: Int) -> Result) -> Result? {
        let count = bytes.count
        guard let base = bytes.baseAddress, count > 0 else { return body(UnsafeMutableBufferPointer(start: nil, count: 0), 0) }
        // Every word but the last is followed by a byte that is in no word.
        let capacity = min(maxWords, (count + 1) / 2)
        return withUnsafeTemporaryAllocation(of: ItemToken.self, capacity: capacity) { buffer -> Result? in
            guard let words = buffer.baseAddress else { return nil }
            var kept = 0
            // "\r\n" is one character, as a learner sees it.
            var carriageReturnLineFeeds = 0
            var index = 0
            while true {
                // Between words, where every byte that is not ASCII is met: no word holds one. Once
                // the most words are kept, the rest is only checked for ASCII and counted.
                let cutting = kept < capacity
                while index < count {
                    let byte = base[index]
                    if cutting && isWordByte(byte) { break }
                    guard byte < 0x80 else { return nil }
                    if byte == 0x0D, index + 1 < count, base[index + 1] == 0x0A { carriageReturnLineFeeds += 1 }
                    index += 1
                }
                guard index < count else { break }
                let start = index
                index += 1
                while index < count {
                    let byte = base[index]
                    if isWordByte(byte) {
                        index += 1
                        continue
                    }
                    // An apostrophe or a dot joins letters (`isn't`, `B.C.`); a comma joins digits (`1,200`).
                    let following = index + 1 < count ? base[index + 1] : 0
                    let joinsWord = (byte == 0x27 || byte == 0x2E) && isWordByte(following)
                        || byte == 0x2C && isDigitByte(base[index - 1]) && isDigitByte(following)
                    guard joinsWord else { break }
                    index += 2
                }
                (words + kept).initialize(to: ItemToken(start: UInt32(start), end: UInt32(index)))
                kept += 1
            }
            return body(UnsafeMutableBufferPointer(start: words, count: kept), count - carriageReturnLineFeeds)
        }
    }

    /// Cuts an all-ASCII text on its UTF-8 bytes; `nil` when the text is not ASCII.
    static func cutASCII(_ text: String) -> Cut? {
        var utf8 = text
        guard let cut = utf8.withUTF8({ bytes in cutASCII(bytes) { words, length in (tokens: Array(words), length: length) } })
        else { return nil }
        let base = text.utf8.startIndex
        let words = cut.tokens.map { token in
            text[text.utf8.index(base, offsetBy: Int(token.start))..<text.utf8.index(base, offsetBy: Int(token.end))]
        }
        let lowercased = words.map { word in
            let utf8 = word.utf8
            guard utf8.contains(where: { (0x41...0x5A).contains($0) }) else { return String(word) }
            return String(unsafeUninitializedCapacity: utf8.count) { buffer in
                for (offset, byte) in utf8.enumerated() { buffer[offset] = byte.asciiLowercased }
                return utf8.count
            }
        }
        return (words, lowercased, cut.length)
    }

    /// A letter or a digit; letters, far more common, are told first.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10
    }

    private static func isDigitByte(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

    /// A letter or a digit; ASCII is told without looking up Unicode properties.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return (value | 0x20) &- 0x61 < 26 || value &- 0x30 < 10 }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
}
