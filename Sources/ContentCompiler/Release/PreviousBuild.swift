import ContentRuntime
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

/// An earlier build to compare a new one with: the output folder about to be replaced.
public struct PreviousBuild: Sendable {
    /// The folder holding the earlier build's `index.json`.
    public var directory: URL
    /// How diagnostics name the folder: as the user typed it (`out`).
    public var displayPath: String

    /// Creates a reference to an earlier build.
    public init(directory: URL, displayPath: String) {
        self.directory = directory
        self.displayPath = displayPath
    }

    /// The earlier build's `index.json`.
    private var indexFile: URL { directory.appendingPathComponent(ContentLibrary.indexFileName) }

    /// Whether there is an earlier build to compare with: the folder holds an `index.json`.
    var exists: Bool {
        FileManager.default.fileExists(atPath: indexFile.path)
    }

    /// The content version its index gives, read from the index alone; `nil`
    /// when there is none, it is not a semantic version, or the index is not
    /// a regular file of at most ``ContentLibrary/maxIndexBytes`` (it is read
    /// without following a link or waiting on a named pipe, as the version
    /// check reads it: the folder may come from anyone).
    public var contentVersion: SemanticVersion? {
        guard let bytes = CacheFile.contents(atPath: indexFile.path, maxBytes: ContentLibrary.maxIndexBytes),
              let version = try? JSONDecoder().decode(VersionOnly.self, from: Data(bytes)).contentVersion else { return nil }
        return SemanticVersion(version)
    }

    /// Copies what the version check reads of this build (`index.json` and
    /// the `.json` files of `books/` and `courses/`) into the new folder
    /// `copy`: each only when it is a regular file, not a link, of at most
    /// the sizes the loader reads (``ContentLibrary/maxIndexBytes``,
    /// ``ContentLibrary/maxBundleBytes``). Anything else is left out, where the
    /// check then finds it missing, as it refuses it in the folder itself: the
    /// folder may come from anyone (a pull request that commits it), and a copy
    /// of all of it would follow its links, copy what they lead to, and wait
    /// forever on a named pipe.
    ///
    /// - Throws: When `copy` or a folder in it cannot be created.
    public func copy(to copy: URL) throws {
        let folder = directory.resolvingSymlinksInPath()
        func copyRegularFile(_ relative: String, maxBytes: Int) {
            guard let bytes = CacheFile.contents(atPath: folder.appendingPathComponent(relative).path, maxBytes: maxBytes) else { return }
            try? Data(bytes).write(to: copy.appendingPathComponent(relative))
        }
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: false)
        copyRegularFile(ContentLibrary.indexFileName, maxBytes: ContentLibrary.maxIndexBytes)
        for kind in ["books", "courses"] {
            // A folder itself, not a link to one.
            let source = folder.appendingPathComponent(kind).path
            var info = stat()
            guard lstat(source, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { continue }
            try FileManager.default.createDirectory(at: copy.appendingPathComponent(kind), withIntermediateDirectories: false)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: source)) ?? [] where name.hasSuffix(".json") {
                copyRegularFile("\(kind)/\(name)", maxBytes: ContentLibrary.maxBundleBytes)
            }
        }
    }

    /// Refuses a file of the earlier build that is a symbolic link, as
    /// ``ContentLoadError/unreadableFile(path:reason:)``: a build never writes
    /// one, and the output folder may come from anyone (a pull request that
    /// commits it), so what a link there names is never read, nor any of it
    /// shown (a key's value, its first character, its digest).
    static func refuseLink(atPath path: String) throws(ContentLoadError) {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return }
        throw .unreadableFile(path: path, reason: "it is a symbolic link, which contentc never writes in an output folder")
    }

    /// ``refuseLink(atPath:)`` of every entry on the way from `folder` to the
    /// file at `relative` in it (`books/<slug>.json`: `books`, then the file),
    /// so that a `books` or `courses` folder linked to a folder elsewhere
    /// takes no read out of the output folder either.
    static func refuseLinks(in folder: URL, relative: String) throws(ContentLoadError) {
        var path = folder.path
        for component in relative.split(separator: "/") {
            path = joinedPath(path, String(component))
            try refuseLink(atPath: path)
        }
    }

    /// The one key of an index that ``contentVersion`` reads; the rest may be anything.
    private struct VersionOnly: Decodable {
        var contentVersion: String?
    }
}
