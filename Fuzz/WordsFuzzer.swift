@testable import ContentCompiler

// libFuzzer entry point for the word cutting of the question-quality rules.
// Fuzz/run compiles Sources/ContentCompiler with -enable-testing and this file
// against it (`Fuzz/run words`).
//
// Each input is the UTF-8 of one text of a question. It is copied into a heap
// block of exactly its size, and cut into a block of exactly
// `ItemText.wordCapacity(byteCount:)` words, so that AddressSanitizer reports
// any read or write past either: the byte cut reads 8 bytes at once, and the
// word table reads short words as the 8 bytes around them. Besides crashes,
// leaks, timeouts and memory blow-ups, it traps when:
//
// - a word the byte cut gives is not inside the text, or the words are out of
//   order, overlap or are more than the capacity, or one is empty (bytes that
//   are not UTF-8, which no string holds, are only checked for these bounds);
// - the byte cut reads a text (returns a cut) and that text, as a string, is
//   cut by `ItemText.cutScalars` into other words, other lowercased words or
//   another length, or some word is one capital letter and the byte cut did
//   not say so;
// - a word with a Latin letter of two bytes was cut and the byte cut did not
//   say so (its lookup would then not lower the letter);
// - the vocabulary finds for a word, looked up on the text's bytes, something
//   other than the English lists say of its lowercase (their lists, the base
//   form of a distinctive word), or other than what it finds for the same
//   lowercase string;
// - `ItemText.withWords(of:vocabulary:_:)` keeps other words than `ItemText.cut` gives.

/// Two vocabularies kept across inputs, so that their tables grow as a long
/// build's do: one looked up on bytes, one on lowercase strings.
nonisolated(unsafe) private var byBytes = ItemVocabulary(words: .english)
nonisolated(unsafe) private var byStrings = ItemVocabulary(words: .english)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWords(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    // Started afresh now and then, so that the tables do not grow without end.
    if byBytes.baseNames.count > 50_000 {
        byBytes = ItemVocabulary(words: .english)
        byStrings = ItemVocabulary(words: .english)
    }
    let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: size)
    defer { bytes.deallocate() }
    if size > 0, let data { _ = bytes.initialize(from: UnsafeBufferPointer(start: data, count: size)) }
    let text = UnsafeBufferPointer(bytes)
    let capacity = max(1, ItemText.wordCapacity(byteCount: size))
    let words = UnsafeMutablePointer<ItemToken>.allocate(capacity: capacity)
    defer { words.deallocate() }

    let cut = ItemText.cutPlain(text, into: words)
    let string = String(validating: text, as: UTF8.self)
    if let cut {
        WordsFuzzChecks.require(cut.words <= capacity && cut.words <= ItemText.maxWords, "\(cut.words) words, room for \(capacity)")
        var previousEnd = 0
        for index in 0..<cut.words {
            let token = words[index]
            // Bytes that are not UTF-8, which no string holds, may be cut into empty words, but inside the text.
            WordsFuzzChecks.require(Int(token.start) >= previousEnd && (token.start < token.end || string == nil && token.start == token.end)
                                        && Int(token.end) <= size,
                                    "word \(index) at \(token.start)..<\(token.end) after \(previousEnd) of \(size) bytes")
            previousEnd = Int(token.end)
            let hasLatinLetter = text[Int(token.start)..<Int(token.end)].contains { $0 &- 0xC2 < 0x1E }
            WordsFuzzChecks.require(string == nil || !hasLatinLetter || cut.hasLettersBeyondASCII, "word \(index) has a Latin letter, unflagged")
        }
        if let string {
            WordsFuzzChecks.compareCuts(string, bytes: text, words: UnsafeMutableBufferPointer(start: words, count: cut.words),
                                        length: cut.length, hasOneLetterCapital: cut.hasOneLetterCapital,
                                        hasLettersBeyondASCII: cut.hasLettersBeyondASCII)
        }
    }
    if let string { WordsFuzzChecks.compareItemText(string) }
    return 0
}

