import ContentRuntime
import YAML

/// A question as written in an idea or a lesson, every value located.
struct QuestionSource: Sendable {
    /// Where the question's mapping starts (its list item).
    var mark: Mark
    /// Its 1-based position in its list, for the derived id `<owner>-q<position>`.
    var position: Int
    var id: Located<String>?
    /// The written type; `nil` when absent (then `mcq`).
    var type: Located<QuestionType>?
    /// Whether `type` is written but is not a question type (reported): the
    /// checks that depend on the type skip the question.
    var hasInvalidType = false
    var text: Located<String>?
    var options: Located<[Located<String>]>?
    var correct: CorrectAnswer?
    var difficulty: Located<Difficulty>?
    var bloom: Located<BloomCategory>?
    var explanation: Located<String>?
    var rubric: Located<String>?
    /// Keys an unknown key was reported as a misspelling of: not reported again as missing.
    var misspeltKeys: Set<String> = []
    /// Where the options that go on over more than one line start: a line
    /// that lost its `- ` reads as the rest of the option above, so when the
    /// options do not add up, these are pointed out.
    var wrappedOptions: [Mark] = []

    /// The type in force: the written one, or `mcq`.
    var effectiveType: QuestionType { type?.value ?? .mcq }

    /// `correct:`, written as one index or a list of them.
    struct CorrectAnswer: Sendable {
        /// The indices, in source order, each located.
        var indices: [Located<Int>]
        /// Where the value starts.
        var mark: Mark
        /// Whether some indices could not be decoded (reported) and are left out.
        var hasInvalidItems = false
    }

    /// The keys a question may have.
    static let keys = ["id", "type", "text", "options", "correct", "difficulty", "bloom", "explanation", "rubric"]
}
