import ContentRuntime
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a version check compares of an earlier build and a new one: the
/// bundles whose content differs, and those only one of them has. The
/// earlier build's other bundles are never read.
struct ChangedBundles {
    /// The earlier release, holding only its bundles that differ or were removed.
    var old: ReleaseContent
    /// The new release, holding only its bundles that differ or were added.
    var new: ReleaseContent

    /// Compares a build with an earlier build's index, bundle by bundle, and
    /// loads the earlier bundles that differ.
    ///
    /// A bundle is the same when its SHA-256 is the one the earlier index
    /// lists, or, when the earlier build has another content version or
    /// compiler, when the bundle written with the earlier header has it: the
    /// bytes are then the earlier bundle's, so decoding it would find nothing.
    /// When only the version differs, the new bytes are carried back to the
    /// earlier version in place; when the compiler differs too, the bundle is
    /// encoded again with the earlier header.
    /// Such a bundle's file must still be there with the size the index lists;
    /// one that is not is loaded, and its error reported.
    ///
    /// - Throws: ``ReleaseReadError`` when the index or a bundle that differs
    ///   cannot be loaded.
    init(_ output: BundleOutput, previous: URL, displayPath: String) throws(ReleaseReadError) {
        let oldIndex: BundleIndex
        do {
            oldIndex = try ContentLibrary.loadIndex(directory: previous)
        } catch {
            throw ReleaseReadError(error, folder: previous, displayPath: displayPath)
        }
        let newIndex = output.index
        let oldEntries = Dictionary(oldIndex.bundles.map { (Key($0), $0) }) { first, _ in first }

        let newFiles = Dictionary(output.files.map { ($0.path, $0.data) }) { first, _ in first }
        let sameness = newIndex.bundles.parallelMap { entry -> Bool in
            guard let oldEntry = oldEntries[Key(entry)] else { return false }
            guard Self.isListed(oldEntry, in: previous) else { return false }
            if oldEntry.sha256.lowercased() == entry.sha256 { return true }
            guard oldEntry.contentVersion != entry.contentVersion || oldIndex.compiler != newIndex.compiler else { return false }
            // Only the version differs in the header: its bytes carried back to the earlier version.
            if oldIndex.compiler == newIndex.compiler, let data = newFiles[entry.file],
               let carried = EncodedBundle.data(data, carriedFrom: entry.contentVersion, to: oldEntry.contentVersion) {
                return BundleDigest.sha256(of: carried) == oldEntry.sha256.lowercased()
            }
            let header = BundleHeader(contentVersion: oldEntry.contentVersion, kind: entry.kind, id: entry.id,
                                      compiler: oldIndex.compiler)
            let data: Data?
            switch entry.kind {
            case .book: data = output.book(id: entry.id).flatMap { try? BundleCoding.encode(BookBundle(header: header, book: $0)) }
            case .course: data = output.course(id: entry.id).flatMap { try? BundleCoding.encode(CourseBundle(header: header, course: $0)) }
            }
            return data.map { BundleDigest.sha256(of: $0) == oldEntry.sha256.lowercased() } ?? false
        }
        let same = Set(zip(newIndex.bundles, sameness).filter(\.1).map { Key($0.0) })

        let toLoad = oldIndex.bundles.filter { !same.contains(Key($0)) }
        let loaded = toLoad.parallelMap { entry in
            Result { () throws(ContentLoadError) in try ContentLibrary.loadBundle(entry, of: oldIndex, in: previous) }
        }
        var oldBooks: [Book] = []
        var oldCourses: [Course] = []
        for result in loaded {
            switch result {
            case .success(.book(let bundle)): oldBooks.append(bundle.book)
            case .success(.course(let bundle)): oldCourses.append(bundle.course)
            case .failure(let error): throw ReleaseReadError(error, folder: previous, displayPath: displayPath)
            }
        }
        old = ReleaseContent(name: oldIndex.name, contentVersion: oldIndex.contentVersion,
                             books: oldBooks.sorted { $0.id < $1.id }, courses: oldCourses.sorted { $0.id < $1.id })
        new = ReleaseContent(name: newIndex.name, contentVersion: newIndex.contentVersion,
                             books: output.books(where: { !same.contains(Key(.book, $0)) }),
                             courses: output.courses(where: { !same.contains(Key(.course, $0)) }))
    }

    /// Whether the file of an index entry is there with the size the index lists.
    private static func isListed(_ entry: BundleIndex.Entry, in folder: URL) -> Bool {
        var info = stat()
        guard lstat(folder.appendingPathComponent(entry.file).path, &info) == 0 else { return false }
        return Int(info.st_size) == entry.bytes
    }

    /// A bundle's kind and id: what matches an earlier bundle with a new one.
    private struct Key: Hashable, Sendable {
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
}
