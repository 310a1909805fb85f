import ContentRuntime
import Crypto
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

/// The build cache: what compiling each book and course folder gave, kept in
/// a hidden folder beside the output folder (`.out.contentc-cache` beside
/// `out`), so that a build compiles only the folders whose inputs changed.
///
/// It is only an accelerator. An entry is used only when the digests of every
/// file of its folder, of the files the folder read besides (a book's metadata
/// file) and of its context (the compiler, the rule settings, the learning
/// policy, how files are named and bounded; see ``CacheContext``) are what they
/// were when it was made; any entry that is missing, damaged, truncated, of
/// another format or another compiler is a miss, and its folder is compiled.
/// Every file of the cache is read with a bound on its size and checked
/// against its own checksum before it is believed (``CacheFile``).
///
/// The cache holds two files per book or course folder of the project (its
/// entry, and its bundle's bytes, read only when the build needs them) and
/// one of file digests; a build that stores an entry or records a digest
/// removes every other file in it.
public struct BuildCache: Sendable {
    /// The version of the cache's files: entries of another are misses.
    static let formatVersion = 6

    /// The cache folder.
    public let folder: URL
    /// Whether builds store what they compile (`contentc build`), or only read
    /// (`contentc lint`, `contentc build --check`, which write nothing).
    public let isWritable: Bool

    /// The cache of the output folder at `output`.
    public init(output: URL, writable: Bool = true) {
        folder = Self.location(forOutput: output)
        isWritable = writable
    }

    /// Where the cache of the output folder at `output` is: `.<name>.contentc-cache`
    /// beside the folder (the folder a symbolic link there points to).
    public static func location(forOutput output: URL) -> URL {
        let folder = (try? OutputLocation.find(output).folder) ?? output.standardizedFileURL
        return folder.deletingLastPathComponent().appendingPathComponent(".\(folder.lastPathComponent).contentc-cache")
    }

    /// Removes the cache of the output folder at `output`, if there is one,
    /// and the record of the folder's files beside it (``OutputStamps``).
    ///
    /// - Returns: Whether there was a cache.
    /// - Throws: The system's error when it cannot be removed.
    @discardableResult
    public static func clean(output: URL) throws -> Bool {
        let folder = location(forOutput: output)
        OutputStamps.remove(besideFolder: (try? OutputLocation.find(output).folder) ?? output.standardizedFileURL)
        var info = stat()
        guard lstat(folder.path, &info) == 0 else { return false }
        try FileManager.default.removeItem(at: folder)
        return true
    }

    /// The digests file's name in the cache folder.
    static let digestsName = "digests"

    /// The entry file's name of a folder: its kind and a digest of its name,
    /// so no folder name ever makes a path of its own.
    static func entryName(of unit: FolderUnit) -> String {
        let digest = SHA256.hash(data: Array(unit.folder.slug.utf8))
        // The digest's first 16 bytes, read where they are rather than through its sequence.
        let name = digest.withUnsafeBytes { BundleDigest.hexadecimal(UnsafeRawBufferPointer(rebasing: $0.prefix(16))) }
        return unit.kind.rawValue + "-" + name
    }

    /// The name of the file holding the bytes of a folder's bundle: its
    /// entry's name with `.json` (the entry holds the bundle's digest).
    static func bundleName(of unit: FolderUnit) -> String {
        bundleName(ofEntryNamed: entryName(of: unit))
    }

    /// ``bundleName(of:)`` of the folder whose entry is named `entryName`.
    static func bundleName(ofEntryNamed entryName: String) -> String {
        entryName + ".json"
    }

    /// Whether the cache folder is a folder, not following a symbolic link:
    /// `nil` when there is nothing there.
    var isFolder: Bool? {
        var info = stat()
        guard lstat(folder.path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT == S_IFDIR
    }
}
