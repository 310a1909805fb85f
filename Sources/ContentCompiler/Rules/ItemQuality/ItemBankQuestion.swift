import YAML

/// What the rules that check a whole bank read of one of its questions (see
/// ``ItemRule/check(_:parameter:log:)``): where it is written, its key, its
/// options' lengths, its stem as written, and its stem's distinctive words,
/// numbered for the bank.
///
/// A bank keeps this much of each question, taken from the ``ItemQuestion``
/// the rules that check one question read as soon as it was cut: no words,
/// no option texts and no option places. Of what the question's source holds
/// it keeps only its file's name and its stem, so that letting a bank go
/// touches little memory the source's model does not touch anyway.
struct ItemBankQuestion: ItemQuestionOutline, Sendable {
    var file: String
    var mark: Mark
    var stemMark: Mark
    var correct: ItemQuestion.Answers
    /// The stem as written, without surrounding whitespace.
    var stem: String
    /// The length of each option in characters, in order (see
    /// ``ItemText/length``), among the bank's (see ``ItemOptionLengths``).
    var optionLengths: ItemOptionLengths
    /// The numbers of the base forms of the stem's distinctive words (see
    /// ``ItemQuestion/stemWords``), numbered for the bank
    /// (``ItemBank/wordCount``), among the bank's (see ``ItemStemWords``).
    var stemWords: ItemStemWords

    /// What the bank keeps of a question its rules check alone, taken while
    /// the question reads its options (see ``ItemQuestion/withWords(_:options:_:)``);
    /// its options' lengths are added to `lengths`, the lengths of the bank's
    /// questions so far: the question reads them once the bank gives it them
    /// all (``share(_:stemWords:with:)``), as it does its stem's words.
    init(_ question: ItemQuestion, optionLengths lengths: inout [Int]) {
        file = question.file
        mark = question.mark
        stemMark = question.stemMark
        correct = question.correct
        stem = question.stem.text
        optionLengths = ItemOptionLengths(all: [], offset: lengths.count, count: question.options.count)
        for option in question.options { lengths.append(option.length) }
        stemWords = question.stemWords
    }

    /// The number of options.
    var optionCount: Int { optionLengths.count }

    /// The stem shortened for a note, with control characters left to the reporters to escape.
    var shortStem: String { ItemQuestion.shortened(stem) }

    /// Gives a bank's questions the option lengths and stem words of all of them, each one's among them.
    static func share(_ optionLengths: [Int], stemWords: [Int32], with questions: inout [ItemBankQuestion]) {
        for index in questions.indices {
            questions[index].optionLengths.all = optionLengths
            questions[index].stemWords.all = stemWords
        }
    }
}
