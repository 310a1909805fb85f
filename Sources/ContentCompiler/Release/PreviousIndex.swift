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

/// The index of the earlier build a version check compares with, read once,
/// against which each new bundle is told the same or not as it is made, so
/// that only the bundles that differ are kept for the comparison.
struct PreviousIndex: Sendable {
    /// The earlier build's output folder.
    let folder: URL
    /// How diagnostics name it.
    let displayPath: String
    let index: BundleIndex
    private let entries: [BundleKey: BundleIndex.Entry]
    /// ``folder``'s path, to which each bundle's file is joined.
    private let folderPath: String

    /// Reads the earlier build's index.
    ///
    /// - Parameter expected: The new build's index and its bytes, when made:
    ///   an earlier index of the same bytes is not decoded again (see
    ///   ``ContentLibrary/loadIndex(directory:expecting:)``).
    /// - Throws: ``ReleaseReadError`` when it cannot be loaded.
    init(_ previous: PreviousBuild, expecting expected: (index: BundleIndex, data: Data)? = nil) throws(ReleaseReadError) {
        folder = previous.directory
        folderPath = previous.directory.path
        displayPath = previous.displayPath
        do {
            try PreviousBuild.refuseLink(atPath: previous.directory.appendingPathComponent(ContentLibrary.indexFileName).path)
            if let expected {
                index = try ContentLibrary.loadIndex(directory: previous.directory, expecting: expected)
            } else {
                index = try ContentLibrary.loadIndex(directory: previous.directory)
            }
        } catch {
            throw ReleaseReadError(error, folder: previous.directory, displayPath: previous.displayPath)
        }
        entries = Dictionary(index.bundles.map { (BundleKey($0), $0) }) { first, _ in first }
    }

    /// Whether a new bundle holds what the earlier build's bundle of the same
    /// kind and id holds.
    ///
    /// It does when its SHA-256 is the one the earlier index lists, or, when
    /// the earlier build has another content version or compiler, when the
    /// bundle written with the earlier header has it: the bytes are then the
    /// earlier bundle's, so decoding it would find nothing. When only the
    /// version differs, the new bytes are carried back to the earlier version
    /// in place; when the compiler differs too, the bundle (`model`) is
    /// encoded again with the earlier header. The earlier bundle's file must
    /// still be there with the size the index lists; one that is not differs
    /// (it is then loaded, and its error reported).
    ///
    /// - Parameters:
    ///   - bundle: The new bundle, with its bytes.
    ///   - compiler: How the new build names the compiler.
    ///   - model: The new bundle's book or course, asked for only when the compiler differs.
    func holds(_ bundle: EncodedBundle, compiler: String, model: () -> LoweredModel?) -> Bool {
        guard let old = entries[BundleKey(bundle.kind, bundle.id)], isListed(old) else { return false }
        let oldDigest = old.sha256.lowercased()
        if oldDigest == bundle.sha256 { return true }
        guard old.contentVersion != bundle.contentVersion || index.compiler != compiler else { return false }
        if index.compiler == compiler, let carried = bundle.sha256(carriedTo: old.contentVersion) {
            return carried == oldDigest
        }
        let header = BundleHeader(contentVersion: old.contentVersion, kind: bundle.kind, id: bundle.id, compiler: index.compiler)
        let data: Data?
        switch model() {
        case .book(let book)?: data = try? BundleCoding.encode(BookBundle(header: header, book: book))
        case .course(let course)?: data = try? BundleCoding.encode(CourseBundle(header: header, course: course))
        case nil: data = nil
        }
        return data.map { BundleDigest.sha256(of: $0) == oldDigest } ?? false
    }

    /// Whether the earlier index lists a bundle of the same kind and id with
    /// the same SHA-256 (and its file is there): then it ``holds(_:compiler:model:)``
    /// without its bytes being looked at.
    func listsSameDigest(as bundle: EncodedBundle) -> Bool {
        guard let old = entries[BundleKey(bundle.kind, bundle.id)] else { return false }
        return old.sha256.lowercased() == bundle.sha256 && isListed(old)
    }

    /// The entry that lists a bundle of the kind and id of `bundle` with its SHA-256, if any.
    func entry(listing bundle: EncodedBundle) -> BundleIndex.Entry? {
        guard let entry = entries[BundleKey(bundle.kind, bundle.id)], entry.sha256.lowercased() == bundle.sha256 else { return nil }
        return entry
    }

    /// Whether the file of an index entry is there with the size the index lists.
    private func isListed(_ entry: BundleIndex.Entry) -> Bool {
        var info = stat()
        // The index was checked to name each file `books/<id>.json` or `courses/<id>.json` (BundleCheck.index).
        guard lstat(joinedPath(folderPath, entry.file), &info) == 0 else { return false }
        return Int(info.st_size) == entry.bytes
    }
}

/// A bundle's kind and id: what matches an earlier bundle with a new one.
struct BundleKey: Hashable, Sendable {
    var kind: BundleKind
    var id: String

    init(_ kind: BundleKind, _ id: String) {
        self.kind = kind
        self.id = id
    }

    init(_ entry: BundleIndex.Entry) {
        self.init(entry.kind, entry.id)
    }
}
