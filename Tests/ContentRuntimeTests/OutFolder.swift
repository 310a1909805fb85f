@testable import ContentRuntime
import ContentTestSupport
import Foundation

/// An output folder like `contentc build` writes, in a fresh ``TemporaryFolder``
/// removed once the last copy of this value is gone: `index.json`,
/// `books/<id>.json` and `courses/<id>.json`, with correct hashes. Tests then
/// damage it on purpose.
struct OutFolder {
    let url: URL
    var index: BundleIndex
    /// The folder around the output folder.
    private let folder: TemporaryFolder

    /// Writes the bundles of `books` and `courses` and their index.
    init(books: [Book] = SampleContent.books, courses: [Course] = SampleContent.courses) throws {
        folder = try TemporaryFolder(prefix: "contentc-runtime")
        url = folder.path("out")
        index = BundleIndex(name: "sample-library", contentVersion: SampleContent.contentVersion,
                            compiler: SampleContent.compiler, bundles: [])
        for book in books {
            let data = try BundleCoding.encode(BookBundle(header: SampleContent.header(.book, book.id), book: book))
            try add(.book, id: book.id, title: book.title, file: "books/\(book.id).json", data: data)
        }
        for course in courses {
            let data = try BundleCoding.encode(
                CourseBundle(header: SampleContent.header(.course, course.id), course: course))
            try add(.course, id: course.id, title: course.title, file: "courses/\(course.id).json", data: data)
        }
        try writeIndex()
    }

    private mutating func add(_ kind: BundleKind, id: String, title: String, file: String, data: Data) throws {
        try write(data, to: file)
        index.bundles.append(BundleIndex.Entry(
            id: id, kind: kind, title: title, file: file, contentVersion: SampleContent.contentVersion,
            sha256: Self.sha256(data), bytes: data.count))
    }

    /// The URL of a file of the folder, such as `books/meditations.json`.
    func fileURL(_ file: String) -> URL {
        url.appending(path: file)
    }

    /// The path a ``ContentLoadError`` names for a file of the folder.
    func path(_ file: String) -> String {
        fileURL(file).path(percentEncoded: false)
    }

    func read(_ file: String) throws -> Data {
        try Data(contentsOf: fileURL(file))
    }

    func write(_ data: Data, to file: String) throws {
        let target = fileURL(file)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(),
                                                withIntermediateDirectories: true)
        try data.write(to: target)
    }

    func writeIndex() throws {
        try write(BundleCoding.encode(index), to: ContentLibrary.indexFileName)
    }

    /// Replaces a bundle's bytes and, when `updatingIndex`, its size and hash in the
    /// index, so that only the change itself is wrong.
    mutating func replace(_ file: String, with data: Data, updatingIndex: Bool = true) throws {
        try write(data, to: file)
        if updatingIndex, let position = index.bundles.firstIndex(where: { $0.file == file }) {
            index.bundles[position].sha256 = Self.sha256(data)
            index.bundles[position].bytes = data.count
            try writeIndex()
        }
    }

    /// Edits a file's JSON and writes it back (keys sorted, pretty-printed),
    /// updating the index's hash for a bundle.
    mutating func edit(_ file: String, updatingIndex: Bool = true, _ changes: (inout JSONValue) -> Void) throws {
        var json = try JSONValue(data: read(file))
        changes(&json)
        try replace(file, with: json.data(), updatingIndex: updatingIndex)
    }

    func load() throws(ContentLoadError) -> ContentLibrary {
        try ContentLibrary(directory: url)
    }

    /// The library's own hashing, checked against known digests in `HashTests`.
    static func sha256(_ data: Data) -> String {
        BundleDigest.sha256(of: data)
    }
}
