@testable import ContentCompiler
import ContentRuntime
import ContentTestSupport
import Foundation
import Testing

/// A build whose folders all come from the cache reads the earlier build's
/// index only once the new one is made, and skips decoding it when the
/// bytes are the same; whatever was done to the earlier build, it reports
/// what a build that compiles everything and reads the earlier index first
/// reports.
@Suite struct CachedVersionCheckTests {
    typealias Workspace = BuildCacheTests.Workspace

    /// The base project (no metadata file, so every folder is cached at once),
    /// built once with the cache, streamed into its output folder.
    static func workspace() throws -> Workspace {
        let workspace = try Workspace(copying: ContentFixtures.base)
        try OutputStampsTests.streamedBuild(workspace)
        return workspace
    }

    /// A build as `contentc build` runs it, checked against the output folder
    /// (so it is left as it is), with the version check against it.
    static func streamedBuild(_ workspace: Workspace) throws -> Compilation {
        let writer = OutputWriter(workspace.cachedOut, mode: .check)
        defer { writer.abandon() }
        return try Compiler.compile(CompileOptions(
            contentDirectory: workspace.content, displayRoot: "content",
            previousBuild: PreviousBuild(directory: workspace.cachedOut, displayPath: "out"),
            cache: BuildCache(output: workspace.cachedOut, writable: false), writer: writer))
    }

    /// Checks that the streamed, cached build reports what a plain build
    /// (every folder compiled, every bundle compared as it is made) reports.
    ///
    /// - Parameter cachedFolders: How many folders the streamed build takes from the cache.
    @discardableResult
    static func agree(_ workspace: Workspace, _ step: String, cachedFolders: Int = 2) throws -> Compilation {
        let streamed = try streamedBuild(workspace)
        let plain = try Compiler.compile(CompileOptions(
            contentDirectory: workspace.content, displayRoot: "content",
            previousBuild: PreviousBuild(directory: workspace.cachedOut, displayPath: "out")))
        #expect(streamed.cachedFolderCount == cachedFolders, "\(step): folders from the cache")
        #expect(workspace.render(streamed) == workspace.render(plain), "\(step): the diagnostics differ")
        return streamed
    }

    var indexFile: (Workspace) -> URL { { $0.cachedOut.appendingPathComponent("index.json") } }

