#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Every book and course of a `contentc build` output folder, checked and
/// ready to use, with lookups by id that take constant time.
///
/// ```swift
/// let library = try ContentLibrary(directory: Bundle.main.url(forResource: "out", withExtension: nil)!)
/// let idea = library.idea(id: "b1i1")            // an Idea, from any book
/// let lesson = library.lesson(id: "continents-1", inCourse: "flags-and-continents")
/// ```
///
/// A library is a value: load it once, off the main thread if the content is
/// large, and share it freely across tasks.
public struct ContentLibrary: Sendable {
    /// The folder that holds `index.json`.
    public let directory: URL
    /// The folder's index: the content's name and version, and every bundle with its hash.
    public let index: BundleIndex
    /// The books, in the order of the index (sorted by id).
    public let books: [Book]
    /// The courses, in the order of the index (sorted by id).
    public let courses: [Course]

    let tables: LookupTables

    /// The name of the index file in an output folder.
    public static let indexFileName = "index.json"

    /// The largest `index.json` a library reads: 64 MiB, some 200,000 bundles.
    public static let maxIndexBytes = 64 << 20

    /// The largest bundle ``loadBundle(at:)`` reads on its own: 256 MiB. A
    /// bundle listed in an index is read only when it has the size the index lists.
    public static let maxBundleBytes = 256 << 20

    /// Opens the output folder of `contentc build` and loads every bundle it lists.
    ///
    /// Checks, in order: `index.json` exists, is a file of at most
    /// ``maxIndexBytes``, and is complete JSON of format `contentc.index` with
    /// a readable version that lists each bundle once, where contentc writes
    /// it; then for every entry, its file exists, has the size the index lists
    /// (checked before it is read), is complete JSON, has the SHA-256 the
    /// index lists, is a `contentc.bundle` of a readable version, and holds
    /// the kind, id, title and content version the index names; ids are
    /// unique; and its content keeps every guarantee contentc gives (answer
    /// indices in range, points and scores that add up, numbering without
    /// gaps, tiers in order, see ``ContentLoadError/invalidContent(path:at:problem:)``).
    /// Keys this version of the library does not know are ignored, so content
    /// of a later minor format version loads. When a file does not match the
    /// index because a build replaced the folder while it was read, the error
    /// says so (``ContentLoadError/folderChanged(path:)``): load it again.
    ///
    /// - Parameter directory: The folder holding `index.json`, `books/` and `courses/`.
    /// - Throws: ``ContentLoadError``, naming the first file that fails a check.
    public init(directory: URL) throws(ContentLoadError) {
        let (index, indexData, identity) = try Self.readIndex(directory: directory)
        var books: [Book] = []
        var courses: [Course] = []
        var tables = LookupTables()
        for entry in index.bundles {
            let bundle = try Self.loadListedBundle(entry, of: index, in: directory,
                                                   readAt: IndexReading(data: indexData, identity: identity))
            let path = directory.appending(path: entry.file).path(percentEncoded: false)
            switch bundle {
            case .book(let bundle):
                try tables.add(bundle.book, at: books.count, path: path)
                books.append(bundle.book)
            case .course(let bundle):
                try tables.add(bundle.course, at: courses.count, path: path)
                courses.append(bundle.course)
            }
            try BundleCheck(path: path).content(bundle)
        }
        self.directory = directory
        self.index = index
        self.books = books
        self.courses = courses
        self.tables = tables
    }

    /// Reads an output folder's index alone, with the checks ``init(directory:)``
    /// makes of it, so that a caller can load just the bundles it needs with
    /// ``loadBundle(_:of:in:)``.
    ///
    /// - Parameter directory: The folder holding `index.json`.
    /// - Throws: ``ContentLoadError``, as ``init(directory:)`` does for the index.
    public static func loadIndex(directory: URL) throws(ContentLoadError) -> BundleIndex {
        try readIndex(directory: directory).index
    }

