/// The judgement of one answer against its question: the rule every app shares.
struct AnswerCheck: Sendable {
    /// Whether the answer is right.
    var isCorrect: Bool

    /// Judges `answer`: an mcq is right when its one option is the correct
    /// one, an msq when exactly the correct set is chosen, an open question
    /// by the verdict given.
    ///
    /// - Throws: ``LearnerError/wrongKindOfAnswer(question:type:)``,
    ///   ``LearnerError/optionOutOfRange(question:index:optionCount:)`` or
    ///   ``LearnerError/noOptionChosen(question:)``; never traps, whatever the bundle holds.
    init(_ answer: Answer, to question: Question) throws(LearnerError) {
        let optionCount = question.options?.count ?? 0
        let correct = Set(question.correct ?? [])
        func check(_ index: Int) throws(LearnerError) {
            guard (0..<optionCount).contains(index) else {
                throw .optionOutOfRange(question: question.id, index: index, optionCount: optionCount)
            }
        }
        switch (question.type, answer) {
        case (.mcq, .option(let index)):
            try check(index)
            isCorrect = correct == [index]
        case (.msq, .options(let indices)):
            guard !indices.isEmpty else { throw .noOptionChosen(question: question.id) }
            for index in indices.sorted() { try check(index) }
            isCorrect = !correct.isEmpty && indices == correct
        case (.open, .open(_, let verdict)):
            isCorrect = verdict.isCorrect
        default:
            throw .wrongKindOfAnswer(question: question.id, type: question.type)
        }
    }
}
