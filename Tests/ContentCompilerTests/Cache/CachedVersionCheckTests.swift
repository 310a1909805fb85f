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
    @discardableResult
    static func agree(_ workspace: Workspace, _ step: String) throws -> Compilation {
        let streamed = try streamedBuild(workspace)
        let plain = try Compiler.compile(CompileOptions(
            contentDirectory: workspace.content, displayRoot: "content",
            previousBuild: PreviousBuild(directory: workspace.cachedOut, displayPath: "out")))
        #expect(streamed.cachedFolderCount == 2, "\(step): every folder from the cache")
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
        try Self.rewriteIndex(workspace) { object in
            var bundles = object["bundles"] as? [[String: Any]] ?? []
            bundles[0]["sha256"] = String(repeating: "0", count: 64)
            object["bundles"] = bundles
        }
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
}
