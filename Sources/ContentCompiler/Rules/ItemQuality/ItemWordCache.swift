import BookMetadata
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What the word lists of one language say of every spelling met so far,
/// kept from one bank to the next: the books and courses of a project share
/// most of their words, so a bank finds most of its spellings with one lookup
/// instead of describing each again.
///
/// A spelling is found by its lowercase UTF-8 bytes in a hash table
/// (``ItemWordTable``), without a string per occurrence. Every spelling of
/// the language's lists is in the table from the start, with what the lists
/// say of it, so that a plain ASCII spelling not in the table is in no list
/// and only its base form is looked for. Other new spellings are looked up in
/// the lists' `Set<String>`, which keep Swift's string equality, so a spelling
/// gets exactly what the lists say of it.
///
/// Base forms are numbered once for all the banks a cache serves, so the
/// cache's numbers are not dense for any one bank; a bank numbers its stems'
/// words again, densely and in its own order (``numberStemWords(in:)``), so
/// that what a rule finds depends on no other bank. A cache serves one bank at a time:
/// ``lease(_:)`` hands one out, ``giveBack(_:)`` takes it back for the next
/// bank, under a lock; one that grew past ``maxSpellings`` is dropped.
struct ItemWordCache: Sendable {
    /// The word lists of the cache's language.
    let words: ItemWords
    /// The language's all-or-none and combination phrases, their words numbered.
    let allNonePhrases: [ItemVocabulary.NumberedPhrase]
    let combinationPhrases: [ItemVocabulary.NumberedPhrase]
    private let phraseWordNumbers: [String: Int16]
    private let phraseOpeners: Set<String>
    /// Whether every spelling of the lists is plain lowercase ASCII, so that
    /// an ASCII spelling missing from the table is in no list.
    private var listsAreASCII = true
    /// The language's ``ItemWords/endings`` and ``ItemWords/negativeEndings`` as UTF-8.
    private let endings: [[UInt8]]
    private let negativeEndings: [[UInt8]]

    /// The spellings met and their words.
    private var spellings = ItemWordTable()
    /// The base forms, by their number.
    private(set) var baseNames: [String] = []
    /// The numbers of the plain ASCII base forms, by their bytes: each the `base` of its word in the table.
    private var asciiBaseForms = ItemWordTable()
    /// The numbers of the other base forms.
    private var baseNumbers: [String: Int32] = [:]

    /// By base-form number, its number in the bank being numbered, valid
    /// when its stamp is the bank's (see ``numberStemWords(in:)``).
    private var bankNumbers: [Int32] = []
    private var bankStamps: [UInt32] = []
    private var bankStamp: UInt32 = 0

    /// By base-form number, the place of the word among the stem being
    /// numbered (-1 when it is not there); all -1 between questions.
    private var placeInStem: [Int16] = []

    /// The most spellings a cache keeps for the next bank: its table then
    /// holds at most 2^18 slots of 16 bytes, about 4 MB, and its longer spellings.
    static let maxSpellings = 1 << 17

    /// A cache holding the spellings of a language's lists.
    init(words: ItemWords) {
        self.words = words
        endings = words.endings.map { Array($0.utf8) }
        negativeEndings = words.negativeEndings.map { Array($0.utf8) }
        var numbers: [String: Int16] = [:]
        func numbered(_ phrases: [ItemWords.Phrase]) -> [ItemVocabulary.NumberedPhrase] {
            phrases.map { phrase in
                ItemVocabulary.NumberedPhrase(phrase: phrase, words: phrase.words.map { word in
                    if let known = numbers[word] { return known }
                    let new = Int16(numbers.count)
                    numbers[word] = new
                    return new
                })
            }
        }
        allNonePhrases = numbered(words.allNonePhrases)
        combinationPhrases = numbered(words.combinationPhrases)
        phraseWordNumbers = numbers
        phraseOpeners = Set((words.allNonePhrases + words.combinationPhrases).compactMap(\.words.first))
        var listed = words.absolutes.union(words.absoluteQualifiers).union(words.negatives)
            .union(words.combinationJoiners).union(words.optionNames).union(words.months)
            .union(words.beforeCommonEra).union(words.commonEra).union(words.stopwords)
            .union(words.questionWords).union(words.clauseOpeners).union(phraseOpeners).union(numbers.keys)
        if let articles = words.soundArticles { listed.formUnion([articles.beforeVowel, articles.beforeConsonant]) }
        for spelling in listed.sorted() {
            guard !spelling.isEmpty, spelling.utf8.allSatisfy({ $0 != 0 && $0 < 0x80 && $0.asciiLowercased == $0 }) else {
                if !spelling.utf8.allSatisfy({ $0 < 0x80 }) { listsAreASCII = false }
                continue
            }
            let word = describe(spelling)
            var bytes = spelling
            bytes.withUTF8 { bytes in spellings.insert(bytes, at: spellings.find(bytes), word: word) }
        }
    }

