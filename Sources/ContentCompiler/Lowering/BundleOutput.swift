import ContentRuntime
import Foundation

/// The files a build writes: each bundle and the index, as canonical bytes.
public struct BundleOutput: Sendable {
    /// One output file.
    public struct File: Sendable, Hashable {
        /// The path inside the output folder, with `/` separators (`books/meditations.json`).
        public var path: String
        /// The file's exact bytes.
        public var data: Data
    }

    /// Every file, sorted by path; `index.json` among them.
    public var files: [File]
    /// The index, as written to `index.json`.
    public var index: BundleIndex
    /// The books the bundles hold, sorted by id.
    public var books: [Book]
    /// The courses the bundles hold, sorted by id.
    public var courses: [Course]

    /// Lowers, encodes and indexes a checked project.
    ///
    /// - Throws: ``ProjectError`` if a bundle cannot be lowered or encoded, which
    ///   would be a compiler defect: the checks admit only content that lowers.
    static func make(project: Project, name: String, contentVersion: String, compiler: String) throws(ProjectError) -> BundleOutput {
        func header(_ kind: BundleKind, _ id: String) -> BundleHeader {
            BundleHeader(contentVersion: contentVersion, kind: kind, id: id, compiler: compiler)
        }
        var pending: [(path: String, kind: BundleKind, id: String, title: String, encode: @Sendable () throws -> Data)] = []
        var books: [Book] = []
        var courses: [Course] = []
        for (source, _) in project.books.sorted(by: { $0.source.slug < $1.source.slug }) {
            guard let book = lowerBook(source, policy: projectLearningPolicy(project.learning)) else { throw ProjectError(message: "internal error: book '\(source.slug)' passed the checks but could not be lowered") }
            books.append(book)
            let bundle = BookBundle(header: header(.book, book.id), book: book)
            pending.append(("books/\(book.id).json", .book, book.id, book.title, { try BundleCoding.encode(bundle) }))
        }
        for source in project.courses.sorted(by: { $0.slug < $1.slug }) {
            guard let course = lowerCourse(source) else { throw ProjectError(message: "internal error: course '\(source.slug)' passed the checks but could not be lowered") }
            courses.append(course)
            let bundle = CourseBundle(header: header(.course, course.id), course: course)
            pending.append(("courses/\(course.id).json", .course, course.id, course.title, { try BundleCoding.encode(bundle) }))
        }
        let encoded = pending.map(\.encode).parallelMap { encode in Result { try encode() } }
        var files: [File] = []
        var entries: [BundleIndex.Entry] = []
        for (item, result) in zip(pending, encoded) {
            guard case .success(let data) = result else {
                throw ProjectError(message: "internal error: could not encode \(item.path)")
            }
            files.append(File(path: item.path, data: data))
            entries.append(BundleIndex.Entry(id: item.id, kind: item.kind, title: item.title, file: item.path,
                                             contentVersion: contentVersion, sha256: BundleDigest.sha256(of: data), bytes: data.count))
        }
        let index = BundleIndex(name: name, contentVersion: contentVersion, compiler: compiler, bundles: entries)
        guard let indexData = try? BundleCoding.encode(index) else {
            throw ProjectError(message: "internal error: could not encode index.json")
        }
        files.append(File(path: "index.json", data: indexData))
        return BundleOutput(files: files.sorted { $0.path < $1.path }, index: index, books: books, courses: courses)
    }
}
