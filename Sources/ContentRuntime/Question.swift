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
    /// 10 points; Bloom categories recall, reframe, whyImportant.
    case easy
    /// 15 points; Bloom categories apply, whenUse.
    case medium
    /// 25 points; Bloom categories contrast, critique, howWield.
    case hard

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
    /// Remember what the idea says (easy).
    case recall
    /// Say the idea in other words (easy).
    case reframe
    /// Explain why the idea matters (easy).
    case whyImportant
    /// Use the idea in a given situation (medium).
    case apply
    /// Recognise when the idea applies (medium).
    case whenUse
    /// Tell the idea apart from a neighbouring one (hard).
    case contrast
    /// Judge the idea's weaknesses and limits (hard).
    case critique
    /// Use the idea skilfully, weighing how and how far (hard).
    case howWield

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
    /// Unique in its bundle (its book or course): the author's id, or
    /// `<owner id>-q<position from 1>` such as `b1i1-q3`, where the owner is
    /// the idea or lesson. Apps record answers by it.
    public var id: String
    /// The kind of question.
    public var type: QuestionType
    /// The question as shown; never blank.
    public var text: String
    /// The options in display order, for `mcq` and `msq`: 2 to 6, no two the
    /// same (ignoring case and surrounding space). `nil` for open questions.
    public var options: [String]?
    /// For `mcq` and `msq`: 0-based indices into ``options`` of the correct
    /// options, ascending, without repeats, each within `options`' bounds;
    /// exactly one for `mcq`, at least one for `msq`. `nil` for open questions.
    public var correct: [Int]?
    /// The difficulty, when the source gives one (always in books).
    public var difficulty: Difficulty?
    /// The Bloom category, when the source gives one (always in books). By
    /// default it is one of the difficulty's ``Difficulty/bloomCategories``; a
    /// project's rules may allow others.
    public var bloom: BloomCategory?
    /// Points for a correct answer, computed by the compiler from the
    /// difficulty: easy 10, medium 15, hard 25 (``defaultPoints`` without one).
    public var points: Int
    /// Feedback shown after answering, when the author gives it.
    public var explanation: String?
    /// For open questions: what a good answer contains, to judge a free answer
    /// against; always present on open questions, `nil` on others.
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
