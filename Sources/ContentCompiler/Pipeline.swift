import ContentRuntime
import Foundation
import YAML

/// What to compile and how to name it.
public struct CompileOptions: Sendable {
    /// The content folder on disk.
    public var contentDirectory: URL
    /// How diagnostics name the content folder: as the user typed it (`content`).
    public var displayRoot: String
    /// Called from worker threads after each file is parsed, with (files done, files in all).
    public var progress: (@Sendable (Int, Int) -> Void)?
    /// The output folder of the earlier build, which the new bundles are compared
    /// with to check the version rise (P106); `nil` checks nothing.
    public var previousBuild: PreviousBuild?
    /// How deep, how many entries and how many bytes of content files a run reads.
    public var limits: ProjectLimits
    /// Whether the bundles are wanted (`build`); when not (`lint`), they are
    /// lowered and encoded only for the version check, and ``Compilation/output``
    /// is `nil`.
    public var producesBundles: Bool

    /// Creates options.
    public init(contentDirectory: URL, displayRoot: String, progress: (@Sendable (Int, Int) -> Void)? = nil,
                previousBuild: PreviousBuild? = nil, limits: ProjectLimits = .content, producesBundles: Bool = true) {
        self.contentDirectory = contentDirectory
        self.displayRoot = displayRoot
        self.progress = progress
        self.previousBuild = previousBuild
        self.limits = limits
        self.producesBundles = producesBundles
    }
}

/// The result of compiling a content folder.
public struct Compilation: Sendable {
    /// Every diagnostic of the run, in printing order (file, line, column).
    public var diagnostics: [Diagnostic]
    /// The bundles and index to write, or `nil` when there are errors or they
    /// were not asked for (``CompileOptions/producesBundles``).
    public var output: BundleOutput?
    /// How many content files were read.
    public var fileCount: Int
    /// The source lines the diagnostics point at, for printing under them.
    /// Only these lines are kept, never the files' bytes.
    public var excerpts: SourceExcerpts
}

/// The compiler's entry point.
public enum Compiler {
    /// The compiler's version, stamped into every bundle as `contentc <version>`.
    public static let version = "0.1.0"

