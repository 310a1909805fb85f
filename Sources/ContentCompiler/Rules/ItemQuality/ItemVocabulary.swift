/// The spellings met in one bank's questions, each looked up in the word lists
/// of the bank's language once: a word is found again by its lowercase UTF-8
/// bytes in a hash table, without a string per occurrence.
///
/// Every spelling of the language's lists is in the table from the start, with
/// what the lists say of it, so that a plain ASCII spelling new to the bank and
/// not in the table is in no list and only its base form is looked for. Other
/// new spellings are looked up in the lists' `Set<String>`, which keep Swift's
/// string equality, so a spelling gets exactly what the lists say of it.
struct ItemVocabulary: Sendable {
    /// The word lists of the bank's language.
    let words: ItemWords
    /// The base form of each distinctive word of the bank, by its number.
    private(set) var baseNames: [String] = []
    private var baseNumbers: [String: Int32] = [:]
    /// The language's all-or-none phrases, their words numbered.
    let allNonePhrases: [NumberedPhrase]
    /// The language's combination phrases, their words numbered.
    let combinationPhrases: [NumberedPhrase]
    private let phraseWordNumbers: [String: Int32]
    private let phraseOpeners: Set<String>

    /// The base forms of the listed distinctive spellings, numbered in the bank
    /// only when the bank meets them: such an entry's `base` is `-2 - i` for
    /// form `i` until then, so that numbers follow the bank's words.
    private var listedForms: [String] = []
    /// Whether every spelling of the lists is plain lowercase ASCII, so that
    /// an ASCII spelling missing from the table is in no list.
    private var listsAreASCII = true

    /// By base-form number, the place of the word among the stem being
    /// numbered (-1 when it is not there); all -1 between questions.
    private var placeInStem: [Int16] = []

    // The table: `slots` holds entry numbers (-1 for none), a power of two of them;
    // entry i is spelt `keys[keyStarts[i]..<keyStarts[i + 1]]`, and a spelling of
    // at most 8 bytes is also packed into `shortKeys[i]` (0 for a longer one), so
    // that most words are compared as one number.
    private var slots: [Int32] = Array(repeating: -1, count: 1024)
    private var hashes: [UInt64] = []
    private var shortKeys: [UInt64] = []
    private var keyStarts: [Int] = [0]
    private var keys: [UInt8] = []
    private var entries: [ItemWord] = []

    /// A phrase of the language with its words as phrase-word numbers.
    struct NumberedPhrase: Sendable {
        /// The phrase as the lists write it.
        var phrase: ItemWords.Phrase
        /// Its words' numbers, in order.
        var words: [Int32]
    }

