import ContentRuntime
import YAML

extension Rule {
    /// L101: mastery thresholds in order.
    static let masteryOrder = Rule(
        code: "L101", name: "learning.mastery-order",
        summary: "the fragile mastery threshold is below the solid one",
        explanation: """
        `learning:` in contentc.yaml sets how the reading app judges a test, and a \
        book.yaml may override any of its values for its own ideas. \
        `mastery: { solid: 0.8, fragile: 0.5 }` are shares of a test's maxScore: \
        a score of at least `solid` of it is solid mastery, at least `fragile` is \
        fragile, anything less is none; so 0 < fragile < solid ≤ 1. \
        `reviewAfterDays: { fragile: 3, solid: 14 }` are the whole days (1 to 3650) \
        until the next review test after a fragile or solid result; after a result \
        without mastery the idea is due again at once. The values shown are the \
        defaults. A book's thresholds are checked after its overrides are laid over \
        the project's policy, so a book that raises only `fragile` must stay below \
        the project's `solid`.
        """)
}

/// The project's learning policy: the defaults with contentc.yaml's `learning:` laid over them.
func projectLearningPolicy(_ manifest: LearningSource?) -> ResolvedLearningPolicy {
    ResolvedLearningPolicy().overlaid(with: manifest)
}

/// Checks the project's learning policy: the fragile threshold below the solid one.
func checkProjectLearningPolicy(_ manifest: LearningSource?, log: inout DiagnosticLog) {
    checkMasteryOrder(projectLearningPolicy(manifest), writtenIn: manifest, log: &log)
}

/// Checks a book's learning policy, its overrides laid over the project's:
/// the fragile threshold below the solid one.
func checkBookLearningPolicy(_ book: BookSource, project manifest: LearningSource?, log: inout DiagnosticLog) {
    guard let learning = book.learning, learning.solid != nil || learning.fragile != nil else { return }
    checkMasteryOrder(projectLearningPolicy(manifest).overlaid(with: learning), writtenIn: learning, log: &log)
}

/// Reports a policy whose fragile threshold is not below its solid one, at a
/// threshold `source` writes, with a note at the other (or naming its default).
private func checkMasteryOrder(_ resolved: ResolvedLearningPolicy, writtenIn source: LearningSource?,
                               log: inout DiagnosticLog) {
    let mastery = resolved.policy.mastery
    guard let source, mastery.fragile >= mastery.solid else { return }
    let fragile = DecimalNumber.format(mastery.fragile), solid = DecimalNumber.format(mastery.solid)
    let message = "the fragile threshold (\(fragile)) must be below the solid one (\(solid)): a score cannot be fragile and solid at once"
    if let written = source.fragile {
        let note = resolved.solidSource.map { [Diagnostic.Note("the solid threshold is set here", at: $0)] } ?? []
        log.report(.masteryOrder, message + (note.isEmpty ? " (solid is the default, \(solid))" : ""),
                   file: source.file, at: written.mark, notes: note,
                   hint: "lower 'fragile' or raise 'solid'")
    } else if let written = source.solid {
        let note = resolved.fragileSource.map { [Diagnostic.Note("the fragile threshold is set here", at: $0)] } ?? []
        log.report(.masteryOrder, message + (note.isEmpty ? " (fragile is the default, \(fragile))" : ""),
                   file: source.file, at: written.mark, notes: note,
                   hint: "raise 'solid' or lower 'fragile'")
    }
}
