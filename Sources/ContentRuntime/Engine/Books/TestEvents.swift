#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A test in progress, at its current question: what the test screen draws.
public struct TestAttemptView: Sendable, Hashable, Codable {
    /// The idea tested.
    public var ideaID: String
    /// Initial or review.
    public var kind: TestKind
    /// The current question's index, from 0.
    public var questionIndex: Int
    /// How many questions the test has.
    public var questionCount: Int
    /// The current question (for an open one, its rubric is for the app's evaluator).
    public var question: Question
    /// The answers to the current question so far, first try first.
    public var responses: [QuestionResponse]
    /// When the current question is answered: the feedback of its latest
    /// answer, as ``LearnerProgress/answerTest(_:to:idea:in:at:)`` returned
    /// it (a resumed test shows it again, with whether a retry is allowed).
    public var feedback: TestFeedback?
    /// Points so far.
    public var score: Int
    /// The most points the test can give.
    public var maxScore: Int
    /// The share of questions answered, 0…1.
    public var progress: Double
    /// Whether this test was already open (resumed) rather than just started.
    public var resumed: Bool
}

/// What answering a test question shows.
public struct TestFeedback: Sendable, Hashable, Codable {
    /// The question answered.
    public var questionID: String
    /// Whether the answer was right.
    public var isCorrect: Bool
    /// Points earned by this answer: the question's on a right first try, else 0.
    public var pointsEarned: Int
    /// 0 for a first try, 1… for retries.
    public var retryNumber: Int
    /// The correct options' indices (empty for an open question).
    public var correctOptions: [Int]
    /// The explanation, when the content has one.
    public var explanation: String?
    /// Points so far.
    public var score: Int
    /// Whether the learner may retry: the answer is wrong and retries remain.
    public var canRetry: Bool
    /// Whether this is the last question: continuing finishes the test.
    public var isLastQuestion: Bool

    /// The feedback of `response`, an answer to `question` recorded in `attempt`.
    init(_ response: QuestionResponse, question: Question, attempt: TestAttempt) {
        questionID = response.questionID
        isCorrect = response.isCorrect
        pointsEarned = response.pointsEarned
        retryNumber = response.retryNumber
        correctOptions = question.correct ?? []
        explanation = question.explanation
        score = attempt.score
        canRetry = !response.isCorrect && response.retryNumber < TestAttempt.maxRetriesPerQuestion
        isLastQuestion = attempt.position == attempt.questionIDs.count - 1
    }
}

/// What continuing after a test question leads to.
public enum TestStep: Sendable, Hashable, Codable {
    /// The next question.
    case question(TestAttemptView)
    /// The test is finished.
    case finished(TestResult)

    private enum CodingKeys: String, CodingKey { case question, finished }

    /// Decodes `{"question": …}` or `{"finished": …}`.
    ///
    /// - Throws: `DecodingError` when neither key is there.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let view = try container.decodeIfPresent(TestAttemptView.self, forKey: .question) {
            self = .question(view)
        } else {
            self = .finished(try container.decode(TestResult.self, forKey: .finished))
        }
    }

    /// Encodes `{"question": …}` or `{"finished": …}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .question(let view): try container.encode(view, forKey: .question)
        case .finished(let result): try container.encode(result, forKey: .finished)
        }
    }
}

/// A finished test's result: what the result screen shows.
public struct TestResult: Sendable, Hashable, Codable {
    /// The idea tested.
    public var ideaID: String
    /// Initial or review.
    public var kind: TestKind
    /// Points earned on first tries.
    public var score: Int
    /// The most points the test could give.
    public var maxScore: Int
    /// `score / maxScore`, 0…1.
    public var fraction: Double
    /// The mastery the score shows.
    public var mastery: Mastery
    /// The mastery before this test (`nil` for an initial test).
    public var previousMastery: Mastery?
    /// The idea's mastery level now, 0…3.
    public var masteryLevel: Int
    /// The day the next review falls due.
    public var nextReview: LocalDate
    /// Retries made in this test.
    public var retryCount: Int
    /// The idea's summary after this test.
    public var summary: IdeaSummary
}

/// An idea's standing for the learner: what an idea row or card shows.
public struct IdeaSummary: Sendable, Hashable, Codable {
    /// The idea.
    public var ideaID: String
    /// Finished tests.
    public var testsTaken: Int
    /// The average score of finished tests, in points; `nil` before the first.
    public var averageScore: Double?
    /// When the last test was finished.
    public var lastTested: Date?
    /// The day the next review falls due; `nil` before the first test.
    public var nextReview: LocalDate?
    /// The mastery of the last finished test; `nil` before the first.
    public var mastery: Mastery?
    /// 0 not started (no test begun), 1 a test begun or mastery none,
    /// 2 fragile, 3 solid (mastered): the last finished test's mastery.
    public var masteryLevel: Int
    /// Whether a review is due on the day asked about.
    public var isDue: Bool
    /// Whether a test is in progress.
    public var hasTestInProgress: Bool

    init(ideaID: String, progress: IdeaProgress, on day: LocalDate) {
        self.ideaID = ideaID
        testsTaken = progress.tests.count
        averageScore = progress.tests.isEmpty ? nil
            : Double(progress.tests.reduce(0) { $0 + $1.score }) / Double(progress.tests.count)
        lastTested = progress.tests.last?.completedAt
        nextReview = progress.tests.last?.nextReview
        mastery = progress.tests.last?.mastery
        masteryLevel = mastery?.level ?? (progress.attempt != nil ? 1 : 0)
        isDue = nextReview.map { $0 <= day } ?? false
        hasTestInProgress = progress.attempt != nil
    }
}

extension Book {
    /// The idea with this id.
    ///
    /// - Throws: ``LearnerError/unknownIdea(id:book:)``.
    func idea(_ id: String) throws(LearnerError) -> Idea {
        guard let idea = ideas.first(where: { $0.id == id }) else { throw .unknownIdea(id: id, book: self.id) }
        return idea
    }
}
