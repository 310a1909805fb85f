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

    /// The most words a text of `byteCount` UTF-8 bytes is cut into: every
    /// word but the last is followed by a byte that is in no word.
    static func wordCapacity(byteCount: Int) -> Int {
        min(maxWords, (byteCount + 1) / 2)
    }

    /// Cuts plain UTF-8 bytes (see ``cutPlain(_:into:)``) by the same rules as
    /// ``cutScalars(_:)``, and gives `body` the words as byte ranges and the
    /// length in characters; `nil` when the bytes are not plain.
    ///
    /// The words are cut into a temporary buffer and given to `body` there.
    static func cutPlain<Result>(_ bytes: UnsafeBufferPointer<UInt8>,
                                 _ body: (_ words: UnsafeMutableBufferPointer<ItemToken>, _ length: Int) -> Result) -> Result? {
        withUnsafeTemporaryAllocation(of: ItemToken.self, capacity: max(1, wordCapacity(byteCount: bytes.count))) { buffer -> Result? in
            guard let words = buffer.baseAddress, let cut = cutPlain(bytes, into: words) else { return nil }
            return body(UnsafeMutableBufferPointer(start: words, count: cut.words), cut.length)
        }
    }

    /// Cuts plain UTF-8 bytes by the same rules as ``cutScalars(_:)`` into
    /// `words`, which has room for ``wordCapacity(byteCount:)`` of them,
    /// without a string per word or Unicode lookups, in one pass; returns how
    /// many words it cut, the length in characters, whether some word is
    /// one capital letter (see ``ItemText/hasOneLetterCapital``) and whether
    /// some word has a letter beyond ASCII (then its bytes are lowercased
    /// with ``ItemLatinLetters/lowercase(_:count:into:)`` before it is looked
    /// up), or `nil` when the bytes are not plain (then some words may be written).
    ///
    /// Plain text, as most is, holds ASCII, the punctuation marks from
    /// U+2010 to U+2027 (dashes, quotation marks, `…`) and the Latin
    /// characters of ``ItemLatinLetters`` alone: each punctuation mark is one
    /// character of three bytes in no word, which joins with no character
    /// beside it, and `’` (U+2019) joins letters as `'` does; each Latin
    /// character is one of two bytes, in words when it is a letter.
    static func cutPlain(_ bytes: UnsafeBufferPointer<UInt8>, into words: UnsafeMutablePointer<ItemToken>)
        -> (words: Int, length: Int, hasOneLetterCapital: Bool, hasLettersBeyondASCII: Bool)? {
        let count = bytes.count
        guard let base = bytes.baseAddress, count > 0 else { return (0, 0, false, false) }
        var hasOneLetterCapital = false
        var hasLettersBeyondASCII = false
        precondition(count <= UInt32.max, "a word's offsets are kept in 32 bits")
        let capacity = wordCapacity(byteCount: count)
        var kept = 0
        // "\r\n" is one character, as a learner sees it, and so is each punctuation mark of 3 bytes.
        var bytesInNoCharacterOfTheirOwn = 0
        var index = 0
        while true {
            // Between words, where every byte that is not ASCII is met: no word holds one but
            // `’` joining letters. Once the most words are kept, the rest is only checked and counted.
            let cutting = kept < capacity
            // A space and a letter or digit, as after most words: the next word starts after the
            // space, at once (the loop between words would stop there too, having read it again).
            if cutting, index &+ 1 < count, base[index] == 0x20, isWordByte(base[index &+ 1]) {
                index &+= 1
            } else {
                while index < count {
                    let byte = base[index]
                    if isWordByte(byte) {
                        if cutting { break }
                        index &+= 1
                        continue
                    }
                    if byte >= 0x80 {
                        // A first byte of two (valid UTF-8 has C2 to DF there).
                        if byte < 0xE0 {
                            let latin = ItemLatinLetters.entry(base, count: count, at: index)
                            guard latin != 0 else { return nil }
                            if cutting && latin & ItemLatinLetters.letter != 0 { break }
                            bytesInNoCharacterOfTheirOwn &+= 1
                            index &+= 2
                            continue
                        }
                        guard isPunctuationMark(base, count: count, at: index) else { return nil }
                        bytesInNoCharacterOfTheirOwn &+= 2
                        index &+= 3
                        continue
                    }
                    if byte == 0x0D, index &+ 1 < count, base[index &+ 1] == 0x0A { bytesInNoCharacterOfTheirOwn &+= 1 }
                    index &+= 1
                }
                guard index < count else { break }
            }
            let start = index
            while true {
                // Letters and digits 8 at a time, to the first byte that is neither.
                index = endOfLettersAndDigits(base, count: count, from: index)
                guard index < count else { break }
                let byte = base[index]
                // Most words end at a space or a mark that joins nothing: told at once.
                guard byte &- 0x27 < 8 || byte &- 0xC2 < 0x21 else { break }
                // A Latin letter of two bytes goes on with the word; any other character of two ends it.
                if byte < 0xE0 && byte >= 0xC2 {
                    let latin = ItemLatinLetters.entry(base, count: count, at: index)
                    guard latin != 0 else { return nil }
                    guard latin & ItemLatinLetters.letter != 0 else { break }
                    hasLettersBeyondASCII = true
                    bytesInNoCharacterOfTheirOwn &+= 1
                    index &+= 2
                    continue
                }
                // `’` is E2 80 99.
                if byte == 0xE2 {
                    guard index &+ 3 < count, base[index &+ 1] == 0x80, base[index &+ 2] == 0x99,
                          startsWord(base, count: count, at: index &+ 3) else { break }
                    bytesInNoCharacterOfTheirOwn &+= 2
                    // The letter after it is read as the word goes on.
                    index &+= 3
                    continue
                }
                // An apostrophe or a dot joins letters (`isn't`, `B.C.`); a comma joins digits (`1,200`).
                let following = index &+ 1 < count ? base[index &+ 1] : 0
                let joinsWord = (byte == 0x27 || byte == 0x2E) && startsWord(base, count: count, at: index &+ 1)
                    || byte == 0x2C && isDigitByte(base[index &- 1]) && isDigitByte(following)
                guard joinsWord else { break }
                // An ASCII letter or digit after it is part of the word; a Latin letter is read as the word goes on.
                index &+= following < 0x80 ? 2 : 1
            }
            if index &- start == 1, base[start] &- UInt8(ascii: "A") < 26 { hasOneLetterCapital = true }
            // Offsets fit in 32 bits: checked once for the text above.
            (words + kept).initialize(to: ItemToken(start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: index)))
            kept &+= 1
        }
        return (kept, count &- bytesInNoCharacterOfTheirOwn, hasOneLetterCapital, hasLettersBeyondASCII)
    }

    /// Whether the character at `index` of `count` bytes is in words: an
    /// ASCII letter or digit, or a Latin letter of two bytes (``ItemLatinLetters``).
    @inline(__always)
    private static func startsWord(_ base: UnsafePointer<UInt8>, count: Int, at index: Int) -> Bool {
        guard index < count else { return false }
        let byte = base[index]
        if byte < 0x80 { return isWordByte(byte) }
        return byte < 0xE0 && ItemLatinLetters.entry(base, count: count, at: index) & ItemLatinLetters.letter != 0
    }

    /// Cuts a plain text (see ``cutPlain(_:into:)``) on its UTF-8 bytes; `nil` when the text is not plain.
    static func cutPlain(_ text: String) -> Cut? {
        var utf8 = text
        guard let cut = utf8.withUTF8({ bytes in cutPlain(bytes) { words, length in (tokens: Array(words), length: length) } })
        else { return nil }
        let base = text.utf8.startIndex
        let words = cut.tokens.map { token in
            text[text.utf8.index(base, offsetBy: Int(token.start))..<text.utf8.index(base, offsetBy: Int(token.end))]
        }
        let lowercased = words.map { word in
            let utf8 = word.utf8
            // A word with letters beyond ASCII is lowercased as the scalar cut lowercases it.
            if utf8.contains(where: { $0 &- 0xC2 < 0x1E }) { return word.lowercased() }
            guard utf8.contains(where: { (0x41...0x5A).contains($0) }) else { return String(word) }
            return String(unsafeUninitializedCapacity: utf8.count) { buffer in
                for (offset, byte) in utf8.enumerated() { buffer[offset] = byte.asciiLowercased }
                return utf8.count
            }
        }
        return (words, lowercased, cut.length)
    }

    /// The first place from `index` on that holds no ASCII letter or digit, or
    /// `count`: 8 bytes at once while 8 remain, then the last 8 bytes of the
    /// text read once, as a number whose bytes past the end are 0 (in no word).
    /// A byte beyond ASCII ends the letters too, so that the caller meets it.
    @inline(__always)
    static func endOfLettersAndDigits(_ base: UnsafePointer<UInt8>, count: Int, from index: Int) -> Int {
        var index = index
        while index &+ 8 <= count {
            let others = notLettersOrDigits(UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)))
            if others != 0 { return index &+ others.trailingZeroBitCount >> 3 }
            index &+= 8
        }
        guard index < count else { return count }
        guard count >= 8 else {
            while index < count, isWordByte(base[index]) { index &+= 1 }
            return index
        }
        // Byte `index` lowest; the bytes past the end shifted in as 0 (by 8 to 56 bits: a masking shift).
        let last = UInt64(littleEndian: UnsafeRawPointer(base + (count &- 8)).loadUnaligned(as: UInt64.self))
        return index &+ notLettersOrDigits(last &>> UInt64(8 &* (index &+ 8 &- count))).trailingZeroBitCount >> 3
    }

    /// The high bit of each byte of 8 (the first lowest) that is not an ASCII
    /// letter or digit. Sums carry out of a byte only from one beyond ASCII,
    /// into the bytes after it: the lowest bit set is always right.
    @inline(__always)
    static func notLettersOrDigits(_ bytes: UInt64) -> UInt64 {
        let high: UInt64 = 0x8080_8080_8080_8080
        // `x | 0x20` is from `a` to `z` for a letter of either case: at least 0x61, below 0x7B.
        let lowered = bytes | 0x2020_2020_2020_2020
        let letters = (lowered &+ 0x1F1F_1F1F_1F1F_1F1F) & ~(lowered &+ 0x0505_0505_0505_0505)
        // Digits are at least 0x30 and below 0x3A.
        let digits = (bytes &+ 0x5050_5050_5050_5050) & ~(bytes &+ 0x4646_4646_4646_4646)
        return (~(letters | digits) | bytes) & high
    }

    /// Whether the bytes at `index` are one of the punctuation marks U+2010
    /// to U+2027, E2 80 90 to E2 80 A7.
    @inline(__always)
    private static func isPunctuationMark(_ base: UnsafePointer<UInt8>, count: Int, at index: Int) -> Bool {
        base[index] == 0xE2 && index &+ 2 < count && base[index &+ 1] == 0x80 && base[index &+ 2] &- 0x90 < 0x18
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
