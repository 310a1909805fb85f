import Foundation

/// The output folder is written or left alone, never half-written, and never with others' files lost.
public struct OutputError: Error, Sendable, CustomStringConvertible {
    /// What went wrong, naming the folder or file.
    public var message: String
    public var description: String { message }
}

/// The output folder (`out/`): compared with a build's bundles, and replaced as a whole.
///
/// A write builds the complete new folder beside the old one, then exchanges
/// the two in one atomic step and deletes the old one. A build that fails or
/// is killed at any point leaves either the old folder or the new one, never a
/// mix. A folder whose files already match is not touched at all.
public enum OutputFolder {
    /// How one file of the folder differs from the build.
    public enum Change: Sendable, Hashable, CustomStringConvertible {
        /// The build has a file the folder lacks.
        case added(String)
        /// The file's bytes differ.
        case changed(String)
        /// The folder has a file the build does not produce.
        case removed(String)

        /// The file's path inside the folder.
        public var path: String {
            switch self {
            case .added(let path), .changed(let path), .removed(let path): path
            }
        }

        public var description: String {
            switch self {
            case .added(let path): "missing: \(path)"
            case .changed(let path): "out of date: \(path)"
            case .removed(let path): "no longer produced: \(path)"
            }
        }
    }

    /// What differs between the folder on disk and the build, sorted by path.
    /// A missing folder differs by every file.
    public static func changes(from folder: URL, to output: BundleOutput) -> [Change] {
        recoverInterruptedWrite(of: folder)
        let existing = Set(filesInside(folder))
        var changes: [Change] = []
        for file in output.files {
            if !existing.contains(file.path) {
                changes.append(.added(file.path))
            } else if (try? Data(contentsOf: folder.appendingPathComponent(file.path))) != file.data {
                changes.append(.changed(file.path))
            }
        }
        let produced = Set(output.files.map(\.path))
        changes += existing.subtracting(produced).map(Change.removed)
        return changes.sorted { $0.path < $1.path }
    }

    /// Replaces the folder with the build's files, atomically; does nothing when they already match.
    ///
    /// - Returns: What changed (empty when the folder was already current).
    /// - Throws: ``OutputError`` when the folder holds files contentc did not
    ///   write (they would be lost), or it cannot be written; the old folder is
    ///   then left exactly as it was.
    @discardableResult
    public static func write(_ output: BundleOutput, to folder: URL) throws(OutputError) -> [Change] {
        let changes = changes(from: folder, to: output)
        guard !changes.isEmpty else { return [] }
        if let foreign = filesInside(folder).first(where: { !isBundlePath($0) }) {
            throw OutputError(message: "\(folder.path)/\(foreign) was not written by contentc; move it out of the output folder, which contentc replaces as a whole")
        }
        let fileManager = FileManager.default
        let parent = folder.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".\(folder.lastPathComponent).contentc-new-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try? fileManager.removeItem(at: staging)
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
            for file in output.files {
                let url = staging.appendingPathComponent(file.path)
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try writeDurably(file.data, to: url)
            }
        } catch {
            try? fileManager.removeItem(at: staging)
            throw OutputError(message: "cannot write the output folder \(folder.path): \(error.localizedDescription)")
        }
        try install(staging, as: folder)
        return changes
    }

    // MARK: Installing

    /// Puts the staged folder in place of `folder`, atomically where the system allows.
    private static func install(_ staging: URL, as folder: URL) throws(OutputError) {
        let fileManager = FileManager.default
        guard fileManager.fileExists(atPath: folder.path) else {
            do {
                try fileManager.moveItem(at: staging, to: folder)
                return
            } catch {
                try? fileManager.removeItem(at: staging)
                throw OutputError(message: "cannot create the output folder \(folder.path): \(error.localizedDescription)")
            }
        }
        if DirectorySwap.exchange(staging, folder) {
            // `staging` now holds the old folder.
            try? fileManager.removeItem(at: staging)
            return
        }
        // No atomic exchange here: move the old folder aside, then the new one in.
        // If the process dies in between, the next run moves the old one back.
        let aside = oldFolderURL(for: folder)
        do {
            try fileManager.moveItem(at: folder, to: aside)
        } catch {
            try? fileManager.removeItem(at: staging)
            throw OutputError(message: "cannot replace the output folder \(folder.path): \(error.localizedDescription)")
        }
        do {
            try fileManager.moveItem(at: staging, to: folder)
        } catch {
            try? fileManager.moveItem(at: aside, to: folder)
            try? fileManager.removeItem(at: staging)
            throw OutputError(message: "cannot replace the output folder \(folder.path): \(error.localizedDescription)")
        }
        try? fileManager.removeItem(at: aside)
    }

    /// Where a write without atomic exchange keeps the old folder for a moment.
    private static func oldFolderURL(for folder: URL) -> URL {
        folder.deletingLastPathComponent().appendingPathComponent(".\(folder.lastPathComponent).contentc-old")
    }

    /// Restores the old folder if a write without atomic exchange was interrupted
    /// between its two moves, and removes leftovers of interrupted writes.
    private static func recoverInterruptedWrite(of folder: URL) {
        let fileManager = FileManager.default
        let aside = oldFolderURL(for: folder)
        if fileManager.fileExists(atPath: aside.path) {
            if fileManager.fileExists(atPath: folder.path) {
                try? fileManager.removeItem(at: aside)
            } else {
                try? fileManager.moveItem(at: aside, to: folder)
            }
        }
        let parent = folder.deletingLastPathComponent()
        let prefix = ".\(folder.lastPathComponent).contentc-new-"
        for name in (try? fileManager.contentsOfDirectory(atPath: parent.path)) ?? [] where name.hasPrefix(prefix) {
            let pid = Int32(name.dropFirst(prefix.count)) ?? 0
            if pid == ProcessInfo.processInfo.processIdentifier || !isRunning(pid) {
                try? fileManager.removeItem(at: parent.appendingPathComponent(name))
            }
        }
    }

    private static func isRunning(_ pid: Int32) -> Bool {
        pid > 0 && kill(pid, 0) == 0
    }

    // MARK: Files

    /// Writes a file and flushes it to disk, so a completed build survives a power loss.
    private static func writeDurably(_ data: Data, to url: URL) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw OutputError(message: "cannot create \(url.path)")
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.write(contentsOf: data)
        try handle.synchronize()
    }

    /// Every regular file under `folder`, as relative paths with `/`; empty when it does not exist.
    /// macOS Finder's `.DS_Store` files are not counted.
    static func filesInside(_ folder: URL) -> [String] {
        let fileManager = FileManager.default
        guard let enumerator = fileManager.enumerator(atPath: folder.path) else { return [] }
        var files: [String] = []
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory),
                  !isDirectory.boolValue, (path as NSString).lastPathComponent != ".DS_Store" else { continue }
            files.append(path)
        }
        return files.sorted()
    }

    /// `index.json`, `books/<id>.json` or `courses/<id>.json`.
    private static func isBundlePath(_ path: String) -> Bool {
        if path == "index.json" { return true }
        let parts = path.split(separator: "/")
        return parts.count == 2 && (parts[0] == "books" || parts[0] == "courses") && parts[1].hasSuffix(".json")
    }
}
