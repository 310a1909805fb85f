import Foundation

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

    /// Opens the output folder of `contentc build` and loads every bundle it lists.
    ///
    /// Checks, in order: `index.json` exists and is complete JSON of format
    /// `contentc.index` with a readable version; then for every entry, its file
    /// exists, is complete JSON, has the size and SHA-256 the index lists, is a
    /// `contentc.bundle` of a readable version, and holds the kind and id the
    /// index names. Keys this version of the library does not know are ignored,
    /// so content of a later minor format version loads.
    ///
    /// - Parameter directory: The folder holding `index.json`, `books/` and `courses/`.
    /// - Throws: ``ContentLoadError``, naming the first file that fails a check.
    public init(directory: URL) throws(ContentLoadError) {
        let indexURL = directory.appending(path: Self.indexFileName)
        let indexPath = indexURL.path(percentEncoded: false)
        let indexData = try ContentFile.read(indexURL)
        try ContentFile.checkComplete(indexData, path: indexPath)
        let index = try ContentFile.decode(IndexDocument.self, from: indexData, path: indexPath).index

        var books: [Book] = []
        var courses: [Course] = []
        var tables = LookupTables()
        for (position, entry) in index.bundles.enumerated() {
            let url = try Self.bundleURL(of: entry, at: position, in: directory, indexPath: indexPath)
            let path = url.path(percentEncoded: false)
            let data = try ContentFile.read(url)
            try ContentFile.checkComplete(data, path: path)
            try ContentFile.checkHash(data, against: entry, path: path)
            let bundle = try ContentFile.decode(BundleDocument.self, from: data, path: path).bundle
            let header = bundle.header
            guard header.kind == entry.kind, header.id == entry.id else {
                throw .indexMismatch(path: path, indexKind: entry.kind, indexID: entry.id,
                                     bundleKind: header.kind, bundleID: header.id)
            }
            switch bundle {
            case .book(let bundle):
                try tables.add(bundle.book, at: books.count, path: path)
                books.append(bundle.book)
            case .course(let bundle):
                try tables.add(bundle.course, at: courses.count, path: path)
                courses.append(bundle.course)
            }
        }
        self.directory = directory
        self.index = index
        self.books = books
        self.courses = courses
        self.tables = tables
    }

    /// Opens one bundle file on its own, without an index and so without a hash check.
    ///
    /// The file must be complete JSON of format `contentc.bundle` with a readable
    /// version; keys this version of the library does not know are ignored.
    ///
    /// - Parameter url: A bundle file, such as `out/books/meditations.json`.
    /// - Returns: The book or course bundle, with its header.
    /// - Throws: ``ContentLoadError``: a missing, unreadable, truncated or malformed
    ///   file, a wrong `format` or an unsupported format version.
    public static func loadBundle(at url: URL) throws(ContentLoadError) -> LoadedBundle {
        let path = url.path(percentEncoded: false)
        let data = try ContentFile.read(url)
        try ContentFile.checkComplete(data, path: path)
        return try ContentFile.decode(BundleDocument.self, from: data, path: path).bundle
    }

    /// The URL of an entry's file, refusing a path that would leave `directory`.
    private static func bundleURL(of entry: BundleIndex.Entry, at position: Int, in directory: URL,
                                  indexPath: String) throws(ContentLoadError) -> URL {
        let components = entry.file.split(separator: "/", omittingEmptySubsequences: false)
        let isInside = !entry.file.hasPrefix("/") && !entry.file.contains("\\")
            && components.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
        guard isInside else {
            throw .malformedJSON(
                path: indexPath,
                detail: "at bundles[\(position)].file: \"\(entry.file)\" is not a relative path "
                    + "inside the folder (such as books/\(entry.id).json)")
        }
        return directory.appending(path: entry.file)
    }
}