/// The invariants the fuzzer checks.
enum WordsFuzzChecks {
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError(message()) }
    }

    /// The byte cut of `string` (its words in `words`) against the scalar
    /// cut, and its lookups against the lists.
    static func compareCuts(_ string: String, bytes: UnsafeBufferPointer<UInt8>, words: UnsafeMutableBufferPointer<ItemToken>,
                            length: Int, hasOneLetterCapital: Bool, hasLettersBeyondASCII: Bool) {
        let scalars = ItemText.cutScalars(string)
        let byteWords = words.map { String(decoding: bytes[Int($0.start)..<Int($0.end)], as: UTF8.self) }
        require(byteWords == scalars.words.map(String.init),
                "\(string.debugDescription): byte cut \(byteWords), scalar cut \(scalars.words)")
        require(length == scalars.length, "\(string.debugDescription): length \(length), scalar cut \(scalars.length)")
        let oneCapital = scalars.words.contains { $0.utf8.count == 1 && $0.utf8.first! &- UInt8(ascii: "A") < 26 }
        require(hasOneLetterCapital == oneCapital, "\(string.debugDescription): one-letter capital \(hasOneLetterCapital), scalar cut \(oneCapital)")
        let plain = ItemText.cutPlain(string)
        require(plain?.lowercased == scalars.lowercased,
                "\(string.debugDescription): lowercased \(plain?.lowercased ?? []), scalar cut \(scalars.lowercased)")

        // The words looked up on the text's bytes, as ItemText does.
        let traits = hasLettersBeyondASCII ? byBytes.lookUpLowering(words, in: bytes) : byBytes.lookUp(words, in: bytes)
        var union: ItemWord.Traits = []
        for (index, lowercased) in scalars.lowercased.enumerated() {
            let found = words[index].word
            union.formUnion(found.traits)
            let expected = expectedWord(lowercased)
            require(found.traits == expected.traits, "\(lowercased.debugDescription) in \(string.debugDescription): traits \(found.traits.rawValue), lists \(expected.traits.rawValue)")
            let base = found.base >= 0 ? byBytes.baseNames[Int(found.base)] : nil
            require(base == expected.base, "\(lowercased.debugDescription) in \(string.debugDescription): base \(base ?? "none"), lists \(expected.base ?? "none")")
            let viaString = byStrings.word(lowercased: lowercased)
            require(viaString.traits == found.traits && viaString.phraseWord == found.phraseWord
                        && (viaString.base >= 0 ? byStrings.baseNames[Int(viaString.base)] : nil) == base,
                    "\(lowercased.debugDescription) in \(string.debugDescription): on bytes \(found), as a string \(viaString)")
        }
        require(traits == union, "\(string.debugDescription): traits \(traits.rawValue), of the words \(union.rawValue)")
    }

    /// The first words of the English phrases.
    static let phraseOpeners = Set((ItemWords.english.allNonePhrases + ItemWords.english.combinationPhrases).compactMap(\.words.first))

    /// What the English lists say of a lowercase spelling: its lists and,
    /// when it is distinctive, its base form.
    static func expectedWord(_ spelling: String) -> (traits: ItemWord.Traits, base: String?) {
        let words = ItemWords.english
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
        return (traits, words.isDistinctive(spelling) ? words.baseForm(spelling) : nil)
    }

    /// A text cut as the rules cut it, with a vocabulary, keeps the words
    /// `ItemText.cut` gives, and its length.
    static func compareItemText(_ string: String) {
        var vocabulary: ItemVocabulary? = byStrings
        let (kept, length) = ItemText.withWords(of: string, vocabulary: &vocabulary) { item in
            (item.tokens.indices.map(item.word), item.length)
        }
        byStrings = vocabulary!
        let cut = ItemText.cut(string)
        require(kept == cut.words, "\(string.debugDescription): ItemText kept \(kept), cut \(cut.words)")
        require(length == cut.length, "\(string.debugDescription): ItemText length \(length), cut \(cut.length)")
    }
}
