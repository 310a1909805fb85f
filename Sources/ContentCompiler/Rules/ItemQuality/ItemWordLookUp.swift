/// Where ``ItemText`` looks up the words it cuts: a bank's vocabulary, or no lists.
protocol ItemWordLookUp {
    /// Whether words are looked up at all.
    static var looksUp: Bool { get }
    /// What the lists say of a word (see ``ItemVocabulary/word(_:)``).
    mutating func word(_ bytes: UnsafeBufferPointer<UInt8>) -> ItemWord
    /// The same, for a word of at most 8 bytes with its packed number (see ``ItemVocabulary/word(_:packed:)``).
    mutating func word(_ bytes: UnsafeBufferPointer<UInt8>, packed: UInt64) -> ItemWord
}

extension ItemVocabulary: ItemWordLookUp {
    static var looksUp: Bool { true }
}

/// No word lists: every word is ``ItemWord/unknown``.
struct NoWordLists: ItemWordLookUp {
    static var looksUp: Bool { false }
    func word(_ bytes: UnsafeBufferPointer<UInt8>) -> ItemWord { .unknown }
    func word(_ bytes: UnsafeBufferPointer<UInt8>, packed: UInt64) -> ItemWord { .unknown }
}
