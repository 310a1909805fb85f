import BookMetadata
import ContentRuntime
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
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
    /// The build cache to take unchanged folders from (and store compiled ones
    /// in, when it is writable); `nil` compiles every folder.
    public var cache: BuildCache?
    /// Whether the bundles are wanted (`build`); when not (`lint`), they are
    /// lowered and encoded only for the version check, and ``Compilation/output``
    /// is `nil`.
    public var producesBundles: Bool
    /// Where the bundles are written as they are made, each let go once it
    /// is: then ``Compilation/output`` is `nil`, and `index.json` is given to
    /// the writer last, only when the build has no error. Finish or abandon
    /// the writer after the compilation. `nil` keeps every bundle in
    /// ``Compilation/output``.
    public var writer: OutputWriter?
    /// Whether the diagnostics will be printed only in the text format,
    /// without colour and as they are (not promoted by `--werror`): the
    /// build cache may then give the diagnostics of unchanged folders as the
    /// text printed for them (``Compilation/printed``), which is copied
    /// instead of made again, and a build that stores nothing in the cache
    /// prints each folder it compiles on the folder's thread.
    public var printsPlainText: Bool
    /// Whether the build cache's last writes (the digests of the files read,
    /// the removal of entries the project no longer has) are left to another
    /// thread, so that the caller prints and writes meanwhile: it then waits
    /// for them with ``Compilation/finishCache()`` before it ends.
    public var finishesCacheAside: Bool

    /// Creates options.
    public init(contentDirectory: URL, displayRoot: String, progress: (@Sendable (Int, Int) -> Void)? = nil,
                previousBuild: PreviousBuild? = nil, limits: ProjectLimits = .content, cache: BuildCache? = nil,
                producesBundles: Bool = true, writer: OutputWriter? = nil, printsPlainText: Bool = false,
                finishesCacheAside: Bool = false) {
        self.contentDirectory = contentDirectory
        self.displayRoot = displayRoot
        self.progress = progress
        self.previousBuild = previousBuild
        self.limits = limits
        self.cache = cache
        self.producesBundles = producesBundles
        self.writer = writer
        self.printsPlainText = printsPlainText
        self.finishesCacheAside = finishesCacheAside
    }
}

/// The result of compiling a content folder.
public struct Compilation: Sendable {
    /// Every diagnostic of the run, in printing order (file, line, column).
    public var diagnostics: [Diagnostic]
    /// The bundles and index to write, or `nil` when there are errors, they
    /// were not asked for (``CompileOptions/producesBundles``) or they were
    /// given to a writer as they were made (``CompileOptions/writer``).
    public var output: BundleOutput?
    /// The index of the bundles, when there are no errors and they were asked for.
    public var index: BundleIndex?
    /// How many content files were read.
    public var fileCount: Int
    /// The source lines the diagnostics point at, for printing under them.
    /// Only these lines are kept, never the files' bytes.
    public var excerpts: SourceExcerpts
    /// How many book and course folders the build cache gave, uncompiled.
    public var cachedFolderCount = 0
    /// Diagnostics given as the text the text format prints for them, when
    /// ``CompileOptions/printsPlainText`` allowed it: they are not in
    /// ``diagnostics``.
    public var printed = PrintedDiagnostics()
    /// What the build walked and looked up (the project's files, its
    /// folders, the build cache's session), let go with the compilation
    /// rather than when it returns: a caller that keeps the compilation to
    /// the end of the process (`contentc build`) never spends the time to free them.
    var walked: (layout: ProjectLayout, folders: [FolderUnit], cache: BuildCacheSession?)?
    /// The build cache's last writes, going on on another thread (``CompileOptions/finishesCacheAside``).
    var cacheFinish: BackgroundValue<Void>?

    /// Whether any diagnostic, printed ones included, is an error.
    public var hasErrors: Bool { diagnostics.hasErrors || printed.errorCount > 0 }