    /// Compiles a content folder, in these stages:
    ///
    /// 1. read contentc.yaml: its rule settings apply to every later stage;
    /// 2. walk the folder for book, idea, course and section files (``ProjectLayout``);
    /// 3. parse and decode every file into the located model, in parallel, and
    ///    check what each file can tell by itself;
    /// 4. assemble books and courses, and check across files (numbers, ids,
    ///    sections, achievements);
    /// 5. when there is no error: lower to the runtime's bundle types, encode and
    ///    index (for `lint`, only when the next stage needs them);
    /// 6. when there is an earlier build and P106 is on: compare the bundles that
    ///    differ from it and check that the version rises as far as the changes
    ///    require (P106); an error there drops the output too.
    ///
    /// - Throws: ``ProjectError`` only when the content folder itself cannot be read;
    ///   every problem with its content is a diagnostic.
    public static func compile(_ options: CompileOptions) throws(ProjectError) -> Compilation {
        let root = options.contentDirectory
        let manifestFile = SourceFile(url: root.appendingPathComponent("contentc.yaml"),
                                       displayPath: SourceFile.displayPath(root: options.displayRoot, relative: "contentc.yaml"))
        let manifestOutcome = readManifest(manifestFile, root: root)
        let configuration = manifestOutcome.manifest?.configuration ?? .defaults
        let layout = try ProjectLayout.scan(root: root, displayRoot: options.displayRoot, configuration: configuration,
                                            limits: options.limits)

        let jobs = layout.isOverBudget ? [] : fileJobs(layout)
        let counter = ProgressCounter(total: jobs.count + 1, report: options.progress)
        let outcomes = jobs.parallelMap { job in
            defer { counter.advance() }
            return decode(job, configuration: configuration)
        }

        var log = DiagnosticLog(configuration: configuration)
        log.append(contentsOf: manifestOutcome.diagnostics)
        log.append(contentsOf: layout.diagnostics)
        for outcome in outcomes { log.append(contentsOf: outcome.diagnostics) }
        var project = assemble(layout, outcomes: outcomes)
        project.learning = manifestOutcome.manifest?.learning
        project.language = manifestOutcome.manifest?.language?.value ?? ManifestSource.defaultLanguage
        checkProject(&project, content: ContentFolder(root: root), log: &log)

        var output: BundleOutput?
        let versionCheck = options.previousBuild.flatMap { previous in
            configuration.severity(of: .versionBump) != nil && previous.exists ? previous : nil
        }
        if !log.diagnostics.hasErrors, options.producesBundles || versionCheck != nil,
           let manifest = manifestOutcome.manifest, let name = manifest.name?.value, let version = manifest.version {
            let built = try BundleOutput.make(project: project, name: name, contentVersion: version.value,
                                              compiler: "contentc \(Compiler.version)")
            if let versionCheck {
                checkVersionBump(built, version: version, manifestFile: manifestFile.displayPath,
                                 against: versionCheck, log: &log)
            }
            output = log.diagnostics.hasErrors || !options.producesBundles ? nil : built
        }
        let diagnostics = log.diagnostics.sorted(by: Diagnostic.printingOrder)

        // Each file's excerpts were made while its bytes were at hand; the files
        // that later checks point into are read again, one at a time.
        var excerpts = manifestOutcome.excerpts
        for outcome in outcomes { excerpts.merge(outcome.excerpts) }
        let files = Dictionary(jobs.map { ($0.file.displayPath, $0.file) } + [(manifestFile.displayPath, manifestFile)]) { first, _ in first }
        excerpts.addMissing(for: diagnostics, files: files)

        counter.advance()
        return Compilation(diagnostics: diagnostics, output: output, fileCount: jobs.count + 1, excerpts: excerpts)
    }
}

// MARK: Stages

/// A content file and what it holds.
private struct FileJob: Sendable {
    enum Kind: Sendable {
        case book(slug: String)
        case idea
        case course(slug: String)
        case section
    }

    var kind: Kind
    var file: SourceFile
}

extension FileJob.Kind {
    /// The shape of files of this kind.
    var shape: ContentShape {
        switch self {
        case .book: .book
        case .idea: .idea
        case .course: .course
        case .section: .section
        }
    }
}

/// What decoding one file gave.
private struct FileOutcome: Sendable {
    enum Decoded: Sendable {
        case book(BookSource)
        case idea(IdeaSource)
        case course(CourseSource)
        case section(SectionSource)
        case nothing
    }

    var job: FileJob
    var decoded: Decoded
    var diagnostics: [Diagnostic]
    /// The lines the diagnostics point at: the file's bytes and tree are not kept.
    var excerpts: SourceExcerpts
}

/// The decoded project: books with their ideas, courses with their sections.
struct Project: Sendable {
    /// Each book with the folder it lives in.
    var books: [(source: BookSource, folder: URL)]
    var courses: [CourseSource]
    /// contentc.yaml's `learning:`, which every book's policy starts from.
    var learning: LearningSource?
    /// contentc.yaml's `language:`, or `en`: the language of every book that names none, and of every course.
    var language = ManifestSource.defaultLanguage
}