    /// An empty vocabulary over a language's lists.
    init(words: ItemWords) {
        self.words = words
        var numbers: [String: Int32] = [:]
        func numbered(_ phrases: [ItemWords.Phrase]) -> [NumberedPhrase] {
            phrases.map { phrase in
                NumberedPhrase(phrase: phrase, words: phrase.words.map { word in
                    if let known = numbers[word] { return known }
                    let new = Int32(numbers.count)
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
            .union(phraseOpeners).union(numbers.keys)
        if let articles = words.soundArticles { listed.formUnion([articles.beforeVowel, articles.beforeConsonant]) }
        for spelling in listed.sorted() {
            guard !spelling.isEmpty, spelling.utf8.allSatisfy({ $0 != 0 && $0 < 0x80 && Self.lowered($0) == $0 }) else {
                if !spelling.utf8.allSatisfy({ $0 < 0x80 }) { listsAreASCII = false }
                continue
            }
            var word = listing(spelling)
            if words.isDistinctive(spelling) {
                word.base = -2 - Int32(listedForms.count)
                listedForms.append(words.baseForm(spelling))
            }
            var bytes = spelling
            bytes.withUTF8 { bytes in
                let (hash, shortKey) = hashed(bytes)
                let slot = Self.find(bytes, hash: hash, shortKey: shortKey, slots: slots, hashes: hashes,
                                     shortKeys: shortKeys, keys: keys, keyStarts: keyStarts).slot
                add(bytes, word, hash: hash, shortKey: shortKey, slot: slot)
            }
        }
    }

    /// An empty vocabulary for a language tag such as `en` or `en-GB` (see
    /// ``ItemWords/forLanguage(_:)``), its phrases numbered once for every bank;
    /// `nil` when the language has no word lists.
    static func forLanguage(_ tag: String) -> ItemVocabulary? {
        ItemWords.forLanguage(tag).flatMap { words in empty.first { $0.words.language == words.language } }
    }

    private static let empty = ItemWords.all.map(ItemVocabulary.init)

    /// Finds what the lists say of each word of a text, given as its UTF-8 bytes.
    mutating func lookUp(_ tokens: inout [ItemToken], in bytes: UnsafeBufferPointer<UInt8>) {
        for index in tokens.indices {
            let token = tokens[index]
            tokens[index].word = word(UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)]))
        }
    }

    /// Sets the ``ItemToken/stemPlace`` of every word of the options: where
    /// the stem has its base form, if it does.
    mutating func placeEchoes(of stemWords: [Int32], in options: inout [ItemText]) {
        guard !stemWords.isEmpty else { return }
        if placeInStem.count < baseNames.count {
            placeInStem += repeatElement(-1, count: baseNames.count - placeInStem.count)
        }
        for (place, word) in stemWords.enumerated() { placeInStem[Int(word)] = Int16(place) }
        for option in options.indices {
            for index in options[option].tokens.indices {
                let base = options[option].tokens[index].word.base
                if base >= 0 { options[option].tokens[index].stemPlace = placeInStem[Int(base)] }
            }
        }
        for word in stemWords { placeInStem[Int(word)] = -1 }
    }

    /// What the lists say of a word, given as UTF-8 bytes that are lowercase
    /// but for ASCII capitals, which are lowered here.
    mutating func word(_ bytes: UnsafeBufferPointer<UInt8>) -> ItemWord {
        let (hash, shortKey) = hashed(bytes)
        let (found, slot) = Self.find(bytes, hash: hash, shortKey: shortKey, slots: slots, hashes: hashes,
                                      shortKeys: shortKeys, keys: keys, keyStarts: keyStarts)
        if let found {
            let base = entries[found].base
            if base <= -2 { entries[found].base = number(listedForms[Int(-2 - base)]) }
            return entries[found]
        }
        let spelling = String(decoding: bytes.lazy.map(Self.lowered), as: UTF8.self)
        let word = listsAreASCII && bytes.allSatisfy({ $0 < 0x80 }) ? describeUnlisted(spelling) : describe(spelling)
        add(bytes, word, hash: hash, shortKey: shortKey, slot: slot)
        return word
    }

    /// The hash of a spelling lowered, and the spelling packed into a number when it has at most 8 bytes.
    private func hashed(_ bytes: UnsafeBufferPointer<UInt8>) -> (hash: UInt64, shortKey: UInt64) {
        // No word holds a zero byte, so a packed spelling is never 0 and tells its length.
        var shortKey: UInt64 = 0
        var hash: UInt64
        if bytes.count <= 8 {
            for offset in 0..<bytes.count { shortKey |= UInt64(Self.lowered(bytes[offset])) << UInt64(offset * 8) }
            hash = Self.mixed(shortKey ^ seed)
        } else {
            hash = 0xCBF2_9CE4_8422_2325 ^ seed
            for byte in bytes { hash = (hash ^ UInt64(Self.lowered(byte))) &* 0x100_0000_01B3 }
            hash = Self.mixed(hash)
        }
        return (hash, shortKey)
    }

    /// Enters a spelling, lowered, in the empty slot `find` gave for it.
    private mutating func add(_ bytes: UnsafeBufferPointer<UInt8>, _ word: ItemWord, hash: UInt64, shortKey: UInt64, slot: Int) {
        keys.append(contentsOf: bytes.lazy.map(Self.lowered))
        keyStarts.append(keys.count)
        slots[slot] = Int32(entries.count)
        hashes.append(hash)
        shortKeys.append(shortKey)
        entries.append(word)
        if entries.count * 2 > slots.count { grow() }
    }

    /// What the lists say of a word already lowercased.
    mutating func word(lowercased: String) -> ItemWord {
        var spelling = lowercased
        return spelling.withUTF8 { word($0) }
    }

    /// A seed drawn once per run, so that content cannot be written to make
    /// its words collide in the table; what is found does not depend on it.
    private static let runSeed = UInt64.random(in: .min ... .max)
    /// The run's seed, kept by each vocabulary so that a lookup reads a field.
    private let seed = Self.runSeed

    /// SplitMix64's finalizer: every bit of the hash depends on every bit of `value`.
    private static func mixed(_ value: UInt64) -> UInt64 {
        var value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    private static func lowered(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
    }

    /// The number of the entry spelt by `bytes`, or the empty slot where it goes.
    ///
    /// A static function given the tables, so that no copy of the whole
    /// vocabulary is made for it or its closures.
    private static func find(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, shortKey: UInt64, slots: [Int32], hashes: [UInt64],
                             shortKeys: [UInt64], keys: [UInt8], keyStarts: [Int]) -> (entry: Int?, slot: Int) {
        slots.withUnsafeBufferPointer { slots in
            hashes.withUnsafeBufferPointer { hashes in
                shortKeys.withUnsafeBufferPointer { shortKeys in
                    let mask = slots.count - 1
                    var slot = Int(truncatingIfNeeded: hash) & mask
                    while slots[slot] >= 0 {
                        let entry = Int(slots[slot])
                        if hashes[entry] == hash {
                            if shortKey != 0 {
                                if shortKeys[entry] == shortKey { return (entry, slot) }
                            } else if spelling(entry, keys: keys, keyStarts: keyStarts, equals: bytes) {
                                return (entry, slot)
                            }
                        }
                        slot = (slot + 1) & mask
                    }
                    return (nil, slot)
                }
            }
        }
    }

    private static func spelling(_ entry: Int, keys: [UInt8], keyStarts: [Int], equals bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = keyStarts[entry]
        guard keyStarts[entry + 1] - start == bytes.count else { return false }
        for offset in 0..<bytes.count where keys[start + offset] != lowered(bytes[offset]) { return false }
        return true
    }

    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (entry, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(entry)
        }
    }

    /// Looks a spelling up in every list, once; numbers its base form if it is distinctive.
    private mutating func describe(_ spelling: String) -> ItemWord {
        var word = listing(spelling)
        if words.isDistinctive(spelling) { word.base = number(words.baseForm(spelling)) }
        return word
    }

    /// What the lists say of a plain ASCII spelling that is in none of them
    /// (see ``listsAreASCII``): only whether it ends negatively, and its base
    /// form's number if it is distinctive, as ``describe(_:)`` would find.
    private mutating func describeUnlisted(_ spelling: String) -> ItemWord {
        var traits: ItemWord.Traits = []
        if words.negativeEndings.contains(where: spelling.hasSuffix) { traits = [.negative, .negativeEnding] }
        // Not a stopword, which is listed; one byte is one scalar.
        let isDistinctive = spelling.utf8.allSatisfy { $0 &- 0x30 < 10 } || spelling.utf8.count >= 3
        return ItemWord(traits: traits, base: isDistinctive ? number(words.baseForm(spelling)) : -1, phraseWord: -1)
    }

    /// The bank's number of a base form, numbered now if it is new to the bank.
    private mutating func number(_ form: String) -> Int32 {
        if let known = baseNumbers[form] { return known }
        let new = Int32(baseNames.count)
        baseNumbers[form] = new
        baseNames.append(form)
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
        return ItemWord(traits: traits, base: -1, phraseWord: phraseWordNumbers[spelling] ?? -1)
    }
}
