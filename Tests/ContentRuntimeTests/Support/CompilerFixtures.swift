import ContentCompiler
import Foundation

/// The compiler's test projects, under `Tests/ContentCompilerTests/Fixtures`:
/// `Base`, a valid project, and one folder per rule fixture under `Rules`,
/// each an overlay on `Base`.
///
/// The compiler's tests build these projects with their own helper; a test
/// target cannot import another, so the overlay is written again here, with
/// the same meaning.
enum CompilerFixtures {
    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // ContentRuntimeTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// The compiler's fixtures folder.
    static let root = packageRoot.appendingPathComponent("Tests/ContentCompilerTests/Fixtures")
    /// The valid project every rule fixture starts from.
    static let base = root.appendingPathComponent("Base")
    /// One folder per rule fixture.
    static let rules = root.appendingPathComponent("Rules")

    /// The names of the rule fixtures, sorted.
    static func ruleFixtureNames() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: rules.path)) ?? [])
            .filter { !$0.hasPrefix(".") }.sorted()
    }
}

/// A rule fixture's project, built in a fresh temporary folder: a copy of
/// `Base`; then the paths listed in the fixture's `DELETE` file removed (one
/// path a line, relative to the project; `#` starts a comment line); then every
/// file of the fixture's folder copied over it, replacing what has its path or
/// adding to it. Deleting first lets a fixture put a file where `Base` has a
/// folder. `expected.txt` and `DELETE` describe the fixture and are not content.
struct FixtureProject {
    /// The fixture's name, such as `Q106-msq-single-correct`.
    let name: String
    /// The project folder.
    let url: URL

    /// The files of a fixture folder that are not content.
    static let descriptionFiles: Set<String> = ["expected.txt", "DELETE"]

    /// Builds the project of the rule fixture `name`.
    init(ruleFixture name: String) throws {
        let fileManager = FileManager.default
        let overlay = CompilerFixtures.rules.appendingPathComponent(name)
        self.name = name
        url = fileManager.temporaryDirectory.appendingPathComponent("contentc-runtime-fixture-\(UUID().uuidString)")
        try fileManager.copyItem(at: CompilerFixtures.base, to: url)
        let deletions = overlay.appendingPathComponent("DELETE")
        if fileManager.fileExists(atPath: deletions.path) {
            for line in try String(contentsOf: deletions, encoding: .utf8).split(separator: "\n") {
                let path = line.trimmingCharacters(in: .whitespaces)
                guard !path.isEmpty, !path.hasPrefix("#") else { continue }
                try fileManager.removeItem(at: url.appendingPathComponent(path))
            }
        }
        for path in Self.files(in: overlay) where !Self.descriptionFiles.contains(path) {
            let target = url.appendingPathComponent(path)
            try? fileManager.removeItem(at: target)
            try fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try fileManager.copyItem(at: overlay.appendingPathComponent(path), to: target)
        }
    }

    /// Compiles the project, naming files relative to its root.
    func compile() throws -> Compilation {
        try Compiler.compile(CompileOptions(contentDirectory: url, displayRoot: ""))
    }

    /// Deletes the project folder.
    func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    /// Relative paths of the regular files under `folder`, sorted.
    static func files(in folder: URL) -> [String] {
        let fileManager = FileManager.default
        var result: [String] = []
        let enumerator = fileManager.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if fileManager.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory),
               !isDirectory.boolValue {
                result.append(path)
            }
        }
        return result.sorted()
    }
}