    /// ``loadIndex(directory:)`` of a folder whose `index.json` may hold the
    /// bytes of `expected`: when it does, `expected.index`, which they decode
    /// to, is returned without decoding or checking them again, as they are
    /// the caller's own (a build comparing its index with the one it wrote
    /// before). Any other bytes are decoded and checked as
    /// ``loadIndex(directory:)`` does, with the same errors.
    ///
    /// - Parameters:
    ///   - directory: The folder holding `index.json`.
    ///   - expected: An index and its bytes as `index.json`, as a build writes them.
    package static func loadIndex(directory: URL, expecting expected: (index: BundleIndex, data: Data))
        throws(ContentLoadError) -> BundleIndex {
        try readIndex(directory: directory, expecting: expected).index
    }

    /// Loads one bundle an index lists, with every check ``init(directory:)``
    /// makes of it: its size and SHA-256 as the index lists them, complete JSON
    /// of a readable format version, the kind, id, title and content version
    /// the index names, and the guarantees of its content. Checks across
    /// bundles (ids unique in the library) are left to ``init(directory:)``.
    ///
    /// - Parameters:
    ///   - entry: One of `index.bundles`.
    ///   - index: The index of the folder, from ``loadIndex(directory:)``.
    ///   - directory: The folder holding `index.json`.
    /// - Throws: ``ContentLoadError``, naming the bundle's file.
    public static func loadBundle(_ entry: BundleIndex.Entry, of index: BundleIndex,
                                  in directory: URL) throws(ContentLoadError) -> LoadedBundle {
        let bundle = try loadListedBundle(entry, of: index, in: directory, readAt: nil)
        try BundleCheck(path: directory.appending(path: entry.file).path(percentEncoded: false)).content(bundle)
        return bundle
    }

    /// ``loadBundle(_:of:in:)`` of a bundle whose file the caller may know
    /// to hold the bytes its entry lists, by a record of its own (a build
    /// that wrote the folder, and took each file's stamp): asked once the
    /// file is read, with its path, `vouches` saying so spares checking the
    /// bytes' completeness and SHA-256. Whatever the bytes, the bundle and
    /// errors are those of ``loadBundle(_:of:in:)``: should they not decode,
    /// the checks left out are made before the decoder's error is thrown.
    ///
    /// - Parameters:
    ///   - vouches: Whether the file at a path, as it is now, holds the
    ///     `entry.bytes` bytes of SHA-256 `entry.sha256`.
    package static func loadBundle(_ entry: BundleIndex.Entry, of index: BundleIndex, in directory: URL,
                                   vouchedBy vouches: (String) -> Bool) throws(ContentLoadError) -> LoadedBundle {
        let bundle = try loadListedBundle(entry, of: index, in: directory, readAt: nil, vouchedBy: vouches)
        try BundleCheck(path: directory.appending(path: entry.file).path(percentEncoded: false)).content(bundle)
        return bundle
    }

    /// What was read of `index.json`, to tell later whether a build replaced the folder since.
    private struct IndexReading {
        var data: Data
        var identity: FolderIdentity?
    }

    /// `index.json`, decoded and checked, its bytes, and the identity of the
    /// folder and index they were read from (taken just before reading).
    ///
    /// - Parameter expected: An index and the bytes it is written as, the
    ///   caller's own: bytes equal to them are neither decoded nor checked.
    private static func readIndex(directory: URL, expecting expected: (index: BundleIndex, data: Data)? = nil)
        throws(ContentLoadError) -> (index: BundleIndex, data: Data, identity: FolderIdentity?) {
        let indexURL = directory.appending(path: Self.indexFileName)
        let indexPath = indexURL.path(percentEncoded: false)
        let identity = FolderIdentity(directory: directory, indexURL: indexURL)
        let indexData = try ContentFile.read(indexURL, limit: Self.maxIndexBytes)
        if let expected, expected.data == indexData { return (expected.index, indexData, identity) }
        // Bytes as contentc writes them are read without the decoder, to the same index.
        let index: BundleIndex
        if let read = CanonicalIndexReader.index(in: indexData) {
            index = read
        } else {
            try ContentFile.checkComplete(indexData, path: indexPath)
            index = try ContentFile.decode(IndexDocument.self, from: indexData, path: indexPath).index
        }
        try BundleCheck(path: indexPath).index(index)
        return (index, indexData, identity)
    }

