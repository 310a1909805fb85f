/// How the reading app judges a learner's test: the share of the score that
/// makes mastery fragile or solid, and when the next review test is due.
///
/// Written as `learning:` in contentc.yaml, overridden field by field in a
/// book.yaml, and carried by every book bundle, so apps never hard-code it.
/// The compiler and the loader guarantee 0 < `fragile` < `solid` ≤ 1 and
/// review intervals of 1 to ``maxReviewDays`` days.
public struct LearningPolicy: Sendable, Hashable, Codable {
    /// The shares of a test's `maxScore` that make mastery fragile or solid.
    public struct MasteryThresholds: Sendable, Hashable, Codable {
        /// A score of at least this share of `maxScore` is solid mastery; above `fragile`, at most 1.
        public var solid: Double
        /// A score of at least this share of `maxScore` (and below `solid`) is fragile mastery; above 0.
        public var fragile: Double

        /// Creates thresholds.
        public init(solid: Double, fragile: Double) {
            self.solid = solid
            self.fragile = fragile
        }
    }

    /// Days from a test to the next review test, by the mastery it showed.
    public struct ReviewIntervals: Sendable, Hashable, Codable {
        /// Days until a review after a fragile result; 1 to ``LearningPolicy/maxReviewDays``.
        public var fragile: Int
        /// Days until a review after a solid result; 1 to ``LearningPolicy/maxReviewDays``.
        public var solid: Int

        /// Creates intervals.
        public init(fragile: Int, solid: Int) {
            self.fragile = fragile
            self.solid = solid
        }
    }

    /// When mastery is fragile or solid.
    public var mastery: MasteryThresholds
    /// When the next review test is due.
    public var reviewAfterDays: ReviewIntervals

    /// Creates a policy.
    public init(mastery: MasteryThresholds, reviewAfterDays: ReviewIntervals) {
        self.mastery = mastery
        self.reviewAfterDays = reviewAfterDays
    }

    /// Deepread's: solid from 80% of the score, fragile from 50%; review a
    /// fragile idea after 3 days, a solid one after 14. Book bundles of format
    /// 1.0, which carry no policy, have this one.
    public static let standard = LearningPolicy(
        mastery: MasteryThresholds(solid: 0.8, fragile: 0.5),
        reviewAfterDays: ReviewIntervals(fragile: 3, solid: 14))

    /// The longest review interval a policy may set: 3650 days, about ten years.
    public static let maxReviewDays = 3650

    /// What is wrong with the policy, or `nil` when it keeps its guarantees.
    public var problem: String? {
        let (solid, fragile) = (mastery.solid, mastery.fragile)
        guard fragile > 0, fragile < solid, solid <= 1 else {
            return "mastery thresholds must satisfy 0 < fragile < solid ≤ 1, but fragile is \(fragile) and solid is \(solid)"
        }
        for (name, days) in [("fragile", reviewAfterDays.fragile), ("solid", reviewAfterDays.solid)]
        where !(1...Self.maxReviewDays).contains(days) {
            return "reviewAfterDays.\(name) is \(days); review intervals are 1 to \(Self.maxReviewDays) days"
        }
        return nil
    }

    private enum CodingKeys: String, CodingKey { case mastery, reviewAfterDays }

    /// Decodes a policy and checks its guarantees.
    ///
    /// - Throws: `DecodingError` when a key is missing or holds a value of the
    ///   wrong type, or when the values break 0 < fragile < solid ≤ 1 or the
    ///   bounds of the review intervals.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        mastery = try container.decode(MasteryThresholds.self, forKey: .mastery)
        reviewAfterDays = try container.decode(ReviewIntervals.self, forKey: .reviewAfterDays)
        if let problem {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: problem))
        }
    }
}
