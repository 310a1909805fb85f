/// What a question-quality rule knows of a bank's language when it checks
/// one question: the language's word lists, if it has any, and its phrases
/// numbered as the bank's words are.
///
/// A question is checked while its bank is still being read, as soon as it is
/// cut into words (see ``ItemRule/check(_:in:parameter:log:)``): what a rule
/// reads of the bank then is its language alone, never its other questions.
struct ItemLanguage: Sendable {
    /// The word lists of the language, or `nil` when there are none for it.
    let words: ItemWords?
    /// The language's all-or-none phrases, their words numbered.
    let allNonePhrases: [ItemVocabulary.NumberedPhrase]
    /// The language's combination phrases, their words numbered.
    let combinationPhrases: [ItemVocabulary.NumberedPhrase]

    /// Whether the language has word lists: rules that read words are silent without.
    var hasWords: Bool { words != nil }

    /// The language of a bank cut with `vocabulary`, which is `nil` when the language has no word lists.
    init(_ vocabulary: ItemVocabulary?) {
        words = vocabulary?.words
        allNonePhrases = vocabulary?.allNonePhrases ?? []
        combinationPhrases = vocabulary?.combinationPhrases ?? []
    }
}
