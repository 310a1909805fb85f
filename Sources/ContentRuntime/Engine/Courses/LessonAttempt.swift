#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A quiz lesson being played: one answer per question, in order. Kept in the
/// progress, so a saved snapshot resumes it at its question.
public struct LessonAttempt: Sendable, Hashable, Codable {
    /// The lesson played.
    public let lessonID: String
    /// When the attempt started.
    public let startedAt: Date
    /// The lesson's questions when the attempt started, in order.
    public let questionIDs: [String]
    /// The answers given, in order: one per question up to the current one.
    public internal(set) var answers: [LessonAnswer] = []
    /// The index of the current question in ``questionIDs``: answered when
    /// ``answers`` holds one more, waiting for the learner to continue.
    public internal(set) var position: Int = 0

    /// The wrong answers so far.
    public var errors: Int { answers.lazy.filter { !$0.isCorrect }.count }
    /// The share of questions answered, 0…1, for the progress bar.
    public var progress: Double {
        questionIDs.isEmpty ? 1 : Double(answers.count) / Double(questionIDs.count)
    }
    /// The current question's id.
    public var currentQuestionID: String { questionIDs[min(position, questionIDs.count - 1)] }
    /// Whether the current question is answered.
    public var isCurrentAnswered: Bool { answers.count > position }
}

/// One answer of a lesson attempt.
public struct LessonAnswer: Sendable, Hashable, Codable {
    /// The question answered.
    public var questionID: String
    /// What the learner chose.
    public var answer: Answer
    /// Whether it was right.
    public var isCorrect: Bool
    /// When it was given.
    public var answeredAt: Date
}
