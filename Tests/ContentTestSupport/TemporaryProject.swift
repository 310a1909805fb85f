import ContentCompiler
import Foundation

/// A throwaway copy of a project in a ``TemporaryFolder``, removed with it on deinit.
public final class TemporaryProject {
    /// The project folder.
    public let url: URL
    /// The folder around the project, which holds whatever a test writes beside it.
    private let folder: TemporaryFolder

    /// The files of a fixture folder that describe it and are not content.
    public static let descriptionFiles: Set<String> = ["expected.txt", "DELETE"]

    /// Copies `base`, removes the paths `overlay/DELETE` lists (one a line,
    /// relative to the project; `#` starts a comment line), then lays every file
    /// of `overlay` (except ``descriptionFiles``) over it. Deleting first lets a
    /// fixture put a file where `base` has a folder.
    public init(base: URL = ContentFixtures.base, overlay: URL? = nil) throws {
        let fileManager = FileManager.default
        folder = try TemporaryFolder()
        url = folder.path("project")
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

    /// A path beside the project folder, inside the folder removed with the
    /// project: where a test puts an output folder of the project, so that what
    /// `contentc build` keeps beside that goes too.
    public func pathBeside(_ name: String) -> URL {
        folder.path(name)
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

    /// Replaces text in a file of the project.
    ///
    /// - Throws: ``EditError`` when the file does not contain `old`, so an edit never silently does nothing.
    public func edit(_ path: String, replacing old: String, with new: String) throws {
        let target = url.appendingPathComponent(path)
        let text = try String(contentsOf: target, encoding: .utf8)
        guard text.contains(old) else { throw EditError(message: "\(path) does not contain \(old.debugDescription)") }
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: target)
    }

    /// Removes a file or folder of the project.
    public func remove(_ path: String) throws {
        try FileManager.default.removeItem(at: url.appendingPathComponent(path))
    }

    /// An edit whose text is not in the file.
    public struct EditError: Error, CustomStringConvertible {
        /// The file and the missing text.
        public var message: String
        public var description: String { message }
    }

    /// Compiles the project, naming files relative to its root.
    ///
    /// - Parameter previousBuild: An earlier build to check the version rise against (P106).
    public func compile(previousBuild: PreviousBuild? = nil) throws -> Compilation {
        try Compiler.compile(CompileOptions(contentDirectory: url, displayRoot: "", previousBuild: previousBuild))
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
