/// The kinds of question.
public enum QuestionType: String, Sendable, Codable, CaseIterable {
    /// Multiple choice, one correct option.
    case mcq
    /// Multiple select, one or more correct options.
    case msq
    /// Free answer, judged against a rubric.
    case open
}

/// How hard a question is; it sets the question's points.
public enum Difficulty: String, Sendable, Codable, CaseIterable {
    case easy, medium, hard

    /// Points for a correct answer: easy 10, medium 15, hard 25.
    public var points: Int {
        switch self {
        case .easy: 10
        case .medium: 15
        case .hard: 25
        }
    }

    /// The Bloom categories a question of this difficulty may have.
    public var bloomCategories: [BloomCategory] {
        BloomCategory.allCases.filter { $0.difficulty == self }
    }
}

/// What a question asks the learner to do, after Bloom's taxonomy.
public enum BloomCategory: String, Sendable, Codable, CaseIterable {
    case recall, reframe, whyImportant
    case apply, whenUse
    case contrast, critique, howWield

    /// The one difficulty this category belongs to.
    public var difficulty: Difficulty {
        switch self {
        case .recall, .reframe, .whyImportant: .easy
        case .apply, .whenUse: .medium
        case .contrast, .critique, .howWield: .hard
        }
    }
}

/// One question of an idea's test or a lesson's quiz.
public struct Question: Sendable, Hashable, Codable, Identifiable {
    /// Unique in its bundle: the author's id, or `<owner id>-q<position from 1>`.
    public var id: String
    /// The kind of question.
    public var type: QuestionType
    /// The question as shown.
    public var text: String
    /// The options in display order; empty for open questions.
    public var options: [String]?
    /// 0-based indices of the correct options, ascending; absent for open questions.
    public var correct: [Int]?
    /// The difficulty, when the source gives one (always in books).
    public var difficulty: Difficulty?
    /// The Bloom category, when the source gives one (always in books).
    public var bloom: BloomCategory?
    /// Points for a correct answer, from the difficulty (``defaultPoints`` without one).
    public var points: Int
    /// Feedback shown after answering.
    public var explanation: String?
    /// For open questions: what a good answer contains.
    public var rubric: String?

    /// The points of a question without a difficulty (a course question may omit it): 10, as easy.
    public static let defaultPoints = Difficulty.easy.points

    /// Creates a question.
    public init(id: String, type: QuestionType, text: String, options: [String]?, correct: [Int]?,
                difficulty: Difficulty?, bloom: BloomCategory?, points: Int,
                explanation: String?, rubric: String?) {
        self.id = id
        self.type = type
        self.text = text
        self.options = options
        self.correct = correct
        self.difficulty = difficulty
        self.bloom = bloom
        self.points = points
        self.explanation = explanation
        self.rubric = rubric
    }
}
