import YAML

/// Where a choice question is written in its file and which of its options
/// are correct: what the rules read of a question both as they check it alone
/// (``ItemQuestion``) and as they check its whole bank (``ItemBankQuestion``).
/// The file itself each knows in its own way (``ItemQuestion/stemLocation``,
/// ``ItemBank/location(ofQuestion:)``).
protocol ItemQuestionOutline {
    /// Where the question's list item starts.
    var mark: Mark { get }
    /// Where the stem is written.
    var stemMark: Mark { get }
    /// The correct option indices, in order.
    var correct: ItemQuestion.Answers { get }
}

extension ItemQuestionOutline {
    /// Whether the question has exactly one correct option (an mcq).
    var isSingleAnswer: Bool { correct.count == 1 }
    /// The one correct index of an mcq.
    var answer: Int? { isSingleAnswer ? correct[0] : nil }
}
