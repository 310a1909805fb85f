import ContentRuntime
import YAML

extension FileDecoder {
    /// `learning:` of contentc.yaml or a book.yaml: mastery thresholds (shares
    /// of a test's maxScore, above 0 and at most 1) and review intervals (whole days).
    mutating func learning(_ owner: Mapping) -> LearningSource? {
        guard let fields = mapping(owner, "learning", required: false, what: "the learning policy",
                                   keys: LearningSource.keys) else { return nil }
        var learning = LearningSource(file: file, mark: fields.mark)
        if let mastery = mapping(fields, "mastery", required: false, what: "the mastery thresholds",
                                 keys: LearningSource.masteryKeys) {
            learning.solid = share(mastery, "solid")
            learning.fragile = share(mastery, "fragile")
        }
        if let review = mapping(fields, "reviewAfterDays", required: false, what: "the review intervals",
                                keys: LearningSource.reviewKeys) {
            let days = 1...LearningPolicy.maxReviewDays
            learning.reviewFragile = integer(review, "fragile", in: days)
            learning.reviewSolid = integer(review, "solid", in: days)
        }
        return learning
    }

    /// A share of a test's score: a number above 0 and at most 1.
    private mutating func share(_ mapping: Mapping, _ key: String) -> Located<Double>? {
        guard let share = number(mapping, key, in: 0...1) else { return nil }
        guard share.value > 0 else {
            log.report(.outOfRange, "'\(key)' is \(DecimalNumber.format(share.value)), but a mastery threshold is a share of the score above 0 and at most 1",
                       file: file, at: share.mark, hint: "for example 0.5 for half of the test's points")
            return nil
        }
        return share
    }
}
