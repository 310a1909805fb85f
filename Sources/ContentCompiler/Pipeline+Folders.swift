import ContentRuntime
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Compiling book and course folders: the unit of the build and of its cache.
// A folder's bundle depends on every file in it and on nothing in other
// folders; the only checks across folders (book numbers, the project's
// learning policy) need a book's number and contentc.yaml alone.

/// A book or course folder of the layout.
struct FolderUnit: Sendable {
    let kind: BundleKind
    let folder: ProjectLayout.Folder
    /// Its files: the main file, then the members by name (listed once, as
    /// the build asks for them several times a folder).
    let files: [SourceFile]

    init(kind: BundleKind, folder: ProjectLayout.Folder) {
        self.kind = kind
        self.folder = folder
        files = (folder.mainFile.map { [$0] } ?? []) + folder.memberFiles
    }

    /// Every book folder, then every course folder, in the layout's order.
    static func all(in layout: ProjectLayout) -> [FolderUnit] {
        layout.books.map { FolderUnit(kind: .book, folder: $0) } + layout.courses.map { FolderUnit(kind: .course, folder: $0) }
    }

    /// Its files as the decoding stage takes them.
    var jobs: [FileJob] {
        var jobs: [FileJob] = []
        if let file = folder.mainFile {
            jobs.append(FileJob(kind: kind == .book ? .book(slug: folder.slug) : .course(slug: folder.slug), file: file))
        }
        jobs += folder.memberFiles.map { FileJob(kind: kind == .book ? .idea : .section, file: $0) }
        return jobs
    }
}

/// What compiling one folder gave: everything later stages need of it.
///
/// A value whose fields copies share until one of them changes one: a
/// result passes from stage to stage, into tuples and arrays and across
/// threads, far more often than it is changed, and copying each of its
/// fields each time cost more than anything else a build with nothing to
/// compile did with it.
struct FolderResult: Sendable {
    /// Its files' diagnostics and those of the checks across them.
    var diagnostics: [Diagnostic] {
        get { fields.values.diagnostics }
        _modify { yield &uniqueFields.diagnostics }
    }
    /// Whether its main file decoded, so that the book or course is part of the project.
    var isDecoded: Bool {
        get { fields.values.isDecoded }
        _modify { yield &uniqueFields.isDecoded }
    }
    /// A decoded book's number, for the check that no two books share one.
    var bookNumber: BookNumberClaim? {
        get { fields.values.bookNumber }
        _modify { yield &uniqueFields.bookNumber }
    }
    /// Its bundle, when it has no error.
    var bundle: EncodedBundle? {
        get { fields.values.bundle }
        _modify { yield &uniqueFields.bundle }
    }
    /// The book or course as lowered in this build; `nil` for a result from
    /// the cache, and once its bundle was delivered (``BundleDelivery``) unless
    /// the version check needs it.
    var model: LoweredModel? {
        get { fields.values.model }
        _modify { yield &uniqueFields.model }
    }
    /// Whether its bundle holds what the earlier build's does, when there is a version check.
    var isSameAsPrevious: Bool? {
        get { fields.values.isSameAsPrevious }
        _modify { yield &uniqueFields.isSameAsPrevious }
    }
    /// The paths, relative to the folder, of files outside its own list that
    /// it read (a book's metadata file).
    var dependencies: [String] {
        get { fields.values.dependencies }
        _modify { yield &uniqueFields.dependencies }
    }
    /// Its diagnostics as printed, when the build cache gave them so or the
    /// folder was printed on its thread (see ``CompileOptions/printsPlainText``):
    /// ``diagnostics`` is then empty.
    var printed: PrintedFolder? {
        get { fields.values.printed }
        _modify { yield &uniqueFields.printed }
    }

    init(diagnostics: [Diagnostic], isDecoded: Bool, bookNumber: BookNumberClaim? = nil, bundle: EncodedBundle? = nil,
         model: LoweredModel? = nil, isSameAsPrevious: Bool? = nil, dependencies: [String], printed: PrintedFolder? = nil) {
        fields = Fields(Values(diagnostics: diagnostics, isDecoded: isDecoded, bookNumber: bookNumber, bundle: bundle, model: model,
                               isSameAsPrevious: isSameAsPrevious, dependencies: dependencies, printed: printed))
    }

    /// Whether it has an error, among its diagnostics or its printed ones.
    var hasErrors: Bool { diagnostics.hasErrors || (printed?.errorCount ?? 0) > 0 }

    /// The fields' values.
    private struct Values {
        var diagnostics: [Diagnostic]
        var isDecoded: Bool
        var bookNumber: BookNumberClaim?
        var bundle: EncodedBundle?
        var model: LoweredModel?
        var isSameAsPrevious: Bool?
        var dependencies: [String]
        var printed: PrintedFolder?
    }

    /// The fields, shared by copies of the result; changed only through
    /// ``uniqueFields``, so that no copy sees another's change.
    private final class Fields: @unchecked Sendable {
        var values: Values

