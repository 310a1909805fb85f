import ContentCompiler
import Foundation

/// A throwaway copy of a project in a temporary folder, removed on deinit.
public final class TemporaryProject {
    /// The project folder.
    public let url: URL

    /// The files of a fixture folder that describe it and are not content.
    public static let descriptionFiles: Set<String> = ["expected.txt", "DELETE"]

    /// Copies `base`, removes the paths `overlay/DELETE` lists (one a line,
    /// relative to the project; `#` starts a comment line), then lays every file
    /// of `overlay` (except ``descriptionFiles``) over it. Deleting first lets a
    /// fixture put a file where `base` has a folder.
    public init(base: URL = ContentFixtures.base, overlay: URL? = nil) throws {
        let fileManager = FileManager.default
        url = fileManager.temporaryDirectory.appendingPathComponent("contentc-test-\(UUID().uuidString)")
        try fileManager.copyItem(at: base, to: url)
        guard let overlay else { return }
        if let deletions = try? String(contentsOf: overlay.appendingPathComponent("DELETE"), encoding: .utf8) {
            for line in deletions.split(separator: "\n") {
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

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes a file into the project.
    public func write(_ path: String, _ bytes: [UInt8]) throws {
        let target = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: target)
    }

    /// Writes a text file into the project.
    public func write(_ path: String, _ text: String) throws {
        try write(path, Array(text.utf8))
    }

    /// Compiles the project, naming files relative to its root.
    public func compile() throws -> Compilation {
        try Compiler.compile(CompileOptions(contentDirectory: url, displayRoot: ""))
    }

    /// Relative paths of the regular files under a folder, sorted.
    public static func files(in folder: URL) -> [String] {
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