    /// What the lists say of a word, given as UTF-8 bytes that are lowercase
    /// but for ASCII capitals, which are lowered here.
    ///
    /// - Parameter readable: How many bytes may be read from the word's start
    ///   (see ``ItemWordTable/find(_:readable:)``).
    @inline(__always)
    mutating func word(_ bytes: UnsafeBufferPointer<UInt8>, readable: Int, readableBefore: Int = 0) -> ItemWord {
        // Most words were met before: found in the caller, without a call.
        let place = spellings.find(bytes, readable: readable, readableBefore: readableBefore)
        return place.found ? place.word : enter(bytes, at: place)
    }

    /// Finds what the lists say of each of `tokens`, words of the text
    /// `bytes`: first all that were met before, in one loop, then each of the
    /// others in turn, so that new spellings are entered in the order of the
    /// text. Returns every list some word is in.
    mutating func lookUp(_ tokens: UnsafeMutableBufferPointer<ItemToken>, in bytes: UnsafeBufferPointer<UInt8>) -> ItemWord.Traits {
        var traits: ItemWord.Traits = []
        guard spellings.findAll(tokens, in: bytes, traits: &traits), let base = bytes.baseAddress else { return traits }
        for index in tokens.indices where tokens[index].word.base == ItemWord.notFound.base {
            let start = Int(tokens[index].start)
            tokens[index].word = word(UnsafeBufferPointer(start: base + start, count: Int(tokens[index].end) - start),
                                      readable: bytes.count - start, readableBefore: start)
            traits.formUnion(tokens[index].word.traits)
        }
        return traits
    }

    /// Describes a spelling not met before and enters it at `place`.
    @inline(never)
    private mutating func enter(_ bytes: UnsafeBufferPointer<UInt8>, at place: ItemWordTable.Place) -> ItemWord {
        let isASCII = bytes.allSatisfy { $0 < 0x80 }
        let word = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { buffer in
            for offset in bytes.indices { buffer[offset] = bytes[offset].asciiLowercased }
            let lowered = UnsafeBufferPointer(buffer)
            return listsAreASCII && isASCII ? describeUnlisted(lowered) : describe(String(decoding: lowered, as: UTF8.self))
        }
        spellings.insert(bytes, at: place, word: word)
        return word
    }

