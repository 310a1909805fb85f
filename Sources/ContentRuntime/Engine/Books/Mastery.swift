/// How well a test showed an idea is mastered, by the book's learning policy.
public enum Mastery: String, Sendable, Hashable, Codable, CaseIterable {
    /// Below the fragile threshold: keep practising; due for review at once.
    case none
    /// At least the fragile threshold: basic understanding; review after `reviewAfterDays.fragile`.
    case fragile
    /// At least the solid threshold: mastered; review after `reviewAfterDays.solid`.
    case solid

    /// The mastery a score shows: its share of `maxScore` against the
    /// policy's thresholds (a test worth nothing shows none).
    public init(score: Int, maxScore: Int, policy: LearningPolicy) {
        let share = maxScore > 0 ? Double(score) / Double(maxScore) : 0
        self = share >= policy.mastery.solid ? .solid : share >= policy.mastery.fragile ? .fragile : .none
    }

    /// Days from the test to the next review: 0 (due at once) for none, else the policy's interval.
    public func reviewAfterDays(_ policy: LearningPolicy) -> Int {
        switch self {
        case .none: 0
        case .fragile: policy.reviewAfterDays.fragile
        case .solid: policy.reviewAfterDays.solid
        }
    }

    /// The app's mastery level for a tested idea: 1 none, 2 fragile, 3 solid
    /// (0 is an idea not started, see ``IdeaSummary/masteryLevel``).
    public var level: Int {
        switch self {
        case .none: 1
        case .fragile: 2
        case .solid: 3
        }
    }
}

/// Whether a test is an idea's first or a spaced review.
public enum TestKind: String, Sendable, Hashable, Codable {
    /// The idea's first test.
    case initial
    /// A later test, after one was finished.
    case review
}