    /// Waits for the build cache's last writes when they were left to
    /// another thread (``CompileOptions/finishesCacheAside``); returns at once otherwise.
    public func finishCache() {
        _ = cacheFinish?.value
    }
}

/// The compiler's entry point.
public enum Compiler {
    /// The compiler's version, stamped into every bundle as `contentc <version>`.
    public static let version = "0.1.0"

    /// Compiles a content folder, in these stages:
    ///
    /// 1. read contentc.yaml: its rule settings apply to every later stage;
    /// 2. walk the folder for book, idea, course and section files (``ProjectLayout``);
    /// 3. take each book and course folder whose files, compiler, rule settings
    ///    and learning policy are unchanged from the build cache, when there is one
    ///    (``BuildCache``);
    /// 4. compile every other folder: parse and decode its files into the
    ///    located model, in parallel, checking what each file can tell by itself;
    ///    assemble the book or course and check across its files (numbers, ids,
    ///    sections, achievements), then its questions as one bank (the
    ///    question-quality rules, SPEC §4.2, in parallel); when it has no error
    ///    and the bundles are needed (for `lint`, only by the version check),
    ///    lower it to the runtime's bundle type and encode it, in parallel; then
    ///    store it in the cache;
    /// 5. check across folders (book numbers, the project's learning policy);
    /// 6. when there is no error: index the bundles at the content version;
    /// 7. when there is an earlier build and P106 is on: compare the bundles that
    ///    differ from it and check that the version rises as far as the changes
    ///    require (P106); an error there drops the output too.
    ///
    /// - Throws: ``ProjectError`` only when the content folder itself cannot be read;
    ///   every problem with its content is a diagnostic.
    public static func compile(_ options: CompileOptions) throws(ProjectError) -> Compilation {
        let root = options.contentDirectory
        let manifestFile = SourceFile(url: root.appendingPathComponent("contentc.yaml"),
                                       displayPath: SourceFile.displayPath(root: options.displayRoot, relative: "contentc.yaml"))
        // Before any content file is examined: it settles the stamps this build takes (see StampFence).
        // Not for a content folder that is not there: the build then makes no cache folder either.
        let fence = options.cache.flatMap { cache in
            cache.isWritable && FileManager.default.fileExists(atPath: root.path) ? StampFence.take(in: cache.folder) : nil
        }
        let manifestOutcome = readManifest(manifestFile, root: root)
        let manifest = manifestOutcome.manifest
        let configuration = manifest?.configuration ?? .defaults
        let layout = try ProjectLayout.scan(root: root, displayRoot: options.displayRoot, configuration: configuration,
                                            limits: options.limits)
        let folders = layout.isOverBudget ? [] : FolderUnit.all(in: layout)
        let versionCheck = options.previousBuild.flatMap { previous in
            configuration.severity(of: .versionBump) != nil && previous.exists ? previous : nil
        }
        let stage = FolderStage(content: ContentFolder(root: root), configuration: configuration,
                                learning: manifest?.learning,
                                language: manifest?.language?.value ?? ManifestSource.defaultLanguage,
                                contentVersion: manifest?.version?.value ?? "",
                                lowers: options.producesBundles || versionCheck != nil)
        let cache = options.cache.flatMap { cache in
            BuildCacheSession(cache, context: CacheContext(displayRoot: options.displayRoot, limits: options.limits,
                                                           configuration: configuration, learning: stage.learning,
                                                           language: stage.language),
                              fence: fence)
        }
        // The earlier build's index is read once, when a bundle is first compared with it.
        let checksVersion = versionCheck != nil && manifest?.version.flatMap { SemanticVersion($0.value) } != nil
        let previousLoader = checksVersion ? versionCheck.map(PreviousIndexLoader.init) : nil
        let keepsBundles = options.producesBundles && options.writer == nil
        let delivery = BundleDelivery(keepsBundles: keepsBundles, writer: options.producesBundles ? options.writer : nil,
                                      previous: previousLoader, compiler: stage.compiler)
        // Needed only to read lines again for diagnostics of another folder's files: a build with
        // no such diagnostic never makes it.
        let files = OnDemand { Dictionary(layout.files.map { ($0.displayPath, $0) } + [(manifestFile.displayPath, manifestFile)]) { first, _ in first } }

        // Each folder is compiled, delivered and let go by one thread, so that no more than
        // one folder a core is held; with fewer folders than cores, each decodes in parallel.
        // The folders with the most files start first, so that no big one is left for last.
        let decodesInParallel = folders.count < ProcessInfo.processInfo.activeProcessorCount
        let counter = ProgressCounter(total: folders.reduce(1) { $0 + $1.files.count }, report: options.progress)
        // A folder compiled is stored in the cache at once.
        @Sendable func compile(_ unit: FolderUnit, decodesInParallel: Bool, progress: ProgressCounter) -> CompiledFolder {
            let compiled = stage.compile(unit, recordingDigests: cache?.stores(stage) == true, decodesInParallel: decodesInParallel,
                                         files: files, progress: progress)
            cache?.store(compiled, for: unit, stage: stage)
            return compiled
        }
        // The diagnostics found before any folder is compiled: the walk's and contentc.yaml's, in
        // printing order, so that each folder finds those among its own by halving, not by trying each.
        let knownBefore = (manifestOutcome.diagnostics + layout.diagnostics).sortedForPrinting()
        // A cached folder's excerpts come as a list, added to the build's once (see below).
        var done = folders.parallelMap(heaviestFirst: { $0.folder.memberFiles.count }) { unit
            -> (result: FolderResult, excerpts: SourceExcerpts, cachedExcerpts: [(location: SourceLocation, excerpt: SourceExcerpts.Excerpt)],
                isCached: Bool) in
            var excerpts = SourceExcerpts()
            var cachedExcerpts: [(location: SourceLocation, excerpt: SourceExcerpts.Excerpt)] = []
            var result: FolderResult
            let isCached: Bool
            if let cache, let cached = cache.result(for: unit, stage: stage, readingPrinted: options.printsPlainText),
               var bundled = cached.result.withBundleBytes(when: { delivery.needsBytes($0, contentVersion: stage.contentVersion) },
                                                           reading: { cache.bundle(of: $0, for: unit) },
                                                           at: stage.contentVersion) {
                // Carried to a raised version: stored so, for the builds after this one. Diagnostics
                // left in the entry's file are read later against its first part as rewritten.
                if let stored = cached.result.bundle, let carried = bundled.bundle,
                   let sealedHead = cache.storeCarried(carried, from: stored, of: cached.result, for: unit, stage: stage) {
                    bundled.printed?.unreadDetail?.sealedHead = sealedHead
                }
                result = bundled
                cachedExcerpts = cached.excerpts
                isCached = true
                for _ in unit.files { counter.advance() }
            } else {
                // A folder an earlier build made the bundle in `out` of, changed since: that
                // bundle is loaded for the version check while the folder compiles.
                if let previousLoader, let earlier = cache?.storedBundle(for: unit) { previousLoader.loadAhead(earlier) }
                let compiled = compile(unit, decodesInParallel: decodesInParallel, progress: counter)
                result = compiled.result
                excerpts = compiled.excerpts
                isCached = false
                // Printed here, beside the other folders, rather than one after the other once all are
                // done; the diagnostics are kept with the text only when one known already sorts among
                // them (see PrintedFolder.compiled). (A build that stores the folder in the cache prints
                // it there, and is left as it was.)
                if options.printsPlainText, cache?.stores(stage) != true,
                   var printed = PrintedFolder(diagnostics: result.diagnostics, excerpts: excerpts, files: unit.files) {
                    if printed.enclosesAny(of: knownBefore) { printed.compiled = (result.diagnostics, excerpts) }
                    result.printed = printed
                    result.diagnostics = []
                    excerpts = SourceExcerpts()
                }
            }
            delivery.deliver(&result)
            return (result, excerpts, cachedExcerpts, isCached)
        }
        // After the version check and the report's excerpts, which may compile a folder again (see
        // BundleDelivery.settle): here when the build stops early, else just before it returns.
        var isCacheFinishing = false
        defer { if !isCacheFinishing { cache?.finish(stage: stage, layout: layout) } }

        // The checks across folders; the folders' own diagnostics are added when they are sorted for printing.
        var log = DiagnosticLog(configuration: configuration)
        checkBookNumbersUnique(done.compactMap(\.result.bookNumber), log: &log)
        checkProjectLearningPolicy(manifest?.learning, log: &log)
        let othersHaveErrors = manifestOutcome.diagnostics.hasErrors || layout.diagnostics.hasErrors
            || done.contains { $0.result.hasErrors }

        var output: BundleOutput?
        var index: BundleIndex?
        if !othersHaveErrors, !log.diagnostics.hasErrors, stage.lowers, let manifest, let name = manifest.name?.value,
           let version = manifest.version {
            var results = Array(zip(folders, done.map(\.result)))
            var bundles = try BundleOutput.indexed(results, contentVersion: version.value)
            let indexed = try BundleOutput.indexing(bundles.map(\.bundle), name: name, contentVersion: version.value,
                                                   compiler: stage.compiler)
            if let versionCheck, let previousLoader, case let previous = previousLoader.index(expecting: indexed) {
                // The bundles the cache gave without their bytes are compared now.
                if case .success(let previousIndex) = previous {
                    let settled = results.parallelMap { unit, result in
                        var result = result
                        var changedMeanwhile = false
                        delivery.settle(&result, with: previousIndex) { bundle in
                            if let cache, let read = cache.bundle(of: bundle, for: unit)?.carried(to: stage.contentVersion) {
                                return (read, nil)
                            }
                            let compiled = compile(unit, decodesInParallel: false, progress: ProgressCounter(total: 0, report: nil))
                            // Compiled again, the folder stands for its cached bundle only if it gives
                            // the same bytes: else a file was saved since its entry was read, and the
                            // version would be judged on content that is not the one written.
                            guard let again = compiled.result.bundle, again.sha256 == bundle.sha256 else {
                                changedMeanwhile = true
                                return nil
                            }
                            return (again, compiled.result.model)
                        }
                        return (unit: unit, result: result, changedMeanwhile: changedMeanwhile)
                    }
                    if let changed = settled.first(where: \.changedMeanwhile)?.unit {
                        throw ProjectError(message: "the files of \(changed.kind.rawValue) '\(changed.folder.slug)' changed during the build, "
                            + "which cannot then compare it with \(versionCheck.displayPath); nothing was written: build again")
                    }
                    results = settled.map { ($0.unit, $0.result) }
                    bundles = try BundleOutput.indexed(results, contentVersion: version.value)
                }
                let same = Set(bundles.filter { $0.result.isSameAsPrevious == true }.map { BundleKey($0.bundle.kind, $0.bundle.id) })
                let changed = bundles.filter { $0.result.isSameAsPrevious != true }.compactMap(\.result.model)
                let comparison = previous.flatMap { previous in
                    Result { () throws(ReleaseReadError) in
                        try ChangedBundles(index: indexed.index, previous: previous, same: same, changed: changed) { entry in
                            previousLoader.loadedAhead(entry) ?? previousLoader.load(entry, of: previous)
                        }
                    }
                }
                checkVersionBump(comparison, folder: versionCheck.displayPath, version: version,
                                 manifestFile: manifestFile.displayPath, log: &log)
            }
            if !log.diagnostics.hasErrors && options.producesBundles {
                index = indexed.index
                if keepsBundles {
                    output = try BundleOutput.make(folders: results, name: name, contentVersion: version.value,
                                                   compiler: stage.compiler)
                } else {
                    options.writer?.add(ContentLibrary.indexFileName, data: indexed.data)
                    // The last file given: the folders' flushes wait for the disk while the build ends.
                    options.writer?.flushFolders()
                }
            }
        }
        // Every diagnostic given as such (not as a folder's printed text), in printing order.
        func sortedDiagnostics() -> [Diagnostic] {
            (manifestOutcome.diagnostics + layout.diagnostics + done.flatMap(\.result.diagnostics) + log.diagnostics).sortedForPrinting()
        }
        var diagnostics = sortedDiagnostics()
        // Folders given as printed text are copied whole where they sort; those among whose
        // diagnostics another sorts have theirs read, and sorted with the others.
        var printed = PrintedDiagnostics()
        var printedFolders = done.indices.filter { done[$0].result.printed != nil }
        while !printedFolders.isEmpty {
            let folderTexts = printedFolders.compactMap { done[$0].result.printed }
            if let placed = PrintedDiagnostics(placing: folderTexts, among: diagnostics) {
                printed = placed
                break
            }
            let stuck = PrintedDiagnostics.unplaceable(folderTexts, among: diagnostics)
            for index in stuck.sorted().map({ printedFolders[$0] }) {
                guard let folder = done[index].result.printed else { continue }
                if let compiled = folder.compiled {
                    done[index].result.diagnostics = compiled.diagnostics
                    done[index].excerpts = compiled.excerpts
                } else if let read = CacheEntry.detail(of: folder).flatMap(CacheEntry.readDiagnostics) {
                    done[index].result.diagnostics = read.diagnostics
                    done[index].cachedExcerpts = read.excerpts
                } else {
                    // An entry whose diagnostics cannot be read, or a folder printed on its thread
                    // that kept only its text: the folder is compiled again, and stands for its
                    // result only if it gives the same. A run that lowers nothing (lint with no
                    // earlier build) has no bundle to compare.
                    let unit = folders[index]
                    let compiled = compile(unit, decodesInParallel: false, progress: ProgressCounter(total: 0, report: nil))
                    guard !stage.lowers || compiled.result.bundle?.sha256 == done[index].result.bundle?.sha256,
                          compiled.result.diagnostics.count(of: .error) == folder.errorCount,
                          compiled.result.diagnostics.count(of: .warning) == folder.warningCount
                    else {
                        throw ProjectError(message: "the files of \(unit.kind.rawValue) '\(unit.folder.slug)' changed during the "
                            + (options.producesBundles ? "build; nothing was written: build again" : "check: run it again"))
                    }
                    done[index].result.diagnostics = compiled.result.diagnostics
                    done[index].excerpts = compiled.excerpts
                }
                done[index].result.printed = nil
            }
            printedFolders = printedFolders.enumerated().filter { !stuck.contains($0.offset) }.map(\.element)
            diagnostics = sortedDiagnostics()
        }

        // Each compiled file's excerpts were made while its bytes were at hand (with those of its
        // folder's checks), and cached folders' come with them; the files the project's checks
        // point into are read again, one at a time.
        var excerpts = manifestOutcome.excerpts
        excerpts.reserveCapacity(done.reduce(excerpts.count) { $0 + $1.excerpts.count + $1.cachedExcerpts.count })
        for folder in done {
            excerpts.merge(folder.excerpts)
            excerpts.merge(folder.cachedExcerpts)
        }
        let projectDiagnostics = manifestOutcome.diagnostics + layout.diagnostics + log.diagnostics
        if !projectDiagnostics.isEmpty { excerpts.addMissing(for: projectDiagnostics, files: files.value) }

        counter.advance()
        // Nothing is stored in the cache after this.
        isCacheFinishing = true
        var cacheFinish: BackgroundValue<Void>?
        if let cache {
            if options.finishesCacheAside {
                cacheFinish = BackgroundValue { cache.finish(stage: stage, layout: layout) }
            } else {
                cache.finish(stage: stage, layout: layout)
            }
        }
        return Compilation(diagnostics: diagnostics, output: output, index: index,
                           fileCount: (layout.isOverBudget ? 0 : layout.fileCount) + 1,
                           excerpts: excerpts, cachedFolderCount: done.filter(\.isCached).count, printed: printed,
                           walked: (layout, folders, cache), cacheFinish: cacheFinish)
    }
}

