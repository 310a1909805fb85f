import Foundation

/// Where the test corpus lives: `Tests/Corpus` in this repository, or `$CONTENTC_CORPUS`.
enum CorpusLocation {
    static var root: URL {
        if let path = ProcessInfo.processInfo.environment["CONTENTC_CORPUS"] {
            return URL(fileURLWithPath: path)
        }
        return URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // YAMLTests
            .deletingLastPathComponent()  // Tests
            .appendingPathComponent("Corpus")
    }

    static var yamlTestSuite: URL { root.appendingPathComponent("yaml-test-suite") }
}
