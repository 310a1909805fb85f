#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file that holds one learner's progress, for apps that want one: saved
/// atomically (written beside, then renamed over), and never overwritten
/// while it holds something that is not a snapshot this engine can read.
///
/// ```swift
/// let store = ProgressStore(url: documents.appending(path: "progress.json"))
/// var progress = try store.load() ?? LearnerProgress()
/// try store.save(progress)
/// ```
public struct ProgressStore: Sendable {
    /// The file.
    public let url: URL

    /// A store at `url`; nothing is read or written until asked.
    public init(url: URL) {
        self.url = url
    }

    private var path: String { url.path(percentEncoded: false) }

    /// The saved progress, or `nil` when there is no file yet.
    ///
    /// - Throws: ``ProgressStoreError``: the file cannot be read, or holds no
    ///   snapshot this engine can load (the file is left as it is).
    public func load() throws(ProgressStoreError) -> LearnerProgress? {
        guard let data = try read() else { return nil }
        do {
            return try ProgressSnapshot.decode(data)
        } catch {
            throw .invalid(path: path, problem: error)
        }
    }

    /// Saves progress: writes a temporary file in the same folder, then
    /// renames it over the file, so a crash leaves the old or the new
    /// snapshot, never a mix.
    ///
    /// - Throws: ``ProgressStoreError/wouldOverwriteUnreadable(path:problem:)`` when the file
    ///   holds something that is not a readable snapshot (move it aside with
    ///   ``setAsideUnreadable()`` first), or ``ProgressStoreError/unwritable(path:reason:)``.
    public func save(_ progress: LearnerProgress) throws(ProgressStoreError) {
        if let existing = try read() {
            do {
                _ = try ProgressSnapshot.decode(existing)
            } catch {
                throw .wouldOverwriteUnreadable(path: path, problem: error)
            }
        }
        let data: Data
        do {
            data = try ProgressSnapshot.encode(progress)
        } catch {
            throw .unwritable(path: path, reason: String(describing: error))
        }
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw .unwritable(path: path, reason: SystemErrorText.reason(of: error))
        }
    }

    /// Renames a file that cannot be loaded to `<name>.unreadable` (or
    /// `.unreadable-2`, …) beside it, keeping it for inspection, so that a fresh
    /// progress can be saved. Returns where it went.
    ///
    /// - Throws: ``ProgressStoreError/unwritable(path:reason:)`` when the rename fails.
    @discardableResult
    public func setAsideUnreadable() throws(ProgressStoreError) -> URL {
        let fileManager = FileManager.default
        var target = url.appendingPathExtension("unreadable")
        var counter = 2
        while fileManager.fileExists(atPath: target.path(percentEncoded: false)) {
            target = url.appendingPathExtension("unreadable-\(counter)")
            counter += 1
        }
        guard rename(path, target.path(percentEncoded: false)) == 0 else {
            throw .unwritable(path: path, reason: SystemErrorText.text(ofErrorNumber: errno))
        }
        return target
    }

    /// The file's bytes, or `nil` when it does not exist.
    private func read() throws(ProgressStoreError) -> Data? {
        do {
            return try ContentFile.read(url, limit: .max)
        } catch .missingFile {
            return nil
        } catch .unreadableFile(_, let reason) {
            throw .unreadable(path: path, reason: reason)
        } catch {
            throw .unreadable(path: path, reason: error.problem)
        }
    }
}

/// Why a ``ProgressStore`` could not load or save.
public enum ProgressStoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file exists but cannot be read.
    case unreadable(path: String, reason: String)
    /// The file holds no snapshot this engine can load; it was left untouched.
    case invalid(path: String, problem: SnapshotError)
    /// Saving would replace a file that holds no loadable snapshot: refused,
    /// so that no progress is lost unseen. Set the file aside first.
    case wouldOverwriteUnreadable(path: String, problem: SnapshotError)
    /// The file could not be written.
    case unwritable(path: String, reason: String)

    /// The file's path, what is wrong, and what to do; control characters
    /// in the path or from the file are written as escapes.
    public var description: String { PrintableText.escaping(sentence) }

    private var sentence: String {
        switch self {
        case .unreadable(let path, let reason): "\(path): the progress file cannot be read (\(reason))"
        case .invalid(let path, let problem): "\(path): \(problem); the file was left as it is"
        case .wouldOverwriteUnreadable(let path, let problem):
            "\(path): not saved, because the file holds something that is not a loadable snapshot (\(problem)); "
                + "move it aside (ProgressStore.setAsideUnreadable()) to save a new one"
        case .unwritable(let path, let reason): "\(path): the progress could not be saved (\(reason))"
        }
    }
}
