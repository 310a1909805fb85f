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

    /// The names of the rule fixtures, sorted.
    public static func ruleFixtureNames() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: rules.path)) ?? [])
            .filter { !$0.hasPrefix(".") }.sorted()
    }
}
