import ContentRuntime
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What one release holds, as a diff compares it: the project's name, the
/// content version and every book and course, read from an output folder or
/// taken from a build.
public struct ReleaseContent: Sendable {
    /// The project's name, the namespace of its bundles, from the index (or contentc.yaml, for a build).
    public var name: String
    /// The content version, from the index (or contentc.yaml, for a build), such as `1.4.0`.
    public var contentVersion: String
    /// The books, sorted by id.
    public var books: [Book]
    /// The courses, sorted by id.
    public var courses: [Course]

    /// Creates a release's content.
    public init(name: String, contentVersion: String, books: [Book], courses: [Course]) {
        self.name = name
        self.contentVersion = contentVersion
        self.books = books
        self.courses = courses
    }

    /// The content of a loaded output folder.
    public init(_ library: ContentLibrary) {
        self.init(name: library.index.name, contentVersion: library.index.contentVersion,
                  books: library.books, courses: library.courses)
    }

    /// The content of a build, before it is written.
    public init(_ output: BundleOutput) {
        self.init(name: output.index.name, contentVersion: output.index.contentVersion,
                  books: output.books, courses: output.courses)
    }

    /// Reads an output folder (SPEC §5: `index.json`, `books/<slug>.json`,
    /// `courses/<slug>.json`) through the runtime library, with all its checks:
    /// complete JSON, the index's hashes and sizes, a readable format version.
    ///
    /// - Parameters:
    ///   - folder: The folder holding `index.json`.
    ///   - displayPath: How messages name the folder, as the user typed it.
    /// - Throws: ``ReleaseReadError`` when the folder is missing, is not a
    ///   folder, or holds no loadable output.
    public static func read(_ folder: URL, displayPath: String) throws(ReleaseReadError) -> ReleaseContent {
        let kind = PathKind(atPath: folder.path)
        guard kind != .absent else {
            throw ReleaseReadError(message: "\(displayPath): there is no such folder")
        }
        guard kind == .folder else {
            throw ReleaseReadError(message: "\(displayPath): this is a file, not an output folder of `contentc build`")
        }
        do {
            // An output folder may come from anyone (a pull request that commits it): a link in it
            // (`index.json`, `books`, a bundle) is refused, and what it names never read nor shown.
            try PreviousBuild.refuseLink(atPath: folder.appendingPathComponent(ContentLibrary.indexFileName).path)
            for entry in try ContentLibrary.loadIndex(directory: folder).bundles {
                try PreviousBuild.refuseLinks(in: folder, relative: entry.file)
            }
            return ReleaseContent(try ContentLibrary(directory: folder))
        } catch {
            throw ReleaseReadError(error, folder: folder, displayPath: displayPath)
        }
    }
}

/// An output folder that cannot be compared: missing, not a folder, or not a loadable output.
public struct ReleaseReadError: Error, Sendable, CustomStringConvertible {
    /// What is wrong, starting with the folder's or the faulty file's path.
    public var message: String
    /// The message.
    public var description: String { message }
}

extension ReleaseReadError {
    /// A load error of the runtime, naming files as the user named the folder
    /// (the runtime names them by absolute path) and leaving out its advice to
    /// app developers (callers give their own).
    init(_ error: ContentLoadError, folder: URL, displayPath: String) {
        let absolute = folder.standardizedFileURL.path
        let prefix = absolute.hasSuffix("/") ? absolute : absolute + "/"
        let file = error.path.hasPrefix(prefix)
            ? SourceFile.displayPath(root: displayPath, relative: String(error.path.dropFirst(prefix.count)))
            : error.path
        message = "\(file): \(error.problem)"
    }
}
