import ContentRuntime
import YAML

/// A choice question as the item-quality rules read it: its stem and options
/// cut into words, its correct options, and where each was written.
///
/// Only questions whose shape is sound become items: `mcq` or `msq`, with a
/// stem, 2 to 6 options and correct indices among them. What the shape rules
/// report is not judged for quality as well, nor is a question whose stem is
/// still a `TODO:` placeholder: P107 reports it, and its options and key are
/// the scaffold's, not yet the author's.
struct ItemQuestion: ItemQuestionOutline, Sendable {
    var file: String
    var mark: Mark
    /// The stem, and where it is written.
    var stem: ItemText
    var stemMark: Mark
    /// The options in order, among those of the question being checked (see
    /// ``ItemOptions`` and ``withWords(_:options:_:)``), and as written with
    /// where each is (kept as the question holds them, not copied).
    var options: ItemOptions
    var writtenOptions: [Located<String>]
    /// The numbers of the base forms of the stem's distinctive words in the
    /// bank's language (see ``ItemWords/isDistinctive(_:)``), each once, found
    /// once for every rule; empty without word lists. They are the word
    /// cache's numbers, in the order the stem first has each, among the
    /// bank's (see ``ItemStemWords``), which number them for the bank once
    /// they are all cut (``ItemBank/wordCount``): a rule that checks one
    /// question reads only how many there are, and the words' places in the
    /// stem (``ItemToken/stemPlace``).
    var stemWords: ItemStemWords
    var correct: Answers
    /// Every list some word of some option is in (see ``ItemText/traits``),
    /// so that a rule tells at once that no option holds a word it looks for.
    var optionTraits: ItemWord.Traits = []
    /// Whether some option has a word that is a single capital letter (see ``ItemText/hasOneLetterCapital``).
    var someOptionHasOneLetterCapital = false

    /// The item for the question at `source`, or `nil` when it is not a sound choice
    /// question; its words are looked up in the bank's vocabulary when there is one.
    ///
    /// - Parameters:
    ///   - scratch: Room to cut words in, kept from one question of the bank
    ///     to the next and grown when a question needs more.
    ///   - optionTexts: Room for the options of the question, to which they
    ///     are added, emptied by the bank before each question; the question
    ///     reads them while it is checked (``withWords(_:options:_:)``).
    ///   - stemNumbers: The ``stemWords`` of the bank's questions so far, to
    ///     which this question's are added; the question counts them, and the
    ///     bank's rules read them (``ItemBankQuestion/stemWords``).
    init?(_ source: UnsafePointer<QuestionSource>, file: String, vocabulary: inout ItemVocabulary?,
          scratch: inout [ItemToken], options optionTexts: inout [ItemText], stemWords stemNumbers: inout [Int32]) {
        // The question is read where it is, field by field, through optional chaining: a
        // `QuestionSource` passed by value, or a whole optional `Located` bound, is copied
        // (through generic outlined copies), which cost more than the rest here.
        guard !source.pointee.hasInvalidType, source.pointee.effectiveType != .open,
              let text = source.pointee.text?.value, let stemMark = source.pointee.text?.mark, !Placeholder.isPlaceholder(text),
              source.pointee.options?.hasInvalidItems == false, let written = source.pointee.options?.value,
              (2...6).contains(written.count),
              source.pointee.correct?.hasInvalidItems == false, let correctIndices = source.pointee.correct?.indices, !correctIndices.isEmpty
        else { return nil }
        // Each once, among the options: so at most 6.
        var answers = Answers()
        for index in correctIndices {
            guard written.indices.contains(index.value), !answers.contains(index.value) else { return nil }
            answers.append(index.value)
        }
        guard source.pointee.effectiveType == .msq || answers.count == 1 else { return nil }
        self.file = file
        self.mark = source.pointee.mark
        self.stemMark = stemMark
        // The words of the stem, then of each option, cut into one buffer with room for the most
        // each text can hold: the texts read them there while the question is checked (see
        // withWords(_:options:_:)), and they are not copied.
        let capacity = written.reduce(ItemText.wordCapacity(byteCount: text.utf8.count)) {
            $0 + ItemText.wordCapacity(byteCount: $1.value.utf8.count)
        }
        // At least one place, so that the buffer has an address even for texts without words.
        if scratch.count < max(1, capacity) {
            scratch = [ItemToken](repeating: ItemToken(start: 0, end: 0), count: max(1, capacity, 2 * scratch.count))
        }
        let firstOption = optionTexts.count
        let firstStemWord = stemNumbers.count
        let stem = scratch.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            var used = 0
            let stem = ItemText(text, cuttingInto: base, at: &used, vocabulary: &vocabulary)
            let stemWordCount = used
            for option in written { optionTexts.append(ItemText(option.value, cuttingInto: base, at: &used, vocabulary: &vocabulary)) }
            if vocabulary != nil {
                vocabulary!.placeEchoes(ofStem: UnsafeBufferPointer(start: base, count: stemWordCount),
                                        in: UnsafeMutableBufferPointer(rebasing: buffer[stemWordCount..<used]), addingTo: &stemNumbers)
            }
            return stem
        }
        self.stem = stem
        self.options = ItemOptions(all: [], offset: firstOption, count: written.count)
        self.stemWords = ItemStemWords(all: [], offset: firstStemWord, count: stemNumbers.count - firstStemWord)
        self.writtenOptions = written
        self.correct = answers
        for option in optionTexts[firstOption...] {
            optionTraits.formUnion(option.traits)
            someOptionHasOneLetterCapital = someOptionHasOneLetterCapital || option.hasOneLetterCapital
        }
    }

    /// Calls `body` with the question as the rules that check one question
    /// read it: its texts reading their words from `words`, the buffer it was
    /// cut into (`scratch` of ``init(_:file:vocabulary:scratch:options:stemWords:)``),
    /// and its options from `options`, the bank's options so far. Then lets
    /// both go: the question keeps no words (its texts' ``ItemText/tokens``
    /// are empty), and neither array is shared any longer, so that the next
    /// question is cut into the same buffer and its options added in place,
    /// without a copy of either.
    mutating func withWords(_ words: [ItemToken], options optionTexts: inout [ItemText], _ body: (ItemQuestion) -> Void) {
        let texts = options.offset..<(options.offset + options.count)
        for index in texts { optionTexts[index].tokens.all = words }
        stem.tokens.all = words
        options.all = optionTexts
        body(self)
        options.all = []
        stem.letWordsGo()
        for index in texts { optionTexts[index].letWordsGo() }
    }

    /// The correct option indices of a question, in order: at most 6, each
    /// below 6, kept in one number of 4 bits each instead of an array.
    struct Answers: RandomAccessCollection, Sendable {
        private var packed: UInt32 = 0
        private(set) var count = 0

        var startIndex: Int { 0 }
        var endIndex: Int { count }

        subscript(position: Int) -> Int {
            precondition(position >= 0 && position < count, "a correct option")
            return Int(packed >> UInt32(4 * position) & 0xF)
        }

        /// Adds an index below 6, when fewer than 6 are kept.
        mutating func append(_ index: Int) {
            precondition(count < 6 && (0..<6).contains(index), "at most 6 options")
            packed |= UInt32(index) << UInt32(4 * count)
            count += 1
        }
    }

    /// The place of an option.
    func location(ofOption index: Int) -> SourceLocation { SourceLocation(file: file, mark: writtenOptions[index].mark) }

    /// A text shortened to about 60 characters, for messages.
    static func shortened(_ text: String) -> String {
        let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        return flat.count <= 60 ? flat : String(flat.prefix(57)) + "…"
    }
}