        init(_ values: Values) {
            self.values = values
        }
    }

    private var fields: Fields

    /// The fields, first copied when another result shares them.
    private var uniqueFields: Values {
        get { fields.values }
        _modify {
            if !isKnownUniquelyReferenced(&fields) { fields = Fields(fields.values) }
            yield &fields.values
        }
    }
}

extension FolderResult {
    /// A result from the cache with its bundle's bytes read when `needed`
    /// says so, and carried to `contentVersion`; `nil` (compile the folder)
    /// when they cannot be read or carried.
    func withBundleBytes(when needed: (EncodedBundle) -> Bool, reading: (EncodedBundle) -> EncodedBundle?,
                         at contentVersion: String) -> FolderResult? {
        guard let bundle, needed(bundle) else { return self }
        guard let carried = reading(bundle)?.carried(to: contentVersion) else { return nil }
        var result = self
        result.bundle = carried
        return result
    }
}

/// A lowered book or course.
enum LoweredModel: Sendable {
    case book(Book)
    case course(Course)
}

/// What compiling one folder gave: its result, and what reading its files left.
struct CompiledFolder: Sendable {
    var result: FolderResult
    /// The digests of the files read, by path, for the cache.
    var digests: [String: FileDigests.Record]
    /// The source lines its diagnostics point at.
    var excerpts: SourceExcerpts
}

/// What compiling any folder of one build needs: the content folder, the rule
/// settings and learning policy in force, and the version of the bundles.
struct FolderStage: Sendable {
    var content: ContentFolder?
    var configuration: RuleConfiguration
    var learning: LearningSource?
    /// contentc.yaml's `language:`, or `en`: the language of every book that names none, and of every course.
    var language: String
    /// The version the bundles are encoded at (cached ones are carried to it).
    var contentVersion: String
    /// Whether folders without errors are lowered and encoded: not when no
    /// bundle is wanted (`lint` without a version check).
    var lowers: Bool
    /// How bundles name the compiler.
    var compiler: String { "contentc \(Compiler.version)" }

    /// Compiles one folder: decodes its files (in parallel when asked, else
    /// one after the other, as when folders are compiled in parallel), checks
    /// the folder across its files, then its questions as one bank, and
    /// lowers and encodes it when it has no error. Its files' bytes, trees
    /// and located model are let go when this returns.
    ///
    /// - Parameter files: The project's files by display path, for the
    ///   excerpts of checks across files that point into a file again: made
    ///   only when one points into a file of another folder, not for every
    ///   folder compiled (a table of every file of the project).
    func compile(_ unit: FolderUnit, recordingDigests: Bool, decodesInParallel: Bool, files: OnDemand<[String: SourceFile]>,
                 progress counter: ProgressCounter) -> CompiledFolder {
        let configuration = configuration
        let decodeJob: @Sendable (FileJob) -> FileOutcome = { job in
            defer { counter.advance() }
            return decode(job, configuration: configuration, recordingDigest: recordingDigests)
        }
        let outcomes = decodesInParallel ? unit.jobs.parallelMap(decodeJob) : unit.jobs.map(decodeJob)
        var excerpts = SourceExcerpts()
        var digests: [String: FileDigests.Record] = [:]
        for outcome in outcomes {
            excerpts.merge(outcome.excerpts)
            if let digest = outcome.digest { digests[outcome.job.file.displayPath] = digest }
        }
        let checked = check(unit, outcomes: outcomes)
        var result = checked.result
        // The bank is built (its questions cut into words) only when an item rule is on.
        if ItemRules.all.contains(where: { configuration.severity(of: $0.rule) != nil }) {
            var log = DiagnosticLog(configuration: configuration)
            checked.assembled.checkQuestions(projectLanguage: language, log: &log)
            result.diagnostics += log.diagnostics
        }
        if lowers && !result.diagnostics.hasErrors {
            result.model = checked.lower()
            result.bundle = result.model.flatMap { encode($0, contentVersion: contentVersion, compiler: compiler) }
        }
        // The folder's own files are still at hand; only files of other folders are read again.
        var folderBytes: [String: [UInt8]] = [:]
        for outcome in outcomes { if let bytes = outcome.bytes { folderBytes[outcome.job.file.displayPath] = bytes } }
        excerpts.addMissing(for: result.diagnostics, files: files.value, readAlready: folderBytes)
        // Sorted here, on the folder's thread, and so kept in the cache: the build's sort of all
        // the folders' diagnostics (which come in path order) then finds them in long sorted runs.
        result.diagnostics = result.diagnostics.sortedForPrinting()
        return CompiledFolder(result: result, digests: digests, excerpts: excerpts)
    }

    /// A folder put together and checked across its files, before its
    /// questions are checked as a bank and it is lowered.
    struct CheckedFolder {
        enum Assembled: Sendable {
            case book(BookSource)
            case course(CourseSource)
            case nothing

