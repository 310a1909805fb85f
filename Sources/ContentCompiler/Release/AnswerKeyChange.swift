import ContentRuntime

/// One option of a question, as an answer key names it.
public struct AnswerOption: Sendable, Hashable, Codable {
    /// The option's 0-based index in the question's options.
    public var index: Int
    /// The option's text.
    public var text: String

    /// Creates an option.
    public init(index: Int, text: String) {
        self.index = index
        self.text = text
    }
}

/// A question's answer key before and after a release: its type and correct options.
public struct AnswerKeyChange: Sendable, Hashable {
    /// The question's type before.
    public var oldType: QuestionType
    /// The question's type after.
    public var newType: QuestionType
    /// The correct options before, by index; empty for an open question.
    public var oldCorrect: [AnswerOption]
    /// The correct options after.
    public var newCorrect: [AnswerOption]

    /// Creates a change.
    public init(oldType: QuestionType, newType: QuestionType, oldCorrect: [AnswerOption], newCorrect: [AnswerOption]) {
        self.oldType = oldType
        self.newType = newType
        self.oldCorrect = oldCorrect
        self.newCorrect = newCorrect
    }
}
