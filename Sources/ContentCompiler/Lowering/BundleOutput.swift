import ContentRuntime
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
    /// The books the bundles hold, sorted by id: as lowered in this build, or
    /// decoded from their bundles when the build cache gave them.
    public var books: [Book] { books(where: { _ in true }) }

    /// The courses the bundles hold, sorted by id, as ``books``.
    public var courses: [Course] { courses(where: { _ in true }) }

    /// The book with this id, decoding only its bundle when the cache gave it.
    func book(id: String) -> Book? {
        books(where: { $0 == id }).first
    }

    /// The course with this id, decoding only its bundle when the cache gave it.
    func course(id: String) -> Course? {
        courses(where: { $0 == id }).first
    }

    /// The books whose ids pass `include`, in order, decoding only their bundles.
    func books(where include: (String) -> Bool) -> [Book] {
        zip(models, index.bundles).compactMap { model, entry in
            guard entry.kind == .book, include(entry.id) else { return nil }
            switch model {
            case .lowered(.book(let book)): return book
            case .encoded(.book, let data): return try? BundleCoding.makeDecoder().decode(BookBundle.self, from: data).book
            default: return nil
            }
        }
    }

    /// The courses whose ids pass `include`, in order, decoding only their bundles.
    func courses(where include: (String) -> Bool) -> [Course] {
        zip(models, index.bundles).compactMap { model, entry in
            guard entry.kind == .course, include(entry.id) else { return nil }
            switch model {
            case .lowered(.course(let course)): return course
            case .encoded(.course, let data): return try? BundleCoding.makeDecoder().decode(CourseBundle.self, from: data).course
            default: return nil
            }
        }
    }

    /// A bundle's book or course: lowered in this build, or only its bytes.
    private enum Model: Sendable {
        case lowered(LoweredModel)
        case encoded(BundleKind, Data)
    }

    /// Books sorted by id, then courses sorted by id.
    private var models: [Model]

    /// Indexes the bundles of a checked project's folders at `contentVersion`,
    /// carrying cached bundles made at another version to it.
    ///
    /// - Parameter folders: Every folder with its result, in the layout's order;
    ///   those whose main file did not decode are left out.
    /// - Throws: ``ProjectError`` if a folder has no bundle although it has no
    ///   error, which would be a compiler defect: the checks admit only content
    ///   that lowers and encodes.
    static func make(folders: [(FolderUnit, FolderResult)], name: String, contentVersion: String,
                     compiler: String) throws(ProjectError) -> BundleOutput {
        let bundles = try indexed(folders, contentVersion: contentVersion)
        let (index, indexData) = try indexing(bundles.map(\.bundle), name: name, contentVersion: contentVersion, compiler: compiler)
        var files = bundles.map { File(path: $0.bundle.path, data: $0.bundle.data) }
        files.append(File(path: "index.json", data: indexData))
        let models = bundles.map { $0.result.model.map(Model.lowered) ?? .encoded($0.bundle.kind, $0.bundle.data) }
        return BundleOutput(files: files.sorted { $0.path < $1.path }, index: index, models: models)
    }

    /// The bundles of a checked project's folders in the index's order (books
    /// by id, then courses by id), each at `contentVersion`, with its folder's result.
    ///
    /// - Throws: ``ProjectError`` as ``make(folders:name:contentVersion:compiler:)`` does.
    static func indexed(_ folders: [(FolderUnit, FolderResult)],
                        contentVersion: String) throws(ProjectError) -> [(bundle: EncodedBundle, result: FolderResult)] {
        var bundles: [(bundle: EncodedBundle, result: FolderResult)] = []
        for kind in [BundleKind.book, .course] {
            for (unit, result) in folders.filter({ $0.0.kind == kind && $0.1.isDecoded }).sorted(by: { $0.0.folder.slug < $1.0.folder.slug }) {
                guard let bundle = result.bundle?.carried(to: contentVersion) else {
                    throw ProjectError(message: "internal error: \(kind.rawValue) '\(unit.folder.slug)' passed the checks but could not be lowered or encoded")
                }
                bundles.append((bundle, result))
            }
        }
        return bundles
    }

    /// The index of `bundles` (in the index's order), and its bytes as `index.json`.
    ///
    /// - Throws: ``ProjectError`` if it cannot be encoded, which would be a compiler defect.
    static func indexing(_ bundles: [EncodedBundle], name: String, contentVersion: String,
                         compiler: String) throws(ProjectError) -> (index: BundleIndex, data: Data) {
        let entries = bundles.map { bundle in
            BundleIndex.Entry(id: bundle.id, kind: bundle.kind, title: bundle.title, file: bundle.path,
                              contentVersion: contentVersion, sha256: bundle.sha256, bytes: bundle.byteCount)
        }
        let index = BundleIndex(name: name, contentVersion: contentVersion, compiler: compiler, bundles: entries)
        guard let data = try? BundleCoding.encode(index) else {
            throw ProjectError(message: "internal error: could not encode index.json")
        }
        return (index, data)
    }
}
