/// The words of one language that the item-quality rules (SPEC §4.2) look for.
///
/// Each language is one file declaring one value, listed in ``ItemWords/all``.
/// A list left empty switches off the rule that needs it for that language,
/// and a language without a value here switches off every rule that reads
/// words: they stay silent rather than guess. Phrases are written as plain
/// lowercase text; they are matched word by word.
struct ItemWords: Sendable {
    /// The primary language subtag, such as `en`.
    var language: String
    /// Words that claim without exception (`always`, `never`, `only`).
    var absolutes: Set<String>
    /// Words before an absolute that soften it (`almost` in `almost always`, `not` in `not always`).
    var absoluteQualifiers: Set<String>
    /// Words that make a question negative (`not`, `except`, `least`).
    var negatives: Set<String>
    /// Endings that make a word negative (`n't` in `isn't`).
    var negativeEndings: [String]
    /// Phrases holding a negative word that do not ask negatively (`at least`, `not only`).
    var notNegativePhrases: [Phrase]
    /// Words that ask (`which`, `what`): the clause holding one is the question proper.
    var questionWords: Set<String>
    /// Words that open a clause inside the question (`who` in "people who do not
    /// plan"): a negative after one belongs to that clause, not to the question.
    var clauseOpeners: Set<String>
    /// Options that stand for all or none of the others (`all of the above`).
    var allNonePhrases: [Phrase]
    /// Options that stand for some of the others (`both of the above`).
    var combinationPhrases: [Phrase]
    /// Words that join option letters into a combined option (`and` in `A and C`).
    var combinationJoiners: Set<String>
    /// Words that name an option by its letter or number (`option` in `options 1 and 3`).
    var optionNames: Set<String>
    /// The articles whose form depends on the sound of the next word, if the
    /// language has such (English `a` and `an`).
    var soundArticles: SoundArticles?
    /// Month names, for dated options, in calendar order.
    var months: [String]
    /// Words after a year that put it before the common era (`BC`).
    var beforeCommonEra: Set<String>
    /// Words after a year that put it in the common era (`AD`).
    var commonEra: Set<String>
    /// Words too common to tell questions apart or to give an answer away.
    var stopwords: Set<String>
    /// Endings cut from a word in turn, each at most once, so that its forms
    /// compare equal (`judges`, `judged` and `judge` all give `judg`).
    var endings: [String]

    /// A phrase, written as lowercase words separated by spaces, and its words.
    struct Phrase: Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The phrase as written.
        var description: String
        /// Its words, cut once.
        var words: [String]

        init(stringLiteral text: String) {
            description = text
            words = text.split(separator: " ").map(String.init)
        }
    }

    /// The articles chosen by the sound of the next word.
    struct SoundArticles: Sendable {
        /// The article before a consonant sound (`a`).
        var beforeConsonant: String
        /// The article before a vowel sound (`an`).
        var beforeVowel: String
        /// Whether a word, lowercased, starts with a vowel sound.
        var startsWithVowelSound: @Sendable (String) -> Bool
    }
}

extension ItemWords {
    /// Every language with word lists, one file each.
    static let all: [ItemWords] = [.english]

    /// The lists for a language tag such as `en` or `en-GB`, chosen by its
    /// primary subtag; `nil` when there are none.
    static func forLanguage(_ tag: String) -> ItemWords? {
        let primary = tag.split(separator: "-").first.map { $0.lowercased() } ?? ""
        return all.first { $0.language == primary }
    }

    /// A word's base form for comparison: each of ``endings`` in turn cut when
    /// at least three letters remain.
    func baseForm(_ word: String) -> String {
        func cut(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
            let kept = Self.baseFormLength(bytes, endings: endings.map { Array($0.utf8) })
            return kept == bytes.count ? word : String(decoding: bytes[..<kept], as: UTF8.self)
        }
        return word.utf8.withContiguousStorageIfAvailable(cut) ?? Array(word.utf8).withUnsafeBufferPointer(cut)
    }

    /// The number of leading bytes of a word, as UTF-8, that its ``baseForm(_:)``
    /// keeps, given the language's ``endings`` as UTF-8.
    static func baseFormLength(_ bytes: UnsafeBufferPointer<UInt8>, endings: [[UInt8]]) -> Int {
        var kept = bytes.count
        for ending in endings {
            let length = ending.count
            if kept - length >= 3, bytes[(kept - length)..<kept].elementsEqual(ending) { kept -= length }
        }
        return kept
    }

    /// Whether a word counts as distinctive: a number written in digits, or a
    /// word of at least three letters that is not a stopword.
    func isDistinctive(_ word: String) -> Bool {
        word.unicodeScalars.allSatisfy(ItemText.isDigit) || word.unicodeScalars.count >= 3 && !stopwords.contains(word)
    }
}