            /// Checks the book's or course's questions, one by one and as one bank.
            func checkQuestions(projectLanguage: String, log: inout DiagnosticLog) {
                switch self {
                case .book(let book): ItemRules.check(book, projectLanguage: projectLanguage, log: &log)
                case .course(let course): ItemRules.check(course, projectLanguage: projectLanguage, log: &log)
                case .nothing: break
                }
            }
        }

        var result: FolderResult
        var assembled: Assembled
        var policy: ResolvedLearningPolicy

        /// The book or course lowered, or `nil` if it cannot be (the checks report why).
        func lower() -> LoweredModel? {
            switch assembled {
            case .book(let book): lowerBook(book, policy: policy).map(LoweredModel.book)
            case .course(let course): lowerCourse(course).map(LoweredModel.course)
            case .nothing: nil
            }
        }
    }

    /// Puts a folder's files together and checks across them: ideas into their
    /// book by number (`b1i2` before `b1i10`), sections into their course in
    /// the order course.yaml lists them, so what checks call "first used here"
    /// is what comes first in the book or course.
    ///
    /// - Parameter outcomes: What decoding each of the folder's files gave, in
    ///   the order of ``FolderUnit/jobs``: the main file first, then the members.
    private func check(_ unit: FolderUnit, outcomes: [FileOutcome]) -> CheckedFolder {
        var fileDiagnostics: [Diagnostic] = []
        for outcome in outcomes { fileDiagnostics += outcome.diagnostics }
        let main = unit.folder.mainFile == nil ? nil : outcomes.first
        let members = outcomes.dropFirst(main == nil ? 0 : 1)
        var log = DiagnosticLog(configuration: configuration)
        let policy = projectLearningPolicy(learning)
        switch unit.kind {
        case .book:
            guard case .book(var book)? = main?.decoded else {
                return CheckedFolder(result: FolderResult(diagnostics: fileDiagnostics, isDecoded: false, dependencies: []),
                                     assembled: .nothing, policy: policy)
            }
            book.ideas.reserveCapacity(members.count)
            for member in members {
                if case .idea(let idea) = member.decoded {
                    book.ideas.append(idea)
                } else {
                    book.undecodedIdeaStems.append(member.job.file.stem)
                }
            }
            book.ideas = book.ideas.sorted(byPosition: { parseIdeaId($0.fileStem)?.idea })
            checkBook(book, folder: unit.folder.url, content: content, log: &log)
            mergeMetadata(into: &book, folder: unit.folder.url, content: content, log: &log)
            checkIdeaNumbering(book, log: &log)
            checkQuestionIdsUnique(book.ideas.map { idea in
                (idea.questions?.value ?? [], idea.id?.value ?? idea.fileStem, idea.file)
            }, log: &log)
            checkBookLearningPolicy(book, project: learning, log: &log)
            let result = FolderResult(diagnostics: fileDiagnostics + log.diagnostics, isDecoded: true,
                                      bookNumber: BookNumberClaim(slug: book.slug, file: book.file, number: book.number),
                                      dependencies: book.metadata.map { [$0.value] } ?? [])
            return CheckedFolder(result: result, assembled: .book(book), policy: policy)
        case .course:
            guard case .course(var course)? = main?.decoded else {
                return CheckedFolder(result: FolderResult(diagnostics: fileDiagnostics, isDecoded: false, dependencies: []),
                                     assembled: .nothing, policy: policy)
            }
            course.sectionFiles.reserveCapacity(members.count)
            for member in members {
                if case .section(let section) = member.decoded {
                    course.sectionFiles.append(section)
                } else {
                    course.undecodedSectionStems.append(member.job.file.stem)
                }
            }
            let listed = course.sections?.value.map(\.value) ?? []
            course.sectionFiles = course.sectionFiles.sorted(byPosition: { listed.firstIndex(of: $0.fileStem) })
            checkCourse(course, log: &log)
            let result = FolderResult(diagnostics: fileDiagnostics + log.diagnostics, isDecoded: true, dependencies: [])
            return CheckedFolder(result: result, assembled: .course(course), policy: policy)
        }
    }
}

/// Encodes a lowered book or course as its bundle at `contentVersion`; `nil`
/// if it cannot be encoded, which would be a compiler defect.
private func encode(_ model: LoweredModel, contentVersion: String, compiler: String) -> EncodedBundle? {
    func header(_ kind: BundleKind, _ id: String) -> BundleHeader {
        BundleHeader(contentVersion: contentVersion, kind: kind, id: id, compiler: compiler)
    }
    switch model {
    case .book(let book):
        guard let data = try? BundleCoding.encode(BookBundle(header: header(.book, book.id), book: book)) else { return nil }
        return EncodedBundle(kind: .book, id: book.id, title: book.title, data: data, contentVersion: contentVersion)
    case .course(let course):
        guard let data = try? BundleCoding.encode(CourseBundle(header: header(.course, course.id), course: course)) else { return nil }
        return EncodedBundle(kind: .course, id: course.id, title: course.title, data: data, contentVersion: contentVersion)
    }
}
