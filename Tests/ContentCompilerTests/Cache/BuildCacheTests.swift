@testable import ContentCompiler
import ContentRuntime
import ContentTestSupport
import Foundation
import Testing

/// The build cache is only an accelerator: a build that uses it writes the same
/// bytes and prints the same diagnostics as one that does not, whatever
/// happened to the sources or to the cache in between.
@Suite struct BuildCacheTests {
    /// The repository's own content: books with a metadata file, courses, a learning policy.
    static let shipped = ContentFixtures.packageRoot.appendingPathComponent("content")

    /// A project, an output folder built with the cache and one built without,
    /// side by side in a temporary folder.
    final class Workspace {
        let root: URL
        let content: URL
        let cachedOut: URL
        let plainOut: URL

        init(copying source: URL = BuildCacheTests.shipped) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("contentc-cache-\(UUID().uuidString)")
            content = root.appendingPathComponent("content")
            cachedOut = root.appendingPathComponent("out")
            plainOut = root.appendingPathComponent("plain")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source, to: content)
        }

        deinit {
            try? FileManager.default.removeItem(at: root)
        }

        var cache: BuildCache { BuildCache(output: cachedOut) }

        /// Compiles with or without the cache, checked against what the output folder holds, and writes it.
        @discardableResult
        func build(cached: Bool, cache: BuildCache? = nil, printsPlainText: Bool = false) throws -> Compilation {
            let out = cached ? cachedOut : plainOut
            let compilation = try Compiler.compile(CompileOptions(
                contentDirectory: content, displayRoot: "content",
                previousBuild: PreviousBuild(directory: out, displayPath: "out"),
                cache: cached ? (cache ?? self.cache) : nil, printsPlainText: printsPlainText))
            if let output = compilation.output { try OutputFolder.write(output, to: out) }
            return compilation
        }

        /// Builds both ways and checks that the diagnostics, the output and the output folders agree;
        /// a cached build that gives diagnostics as printed text prints the same. Returns that build's
        /// compilation, the first (the diagnostics it gave as printed text are not in its list).
        @discardableResult
        func buildBothWays(_ step: String, cache: BuildCache? = nil) throws -> Compilation {
            // First the build that may copy printed text, so that it reads the cache as it was left.
            let printed = try build(cached: true, cache: cache, printsPlainText: true)
            let cached = try build(cached: true, cache: cache)
            let plain = try build(cached: false)
            #expect(render(printed) == render(plain), "\(step): the printed diagnostics differ")
            #expect(printed.output?.files == plain.output?.files, "\(step): the output differs when printing")
            #expect(render(cached) == render(plain), "\(step): the diagnostics differ")
            #expect(cached.output?.files == plain.output?.files, "\(step): the output differs")
            #expect(files(in: cachedOut) == files(in: plainOut), "\(step): the output folders differ")
            return printed
        }

        func render(_ compilation: Compilation) -> String {
            ReportFormat.text.render(DiagnosticReport(compilation))
        }

        /// Every file under `folder` by path, with its bytes.
        func files(in folder: URL) -> [String: Data] {
            var files: [String: Data] = [:]
            let enumerator = FileManager.default.enumerator(atPath: folder.path)
            while let path = enumerator?.nextObject() as? String {
                if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path),
                   !path.hasSuffix("/") { files[path] = data }
            }
            return files
        }

        /// The content files, relative to the content folder, sorted.
        func contentFiles(ending suffix: String = ".yaml") -> [String] {
            (FileManager.default.enumerator(atPath: content.path)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(suffix) }.sorted()
        }

        func text(_ path: String) throws -> String {
            try String(contentsOf: content.appendingPathComponent(path), encoding: .utf8)
        }

        func write(_ path: String, _ text: String) throws {
            try Data(text.utf8).write(to: content.appendingPathComponent(path))
        }

        /// Sets `version` in contentc.yaml.
        /// Waits, at most 3 s, until the file system's clock is past the copied
        /// files by the fence's margin, so that a build's fence settles every file.
        func waitUntilAFenceSettlesTheCopy() {
            let newest = contentFiles().compactMap { FileStamp(of: content.appendingPathComponent($0)) }
                .map { max($0.modified, $0.changed) }.max() ?? 0
            for _ in 0..<300 {
                guard let fence = StampFence.take(in: cache.folder), fence.time - StampFence.margin <= newest else { break }
                usleep(10_000)
            }
        }

        /// A session as a build makes it, looking each folder up: the session, and the slugs of the folders found.
        func lookUp() throws -> (session: BuildCacheSession, hits: [String]) {
            let manifest = readManifest(SourceFile(url: content.appendingPathComponent("contentc.yaml"), displayPath: "content/contentc.yaml"),
                                        root: content).manifest
            let configuration = manifest?.configuration ?? .defaults
            let layout = try ProjectLayout.scan(root: content, displayRoot: "content", configuration: configuration, limits: .content)
            let stage = FolderStage(content: ContentFolder(root: content), configuration: configuration, learning: manifest?.learning,
                                    language: manifest?.language?.value ?? ManifestSource.defaultLanguage,
                                    contentVersion: manifest?.version?.value ?? "", lowers: true)
            let session = try #require(BuildCacheSession(cache, context: CacheContext(
                displayRoot: "content", limits: .content, configuration: configuration, learning: stage.learning, language: stage.language)))
            let hits = FolderUnit.all(in: layout).filter { session.result(for: $0, stage: stage) != nil }.map(\.folder.slug)
            return (session, hits)
        }

        /// Rewrites the content file at `path` with one letter changed, at the
        /// same size, and sets its modification time back to what it was: a
        /// change only its change time shows. Returns its stamps before and after.
        @discardableResult
        func rewriteAtTheSameSizeAndTime(_ path: String) throws -> (before: FileStamp, after: FileStamp) {
            let url = content.appendingPathComponent(path)
            let before = try #require(FileStamp(of: url))
            var bytes = [UInt8](try Data(contentsOf: url))
            let letter = try #require(bytes.lastIndex { (UInt8(ascii: "a")...UInt8(ascii: "y")).contains($0) })
            bytes[letter] += 1
            try Data(bytes).write(to: url)
            let time = timespec(tv_sec: Int(before.modified / 1_000_000_000), tv_nsec: Int(before.modified % 1_000_000_000))
            var times = [time, time]
            #expect(utimensat(AT_FDCWD, url.path, &times, 0) == 0)
            return (before, try #require(FileStamp(of: url)))
        }

        func setVersion(_ version: String) throws {
            try write("contentc.yaml", try text("contentc.yaml").replacingOccurrences(
                of: #"(?m)^version: \S+"#, with: "version: \(version)", options: .regularExpression))
        }
    }

    /// A diagnostic with a note in `contentc.yaml` shows that file's line as it
    /// is now, with the other folders cached: a comment added to the line
    /// changes no cache key, so no excerpt of the line made earlier may be shown.
    @Test func aNoteInTheManifestShowsItsLineAsItIsNow() throws {
        let workspace = try Workspace()
        let book = "books/meditations/book.yaml"
        try workspace.write(book, try workspace.text(book) + "learning:\n  mastery:\n    fragile: 0.9\n")
        try workspace.buildBothWays("a book's fragile threshold above the project's solid one")
        let manifest = "contentc.yaml"
        try workspace.write(manifest, try workspace.text(manifest).replacingOccurrences(
            of: "    solid: 0.8\n", with: "    solid: 0.8 # agreed with the app team\n"))
        let cached = try workspace.buildBothWays("a comment on the solid line")
        #expect(cached.cachedFolderCount >= 1)
        #expect(workspace.render(cached).contains("# agreed with the app team"))
    }

    @Test func cachedAndUncachedBuildsAgreeOverRandomEdits() throws {
        for seed in [UInt64(1), 2] {
            let workspace = try Workspace()
            var random = SplitMix64(seed: seed)
            try workspace.buildBothWays("seed \(seed): first build")
            for step in 1...20 {
                let edit = try Self.randomEdit(workspace, random: &random)
                try workspace.buildBothWays("seed \(seed), step \(step): \(edit)")
            }
        }
    }

    /// Makes one random change to the project and says what it was.
    static func randomEdit(_ workspace: Workspace, random: inout SplitMix64) throws -> String {
        let members = workspace.contentFiles().filter { $0.contains("/ideas/") || $0.contains("/sections/") }
        let books = workspace.contentFiles().filter { $0.hasSuffix("/book.yaml") }
        let manifest = "contentc.yaml"
        switch Int.random(in: 0..<11, using: &random) {
        case 0, 1:
            guard let path = members.randomElement(using: &random) else { return "nothing" }
            let text = try workspace.text(path)
            try workspace.write(path, text.replacingOccurrences(of: "title: ", with: "title: Edited ", options: [], range: text.range(of: "title: ")))
            return "edited a title in \(path)"
        case 2:
            guard let path = members.randomElement(using: &random) else { return "nothing" }
            try FileManager.default.removeItem(at: workspace.content.appendingPathComponent(path))
            return "removed \(path)"
        case 3:
            guard let path = members.randomElement(using: &random) else { return "nothing" }
            let copy = (path as NSString).deletingLastPathComponent + "/x\(Int.random(in: 0..<3, using: &random)).yaml"
            try workspace.write(copy, try workspace.text(path))
            return "copied \(path) to \(copy)"
        case 4:
            let text = try workspace.text(manifest)
            let settings = ["", "rules:\n  P104: off\n", "rules:\n  lesson.question-count: {count: 5}\n",
                            "rules:\n  lesson.question-count: error\n", "language: fr\n", "language: en\nrules:\n  Q201: error\n"]
            let kept = text.components(separatedBy: "rules:")[0]
            try workspace.write(manifest, kept + settings.randomElement(using: &random)!)
            return "changed the rule settings or the language"
        case 5:
            let version = ["2.0.1", "2.1.0-dev", "3.0.0-dev.\(Int.random(in: 0..<100, using: &random))", "0.9.0"]
                .randomElement(using: &random)!
            try workspace.setVersion(version)
            return "set the version to \(version)"
        case 6:
            let text = try workspace.text(manifest)
            let solid = ["0.8", "0.7", "0.4"].randomElement(using: &random)!
            try workspace.write(manifest, text.replacingOccurrences(
                of: #"solid: 0\.\d+"#, with: "solid: \(solid)", options: .regularExpression))
            return "set the solid threshold to \(solid)"
        case 7:
            guard let path = books.randomElement(using: &random) else { return "nothing" }
            let number = Int.random(in: 1...4, using: &random)
            try workspace.write(path, try workspace.text(path).replacingOccurrences(
                of: #"(?m)^number: \d+"#, with: "number: \(number)", options: .regularExpression))
            return "set the number of \(path) to \(number)"
        case 8:
            guard let path = (members + books).randomElement(using: &random) else { return "nothing" }
            try workspace.write(path, try workspace.text(path) + "\n  broken: [\n")
            return "broke the YAML of \(path)"
        case 9:
            let path = "books/meditations/metadata.opf"
            guard FileManager.default.fileExists(atPath: workspace.content.appendingPathComponent(path).path) else {
                try FileManager.default.copyItem(at: shipped.appendingPathComponent(path),
                                                 to: workspace.content.appendingPathComponent(path))
                return "restored \(path)"
            }
            if Bool.random(using: &random) {
                try FileManager.default.removeItem(at: workspace.content.appendingPathComponent(path))
                return "removed \(path)"
            }
            try workspace.write(path, try workspace.text(path).replacingOccurrences(of: "Marcus", with: "Markus"))
            return "edited \(path)"
        default:
            // Restore a file of the original project, undoing earlier edits to it.
            let original = (FileManager.default.enumerator(atPath: shipped.path)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".yaml") }.sorted()
            guard let path = original.randomElement(using: &random) else { return "nothing" }
            try? FileManager.default.removeItem(at: workspace.content.appendingPathComponent(path))
            try FileManager.default.copyItem(at: shipped.appendingPathComponent(path), to: workspace.content.appendingPathComponent(path))
            return "restored \(path)"
        }
    }

    /// Only a build that stores what it compiles takes its files' digests:
    /// lint reads the cache but stores nothing, and a SHA-256 of every file
    /// would cost it about a tenth of its time for nothing.
    @Test func onlyABuildThatStoresTakesDigests() throws {
        let workspace = try Workspace()
        func stores(writable: Bool, lowers: Bool) -> Bool? {
            let stage = FolderStage(content: nil, configuration: .defaults, learning: nil, language: "en",
                                    contentVersion: "1.0.0", lowers: lowers)
            let context = CacheContext(displayRoot: "content", limits: .content, configuration: .defaults,
                                       learning: nil, language: "en")
            return BuildCacheSession(BuildCache(output: workspace.cachedOut, writable: writable), context: context)?
                .stores(stage)
        }
        #expect(stores(writable: true, lowers: true) == true, "a build")
        #expect(stores(writable: false, lowers: true) == false, "a check, or lint comparing versions")
        #expect(stores(writable: true, lowers: false) == false, "lint")
    }

    @Test func aBuildWithNothingChangedCompilesNothing() throws {
        let workspace = try Workspace()
        let first = try workspace.build(cached: true)
        #expect(first.cachedFolderCount == 0)
        let again = try workspace.buildBothWays("again")
        // The book with a metadata file copied just now is compiled until its file settles.
        #expect(again.cachedFolderCount >= 4)
    }

    /// A build whose cache's last writes go on on another thread leaves the
    /// cache, once they are waited for, as a build that makes them itself:
    /// the same files in it, and a next build that compiles nothing.
    @Test func aCacheFinishedAsideIsTheCacheFinishedInPlace() throws {
        let aside = try Workspace(), inPlace = try Workspace()
        func build(_ workspace: Workspace, aside: Bool) throws -> Compilation {
            try Compiler.compile(CompileOptions(contentDirectory: workspace.content, displayRoot: "content",
                                                cache: workspace.cache, finishesCacheAside: aside))
        }
        func names(_ workspace: Workspace) throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: workspace.cache.folder.path).sorted()
        }
        try build(aside, aside: true).finishCache()
        try build(inPlace, aside: false).finishCache()
        #expect(try names(aside) == names(inPlace))
        #expect(try names(aside).contains(BuildCache.digestsName))
        let again = try build(aside, aside: true)
        again.finishCache()
        // The book with a metadata file copied just now is compiled until its file settles.
        #expect(again.cachedFolderCount >= 4)
        #expect(try names(aside) == names(inPlace))
    }

    @Test func anEditRecompilesOnlyItsFolder() throws {
        let workspace = try Workspace()
        try workspace.build(cached: true)
        try workspace.setVersion("99.0.0-dev")
        try workspace.buildBothWays("version raised")
        let path = "courses/learning-how-to-learn/sections/how-memory-works.yaml"
        let untouched = workspace.cachedOut.appendingPathComponent("courses/flags-and-continents.json")
        let inode = try #require(FileManager.default.attributesOfItem(atPath: untouched.path)[.systemFileNumber] as? Int)
        try workspace.write(path, try workspace.text(path).replacingOccurrences(of: "title: ", with: "title: Edited "))
        let edited = try workspace.buildBothWays("one section edited")
        #expect(edited.cachedFolderCount >= 3)
        #expect(edited.output?.files.count == 6)
        // The bundles that did not change keep their file.
        #expect(try FileManager.default.attributesOfItem(atPath: untouched.path)[.systemFileNumber] as? Int == inode)
    }

    @Test func raisingTheVersionAloneCompilesNothing() throws {
        let workspace = try Workspace()
        try workspace.build(cached: true)
        let before = try workspace.build(cached: true).cachedFolderCount
        try workspace.setVersion("99.0.1")
        let raised = try workspace.buildBothWays("version raised")
        #expect(raised.cachedFolderCount >= before)
        #expect(raised.output?.index.contentVersion == "99.0.1")
    }

    /// A build that carries the cached bundles to a raised version stores
    /// them at it: each entry names its bundle at the new version, beside
    /// its bytes, so that the next build reads and hashes none of them again;
    /// and the builds after it still give what a build without the cache gives.
    @Test func bundlesCarriedToARaisedVersionAreStoredAtIt() throws {
        let workspace = try Workspace()
        try workspace.build(cached: true)
        try workspace.setVersion("99.1.0")
        // The folders the cache gave were carried, not compiled.
        let raised = try workspace.build(cached: true)
        #expect(raised.cachedFolderCount > 0)
        let folder = workspace.cache.folder
        let entries = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix("book-") || $0.hasPrefix("course-") }.filter { !$0.hasSuffix(".json") }
        // (A book whose metadata file was saved within the file system's clock tick has no entry yet.)
        #expect(entries.count >= raised.cachedFolderCount)
        for name in entries {
            let bytes = try #require(CacheFile.contents(atPath: folder.appendingPathComponent(name).path), "\(name)")
            let entry = try #require(CacheEntry(decoding: bytes), "\(name)")
            let bundle = try #require(entry.result.bundle, "\(name)")
            #expect(bundle.contentVersion == "99.1.0", "\(name)")
            let data = try Data(contentsOf: folder.appendingPathComponent(BuildCache.bundleName(ofEntryNamed: name)))
            #expect(bundle.reading(data) != nil, "\(name): its bytes are the carried bundle's")
        }
        let again = try workspace.buildBothWays("built again at the raised version")
        #expect(again.cachedFolderCount >= entries.count)
        try workspace.setVersion("99.1.1")
        try workspace.buildBothWays("raised again")
        try workspace.buildBothWays("built again at the version raised again")
    }

    /// A folder whose diagnostics are long enough to be left in its entry's
    /// file by a build that copies printed text (``CacheEntry/detailReadAtOnce``)
    /// is stored at a raised version too, and its diagnostics are read from
    /// the entry as rewritten: every build after prints what a build without
    /// the cache prints.
    @Test func aFolderWithLongDiagnosticsIsStoredAtARaisedVersionToo() throws {
        let workspace = try PrintedDiagnosticsTests.workspace(rules: "rules:\n  item.longest-correct: {percent: 110}\n"
            + "  item.duplicate-question: {percent: 50}\n  item.answer-position: {run: 3}\n  item.stem-clue: {words: 1}\n")
        let folder = workspace.cache.folder
        func entries() throws -> [(name: String, bytes: [UInt8])] {
            try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { ($0.hasPrefix("book-") || $0.hasPrefix("course-")) && !$0.hasSuffix(".json") }
                .map { ($0, try #require(CacheFile.contents(atPath: folder.appendingPathComponent($0).path))) }
        }
        let long = try entries().filter { entry in
            CacheFile.unsealHead(entry.bytes, magic: CacheEntry.magic).map { $0.tail.count > CacheEntry.detailReadAtOnce } ?? false
        }
        try #require(!long.isEmpty, "a folder with diagnostics longer than \(CacheEntry.detailReadAtOnce) bytes")
        try workspace.setVersion("99.2.0")
        let raised = try workspace.build(cached: true, printsPlainText: true)
        #expect(raised.cachedFolderCount > 0)
        #expect(workspace.render(raised) == workspace.render(try workspace.build(cached: false)))
        for entry in try entries() {
            #expect(CacheEntry(decoding: entry.bytes)?.result.bundle?.contentVersion == "99.2.0", "\(entry.name)")
        }
        try workspace.buildBothWays("built again at the raised version")
    }

    @Test func aRuleSettingOrPolicyChangeIsNeverServedStale() throws {
        let workspace = try Workspace()
        try workspace.buildBothWays("first")
        try workspace.write("contentc.yaml", try workspace.text("contentc.yaml") + "rules:\n  lesson.question-count: {count: 5}\n")
        let ruled = try workspace.buildBothWays("rule set")
        #expect(ruled.cachedFolderCount == 0)
        #expect(ruled.diagnostics.contains { $0.code == "C107" })
        try workspace.write("contentc.yaml", try workspace.text("contentc.yaml").replacingOccurrences(of: "solid: 0.8", with: "solid: 0.4"))
        let policy = try workspace.buildBothWays("policy changed")
        #expect(policy.cachedFolderCount == 0)
    }

    /// Every way a cache file can be wrong: cut short, bytes changed, another
    /// folder's entry, empty, random bytes, a folder, a link; and a cache that
    /// is a file. Each is a full build with the same bytes.
    @Test func aDamagedOrForeignCacheIsAFullBuild() throws {
        let workspace = try Workspace()
        try workspace.buildBothWays("first")
        let folder = workspace.cache.folder
        var random = SplitMix64(seed: 15)
        for round in 0..<28 {
            try workspace.buildBothWays("round \(round): cache restored")
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            guard let name = names.randomElement(using: &random) else { Issue.record("no cache files"); return }
            let file = folder.appendingPathComponent(name)
            var bytes = [UInt8](try Data(contentsOf: file))
            let damage: String
            switch round % 7 {
            case 0:
                bytes = Array(bytes.prefix(Int.random(in: 0..<max(1, bytes.count), using: &random)))
                damage = "cut short"
            case 1:
                for _ in 0..<Int.random(in: 1...8, using: &random) where !bytes.isEmpty {
                    bytes[Int.random(in: 0..<bytes.count, using: &random)] ^= UInt8.random(in: 1...255, using: &random)
                }
                damage = "bytes changed"
            case 2:
                let other = names.filter { $0 != name && $0 != BuildCache.digestsName }.randomElement(using: &random) ?? name
                bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(other)))
                damage = "replaced by \(other)"
            case 3:
                bytes = []
                damage = "empty"
            case 4:
                bytes = (0..<Int.random(in: 1...4096, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
                damage = "random bytes"
            case 5:
                try FileManager.default.removeItem(at: file)
                try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
                try workspace.buildBothWays("round \(round): \(name) is a folder")
                try FileManager.default.removeItem(at: file)
                continue
            default:
                try FileManager.default.removeItem(at: file)
                try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: "/dev/zero")
                try workspace.buildBothWays("round \(round): \(name) is a link")
                try FileManager.default.removeItem(at: file)
                continue
            }
            try Data(bytes).write(to: file)
            try workspace.buildBothWays("round \(round): \(name) \(damage)")
        }
        try FileManager.default.removeItem(at: folder)
        try Data("not a folder".utf8).write(to: folder)
        try workspace.buildBothWays("the cache is a file")
        #expect(try String(contentsOf: folder, encoding: .utf8) == "not a folder")
    }

    @Test func aBuildRightAfterTheFilesWereWrittenTrustsTheirStampsNextTime() throws {
        let workspace = try Workspace()
        workspace.waitUntilAFenceSettlesTheCopy()
        try workspace.buildBothWays("first")
        let bytes = try #require(CacheFile.contents(of: workspace.cache.folder.appendingPathComponent(BuildCache.digestsName)))
        let digests = try #require(FileDigests(decoding: bytes))
        #expect(digests.records.count == workspace.contentFiles().filter { $0 != "contentc.yaml" }.count)
        #expect(digests.records.values.filter { !$0.isSettled }.isEmpty)
        // An edit right before the next build is seen, and its digest recorded.
        let path = try #require(workspace.contentFiles().first { $0.hasSuffix("/book.yaml") })
        try workspace.write(path, try workspace.text(path) + "\n")
        try workspace.buildBothWays("edited")
        let stored = try #require(CacheFile.contents(of: workspace.cache.folder.appendingPathComponent(BuildCache.digestsName)))
        let after = try #require(FileDigests(decoding: stored))
        #expect(after.records["content/\(path)"]?.digest == FileDigests.digest(of: try Data(contentsOf: workspace.content.appendingPathComponent(path))))
    }

    /// A file saved just before a build, within the clock tick of the build's
    /// fence, is not settled by it: its folder's entry cannot vouch for it by
    /// its stamp, and builds find the folder by the file's digest, reading the
    /// digests of the project. The first build to do so once the file has
    /// settled gives the entry the stamp it found the digest under, so that
    /// the builds after it read no digests; an edit after that is still seen.
    @Test func anEntryFoundByDigestsOnceItsFilesSettledIsFoundByTheirStampsNextTime() throws {
        let workspace = try Workspace()
        workspace.waitUntilAFenceSettlesTheCopy()
        try workspace.buildBothWays("first")
        // A book with no metadata file, whose entry is stored whenever it is compiled.
        let path = "books/enchiridion/ideas/b3i1.yaml"
        try workspace.write(path, try workspace.text(path) + "\n")
        try workspace.build(cached: true)
        let edited = try workspace.lookUp()
        #expect(edited.hits.contains("enchiridion"))
        #expect(edited.session.hasReadDigests)
        workspace.waitUntilAFenceSettlesTheCopy()
        try workspace.buildBothWays("the edited file settled")
        let settled = try workspace.lookUp()
        #expect(settled.hits.contains("enchiridion"))
        #expect(!settled.session.hasReadDigests)
        // Rewritten at the same size, its modification time set back: seen all the same.
        try workspace.rewriteAtTheSameSizeAndTime(path)
        let changed = try workspace.lookUp()
        #expect(!changed.hits.contains("enchiridion"))
        try workspace.buildBothWays("the file rewritten at the same size and time")
    }

    /// An unchanged folder's entry vouches for its files by the stamps their
    /// digests were taken under, so that looking it up reads no digests; a
    /// file rewritten at the same size with its modification time set back is
    /// still seen as changed (its change time moved), and its digest looked up.
    @Test func anEntryVouchesForItsUnchangedFilesByTheirStamps() throws {
        let workspace = try Workspace()
        workspace.waitUntilAFenceSettlesTheCopy()
        try workspace.buildBothWays("first")
        let unchanged = try workspace.lookUp()
        // The book whose metadata file was copied just now keeps no entry until the file settles.
        #expect(unchanged.hits.count >= 4)
        #expect(!unchanged.session.hasReadDigests)
        // One of the folders found: a file of it rewritten at the same size, its modification time set back.
        let path = try #require(workspace.contentFiles().first { path in
            unchanged.hits.contains { path.contains("/\($0)/") } && path.hasSuffix(".yaml")
        })
        let (before, after) = try workspace.rewriteAtTheSameSizeAndTime(path)
        #expect(after.size == before.size && after.modified == before.modified)
        let edited = try workspace.lookUp()
        #expect(edited.hits.count == unchanged.hits.count - 1)
        #expect(edited.session.hasReadDigests)
        try workspace.buildBothWays("a file rewritten at the same size and time")
    }

    /// Files whose modification time lies ahead of the clock (copied from a
    /// machine whose clock is ahead) are never settled, by the build's fence or
    /// by time: their folders' entries vouch for none of them by its stamp, and
    /// each lookup takes their digests, which still find the entries.
    @Test func anEntryDoesNotVouchForFilesItsBuildCouldNotSettle() throws {
        let workspace = try Workspace()
        let ahead = FileStamp.now() + 3_600_000_000_000
        for path in workspace.contentFiles() where path != "contentc.yaml" {
            var times = [timespec(tv_sec: Int(ahead / 1_000_000_000), tv_nsec: 0), timespec(tv_sec: Int(ahead / 1_000_000_000), tv_nsec: 0)]
            #expect(utimensat(AT_FDCWD, workspace.content.appendingPathComponent(path).path, &times, 0) == 0)
        }
        try workspace.buildBothWays("files ahead of the clock")
        let found = try workspace.lookUp()
        #expect(!found.hits.isEmpty)
        #expect(found.session.hasReadDigests)
        try workspace.buildBothWays("again")
    }

    @Test func aContentFolderThatIsNotThereMakesNoCacheFolder() throws {
        let workspace = try Workspace()
        try FileManager.default.removeItem(at: workspace.content)
        #expect(throws: ProjectError.self) {
            try Compiler.compile(CompileOptions(contentDirectory: workspace.content, displayRoot: "content",
                                                cache: workspace.cache))
        }
        #expect(workspace.cache.isFolder == nil)
    }

    @Test func aCacheOfAnotherProjectIsNotUsed() throws {
        let workspace = try Workspace()
        try workspace.build(cached: true)
        // Another project with folders of the same names, each with a file of its own.
        let other = try Workspace()
        for path in other.contentFiles().filter({ $0.hasSuffix("/book.yaml") || $0.hasSuffix("/course.yaml") }) {
            try other.write(path, try other.text(path).replacingOccurrences(of: "title: ", with: "title: Other "))
        }
        let compilation = try other.buildBothWays("another project", cache: workspace.cache)
        #expect(compilation.cachedFolderCount == 0)
    }

    /// Records a run looked up or made are of files it has: when every record
    /// is one, the run's files are not listed to find records to forget.
    @Test func digestsOfFilesSeenInARunAreKeptWithoutListingTheFiles() throws {
        let workspace = try Workspace()
        let paths = ["books/meditations/book.yaml", "books/enchiridion/book.yaml"]
        var digests = FileDigests()
        for path in paths { _ = digests.digest(of: workspace.content.appendingPathComponent(path), path: path, maxBytes: 1 << 20) }
        var read = try #require(FileDigests(decoding: digests.encoded()))
        #expect(read.digest(of: workspace.content.appendingPathComponent(paths[0]), path: paths[0], maxBytes: 1 << 20)
            == digests.records[paths[0]]?.digest)
        var asked = false
        read.keep { asked = true; return [paths[0]] }
        #expect(asked)
        #expect(read.records.keys.sorted() == [paths[0]])
        #expect(read.hasChanges)
        asked = false
        read.keep { asked = true; return [] }
        #expect(!asked)
        #expect(read.records.count == 1)
    }

    @Test func aTrustedStampSavesReadingAndAChangedOneDoesNot() throws {
        let workspace = try Workspace()
        let path = "books/meditations/book.yaml"
        let url = workspace.content.appendingPathComponent(path)
        var digests = FileDigests()
        var stamp = try #require(FileStamp(of: url))
        // Taken long after the file's last change: trusted, so the recorded digest is used unread.
        stamp.taken = max(stamp.modified, stamp.changed) + FileStamp.settlingTime
        let recorded = [UInt8](repeating: 7, count: 32)
        digests.record(FileDigests.Record(stamp: stamp, digest: recorded), for: path)
        #expect(digests.digest(of: url, path: path, maxBytes: 1 << 20) == recorded)
        // Taken right after it: not trusted, so the file is read.
        stamp.taken = max(stamp.modified, stamp.changed)
        digests.record(FileDigests.Record(stamp: stamp, digest: recorded), for: path)
        let actual = FileDigests.digest(of: try Data(contentsOf: url))
        #expect(digests.digest(of: url, path: path, maxBytes: 1 << 20) == actual)
        // A file that changed size is read whatever its stamp says.
        stamp.taken = max(stamp.modified, stamp.changed) + FileStamp.settlingTime
        digests.record(FileDigests.Record(stamp: stamp, digest: recorded), for: path)
        try workspace.write(path, try workspace.text(path) + "\n")
        #expect(digests.digest(of: url, path: path, maxBytes: 1 << 20) == FileDigests.digest(of: try Data(contentsOf: url)))
        // The digests survive being stored and read back.
        #expect(FileDigests(decoding: digests.encoded())?.records == digests.records)
    }

    @Test func digestsChangedSinceTheyWereReadAreWrittenAfterTheRecordsRead() throws {
        func record(_ number: Int, _ version: Int) -> FileDigests.Record {
            FileDigests.Record(stamp: FileStamp(device: 1, inode: Int64(number), size: 10, modified: Int64(version), changed: Int64(version),
                                                taken: Int64(version) + FileStamp.settlingTime),
                               digest: [UInt8](repeating: UInt8(number % 256), count: 32))
        }
        var made = FileDigests()
        for number in 0..<100 { made.record(record(number, 0), for: "content/f\(number).yaml") }
        let first = made.encoded()
        var digests = try #require(FileDigests(decoding: first))
        #expect(!digests.hasChanges)
        // A file read again, unchanged since a record that vouches for it: the record is kept.
        var again = record(4, 0)
        again.stamp.taken += 1
        digests.recordRead(again, for: "content/f4.yaml")
        #expect(!digests.hasChanges)
        var reread = try #require(FileDigests(decoding: first))
        again.digest = [UInt8](repeating: 200, count: 32)
        reread.recordRead(again, for: "content/f4.yaml")
        #expect(reread.hasChanges)
        digests.record(record(3, 1), for: "content/f3.yaml")
        digests.record(record(3, 2), for: "content/f3.yaml")
        digests.record(record(7, 1), for: "content/f7.yaml")
        digests.record(record(100, 0), for: "content/f100.yaml")
        // The same record again is no change.
        digests.record(record(8, 0), for: "content/f8.yaml")
        let second = digests.encoded()
        #expect(FileDigests(decoding: second)?.records == digests.records)
        // The file read, then three records: its own records are not encoded again.
        // A record's bytes: its path and its length, 6 integers, a digest and its length, a flag.
        func size(_ path: String) -> Int { 8 + path.utf8.count + 6 * 8 + 8 + 32 + 1 }
        let magicCount = try #require(first.firstIndex(of: UInt8(ascii: "\n"))) + 1
        let recordsEnd = first.count - CacheFile.checksumCount
        #expect(second[(magicCount + 8)..<recordsEnd] == first[(magicCount + 8)..<recordsEnd])
        #expect(second.count - first.count == size("content/f3.yaml") + size("content/f7.yaml") + size("content/f100.yaml"))
        // A record removed: written anew, each path once.
        var shrunk = try #require(FileDigests(decoding: second))
        shrunk.keep { (1...100).map { "content/f\($0).yaml" } }
        let third = shrunk.encoded()
        #expect(FileDigests(decoding: third)?.records == shrunk.records)
        var fresh = FileDigests()
        for (path, record) in shrunk.records { fresh.record(record, for: path) }
        #expect(third.count == fresh.encoded().count)
        // Edit after edit, the superseded records stay a small part of the file.
        var bytes = third
        for version in 1...300 {
            var edited = try #require(FileDigests(decoding: bytes))
            edited.record(record(version % 5 + 1, version), for: "content/f\(version % 5 + 1).yaml")
            bytes = edited.encoded()
            #expect(FileDigests(decoding: bytes)?.records == edited.records)
            #expect(bytes.count <= third.count + (100 / 32 + 17) * size("content/f100.yaml"))
        }
        #expect(bytes.count > third.count)
    }

    @Test func aBundleIsCarriedToAnotherVersionByteForByte() throws {
        let workspace = try Workspace()
        let first = try #require(try workspace.build(cached: false).output)
        try workspace.setVersion("1.10.0-rc.1+build.7")
        let second = try #require(try Compiler.compile(CompileOptions(contentDirectory: workspace.content, displayRoot: "content")).output)
        for (old, new) in zip(first.files, second.files) where old.path != "index.json" {
            let bundle = EncodedBundle(kind: old.path.hasPrefix("books") ? .book : .course, id: "", title: "",
                                       data: old.data, contentVersion: first.index.contentVersion)
            #expect(bundle.versionRange != nil)
            #expect(bundle.carried(to: "1.10.0-rc.1+build.7")?.data == new.data, "\(old.path)")
            #expect(bundle.sha256 == BundleDigest.sha256(of: old.data), "\(old.path)")
            #expect(bundle.sha256(carriedTo: "1.10.0-rc.1+build.7") == BundleDigest.sha256(of: new.data), "\(old.path)")
            // Read back as from the cache, without the digest's state before the version.
            let read = EncodedBundle(kind: bundle.kind, id: "", title: "", data: old.data, sha256: bundle.sha256,
                                     contentVersion: bundle.contentVersion, versionRange: bundle.versionRange)
            #expect(read.sha256(carriedTo: "1.10.0-rc.1+build.7") == BundleDigest.sha256(of: new.data), "\(old.path)")
        }
        // A version that needs escapes is not carried (the bundle is encoded again).
        let bundle = EncodedBundle(kind: .book, id: "", title: "", data: first.files[1].data, contentVersion: first.index.contentVersion)
        #expect(bundle.carried(to: "1.2.0\"") == nil)
        #expect(bundle.sha256(carriedTo: "1.2.0\"") == nil)
    }
}