// MARK: Stages

/// A content file and what it holds.
struct FileJob: Sendable {
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
struct FileOutcome: Sendable {
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
    /// The lines the diagnostics point at.
    var excerpts: SourceExcerpts
    /// The digest of the bytes decoded and the file's stamp taken before they
    /// were read, when asked for (for the build cache); `nil` when it could not be read.
    var digest: FileDigests.Record?
    /// The file's bytes, kept until its folder is compiled, so that the lines
    /// the folder's checks and question rules point at are taken without
    /// reading the file again; `nil` when it could not be read. (One folder
    /// a core is compiled at a time, so this holds one folder's files a core.)
    var bytes: [UInt8]? = nil
}

/// Reads and decodes contentc.yaml (also for `contentc new`, which sizes its
/// scaffolds by the project's rule settings).
func readManifest(_ file: SourceFile, root: URL) -> (manifest: ManifestSource?, diagnostics: [Diagnostic], excerpts: SourceExcerpts) {
    var log = DiagnosticLog()
    let entry = ContentFolder(root: root)?.entry(atPath: file.path) ?? .missing
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

/// Reads, parses and decodes one file, and checks what the file can tell by
/// itself. The model, the excerpts of its diagnostics and the file's bytes
/// (until its folder is compiled) outlive this call; the YAML tree is dropped here.
func decode(_ job: FileJob, configuration: RuleConfiguration, recordingDigest: Bool) -> FileOutcome {
    var log = DiagnosticLog(configuration: configuration)
    let path = job.file.displayPath
    let stamp = recordingDigest ? FileStamp(atPath: job.file.path) : nil
    guard let bytes = job.file.read(log: &log) else {
        return FileOutcome(job: job, decoded: .nothing, diagnostics: log.diagnostics, excerpts: SourceExcerpts())
    }
    let digest = stamp.map { FileDigests.Record(stamp: $0, digest: FileDigests.digest(of: bytes)) }
    guard let root = readDocument(bytes, file: path, shape: job.kind.shape, log: &log) else {
        return FileOutcome(job: job, decoded: .nothing, diagnostics: log.diagnostics,
                           excerpts: job.file.excerpts(for: log.diagnostics, bytes: bytes), digest: digest, bytes: bytes)
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
                       excerpts: job.file.excerpts(for: diagnostics, bytes: bytes), digest: digest, bytes: bytes)
}

extension [Diagnostic] {
    /// The diagnostics in printing order (``Diagnostic/printingOrder(_:_:)``),
    /// sorted by their positions rather than moved around whole.
    func sortedForPrinting() -> [Diagnostic] {
        indices.sorted { Diagnostic.printingOrder(self[$0], self[$1]) }.map { self[$0] }
    }
}

extension Array {
    /// The elements in the order of their positions, those without one last;
    /// elements of equal position keep their order.
    func sorted(byPosition position: (Element) -> Int?) -> [Element] {
        let positions = map { position($0) ?? .max }
        return indices.sorted { (positions[$0], $0) < (positions[$1], $1) }.map { self[$0] }
    }
}

/// A value made the first time it is asked for, from any thread, and kept.
final class OnDemand<Value: Sendable>: @unchecked Sendable {
    private let lock = Lock()
    private let make: @Sendable () -> Value
    private var made: Value?

    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    var value: Value {
        lock.withLock {
            if let made { return made }
            let value = make()
            made = value
            return value
        }
    }
}

/// Counts finished files across threads and reports progress.
final class ProgressCounter: @unchecked Sendable {
    private let lock = Lock()
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