    /// One bundle of an index, checked against its entry but not yet for its
    /// content. When the index's reading is given and the file does not
    /// match, the folder is examined again to tell one replaced meanwhile.
    /// A file `vouches` says holds the entry's bytes is not checked for its
    /// completeness and SHA-256 unless it does not decode
    /// (``loadBundle(_:of:in:vouchedBy:)``).
    private static func loadListedBundle(_ entry: BundleIndex.Entry, of index: BundleIndex, in directory: URL,
                                         readAt reading: IndexReading?,
                                         vouchedBy vouches: (String) -> Bool = { _ in false }) throws(ContentLoadError) -> LoadedBundle {
        let indexURL = directory.appending(path: Self.indexFileName)
        // The index check made each file `books/<id>.json` or `courses/<id>.json`, inside the folder.
        let url = directory.appending(path: entry.file)
        let path = url.path(percentEncoded: false)
        var isVouched = false
        func check(_ data: Data) throws(ContentLoadError) {
            try ContentFile.checkComplete(data, path: path)
            try ContentFile.checkHash(data, against: entry, path: path)
        }
        let data: Data
        do {
            data = try ContentFile.read(url, limit: .max, expectedBytes: entry.bytes)
            isVouched = data.count == entry.bytes && vouches(path)
            if !isVouched { try check(data) }
        } catch {
            if let reading, Self.changed(directory, indexURL, since: reading) {
                throw .folderChanged(path: indexURL.path(percentEncoded: false))
            }
            throw error
        }
        let bundle: LoadedBundle
        do {
            bundle = try ContentFile.decode(BundleDocument.self, from: data, path: path).bundle
        } catch {
            // Reported as a file not vouched for would be: cut short or of another SHA-256 first.
            if isVouched { try check(data) }
            throw error
        }
        let header = bundle.header
        guard header.kind == entry.kind, header.id == entry.id else {
            throw .indexMismatch(path: path, indexKind: entry.kind, indexID: entry.id,
                                 bundleKind: header.kind, bundleID: header.id)
        }
        try BundleCheck(path: path).bundle(bundle, listedAs: entry, in: index)
        return bundle
    }

    /// Opens one bundle file on its own, without an index and so without a hash check.
    ///
    /// The file must be at most ``maxBundleBytes``, complete JSON of format
    /// `contentc.bundle` with a readable version, and keep every guarantee
    /// contentc gives about its content; keys this version of the library
    /// does not know are ignored.
    ///
    /// - Parameter url: A bundle file, such as `out/books/meditations.json`.
    /// - Returns: The book or course bundle, with its header.
    /// - Throws: ``ContentLoadError``: a missing, unreadable, too large, truncated or
    ///   malformed file, a wrong `format`, an unsupported format version, or content
    ///   that breaks a guarantee.
    public static func loadBundle(at url: URL) throws(ContentLoadError) -> LoadedBundle {
        let path = url.path(percentEncoded: false)
        let data = try ContentFile.read(url, limit: maxBundleBytes)
        try ContentFile.checkComplete(data, path: path)
        let bundle = try ContentFile.decode(BundleDocument.self, from: data, path: path).bundle
        try BundleCheck(path: path).content(bundle)
        return bundle
    }

    /// Whether a build replaced the folder since the index was read: the
    /// folder or its `index.json` is another file now, or the index holds
    /// other bytes.
    private static func changed(_ directory: URL, _ indexURL: URL, since first: IndexReading) -> Bool {
        if let before = first.identity, FolderIdentity(directory: directory, indexURL: indexURL) != before {
            return true
        }
        guard let now = try? ContentFile.read(indexURL, limit: maxIndexBytes) else { return true }
        return now != first.data
    }
}
