/// The spellings met in one bank's questions, each looked up in the word lists
/// of the bank's language once: a word is found again by its lowercase UTF-8
/// bytes in a hash table (``ItemSpellingTable``), without a string per occurrence.
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
    /// The numbers of the plain ASCII base forms, by their bytes (as `baseNames` has them).
    private var asciiBaseForms = ItemSpellingTable()
    private var asciiBaseNumbers: [Int32] = []
    /// The numbers of the other base forms.
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
    /// The language's ``ItemWords/endings`` and ``ItemWords/negativeEndings`` as UTF-8.
    private let endings: [[UInt8]]
    private let negativeEndings: [[UInt8]]

    /// By base-form number, the place of the word among the stem being
    /// numbered (-1 when it is not there); all -1 between questions.
    private var placeInStem: [Int16] = []

    /// The spellings met, numbered as `entries` are.
    private var spellings = ItemSpellingTable()
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
        endings = words.endings.map { Array($0.utf8) }
        negativeEndings = words.negativeEndings.map { Array($0.utf8) }
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
            guard !spelling.isEmpty, spelling.utf8.allSatisfy({ $0 != 0 && $0 < 0x80 && $0.asciiLowercased == $0 }) else {
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
                spellings.insert(bytes, at: spellings.find(bytes))
                entries.append(word)
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
        let place = spellings.find(bytes)
        if let found = place.number.map(Int.init) {
            let base = entries[found].base
            if base <= -2 { entries[found].base = number(listedForms[Int(-2 - base)]) }
            return entries[found]
        }
        spellings.insert(bytes, at: place)
        let isASCII = bytes.allSatisfy { $0 < 0x80 }
        let word = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { buffer in
            for offset in bytes.indices { buffer[offset] = bytes[offset].asciiLowercased }
            let lowered = UnsafeBufferPointer(buffer)
            return listsAreASCII && isASCII ? describeUnlisted(lowered) : describe(String(decoding: lowered, as: UTF8.self))
        }
        entries.append(word)
        return word
    }

    /// What the lists say of a word already lowercased.
    mutating func word(lowercased: String) -> ItemWord {
        var spelling = lowercased
        return spelling.withUTF8 { word($0) }
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

    /// The bank's number of a base form, numbered now if it is new to the bank.
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

    /// The bank's number of a lowercase plain ASCII base form, numbered now if it is new to the bank.
    private mutating func number(ascii form: UnsafeBufferPointer<UInt8>) -> Int32 {
        let place = asciiBaseForms.find(form)
        if let known = place.number { return asciiBaseNumbers[Int(known)] }
        asciiBaseForms.insert(form, at: place)
        let new = Int32(baseNames.count)
        asciiBaseNumbers.append(new)
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
        return ItemWord(traits: traits, base: -1, phraseWord: phraseWordNumbers[spelling] ?? -1)
    }
}