/// Reads and decodes contentc.yaml (also for `contentc new`, which sizes its
/// scaffolds by the project's rule settings).
func readManifest(_ file: SourceFile, root: URL) -> (manifest: ManifestSource?, diagnostics: [Diagnostic], excerpts: SourceExcerpts) {
    var log = DiagnosticLog()
    let entry = ContentFolder(root: root)?.entry(at: file.url) ?? .missing
    switch entry {
    case .file:
        break
    case .missing:
        log.report(.missingFile, "contentc.yaml is missing: a content folder starts with its manifest",
                   file: file.displayPath, at: nil, hint: "create it with 'name:' and 'version:'")
        return (nil, log.diagnostics, SourceExcerpts())
    case .folder:
        log.report(.unreadableFile, "contentc.yaml is a folder, not a file", file: file.displayPath, at: nil,
                   hint: "the manifest is a YAML file with 'name:' and 'version:'")
        return (nil, log.diagnostics, SourceExcerpts())
    default:
        log.report(.unreadableFile, entry.refusal ?? "cannot read it", file: file.displayPath, at: nil)
        return (nil, log.diagnostics, SourceExcerpts())
    }
    guard let bytes = file.read(log: &log) else { return (nil, log.diagnostics, SourceExcerpts()) }
    guard let root = readDocument(bytes, file: file.displayPath, shape: .manifest, log: &log) else {
        return (nil, log.diagnostics, file.excerpts(for: log.diagnostics, bytes: bytes))
    }
    let (manifest, diagnostics) = FileDecoder.decodeDiagnosingShape(
        root, bytes: bytes, file: file.displayPath, shape: .manifest, log: log) { decoder in decoder.manifest(root) }
    return (manifest, diagnostics, file.excerpts(for: diagnostics, bytes: bytes))
}

private func fileJobs(_ layout: ProjectLayout) -> [FileJob] {
    var jobs: [FileJob] = []
    for book in layout.books {
        if let file = book.mainFile { jobs.append(FileJob(kind: .book(slug: book.slug), file: file)) }
        jobs += book.memberFiles.map { FileJob(kind: .idea, file: $0) }
    }
    for course in layout.courses {
        if let file = course.mainFile { jobs.append(FileJob(kind: .course(slug: course.slug), file: file)) }
        jobs += course.memberFiles.map { FileJob(kind: .section, file: $0) }
    }
    return jobs
}

/// Reads, parses and decodes one file, and checks what the file can tell by
/// itself. Only the model and the excerpts of its diagnostics outlive this
/// call: the file's bytes and YAML tree are dropped here.
private func decode(_ job: FileJob, configuration: RuleConfiguration) -> FileOutcome {
    var log = DiagnosticLog(configuration: configuration)
    let path = job.file.displayPath
    guard let bytes = job.file.read(log: &log) else {
        return FileOutcome(job: job, decoded: .nothing, diagnostics: log.diagnostics, excerpts: SourceExcerpts())
    }
    guard let root = readDocument(bytes, file: path, shape: job.kind.shape, log: &log) else {
        return FileOutcome(job: job, decoded: .nothing, diagnostics: log.diagnostics,
                           excerpts: job.file.excerpts(for: log.diagnostics, bytes: bytes))
    }
    let (decoded, diagnostics) = FileDecoder.decodeDiagnosingShape(
        root, bytes: bytes, file: path, shape: job.kind.shape, log: log
    ) { decoder -> FileOutcome.Decoded in
        switch job.kind {
        case .book(let slug):
            return decoder.book(root, slug: slug).map(FileOutcome.Decoded.book) ?? .nothing
        case .idea:
            guard let idea = decoder.idea(root, fileStem: job.file.stem) else { return .nothing }
            checkIdea(idea, log: &decoder.log)
            return .idea(idea)
        case .course(let slug):
            return decoder.course(root, slug: slug).map(FileOutcome.Decoded.course) ?? .nothing
        case .section:
            return decoder.section(root, fileStem: job.file.stem).map(FileOutcome.Decoded.section) ?? .nothing
        }
    }
    return FileOutcome(job: job, decoded: decoded, diagnostics: diagnostics,
                       excerpts: job.file.excerpts(for: diagnostics, bytes: bytes))
}

