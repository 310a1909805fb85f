import YAML

/// What the rules that check a whole bank read of one of its questions (see
/// ``ItemRule/check(_:parameter:log:)``): where it is written, its key, its
/// stem as written, and where its options' lengths and its stem's
/// distinctive words, numbered for the bank, are among the bank's.
///
/// A bank keeps this much of each question, taken from the ``ItemQuestion``
/// the rules that check one question read as soon as it was cut: no words,
/// no option texts and no option places. Of what the question's source holds
/// it keeps only its stem, so that letting a bank go touches little memory
/// the source's model does not touch anyway; its file's name, the lengths
/// and the words are the bank's, in one array each, so that a question holds
/// no reference to them (see ``ItemBank/files``, ``ItemBank/optionLengths``).
struct ItemBankQuestion: ItemQuestionOutline, Sendable {
    /// The number of the file the question is written in, among its bank's (``ItemBank/files``).
    var file: Int
    var mark: Mark
    var stemMark: Mark
    var correct: ItemQuestion.Answers
    /// The stem as written, without surrounding whitespace.
    var stem: String
    /// Where the length of each option in characters, in order (see
    /// ``ItemText/length``), is among the bank's (``ItemBank/optionLengths``).
    var optionLengths: Range<Int>
    /// Where the numbers of the base forms of the stem's distinctive words
    /// (see ``ItemQuestion/stemWords``), numbered for the bank
    /// (``ItemBank/wordCount``), are among the bank's (``ItemBank/stemWords``).
    var stemWords: Range<Int>

    /// What the bank keeps of a question its rules have checked alone (see
    /// ``ItemQuestion/withWords(_:options:optionLengths:fileNumber:_:)``): its `stem`,
    /// moved out of it, the number of its file and where its options' lengths
    /// are among the bank's (``ItemBank/files``, ``ItemBank/optionLengths``).
    init(_ question: borrowing ItemQuestion, file: Int, stem: consuming String, optionLengths: Range<Int>) {
        self.file = file
        mark = question.mark
        stemMark = question.stemMark
        correct = question.correct
        self.stem = stem
        self.optionLengths = optionLengths
        stemWords = question.stemWords
    }

    /// The number of options.
    var optionCount: Int { optionLengths.count }

    /// The stem shortened for a note, with control characters left to the reporters to escape.
    var shortStem: String { ItemQuestion.shortened(stem) }
}
