import Foundation

/// The package's test projects, under `Tests/ContentCompilerTests/Fixtures`:
/// `Base`, a valid project; one folder per rule fixture under `Rules`, each an
/// overlay on `Base`; and the golden files under `Golden`.
public enum ContentFixtures {
    /// The package's root folder.
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // ContentTestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// The fixtures folder.
    public static let root = packageRoot.appendingPathComponent("Tests/ContentCompilerTests/Fixtures")
    /// A valid project every rule fixture starts from.
    public static let base = root.appendingPathComponent("Base")
    /// One folder per rule fixture, overlaying the base project.
    public static let rules = root.appendingPathComponent("Rules")

    /// The sample content's idea that tests write back in the legacy primer form.
    public static let legacyIdeaPath = "books/meditations/ideas/b1i4.yaml"

    /// An idea file with its primer keys renamed to their legacy names
    /// (`thesis` → `overview`, `edgesAndLimits` → `keyNuances`,
    /// `furtherLearning` → `digDeeperLinks`), as ideas were written before the
    /// rename; every other byte stays. The sample content is fully migrated, so
    /// tests of legacy handling and of `contentc migrate` start from this.
    public static func legacyPrimer(_ text: String) -> String {
        text.replacingOccurrences(of: "\n  thesis:", with: "\n  overview:")
            .replacingOccurrences(of: "\n  edgesAndLimits:", with: "\n  keyNuances:")
            .replacingOccurrences(of: "\n  furtherLearning:", with: "\n  digDeeperLinks:")
    }

    /// The names of the rule fixtures, sorted.
    public static func ruleFixtureNames() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: rules.path)) ?? [])
            .filter { !$0.hasPrefix(".") }.sorted()
    }
}
