import ContentCompiler
import Foundation

/// The fixtures folder of this test target.
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // ContentCompilerTests
        .appendingPathComponent("Fixtures")

    /// A valid project every rule fixture starts from.
    static let base = root.appendingPathComponent("Base")
    /// One folder per rule fixture, overlaying the base project.
    static let rules = root.appendingPathComponent("Rules")

    /// The package's root folder.
    static let packageRoot = root
        .deletingLastPathComponent()  // ContentCompilerTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// The names of the rule fixtures, sorted.
    static func ruleFixtureNames() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: rules.path)) ?? [])
            .filter { !$0.hasPrefix(".") }.sorted()
    }
}

/// A throwaway copy of a project in a temporary folder, removed on deinit.
final class TemporaryProject {
    let url: URL

    /// Copies `base`, removes the paths `overlay/DELETE` lists, then lays every
    /// file of `overlay` (except `expected.txt` and `DELETE`) over it.
    init(base: URL = Fixtures.base, overlay: URL? = nil) throws {
        let fileManager = FileManager.default
        url = fileManager.temporaryDirectory.appendingPathComponent("contentc-test-\(UUID().uuidString)")
        try fileManager.copyItem(at: base, to: url)
        guard let overlay else { return }
        if let deletions = try? String(contentsOf: overlay.appendingPathComponent("DELETE"), encoding: .utf8) {
            for line in deletions.split(separator: "\n") where !line.hasPrefix("#") {
                try fileManager.removeItem(at: url.appendingPathComponent(String(line.trimmingCharacters(in: .whitespaces))))
            }
        }
        for path in Self.files(in: overlay) where path != "expected.txt" && path != "DELETE" {
            let target = url.appendingPathComponent(path)
            try? fileManager.removeItem(at: target)
            try fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try fileManager.copyItem(at: overlay.appendingPathComponent(path), to: target)
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes a file into the project.
    func write(_ path: String, _ bytes: [UInt8]) throws {
        let target = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: target)
    }

    /// Writes a text file into the project.
    func write(_ path: String, _ text: String) throws {
        try write(path, Array(text.utf8))
    }

    /// Compiles the project, naming files relative to its root.
    func compile() throws -> Compilation {
        try Compiler.compile(CompileOptions(contentDirectory: url, displayRoot: ""))
    }

    /// Relative paths of the regular files under a folder, sorted.
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
