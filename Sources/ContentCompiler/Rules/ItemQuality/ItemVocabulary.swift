/// The words of one bank's questions in the bank's language: what the lists
/// say of each spelling, found in a cache kept across banks (``ItemWordCache``).
///
/// A vocabulary leases its cache for the bank it builds: ``finish()`` gives it
/// back, and the vocabulary is not used after.
struct ItemVocabulary: Sendable {
    /// The word lists of the bank's language.
    let words: ItemWords
    /// The base form of each distinctive word met, by its number.
    var baseNames: [String] { isFinished ? [] : cache.baseNames }
    /// The language's all-or-none phrases, their words numbered.
    let allNonePhrases: [NumberedPhrase]
    /// The language's combination phrases, their words numbered.
    let combinationPhrases: [NumberedPhrase]
    /// What the lists say of the spellings met, in this bank or before; once
    /// given back, shared with the language's cache of its lists alone, and
    /// not used. (Not an optional, so that looking a word up costs no test of one.)
    private var cache: ItemWordCache
    /// Whether the cache was given back.
    private var isFinished = false

    /// A phrase of the language with its words as phrase-word numbers.
    struct NumberedPhrase: Sendable {
        /// The phrase as the lists write it.
        var phrase: ItemWords.Phrase
        /// Its words' numbers, in order.
        var words: [Int16]
    }

    /// A vocabulary over a language's lists, with a cache of its own.
    init(words: ItemWords) {
        self.init(cache: ItemWordCache(words: words))
    }

    private init(cache: ItemWordCache) {
        words = cache.words
        allNonePhrases = cache.allNonePhrases
        combinationPhrases = cache.combinationPhrases
        self.cache = cache
    }

    /// A vocabulary for a language tag such as `en` or `en-GB` (see
    /// ``ItemWords/forLanguage(_:)``), with a cache leased for one bank;
    /// `nil` when the language has no word lists.
    static func forLanguage(_ tag: String) -> ItemVocabulary? {
        ItemWords.forLanguage(tag).map { ItemVocabulary(cache: ItemWordCache.lease($0)) }
    }

    /// Gives the cache back for the next bank; the vocabulary is not used after.
    mutating func finish() {
        guard !isFinished else { return }
        // Given back as the one reference to its storage, so that the next bank adds to it in place.
        var given = ItemWordCache.pristine(of: words)
        swap(&given, &cache)
        isFinished = true
        ItemWordCache.giveBack(given)
    }

    /// Adds the distinct base forms of a question's stem to `stemWords`, and
    /// sets the ``ItemToken/stemPlace`` of every word of its options (see
    /// ``ItemWordCache/placeEchoes(ofStem:in:addingTo:)``).
    mutating func placeEchoes(ofStem stem: UnsafeBufferPointer<ItemToken>, in words: UnsafeMutableBufferPointer<ItemToken>,
                              addingTo stemWords: inout [Int32]) {
        cache.placeEchoes(ofStem: stem, in: words, addingTo: &stemWords)
    }

    /// Numbers the words of the bank's stems for the bank, and returns how
    /// many there are (see ``ItemWordCache/numberStemWords(in:stemCounts:)``).
    mutating func numberStemWords(in stemWords: inout [Int32], stemCounts: some Sequence<Int>) -> Int {
        cache.numberStemWords(in: &stemWords, stemCounts: stemCounts)
    }

    /// Finds what the lists say of each word of a text, given as its UTF-8
    /// bytes; returns every list some word is in.
    mutating func lookUp(_ tokens: UnsafeMutableBufferPointer<ItemToken>, in bytes: UnsafeBufferPointer<UInt8>) -> ItemWord.Traits {
        cache.lookUp(tokens, in: bytes)
    }

    /// Finds what the lists say of each word of a text cut on its bytes some
    /// of whose words have letters beyond ASCII: each word lowercased first
    /// (see ``ItemLatinLetters``), then looked up, in the order of the text.
    /// Returns every list some word is in.
    mutating func lookUpLowering(_ tokens: UnsafeMutableBufferPointer<ItemToken>, in bytes: UnsafeBufferPointer<UInt8>) -> ItemWord.Traits {
        guard let text = bytes.baseAddress else { return [] }
        var traits: ItemWord.Traits = []
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, bytes.count)) { buffer in
            guard let lowered = buffer.baseAddress else { return }
            for index in tokens.indices {
                let start = Int(tokens[index].start)
                let count = Int(tokens[index].end) - start
                ItemLatinLetters.lowercase(text + start, count: count, into: lowered)
                tokens[index].word = word(UnsafeBufferPointer(start: lowered, count: count))
                traits.formUnion(tokens[index].word.traits)
            }
        }
        return traits
    }

    /// What the lists say of a word, given as UTF-8 bytes that are lowercase
    /// but for ASCII capitals, which are lowered here.
    mutating func word(_ bytes: UnsafeBufferPointer<UInt8>) -> ItemWord {
        cache.word(bytes, readable: bytes.count)
    }

    /// What the lists say of a word already lowercased.
    mutating func word(lowercased: String) -> ItemWord {
        var spelling = lowercased
        return spelling.withUTF8 { word($0) }
    }
}
