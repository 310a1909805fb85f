import ContentRuntime
import YAML

/// `learning:` in contentc.yaml or a book.yaml, as written: every field optional,
/// since what it leaves out comes from the project's policy or the defaults.
struct LearningSource: Sendable {
    /// The file it is written in.
    var file: String
    var mark: Mark
    var solid: Located<Double>?
    var fragile: Located<Double>?
    var reviewFragile: Located<Int>?
    var reviewSolid: Located<Int>?

    static let keys = ["mastery", "reviewAfterDays"]
    static let masteryKeys = ["solid", "fragile"]
    static let reviewKeys = ["fragile", "solid"]
}

/// A learning policy with where each of its values comes from: a file's
/// `learning:` (located) or the defaults (`nil`).
struct ResolvedLearningPolicy: Sendable {
    var policy: LearningPolicy = .standard
    var solidSource: SourceLocation?
    var fragileSource: SourceLocation?

    /// This policy with the values `source` writes laid over it.
    func overlaid(with source: LearningSource?) -> ResolvedLearningPolicy {
        guard let source else { return self }
        var result = self
        if let solid = source.solid {
            result.policy.mastery.solid = solid.value
            result.solidSource = SourceLocation(file: source.file, mark: solid.mark)
        }
        if let fragile = source.fragile {
            result.policy.mastery.fragile = fragile.value
            result.fragileSource = SourceLocation(file: source.file, mark: fragile.mark)
        }
        if let days = source.reviewFragile { result.policy.reviewAfterDays.fragile = days.value }
        if let days = source.reviewSolid { result.policy.reviewAfterDays.solid = days.value }
        return result
    }
}