    /// Rewrites the earlier index as JSON of other bytes.
    static func rewriteIndex(_ workspace: Workspace, _ change: (inout [String: Any]) -> Void) throws {
        let file = workspace.cachedOut.appendingPathComponent("index.json")
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        change(&object)
        try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted]).write(to: file)
    }

    /// Rewrites the earlier index so that its first bundle has another SHA-256.
    static func rewriteIndexNamingAnotherDigest(_ workspace: Workspace) throws {
        try rewriteIndex(workspace) { object in
            var bundles = object["bundles"] as? [[String: Any]] ?? []
            bundles[0]["sha256"] = String(repeating: "0", count: 64)
            object["bundles"] = bundles
        }
    }

    static func bumps(_ compilation: Compilation) -> [String] {
        compilation.diagnostics.filter { $0.code == "P106" }.map(\.message)
    }

    @Test func nothingChangedIsClean() throws {
        let workspace = try Self.workspace()
        #expect(Self.bumps(try Self.agree(workspace, "nothing changed")).isEmpty)
    }

    @Test func aDamagedIndexIsReportedWhenNothingChanged() throws {
        let workspace = try Self.workspace()
        let file = indexFile(workspace)
        try Data(try Data(contentsOf: file).prefix(40)).write(to: file)
        let bumps = Self.bumps(try Self.agree(workspace, "index cut short"))
        #expect(bumps.count == 1)
        #expect(bumps.first?.contains("out/index.json: the file is cut short") == true)
    }

    @Test func anIndexOfOtherBytesButTheSameContentIsClean() throws {
        let workspace = try Self.workspace()
        try Self.rewriteIndex(workspace) { _ in }
        #expect(Self.bumps(try Self.agree(workspace, "index reformatted")).isEmpty)
    }

    @Test func anIndexThatNamesAnotherDigestIsReported() throws {
        let workspace = try Self.workspace()
        try Self.rewriteIndexNamingAnotherDigest(workspace)
        let bumps = Self.bumps(try Self.agree(workspace, "another digest"))
        #expect(bumps.first?.contains("out/books/sample.json: the file's SHA-256 is") == true)
    }

    /// A bundle the earlier index does not list is an addition, found from
    /// the bytes in the cache, or, when they are damaged, by compiling its
    /// folder again.
    @Test func aBundleTheIndexDoesNotListIsAnAddition() throws {
        let workspace = try Self.workspace()
        try Self.rewriteIndex(workspace) { object in
            object["bundles"] = Array((object["bundles"] as? [[String: Any]] ?? []).dropFirst())
        }
        let bumps = Self.bumps(try Self.agree(workspace, "a bundle not listed"))
        #expect(bumps.count == 1)
        #expect(bumps.first?.contains("needs a minor release") == true)
        let cached = try FileManager.default.contentsOfDirectory(atPath: workspace.cache.folder.path).filter { $0.hasSuffix(".json") }
        #expect(cached.count == 2)
        for name in cached {
            try Data("damaged".utf8).write(to: workspace.cache.folder.appendingPathComponent(name))
        }
        let compiled = try Self.streamedBuild(workspace)
        #expect(Self.bumps(compiled) == bumps, "compiled again when the cached bytes are damaged")
    }

    /// A folder compiled again because its cached bytes are damaged, while
    /// the earlier index names another digest, is reported as a plain build
    /// reports it, and stored: its bundle's bytes in the cache are those of
    /// `out/` again.
    @Test func aFolderCompiledAgainIsStored() throws {
        let workspace = try Self.workspace()
        try Self.rewriteIndexNamingAnotherDigest(workspace)
        let folder = workspace.cache.folder
        let cached = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        for name in cached { try Data("damaged".utf8).write(to: folder.appendingPathComponent(name)) }
        let writer = OutputWriter(workspace.cachedOut, mode: .check)
        defer { writer.abandon() }
        let streamed = try Compiler.compile(CompileOptions(
            contentDirectory: workspace.content, displayRoot: "content",
            previousBuild: PreviousBuild(directory: workspace.cachedOut, displayPath: "out"),
            cache: BuildCache(output: workspace.cachedOut, writable: true), writer: writer))
        let plain = try Compiler.compile(CompileOptions(
            contentDirectory: workspace.content, displayRoot: "content",
            previousBuild: PreviousBuild(directory: workspace.cachedOut, displayPath: "out")))
        #expect(workspace.render(streamed) == workspace.render(plain))
        #expect(Self.bumps(streamed).first?.contains("out/books/sample.json: the file's SHA-256 is") == true)
        let written = try Data(contentsOf: workspace.cachedOut.appendingPathComponent("books/sample.json"))
        let stored = try cached.map { try Data(contentsOf: folder.appendingPathComponent($0)) }
        #expect(stored.contains(written), "the folder compiled again is stored")
        #expect(stored.filter { $0 == Data("damaged".utf8) }.count == 1, "the folder compared by its digest is not read")
    }

    /// A bundle the cache gave without its bytes keeps where its version is
    /// once delivered: read in the version check, it is carried to the
    /// earlier build's version from its digest, not decoded and encoded again.
    @Test func aBundleDeliveredWithoutItsBytesCanBeCarried() throws {
        let data = Data("{\n  \"book\": {},\n  \"contentVersion\": \"1.0.1\"\n}\n".utf8)
        let made = EncodedBundle(kind: .book, id: "b", title: "B", data: data, contentVersion: "1.0.1")
        let fromCache = EncodedBundle(kind: .book, id: "b", title: "B", byteCount: made.byteCount, sha256: made.sha256,
                                      contentVersion: made.contentVersion, versionRange: made.versionRange)
        var result = FolderResult(diagnostics: [], isDecoded: true, bundle: fromCache, dependencies: [])
        BundleDelivery(keepsBundles: false, writer: nil, previous: nil, compiler: "contentc 0.1.0").deliver(&result)
        let read = try #require(result.bundle?.reading(data))
        let carried = try #require(made.sha256(carriedTo: "1.0.0"))
        #expect(read.sha256(carriedTo: "1.0.0") == carried)
    }

    /// The premise of reading an index of the same bytes without decoding
    /// it: what a build writes decodes to the index it made.
    @Test func anIndexOfTheSameBytesIsTheIndexMade() throws {
        let workspace = try Self.workspace()
        let written = try ContentLibrary.loadIndex(directory: workspace.cachedOut)
        let data = try Data(contentsOf: indexFile(workspace))
        let made = try #require(try Compiler.compile(CompileOptions(contentDirectory: workspace.content, displayRoot: "content")).index)
        #expect(try BundleCoding.encode(made) == data)
        #expect(made == written)
        #expect(try ContentLibrary.loadIndex(directory: workspace.cachedOut, expecting: (made, data)) == written)
        // Other bytes are decoded: the index they hold is returned, not the one expected.
        var other = made
        other.name = "another-name"
        #expect(try ContentLibrary.loadIndex(directory: workspace.cachedOut, expecting: (other, try BundleCoding.encode(other))) == written)
    }

    // MARK: A folder edited since the earlier build

    /// Changes the title of the book's first idea: its folder misses the
    /// cache, whose entry names the bundle the earlier build wrote of it.
    static func editIdeaTitle(_ workspace: Workspace) throws {
        let idea = "books/sample/ideas/b1i1.yaml"
        try workspace.write(idea, try workspace.text(idea).replacingOccurrences(of: "title: First idea", with: "title: First idea, edited"))
    }

    @Test func anEditedFolderIsComparedAsAPlainBuildComparesIt() throws {
        let workspace = try Self.workspace()
        try Self.editIdeaTitle(workspace)
        let bumps = Self.bumps(try Self.agree(workspace, "an idea's title edited", cachedFolders: 1))
        #expect(bumps.count == 1)
        #expect(bumps.first?.contains("needs a patch release") == true)
    }

    @Test func anEditedFoldersDamagedEarlierBundleIsReportedAsAPlainBuildReportsIt() throws {
        let workspace = try Self.workspace()
        try Self.editIdeaTitle(workspace)
        let bundle = workspace.cachedOut.appendingPathComponent("books/sample.json")
        try Data(try Data(contentsOf: bundle).prefix(100)).write(to: bundle)
        let bumps = Self.bumps(try Self.agree(workspace, "earlier bundle cut short", cachedFolders: 1))
        #expect(bumps.count == 1)
        #expect(bumps.first?.contains("out/books/sample.json") == true)
        try FileManager.default.removeItem(at: bundle)
        let removed = Self.bumps(try Self.agree(workspace, "earlier bundle removed", cachedFolders: 1))
        #expect(removed.count == 1 && removed != bumps)
    }

    /// The bundles the cache's entries name, without their bytes.
    static func storedBundles(_ workspace: Workspace) throws -> [EncodedBundle] {
        let folder = workspace.cache.folder
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).compactMap { name in
            CacheFile.contents(of: folder.appendingPathComponent(name)).flatMap(CacheEntry.init(decoding:))?.result.bundle
        }
    }

    /// Loads the earlier build's book bundle ahead, as a build does for the
    /// folder edited since, and gives what loading it ahead gave.
    static func loadedAhead(_ workspace: Workspace, bundle: EncodedBundle) throws -> Result<LoadedBundle, ContentLoadError>? {
        let loader = PreviousIndexLoader(PreviousBuild(directory: workspace.cachedOut, displayPath: "out"))
        let queue = DispatchQueue(label: "load ahead")
        loader.loadAhead(bundle, on: queue)
        queue.sync {}  // The load has run.
        let entry = try #require(try ContentLibrary.loadIndex(directory: workspace.cachedOut).bundles.first { $0.kind == .book })
        return loader.loadedAhead(entry)
    }

    /// The earlier build's files, as the build that wrote them left them, are
    /// vouched for by its record of their stamps; a file changed since is not,
    /// even at the same size, and loads as the library loads it.
    @Test func anEarlierBundleIsVouchedForOnlyAsTheBuildLeftIt() throws {
        let workspace = try Self.workspace()
        let loader = PreviousIndexLoader(PreviousBuild(directory: workspace.cachedOut, displayPath: "out"))
        let previous = try loader.index().get()
        let entry = try #require(previous.index.bundles.first { $0.kind == .book })
        let file = workspace.cachedOut.appendingPathComponent(entry.file)
        let loaded = try ContentLibrary.loadBundle(entry, of: previous.index, in: workspace.cachedOut)
        #expect(loader.vouches(for: entry, atPath: file.path))
        #expect(loader.load(entry, of: previous) == .success(loaded))

        // One letter of a text changed by hand: the same size, another SHA-256.
        let bytes = try Data(contentsOf: file)
        let text = try #require(String(data: bytes, encoding: .utf8))
        let edited = Data(text.replacingOccurrences(of: "First idea", with: "First ideb").utf8)
        #expect(edited.count == bytes.count && edited != bytes)
        try edited.write(to: file)
        #expect(!loader.vouches(for: entry, atPath: file.path))
        let error = #expect(throws: ContentLoadError.self) { try ContentLibrary.loadBundle(entry, of: previous.index, in: workspace.cachedOut) }
        #expect(loader.load(entry, of: previous) == error.map { .failure($0) })

        // The same bytes written again are another write: not vouched for, and loaded as before.
        try bytes.write(to: file)
        #expect(!loader.vouches(for: entry, atPath: file.path))
        #expect(loader.load(entry, of: previous) == .success(loaded))
    }

    /// An earlier bundle given other bytes of its size with its modification
    /// time set back, in place or by a file renamed over it, is not vouched
    /// for, and loads (fails) as the library loads it.
    @Test(arguments: ["in place", "renamed over"])
    func anEarlierBundleTamperedWithItsTimeSetBackIsNotVouchedFor(how: String) throws {
        let workspace = try Self.workspace()
        let loader = PreviousIndexLoader(PreviousBuild(directory: workspace.cachedOut, displayPath: "out"))
        let previous = try loader.index().get()
        let entry = try #require(previous.index.bundles.first { $0.kind == .book })
        let file = workspace.cachedOut.appendingPathComponent(entry.file)
        #expect(loader.vouches(for: entry, atPath: file.path))
        var random = SplitMix64(seed: 28)
        if how == "in place" {
            try OutputStampsTests.tamper(file, random: &random)
        } else {
            let other = workspace.cachedOut.appendingPathComponent("other.tmp")
            try FileManager.default.copyItem(at: file, to: other)
            try OutputStampsTests.tamper(other, random: &random)
            var info = stat()
            #expect(lstat(file.path, &info) == 0)
            #if canImport(Darwin)
            var times = [info.st_atimespec, info.st_mtimespec]
            #else
            var times = [info.st_atim, info.st_mtim]
            #endif
            #expect(utimensat(AT_FDCWD, other.path, &times, 0) == 0)
            #expect(rename(other.path, file.path) == 0)
        }
        #expect(try Data(contentsOf: file).count == entry.bytes)
        #expect(!loader.vouches(for: entry, atPath: file.path))
        let error = #expect(throws: ContentLoadError.self) { try ContentLibrary.loadBundle(entry, of: previous.index, in: workspace.cachedOut) }
        #expect(loader.load(entry, of: previous) == error.map { .failure($0) })
    }

    @Test func anEarlierBundleLoadedAheadIsWhatLoadingItGives() throws {
        let workspace = try Self.workspace()
        let book = try #require(try Self.storedBundles(workspace).first { $0.kind == .book })
        let index = try ContentLibrary.loadIndex(directory: workspace.cachedOut)
        let entry = try #require(index.bundles.first { $0.kind == .book })
        let loaded = try ContentLibrary.loadBundle(entry, of: index, in: workspace.cachedOut)
        #expect(try Self.loadedAhead(workspace, bundle: book) == .success(loaded))

        var other = book
        other.sha256 = String(repeating: "0", count: 64)
        #expect(try Self.loadedAhead(workspace, bundle: other) == nil, "a bundle the index lists with another digest is not loaded")

        // A load no thread has started yet is left to the one that asks for it.
        let loader = PreviousIndexLoader(PreviousBuild(directory: workspace.cachedOut, displayPath: "out"))
        let held = DispatchQueue(label: "held")
        held.suspend()
        loader.loadAhead(book, on: held)
        #expect(loader.loadedAhead(entry) == nil)
        held.resume()
        held.sync {}

        let file = workspace.cachedOut.appendingPathComponent(entry.file)
        try Data(try Data(contentsOf: file).prefix(100)).write(to: file)
        let error = #expect(throws: ContentLoadError.self) { try ContentLibrary.loadBundle(entry, of: index, in: workspace.cachedOut) }
        #expect(try Self.loadedAhead(workspace, bundle: book) == error.map { .failure($0) })
    }
}
