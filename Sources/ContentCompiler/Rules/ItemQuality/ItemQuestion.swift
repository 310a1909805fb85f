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
struct ItemQuestion: ItemQuestionOutline {
    /// The name of the file the question is written in, read where its bank
    /// keeps it while it cuts and checks the question (see
    /// ``ItemBank/init(book:projectLanguage:checking:)``), as ``source`` is.
    private let file: UnsafePointer<String>
    var mark: Mark
    /// The stem, and where it is written.
    var stem: ItemText
    var stemMark: Mark
    /// The options in order, among those of the question being checked (see
    /// ``ItemOptions`` and ``withWords(_:options:optionLengths:fileNumber:_:)``); where
    /// each is written is read from ``source`` (``location(ofOption:)``).
    var options: ItemOptions
    /// The question as written, read where it is in its bank's sources, which
    /// the bank reads in place while it cuts and checks the question (see
    /// ``ItemBank/init(book:projectLanguage:checking:)``): kept as an address,
    /// so that nothing of it is retained for the question.
    private let source: UnsafePointer<QuestionSource>
    /// Where the numbers of the base forms of the stem's distinctive words in
    /// the bank's language (see ``ItemWords/isDistinctive(_:)``) are among the
    /// bank's (``ItemBank/stemWords``): each once, found once for every rule;
    /// none without word lists. They are the word cache's numbers, in the
    /// order the stem first has each, which the bank numbers for itself once
    /// they are all cut (``ItemBank/wordCount``): a rule that checks one
    /// question reads only how many there are, and the words' places in the
    /// stem (``ItemToken/stemPlace``).
    var stemWords: Range<Int>
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
    ///     are added, empty but for a question cut and not yet checked; the
    ///     question reads them while it is checked, then empties it
    ///     (``withWords(_:options:optionLengths:fileNumber:_:)``).
    ///   - stemNumbers: The ``stemWords`` of the bank's questions so far, to
    ///     which this question's are added; the question counts them, and the
    ///     bank's rules read them (``ItemBankQuestion/stemWords``).
    init?(_ source: UnsafePointer<QuestionSource>, file: UnsafePointer<String>, vocabulary: inout ItemVocabulary?,
          scratch: inout [ItemToken], options optionTexts: inout [ItemText], stemWords stemNumbers: inout [Int32]) {
        // The question is read where it is, field by field, through optional chaining: a
        // `QuestionSource` passed by value, or a whole optional `Located` bound, is copied
        // (through generic outlined copies), which cost more than the rest here.
        guard !source.pointee.hasInvalidType, source.pointee.effectiveType != .open,
              let text = source.pointee.text?.value, let stemMark = source.pointee.text?.mark, !Placeholder.isPlaceholder(text),
              source.pointee.options?.hasInvalidItems == false, let optionCount = source.pointee.options?.value.count,
              (2...6).contains(optionCount),
              source.pointee.correct?.hasInvalidItems == false, let correctIndices = source.pointee.correct?.indices, !correctIndices.isEmpty
        else { return nil }
        // Each once, among the options: so at most 6.
        var answers = Answers()
        for index in correctIndices {
            guard (0..<optionCount).contains(index.value), !answers.contains(index.value) else { return nil }
            answers.append(index.value)
        }
        guard source.pointee.effectiveType == .msq || answers.count == 1 else { return nil }
        self.file = file
        self.source = source
        self.mark = source.pointee.mark
        self.stemMark = stemMark
        // The words of the stem, then of each option, cut into one buffer with room for the most
        // each text can hold: the texts read them there while the question is checked (see
        // withWords(_:options:optionLengths:fileNumber:_:)), and they are not copied. The options
        // are read where they are, one at a time, as the rest: their array, bound, would be retained.
        var capacity = ItemText.wordCapacity(byteCount: text.utf8.count)
        for index in 0..<optionCount { capacity += ItemText.wordCapacity(byteCount: source.pointee.options!.value[index].value.utf8.count) }
        // At least one place, so that the buffer has an address even for texts without words.
        if scratch.count < max(1, capacity) {
            scratch = [ItemToken](repeating: ItemToken(start: 0, end: 0), count: max(1, capacity, 2 * scratch.count))
        }
        let firstOption = optionTexts.count
        let firstStemWord = stemNumbers.count
        // Taken out of an optional in the closure, the stem's text is moved into its ItemText: a text
        // the closure captures is copied into it, and released after.
        var stemText = Optional(text)
        let stem = scratch.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            var used = 0
            let stem = ItemText(stemText.take()!, cuttingInto: base, at: &used, vocabulary: &vocabulary)
            let stemWordCount = used
            for index in 0..<optionCount {
                optionTexts.append(ItemText(source.pointee.options!.value[index].value, cuttingInto: base, at: &used, vocabulary: &vocabulary))
            }
            if vocabulary != nil {
                vocabulary!.placeEchoes(ofStem: UnsafeBufferPointer(start: base, count: stemWordCount),
                                        in: UnsafeMutableBufferPointer(rebasing: buffer[stemWordCount..<used]), addingTo: &stemNumbers)
            }
            return stem
        }
        self.stem = stem
        self.options = ItemOptions(offset: firstOption, count: optionCount)
        self.stemWords = firstStemWord..<stemNumbers.count
        self.correct = answers
        for option in optionTexts[firstOption...] {
            optionTraits.formUnion(option.traits)
            someOptionHasOneLetterCapital = someOptionHasOneLetterCapital || option.hasOneLetterCapital
        }
    }

    /// Calls `body` with the question as the rules that check one question
    /// read it, then gives what its bank keeps of it (``ItemBankQuestion``),
    /// written in the bank's file numbered `fileNumber` (``ItemBank/files``).
    ///
    /// Its texts read their words where they are in `words`, the buffer it
    /// was cut into (`scratch` of ``init(_:file:vocabulary:scratch:options:stemWords:)``),
    /// and its options where they are in `optionTexts`, lent for as long as
    /// `body` runs (see ``ItemLentSlice``). Then the question is gone: its
    /// options' lengths are added to `optionLengths`, the bank's so far, and
    /// its options are removed from `optionTexts`; nothing keeps the words or
    /// options lent, and neither array was shared, so that the next question
    /// is cut into the same buffer and its options added in place, without a
    /// copy of either. The question is given up (`consuming`), so that what
    /// the bank keeps of it is moved, not copied.
    consuming func withWords(_ words: [ItemToken], options optionTexts: inout [ItemText], optionLengths: inout [Int],
                             fileNumber: Int, _ body: (ItemQuestion) -> Void) -> ItemBankQuestion {
        let texts = options.offset..<(options.offset + options.count)
        let lending = ItemLending()
        words.withUnsafeBufferPointer { words in
            let first = words.baseAddress!
            stem.tokens.lend(from: first, during: lending)
            for index in texts { optionTexts[index].tokens.lend(from: first, during: lending) }
            optionTexts.withUnsafeBufferPointer { texts in
                options.lend(from: texts.baseAddress!, during: lending)
                body(self)
            }
        }
        lending.end()
        let firstLength = optionLengths.count
        for index in texts { optionLengths.append(optionTexts[index].length) }
        optionTexts.removeAll(keepingCapacity: true)
        // The stem is moved out, not copied: the question was read in place by the rules, and is gone
        // after; taken whole, the stem would be retained, and released with it.
        var keptStem = ""
        swap(&keptStem, &stem.text)
        return ItemBankQuestion(self, file: fileNumber, stem: keptStem, optionLengths: firstLength..<optionLengths.count)
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

    /// The place of the stem.
    var stemLocation: SourceLocation { SourceLocation(file: file.pointee, mark: stemMark) }
    /// The place of an option.
    func location(ofOption index: Int) -> SourceLocation { SourceLocation(file: file.pointee, mark: source.pointee.options!.value[index].mark) }

    /// A text shortened to about 60 characters, for messages.
    static func shortened(_ text: String) -> String {
        let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        return flat.count <= 60 ? flat : String(flat.prefix(57)) + "…"
    }
}
