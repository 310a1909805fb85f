#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An idea's test being taken: its questions in order, resumable at the
/// current one. Points count on the first try only; a wrong answer may be
/// retried (recorded, earning nothing) until it is right.
public struct TestAttempt: Sendable, Hashable, Codable {
    /// The idea tested.
    public let ideaID: String
    /// Initial or review.
    public let kind: TestKind
    /// When the test started.
    public let startedAt: Date
    /// The idea's questions when the test started, in order.
    public let questionIDs: [String]
    /// Every answer given, first tries and retries, in order.
    public internal(set) var responses: [QuestionResponse] = []
    /// The index of the current question in ``questionIDs``.
    public internal(set) var position: Int = 0

    /// The most retries of one question an attempt records.
    public static let maxRetriesPerQuestion = 9

    /// The points earned so far (first tries only).
    public var score: Int { responses.reduce(0) { $0 + $1.pointsEarned } }
    /// How many retries were made.
    public var retryCount: Int { responses.lazy.filter { $0.retryNumber > 0 }.count }
    /// The current question's id.
    public var currentQuestionID: String { questionIDs[min(position, questionIDs.count - 1)] }
    /// The answers to the current question so far.
    var currentResponses: [QuestionResponse] {
        responses.filter { $0.questionID == currentQuestionID }
    }
    /// The share of questions answered (moved past or answered now), 0…1.
    public var progress: Double {
        guard !questionIDs.isEmpty else { return 1 }
        return Double(position + (currentResponses.isEmpty ? 0 : 1)) / Double(questionIDs.count)
    }
}

/// One answer in a test: a first try or a retry.
public struct QuestionResponse: Sendable, Hashable, Codable {
    /// The question answered.
    public var questionID: String
    /// What the learner answered; for an open question, with the evaluator's verdict and data untouched.
    public var answer: Answer
    /// Whether it was right.
    public var isCorrect: Bool
    /// Points earned: the question's points for a right first try, else 0.
    public var pointsEarned: Int
    /// 0 for the first try, 1… for retries.
    public var retryNumber: Int
    /// When it was given.
    public var answeredAt: Date
}
