#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A finished test of an idea, as it was judged then: later policy changes
/// never rewrite it.
public struct TestRecord: Sendable, Hashable, Codable {
    /// Initial or review.
    public var kind: TestKind
    /// When the test started.
    public var startedAt: Date
    /// When it was finished.
    public var completedAt: Date
    /// Points earned on first tries.
    public var score: Int
    /// The most points the test could give (the idea's `maxScore`, 150 for a full bank).
    public var maxScore: Int
    /// The mastery the score showed by the book's policy then.
    public var mastery: Mastery
    /// How many retries were made.
    public var retryCount: Int
    /// The day the next review falls due: the test's day plus the policy's interval.
    public var nextReview: LocalDate
    /// Every answer, first tries and retries.
    public var responses: [QuestionResponse]
}

/// A learner's progress in one idea: finished tests and the test in progress.
public struct IdeaProgress: Sendable, Hashable, Codable {
    /// Finished tests, oldest first.
    public internal(set) var tests: [TestRecord] = []
    /// The test being taken, if any.
    public internal(set) var attempt: TestAttempt?

    /// No progress yet.
    public init() {}

    /// Whether nothing was done yet.
    public var isEmpty: Bool { tests.isEmpty && attempt == nil }
}