    /// Finds the distinct base forms of a question's stem, `stem` (the cache's
    /// numbers, in the order the stem first has each), adds them to
    /// `stemWords`, and sets the ``ItemToken/stemPlace`` of every word of the
    /// question's options, `words`: the place of its base form among them, if
    /// the stem has it.
    mutating func placeEchoes(ofStem stem: UnsafeBufferPointer<ItemToken>, in words: UnsafeMutableBufferPointer<ItemToken>,
                              addingTo stemWords: inout [Int32]) {
        guard !stem.isEmpty else { return }
        if placeInStem.count < baseNames.count {
            placeInStem += repeatElement(-1, count: baseNames.count - placeInStem.count)
        }
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: stem.count) { distinct in
            placeInStem.withUnsafeMutableBufferPointer { placeInStem in
                // Each base form kept at its first place, told by the place it already has, without a
                // branch on each word, which goes either way: a word without a base form reads the
                // first's place and writes it back. `new` is all ones for a base form (not negative)
                // with no place yet (negative), else 0.
                var kept = 0
                for token in stem {
                    let base = token.word.base
                    let slot = Int(max(base, 0))
                    let place = placeInStem[slot]
                    let new = Int16(truncatingIfNeeded: (~base & Int32(place)) >> 31)
                    distinct[kept] = base
                    placeInStem[slot] = Int16(truncatingIfNeeded: kept) & new | place & ~new
                    kept &+= Int(new & 1)
                }
                for index in words.indices {
                    let base = words[index].word.base
                    let place = placeInStem[Int(max(base, 0))]
                    words[index].stemPlace = base >= 0 ? place : -1
                }
                for word in distinct[..<kept] { placeInStem[Int(word)] = -1 }
                stemWords.append(contentsOf: distinct[..<kept])
            }
        }
    }

    /// Numbers the words of a bank's stems (``ItemQuestion/stemWords``) for
    /// the bank: 0, 1, 2… stem by stem, the words of a stem that no earlier
    /// stem has in the order the stem has them, and returns how many
    /// there are. The bank's numbers are dense where the cache's are not.
    ///
    /// - Parameter stemCounts: How many words each stem has, in the order `stemWords` holds them.
    mutating func numberStemWords(in stemWords: inout [Int32], stemCounts: some Sequence<Int>) -> Int {
        if bankStamp == .max {
            bankStamps = [UInt32](repeating: 0, count: bankStamps.count)
            bankStamp = 0
        }
        bankStamp += 1
        if bankStamps.count < baseNames.count {
            bankStamps += repeatElement(0, count: baseNames.count - bankStamps.count)
            bankNumbers += repeatElement(-1, count: baseNames.count - bankNumbers.count)
        }
        let stamp = bankStamp
        var numbered: Int32 = 0
        // The stems' words renumbered in place, without an array's uniqueness check per word.
        stemWords.withUnsafeMutableBufferPointer { stemWords in
            bankStamps.withUnsafeMutableBufferPointer { bankStamps in
                bankNumbers.withUnsafeMutableBufferPointer { bankNumbers in
                    withUnsafeTemporaryAllocation(of: Int32.self, capacity: max(1, stemWords.count)) { new in
                        var start = 0
                        for count in stemCounts {
                            let stem = UnsafeMutableBufferPointer(rebasing: stemWords[start..<(start + count)])
                            start += count
                            // The words no earlier stem has, in the order the stem has them (without a
                            // branch on each word, which goes either way). Not in the cache's order: the
                            // cache's numbers depend on the banks it served before, on whichever thread.
                            var newCount = 0
                            for word in stem {
                                new[newCount] = word
                                newCount &+= bankStamps[Int(word)] != stamp ? 1 : 0
                                bankStamps[Int(word)] = stamp
                            }
                            for word in new[..<newCount] {
                                bankNumbers[Int(word)] = numbered
                                numbered += 1
                            }
                            for place in stem.indices { stem[place] = bankNumbers[Int(stem[place])] }
                        }
                    }
                }
            }
        }
        return Int(numbered)
    }

    /// Looks a spelling up in every list, once; numbers its base form if it is distinctive.
    private mutating func describe(_ spelling: String) -> ItemWord {
        var word = listing(spelling)
        if words.isDistinctive(spelling) { word.base = number(words.baseForm(spelling)) }
        return word
    }

    /// What the lists say of a lowercase plain ASCII spelling that is in none
    /// of them (see ``listsAreASCII``): only whether it ends negatively, and its
    /// base form's number if it is distinctive, as ``describe(_:)`` would find.
    /// In ASCII, a string's suffix and its characters are its bytes.
    private mutating func describeUnlisted(_ spelling: UnsafeBufferPointer<UInt8>) -> ItemWord {
        let negative = negativeEndings.contains { ending in
            ending.count <= spelling.count && spelling[(spelling.count - ending.count)...].elementsEqual(ending)
        }
        // Not a stopword, which is listed; one byte is one scalar.
        let isDistinctive = spelling.allSatisfy { $0 &- 0x30 < 10 } || spelling.count >= 3
        return ItemWord(traits: negative ? [.negative, .negativeEnding] : [],
                        base: isDistinctive ? number(ascii: UnsafeBufferPointer(rebasing: spelling[..<ItemWords.baseFormLength(spelling, endings: endings)])) : -1,
                        phraseWord: -1)
    }

    /// The number of a base form, numbered now if it is new.
    private mutating func number(_ form: String) -> Int32 {
        if form.utf8.allSatisfy({ $0 < 0x80 }) {
            var form = form
            return form.withUTF8 { number(ascii: $0) }
        }
        if let known = baseNumbers[form] { return known }
        let new = Int32(baseNames.count)
        baseNumbers[form] = new
        baseNames.append(form)
        return new
    }

    /// The number of a lowercase plain ASCII base form, numbered now if it is new.
    private mutating func number(ascii form: UnsafeBufferPointer<UInt8>) -> Int32 {
        let place = asciiBaseForms.find(form)
        if place.found { return place.word.base }
        let new = Int32(baseNames.count)
        asciiBaseForms.insert(form, at: place, word: ItemWord(traits: [], base: new, phraseWord: -1))
        baseNames.append(String(decoding: form, as: UTF8.self))
        return new
    }

    /// What the lists say of a spelling, its base form not yet numbered.
    private func listing(_ spelling: String) -> ItemWord {
        var traits: ItemWord.Traits = []
        if words.absolutes.contains(spelling) { traits.insert(.absolute) }
        if words.absoluteQualifiers.contains(spelling) { traits.insert(.absoluteQualifier) }
        let negativeEnding = words.negativeEndings.contains(where: spelling.hasSuffix)
        if negativeEnding { traits.insert(.negativeEnding) }
        if negativeEnding || words.negatives.contains(spelling) { traits.insert(.negative) }
        if let articles = words.soundArticles {
            if spelling == articles.beforeVowel { traits.insert(.vowelArticle) }
            if spelling == articles.beforeConsonant { traits.insert(.consonantArticle) }
        }
        if words.combinationJoiners.contains(spelling) { traits.insert(.combinationJoiner) }
        if words.optionNames.contains(spelling) { traits.insert(.optionName) }
        if words.months.contains(spelling) { traits.insert(.month) }
        if words.beforeCommonEra.contains(spelling) || words.commonEra.contains(spelling) { traits.insert(.era) }
        if phraseOpeners.contains(spelling) { traits.insert(.opensPhrase) }
        if words.questionWords.contains(spelling) { traits.insert(.questionWord) }
        if words.clauseOpeners.contains(spelling) { traits.insert(.clauseOpener) }
        return ItemWord(traits: traits, base: -1, phraseWord: phraseWordNumbers[spelling] ?? -1)
    }

    // MARK: Lending caches to banks

    /// A cache of a language's words, for one bank: one given back earlier, or a new one.
    static func lease(_ words: ItemWords) -> ItemWordCache {
        pool.take(words.language) ?? pristine(of: words)
    }

    /// The cache of a language's lists alone, shared (a copy is written to only after it is copied).
    static func pristine(of words: ItemWords) -> ItemWordCache {
        pristineCaches.first { $0.words.language == words.language } ?? ItemWordCache(words: words)
    }

    /// Takes a cache back from a bank that is done with it, for the next bank.
    static func giveBack(_ cache: ItemWordCache) {
        guard cache.spellings.spellingCount <= maxSpellings else { return }
        pool.put(cache)
    }

    /// Each language's cache holding only its lists, the start of each new cache.
    private static let pristineCaches = ItemWords.all.map(ItemWordCache.init)
    private static let pool = Pool()

    /// The caches no bank is using, under a lock.
    private final class Pool: @unchecked Sendable {
        private let lock = Lock()
        private var idle: [ItemWordCache] = []

        func take(_ language: String) -> ItemWordCache? {
            lock.lock()
            defer { lock.unlock() }
            guard let index = idle.lastIndex(where: { $0.words.language == language }) else { return nil }
            return idle.remove(at: index)
        }

        /// Keeps `cache` for the next bank, unless as many are kept already
        /// (a long-lived process on many cores would keep one per core).
        func put(_ cache: ItemWordCache) {
            lock.lock()
            defer { lock.unlock() }
            guard idle.count < Self.maxIdle else { return }
            idle.append(cache)
        }

        /// The most caches kept between banks, of all languages.
        static let maxIdle = 4
    }
}
