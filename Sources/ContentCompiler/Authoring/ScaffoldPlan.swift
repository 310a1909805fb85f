#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ContentRuntime

/// What `contentc new` will write: folders and files to create, files to
/// update in place. Nothing is written until ``apply()``.
public struct ScaffoldPlan: Sendable {
    /// One file written.
    public struct Change: Sendable {
        /// Whether the file is new or an existing one is changed.
        public enum Action: Sendable {
            case create, update
        }

        /// Whether the file is new or an existing one is changed.
        public var action: Action
        /// The file on disk.
        public var url: URL
        /// Its path as messages name it.
        public var displayPath: String
        /// Its new contents.
        public var bytes: [UInt8]
        /// What the change does, for the report ("added section 'europe' to 'sections'").
        public var summary: String
        /// For an update, the contents it was made from: the file must still hold them.
        var original: [UInt8]?
    }

    /// What was scaffolded, for the report: `idea b1i7`, `section 'europe'`.
    public var subject: String
    /// Folders to create first (when missing), such as a new book's `ideas/`,
    /// with their paths as messages name them.
    public var folders: [(url: URL, displayPath: String)] = []
    /// The files, in the order they are written: new files before the updates that list them.
    public var changes: [Change] = []
    /// The content folder the plan writes in, when known: every folder and
    /// file it writes must lie inside it, through whatever links are on the way.
    var contentFolder: ContentFolder?

    /// Writes the plan: each file atomically, new files without replacing any
    /// that exist. When a write fails, the files and folders this call
    /// created are removed again, so the content is left as it was.
    ///
    /// - Returns: The paths (as messages name them) of the folders created.
    /// - Throws: ``AuthoringError``: `.refused` when a file to create exists or
    ///   a file to update changed meanwhile, `.io` when one cannot be written.
    @discardableResult
    public func apply() throws(AuthoringError) -> [String] {
        let fileManager = FileManager.default
        var createdFolders: [URL] = []
        var createdFiles: [URL] = []
        // A link in the content folder (a book's `ideas` linked to a folder elsewhere, a
        // course.yaml linked to a file elsewhere) never takes a write out of it.
        if let contentFolder {
            for (folder, displayPath) in folders { try contentFolder.requireInside(folder, displayPath: displayPath) }
            for change in changes { try contentFolder.requireInside(change.url, displayPath: change.displayPath) }
        }
        do throws(AuthoringError) {
            for (folder, _) in folders where !fileManager.fileExists(atPath: folder.path) {
                // Each missing ancestor is created, and removed on failure, on its own.
                var missing: [URL] = []
                var ancestor = folder
                while !fileManager.fileExists(atPath: ancestor.path) {
                    missing.insert(ancestor, at: 0)
                    ancestor = ancestor.deletingLastPathComponent()
                }
                for url in missing {
                    do {
                        try fileManager.createDirectory(at: url, withIntermediateDirectories: false)
                    } catch {
                        throw AuthoringError(.io, "cannot create the folder: \(SystemErrorText.describing(error, besides: url.path))", file: url.path)
                    }
                    createdFolders.append(url)
                }
            }
            for change in changes {
                switch change.action {
                case .create:
                    try AtomicFile.create(change.url, with: change.bytes, displayPath: change.displayPath)
                    createdFiles.append(change.url)
                case .update:
                    let current = (try? Data(contentsOf: change.url)).map { [UInt8]($0) }
                    guard current == change.original else {
                        throw AuthoringError(.refused, "the file changed while it was being updated; nothing was written",
                                             file: change.displayPath, hint: "run the command again")
                    }
                    try AtomicFile.replace(change.url, with: change.bytes, displayPath: change.displayPath)
                }
            }
        } catch {
            for url in createdFiles.reversed() { try? fileManager.removeItem(at: url) }
            for url in createdFolders.reversed() { try? fileManager.removeItem(at: url) }
            throw error
        }
        return folders.filter { createdFolders.contains($0.url) }.map(\.displayPath)
    }
}
