import ContentRuntime

/// A text of a question (its stem or an option) cut into words once, for the
/// item-quality rules to compare.
///
/// Words are kept as byte ranges with what the bank's language says of them
/// (``ItemToken``), not as strings: a rule asks for a word as written only
/// when it reports it. Its words are read while they are lent to it, as a
/// question's rules read them (see ``ItemLentSlice``).
struct ItemText {
    /// The text as written, without surrounding whitespace.
    var text: String
    /// The number of characters, as a learner sees the text's length.
    var length: Int
    /// The words: letters and digits, with apostrophes and dots inside a word
    /// kept (`isn't`, `B.C.`); at most ``maxWords``.
    var tokens: ItemTokens
    /// Every list some word of the text is in, so that a rule tells at once
    /// that a text holds no word it looks for.
    var traits: ItemWord.Traits = []
    /// Whether some word is a single capital letter as written (`A`), as options are named.
    var hasOneLetterCapital = false

    /// Calls `body` with a text cut into words, looking each up in the bank's
    /// vocabulary when there is one: a text alone, not a question's, whose
    /// words are lent to `body` (see ``ItemLentSlice``).
    static func withWords<Result>(of text: String, vocabulary: inout ItemVocabulary?, _ body: (ItemText) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: ItemToken.self, capacity: max(1, wordCapacity(byteCount: text.utf8.count))) { buffer in
            var used = 0
            var cut = ItemText(text, cuttingInto: buffer.baseAddress!, at: &used, vocabulary: &vocabulary)
            let lending = ItemLending()
            defer { lending.end() }
            cut.tokens.lend(from: buffer.baseAddress!, during: lending)
            return body(cut)
        }
    }

    /// Cuts a text of a question into words, written to `words` from `used`
    /// on, where there is room for ``wordCapacity(byteCount:)`` of the text's
    /// UTF-8 bytes, and moves `used` past them; looks each up in the bank's
    /// vocabulary when there is one. The text's ``tokens`` are read once the
    /// question lends it the words it was cut into (``ItemLentSlice/lend(from:)``;
    /// see ``ItemQuestion/withWords(_:options:optionLengths:fileNumber:_:)``).
    init(_ text: consuming String, cuttingInto words: UnsafeMutablePointer<ItemToken>, at used: inout Int, vocabulary: inout ItemVocabulary?) {
        // The text given up, so that it is moved, not retained and released again.
        var trimmed = text
        // Text that starts and ends with a printable ASCII character other than a space, as most
        // does, has nothing to trim (see String.trimmingWhitespace()); read where it is anyway.
        let isPlainAtBothEnds = trimmed.withUTF8 { bytes in
            guard let first = bytes.first, let last = bytes.last else { return false }
            return first > 0x20 && first < 0x7F && last > 0x20 && last < 0x7F
        }
        if !isPlainAtBothEnds { trimmed = String(trimmed.trimmingWhitespace()) }
        let offset = used
        let free = words + used
        var traits: ItemWord.Traits = []
        var hasOneLetterCapital = false
        let plain = trimmed.withUTF8 { bytes -> (words: Int, length: Int, hasOneLetterCapital: Bool, hasLettersBeyondASCII: Bool)? in
            guard let cut = Self.cutPlain(bytes, into: free) else { return nil }
            // Looked up once the text is known to be plain, so that a text cut by scalars
            // leaves no fragment of itself in the word cache; unwrapped once per text.
            if vocabulary != nil {
                let words = UnsafeMutableBufferPointer(start: free, count: cut.words)
                traits = cut.hasLettersBeyondASCII ? vocabulary!.lookUpLowering(words, in: bytes) : vocabulary!.lookUp(words, in: bytes)
            }
            return cut
        }
        if let plain {
            length = plain.length
            hasOneLetterCapital = plain.hasOneLetterCapital
            used += plain.words
        } else {
            let cut = Self.cutScalars(trimmed)
            let base = trimmed.utf8.startIndex
            for index in cut.words.indices {
                let word = cut.words[index]
                let token = ItemToken(start: UInt32(trimmed.utf8.distance(from: base, to: word.startIndex)),
                                      end: UInt32(trimmed.utf8.distance(from: base, to: word.endIndex)),
                                      word: vocabulary?.word(lowercased: cut.lowercased[index]) ?? .unknown)
                traits.formUnion(token.word.traits)
                if token.end - token.start == 1, word.utf8.first! &- UInt8(ascii: "A") < 26 { hasOneLetterCapital = true }
                (free + index).initialize(to: token)
            }
            used += cut.words.count
            length = cut.length
        }
        tokens = ItemTokens(offset: offset, count: used - offset)
        self.traits = traits
        self.hasOneLetterCapital = hasOneLetterCapital
        self.text = consume trimmed
    }

    /// Calls `body` with a text alone cut into words with no word lists.
    static func withWords<Result>(of text: String, _ body: (ItemText) -> Result) -> Result {
        var none: ItemVocabulary?
        return withWords(of: text, vocabulary: &none, body)
    }

    /// The word at a position, as written.
    func word(_ index: Int) -> Substring {
        let base = text.utf8.startIndex
        let token = tokens[index]
        return text[text.utf8.index(base, offsetBy: Int(token.start))..<text.utf8.index(base, offsetBy: Int(token.end))]
    }

    /// The first UTF-8 byte of the word at a position.
    func firstByte(of index: Int) -> UInt8 {
        firstByte(of: tokens[index])
    }

    private func firstByte(of token: ItemToken) -> UInt8 {
        text.utf8[text.utf8.index(text.utf8.startIndex, offsetBy: Int(token.start))]
    }

    /// The words as written and lowercased, cut again from the text: for the
    /// rare checks that read the words themselves.
    var cut: Cut { Self.cut(text) }

    /// Any text without its surrounding whitespace, cut into words as written and lowercased.
    static func cut(_ text: String) -> Cut {
        let trimmed = String(text.trimmingWhitespace())
        return cutPlain(trimmed) ?? cutScalars(trimmed)
    }

    /// Whether a word is in a list.
    func has(_ traits: ItemWord.Traits, at index: Int) -> Bool {
        !tokens[index].word.traits.isDisjoint(with: traits)
    }

    /// Whether some word is in a list.
    func contains(_ traits: ItemWord.Traits) -> Bool {
        !self.traits.isDisjoint(with: traits)
    }

    /// Whether the words hold a phrase's words, consecutively.
    func contains(phrase: ItemVocabulary.NumberedPhrase) -> Bool {
        let words = phrase.words
        guard !words.isEmpty, words.count <= tokens.count else { return false }
        return (0...(tokens.count - words.count)).contains { start in
            words.indices.allSatisfy { tokens[start + $0].word.phraseWord == words[$0] }
        }
    }

    /// Calls `body` with each number two sorted lists of word numbers share, in order.
    static func forEachShared(_ first: some RandomAccessCollection<Int32>, _ second: some RandomAccessCollection<Int32>,
                              _ body: (Int32) -> Void) {
        var (i, j) = (first.startIndex, second.startIndex)
        while i < first.endIndex, j < second.endIndex {
            if first[i] == second[j] {
                body(first[i])
                first.formIndex(after: &i)
                second.formIndex(after: &j)
            } else if first[i] < second[j] {
                first.formIndex(after: &i)
            } else {
                second.formIndex(after: &j)
            }
        }
    }
}
