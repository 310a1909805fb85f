import Foundation

/// Where the shared corpus lives: `../shared/corpus` beside the package, or `$CONTENTC_CORPUS`.
enum CorpusLocation {
    static var root: URL {
        if let path = ProcessInfo.processInfo.environment["CONTENTC_CORPUS"] {
            return URL(fileURLWithPath: path)
        }
        return URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // YAMLTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // package root
            .deletingLastPathComponent()
            .appendingPathComponent("shared/corpus")
    }

    static var yamlTestSuite: URL { root.appendingPathComponent("yaml-test-suite") }
}
