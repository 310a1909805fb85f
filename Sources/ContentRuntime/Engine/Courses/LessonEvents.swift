#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A quiz in progress, at its current question: what the lesson screen draws.
public struct LessonAttemptView: Sendable, Hashable, Codable {
    /// The lesson played.
    public var lessonID: String
    /// The current question's index, from 0.
    public var questionIndex: Int
    /// How many questions the lesson has.
    public var questionCount: Int
    /// The current question, with its options (the 2×2 grid).
    public var question: Question
    /// When the current question is answered (waiting to continue): the feedback shown.
    public var feedback: LessonFeedback?
    /// Wrong answers so far.
    public var errors: Int
    /// The share of questions answered, 0…1.
    public var progress: Double
    /// Whether this attempt was already open (resumed) rather than just started.
    public var resumed: Bool
    /// When starting this lesson replaced a quiz open at another lesson: that lesson's id.
    public var abandonedLessonID: String?

    init(_ attempt: LessonAttempt, in course: Course, resumed: Bool,
         abandoned: String? = nil) throws(LearnerError) {
        let question = try course.question(attempt.currentQuestionID, inLesson: attempt.lessonID)
        lessonID = attempt.lessonID
        questionIndex = attempt.position
        questionCount = attempt.questionIDs.count
        self.question = question
        feedback = attempt.isCurrentAnswered
            ? LessonFeedback(attempt.answers[attempt.position], question: question, attempt: attempt) : nil
        errors = attempt.errors
        progress = attempt.progress
        self.resumed = resumed
        abandonedLessonID = abandoned
    }
}

/// What answering a lesson question shows: right or wrong, the right option
/// and the explanation.
public struct LessonFeedback: Sendable, Hashable, Codable {
    /// The question answered.
    public var questionID: String
    /// The answer given.
    public var answer: Answer
    /// Whether it was right.
    public var isCorrect: Bool
    /// The correct options' indices (empty for an open question).
    public var correctOptions: [Int]
    /// The explanation to show, when the content has one.
    public var explanation: String?
    /// Wrong answers so far in this attempt.
    public var errors: Int
    /// Questions answered so far.
    public var answeredCount: Int
    /// Questions in the lesson.
    public var questionCount: Int
    /// The share answered, 0…1, for the progress bar.
    public var progress: Double
    /// Whether this was the last question: continuing completes the lesson.
    public var isLastQuestion: Bool

    init(_ answer: LessonAnswer, question: Question, attempt: LessonAttempt) {
        questionID = answer.questionID
        self.answer = answer.answer
        isCorrect = answer.isCorrect
        correctOptions = question.correct ?? []
        explanation = question.explanation
        errors = attempt.errors
        answeredCount = attempt.answers.count
        questionCount = attempt.questionIDs.count
        progress = attempt.progress
        isLastQuestion = attempt.position == attempt.questionIDs.count - 1
    }
}

/// What continuing after a lesson question leads to: the next question, or
/// the completed lesson.
public enum LessonStep: Sendable, Hashable, Codable {
    /// The attempt moved on to its next question.
    case question(LessonAttemptView)
    /// The last question was answered: the lesson is completed.
    case completed(LessonCompletion)

    private enum CodingKeys: String, CodingKey { case question, completed }

    /// Decodes `{"question": …}` or `{"completed": …}`.
    ///
    /// - Throws: `DecodingError` when neither key is there.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let view = try container.decodeIfPresent(LessonAttemptView.self, forKey: .question) {
            self = .question(view)
        } else {
            self = .completed(try container.decode(LessonCompletion.self, forKey: .completed))
        }
    }

    /// Encodes `{"question": …}` or `{"completed": …}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .question(let view): try container.encode(view, forKey: .question)
        case .completed(let completion): try container.encode(completion, forKey: .completed)
        }
    }
}

/// What completing a lesson changed: everything a completion screen and a
/// celebration need.
public struct LessonCompletion: Sendable, Hashable, Codable {
    /// The lesson completed.
    public var lessonID: String
    /// Whether this was its first completion.
    public var isFirstCompletion: Bool
    /// Whether nothing changed: a reading already completed, marked complete again.
    public var isRepeat: Bool
    /// The quiz's wrong answers; `nil` for a completion by reading.
    public var errors: Int?
    /// The diamonds this quiz earned by the course's tiers; `nil` for a reading.
    public var diamonds: Int?
    /// The coins this tier is worth (75, 50, 25 by default); `nil` for a reading.
    public var tierCoins: Int?
    /// The coins paid now: the tier's coins the first time; on a replay, only
    /// what it adds to the lesson's best result (0 when it is no better).
    public var coinsEarned: Int
    /// The lesson's best diamonds after this completion.
    public var bestDiamonds: Int?
    /// Every coin of the course after this completion.
    public var totalCoins: Int
    /// Lessons that were locked and are now available.
    public var unlockedLessons: [String]
    /// Sections (stages) completed by this completion.
    public var completedSections: [String]
    /// Sections (stages) that were locked and are now unlocked.
    public var unlockedSections: [String]
    /// Achievements unlocked by this completion, to celebrate.
    public var unlockedAchievements: [UnlockedAchievement]
    /// The streak after this completion.
    public var streak: StreakStatus
    /// Whether this completion extended the streak (a new day of activity).
    public var extendedStreak: Bool
    /// The lesson to do next, or `nil` when the course is done.
    public var nextLessonID: String?
    /// Whether every lesson of the course is now completed.
    public var isCourseCompleted: Bool
}

/// An achievement just unlocked, with its date.
public struct UnlockedAchievement: Sendable, Hashable, Codable {
    /// The achievement, as the course declares it: title, icon, category.
    public var achievement: Achievement
    /// When it unlocked.
    public var unlockedAt: Date
}

extension Course {
    /// The lesson with this id.
    ///
    /// - Throws: ``LearnerError/unknownLesson(id:course:)``.
    func lesson(_ id: String) throws(LearnerError) -> Lesson {
        for section in sections {
            if let lesson = section.lessons.first(where: { $0.id == id }) { return lesson }
        }
        throw .unknownLesson(id: id, course: self.id)
    }

    /// The question with this id in a lesson.
    ///
    /// - Throws: ``LearnerError/unknownLesson(id:course:)`` or ``LearnerError/attemptOutdated(at:)``
    ///   when the lesson no longer has the question.
    func question(_ id: String, inLesson lessonID: String) throws(LearnerError) -> Question {
        guard let question = try lesson(lessonID).questions.first(where: { $0.id == id }) else {
            throw .attemptOutdated(at: "lesson \(lessonID)")
        }
        return question
    }
}