/// Puts ideas into their books and sections into their courses, in the order
/// authors read them: ideas by their number (`b1i2` before `b1i10`), sections
/// as course.yaml lists them. Checks across files follow this order, so what
/// they call "first used here" is what comes first in the book or course.
private func assemble(_ layout: ProjectLayout, outcomes: [FileOutcome]) -> Project {
    var byPath: [String: FileOutcome.Decoded] = [:]
    for outcome in outcomes { byPath[outcome.job.file.displayPath] = outcome.decoded }
    var project = Project(books: [], courses: [])
    for folder in layout.books {
        guard let file = folder.mainFile, case .book(var book)? = byPath[file.displayPath] else { continue }
        for file in folder.memberFiles {
            if case .idea(let idea)? = byPath[file.displayPath] {
                book.ideas.append(idea)
            } else {
                book.undecodedIdeaStems.append(file.stem)
            }
        }
        book.ideas = book.ideas.sorted(byPosition: { parseIdeaId($0.fileStem)?.idea })
        project.books.append((book, folder.url))
    }
    for folder in layout.courses {
        guard let file = folder.mainFile, case .course(var course)? = byPath[file.displayPath] else { continue }
        for file in folder.memberFiles {
            if case .section(let section)? = byPath[file.displayPath] {
                course.sectionFiles.append(section)
            } else {
                course.undecodedSectionStems.append(file.stem)
            }
        }
        let listed = course.sections?.value.map(\.value) ?? []
        course.sectionFiles = course.sectionFiles.sorted(byPosition: { listed.firstIndex(of: $0.fileStem) })
        project.courses.append(course)
    }
    return project
}

/// The checks that need more than one file.
private func checkProject(_ project: inout Project, content: ContentFolder?, log: inout DiagnosticLog) {
    for index in project.books.indices {
        let folder = project.books[index].folder
        checkBook(project.books[index].source, folder: folder, log: &log)
        mergeMetadata(into: &project.books[index].source, folder: folder, content: content, log: &log)
        let book = project.books[index].source
        checkIdeaNumbering(book, log: &log)
        checkQuestionIdsUnique(book.ideas.flatMap { idea in
            (idea.questions?.value ?? []).map { ($0, idea.id?.value ?? idea.fileStem, idea.file) }
        }, log: &log)
    }
    checkBookNumbersUnique(project.books.map(\.source), log: &log)
    checkLearningPolicies(manifest: project.learning, books: project.books.map(\.source), log: &log)
    for course in project.courses {
        checkCourse(course, log: &log)
    }
    checkItemQuality(project, log: &log)
}

/// The question-quality rules (SPEC §4.2), over each book's and each course's
/// questions as one bank, the banks in parallel.
private func checkItemQuality(_ project: Project, log: inout DiagnosticLog) {
    let configuration = log.configuration
    let bookCount = project.books.count
    let found = Array(0..<(bookCount + project.courses.count)).parallelMap { index in
        let bank = index < bookCount
            ? ItemBank(book: project.books[index].source, projectLanguage: project.language)
            : ItemBank(course: project.courses[index - bookCount], projectLanguage: project.language)
        var bankLog = DiagnosticLog(configuration: configuration)
        ItemRules.check(bank, log: &bankLog)
        return bankLog.diagnostics
    }
    for diagnostics in found { log.append(contentsOf: diagnostics) }
}

extension Array {
    /// The elements in the order of their positions, those without one last;
    /// elements of equal position keep their order.
    func sorted(byPosition position: (Element) -> Int?) -> [Element] {
        enumerated().map { (position($0.element) ?? .max, $0.offset, $0.element) }
            .sorted { ($0.0, $0.1) < ($1.0, $1.1) }
            .map(\.2)
    }
}

/// Counts finished files across threads and reports progress.
private final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private let total: Int
    private let report: (@Sendable (Int, Int) -> Void)?

    init(total: Int, report: (@Sendable (Int, Int) -> Void)?) {
        self.total = total
        self.report = report
    }

    func advance() {
        guard let report else { return }
        lock.lock()
        done += 1
        let current = done
        lock.unlock()
        report(current, total)
    }
}
