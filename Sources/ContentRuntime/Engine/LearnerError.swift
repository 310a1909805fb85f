/// Why the learner engine refused an event. The progress is left exactly as
/// it was: a refused event changes nothing.
public enum LearnerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The course has no lesson with this id.
    case unknownLesson(id: String, course: String)
    /// The book has no idea with this id.
    case unknownIdea(id: String, book: String)
    /// The lesson or idea has no question with this id.
    case unknownQuestion(id: String, owner: String)
    /// The question answered is not the one the attempt is at.
    case notTheCurrentQuestion(answered: String, current: String)
    /// The lesson is locked: the course's progression has not reached it yet.
    case lessonLocked(id: String)
    /// The lesson has no quiz to play.
    case lessonHasNoQuiz(id: String)
    /// The lesson has nothing to read, so it is completed by its quiz only.
    case lessonHasNoReading(id: String)
    /// No attempt is open at this lesson or idea: it was finished or abandoned, or never started.
    case noAttemptInProgress(at: String)
    /// The question was already answered in this attempt (right, for a test
    /// question, which may be retried only while it is wrong).
    case questionAlreadyAnswered(id: String)
    /// A wrong test answer was retried as often as an attempt allows.
    case retryLimitReached(question: String, limit: Int)
    /// Moving on before the current question was answered.
    case questionNotAnswered(id: String)
    /// The answer is of another kind than the question: an option for an msq,
    /// a set of options for an mcq, text for a choice question, or options for an open one.
    case wrongKindOfAnswer(question: String, type: QuestionType)
    /// An option index that the question does not have.
    case optionOutOfRange(question: String, index: Int, optionCount: Int)
    /// A multiple-select answer that chooses nothing.
    case noOptionChosen(question: String)
    /// The content changed under an open attempt: its questions are no longer
    /// those it started with. Start the lesson or test again.
    case attemptOutdated(at: String)

    /// What went wrong, in a sentence for the app's developer.
    public var description: String {
        switch self {
        case .unknownLesson(let id, let course): "course \(course) has no lesson \"\(id)\""
        case .unknownIdea(let id, let book): "book \(book) has no idea \"\(id)\""
        case .unknownQuestion(let id, let owner): "\(owner) has no question \"\(id)\""
        case .notTheCurrentQuestion(let answered, let current):
            "question \(answered) was answered, but the attempt is at question \(current)"
        case .lessonLocked(let id): "lesson \(id) is locked: complete the lessons before it first"
        case .lessonHasNoQuiz(let id): "lesson \(id) has no quiz"
        case .lessonHasNoReading(let id): "lesson \(id) has nothing to read: it is completed by finishing its quiz"
        case .noAttemptInProgress(let at): "no attempt is in progress at \(at): it was finished or abandoned, or never started"
        case .questionAlreadyAnswered(let id): "question \(id) is already answered in this attempt"
        case .retryLimitReached(let question, let limit): "question \(question) was already retried \(limit) times"
        case .questionNotAnswered(let id): "question \(id) is not answered yet"
        case .wrongKindOfAnswer(let question, let type):
            "question \(question) is \(type == .mcq ? "an mcq: answer with one option" : type == .msq ? "an msq: answer with a set of options" : "open: answer with text and a verdict")"
        case .optionOutOfRange(let question, let index, let count):
            "question \(question) has \(count) options (0...\(count - 1)); \(index) is not one of them"
        case .noOptionChosen(let question): "no option was chosen for question \(question)"
        case .attemptOutdated(let at): "the content of \(at) changed since this attempt started: start it again"
        }
    }
}
