/// One word of a question's text as the item-quality rules read it: where it
/// is written, and what the bank's language says of it, looked up once per
/// spelling (see ``ItemVocabulary``).
struct ItemToken: Sendable {
    /// Where the word is written: UTF-8 offsets into its text.
    var start: UInt32
    var end: UInt32
    /// What the word is in the bank's language; nothing without word lists.
    var word: ItemWord = .unknown
    /// For a word of an option, the place of its base form among the
    /// question's ``ItemQuestion/stemWords``, when the stem has it; else -1.
    var stemPlace: Int16 = -1

    /// The number of UTF-8 bytes of the word as written.
    var byteCount: Int { Int(end - start) }
}

/// What the word lists of a language say of one lowercase spelling.
struct ItemWord: Sendable, Equatable {
    // Declared in this order, the three take 8 bytes.
    /// The lists the spelling belongs to.
    var traits: Traits
    /// The spelling's number among the words of the language's phrases
    /// (see ``ItemVocabulary/NumberedPhrase``), else -1.
    var phraseWord: Int16
    /// The number of the spelling's base form, in the word cache the bank is
    /// built with (``ItemWordCache``), when the word is distinctive (see
    /// ``ItemWords/isDistinctive(_:)``), else -1.
    var base: Int32

    init(traits: Traits, base: Int32, phraseWord: Int16) {
        self.traits = traits
        self.phraseWord = phraseWord
        self.base = base
    }

    /// A word no list holds.
    static let unknown = ItemWord(traits: [], base: -1, phraseWord: -1)
    /// A word not yet looked up in a word table (see ``ItemWordTable/findAll(_:in:)``).
    static let notFound = ItemWord(traits: [], base: .min, phraseWord: -1)

    /// The lists of ``ItemWords`` a spelling belongs to, as bits.
    struct Traits: OptionSet, Sendable {
        let rawValue: UInt16
        /// One of ``ItemWords/absolutes``.
        static let absolute = Traits(rawValue: 1 << 0)
        /// One of ``ItemWords/absoluteQualifiers``.
        static let absoluteQualifier = Traits(rawValue: 1 << 1)
        /// One of ``ItemWords/negatives``, or ending in one of ``ItemWords/negativeEndings``.
        static let negative = Traits(rawValue: 1 << 2)
        /// Ending in one of ``ItemWords/negativeEndings``.
        static let negativeEnding = Traits(rawValue: 1 << 3)
        /// The language's article before a vowel sound (`an`).
        static let vowelArticle = Traits(rawValue: 1 << 4)
        /// The language's article before a consonant sound (`a`).
        static let consonantArticle = Traits(rawValue: 1 << 5)
        /// One of ``ItemWords/combinationJoiners``.
        static let combinationJoiner = Traits(rawValue: 1 << 6)
        /// One of ``ItemWords/optionNames``.
        static let optionName = Traits(rawValue: 1 << 7)
        /// One of ``ItemWords/months``.
        static let month = Traits(rawValue: 1 << 8)
        /// One of ``ItemWords/beforeCommonEra`` or ``ItemWords/commonEra``.
        static let era = Traits(rawValue: 1 << 9)
        /// The first word of one of ``ItemWords/allNonePhrases`` or ``ItemWords/combinationPhrases``.
        static let opensPhrase = Traits(rawValue: 1 << 10)
        /// One of ``ItemWords/questionWords``.
        static let questionWord = Traits(rawValue: 1 << 11)
        /// One of ``ItemWords/clauseOpeners``.
        static let clauseOpener = Traits(rawValue: 1 << 12)

        /// Either sound-chosen article.
        static let soundArticle: Traits = [.vowelArticle, .consonantArticle]
    }
}
