@testable import ContentCompiler
import ContentRuntime
import ContentTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The record of the output folder's files lets a build skip reading them,
/// and never hides a change: whatever happens to the output folder or to the
/// record between builds, a build writes what one without the record writes.
@Suite struct OutputStampsTests {
    typealias Workspace = BuildCacheTests.Workspace

    /// A build as `contentc build` runs it: bundles streamed to the writer,
    /// with the cache; the folder replaced (or compared, in `check`) at the
    /// end. No version check: it would read the output folder too.
    @discardableResult
    static func streamedBuild(_ workspace: Workspace, mode: OutputWriter.Mode = .write) throws
        -> (compilation: Compilation, changes: [OutputFolder.Change]) {
        let out = workspace.cachedOut
        let writer = OutputWriter(out, mode: mode)
        defer { writer.abandon() }
        let compilation = try Compiler.compile(CompileOptions(
            contentDirectory: workspace.content, displayRoot: "content",
            cache: BuildCache(output: out, writable: mode == .write), writer: writer))
        guard compilation.index != nil else { return (compilation, []) }
        return (compilation, mode == .write ? try writer.finish() : try writer.differences())
    }

    /// Builds streamed and plain (every bundle kept, then compared with the
    /// folder byte for byte), and checks that the diagnostics and the output folders agree.
    ///
    /// - Returns: Whether the folders were compared (the build had no error).
    @discardableResult
    static func buildBothWays(_ workspace: Workspace, _ step: String) throws -> Bool {
        let streamed = try streamedBuild(workspace).compilation
        let plain = try Compiler.compile(CompileOptions(contentDirectory: workspace.content, displayRoot: "content"))
        if let output = plain.output { try OutputFolder.write(output, to: workspace.plainOut) }
        #expect(workspace.render(streamed) == workspace.render(plain), "\(step): the diagnostics differ")
        // A build with errors writes nothing: what was done to the output folder stays until one without.
        guard streamed.index != nil else { return false }
        let streamedFiles = workspace.files(in: workspace.cachedOut), plainFiles = workspace.files(in: workspace.plainOut)
        let differing = Set(streamedFiles.keys).union(plainFiles.keys).filter { streamedFiles[$0] != plainFiles[$0] }.sorted()
        #expect(differing.isEmpty, "\(step): the output folders differ in \(differing)")
        return true
    }

    /// Returns once a file created beside `folder` gets a change time later
    /// than `fence`, that is once the file system's clock has left the fence's tick.
    static func waitForClock(past fence: Int64, besideFolder folder: URL) throws {
        let probe = folder.deletingLastPathComponent().appendingPathComponent("clock-probe")
        defer { try? FileManager.default.removeItem(at: probe) }
        for _ in 0..<5_000 {
            try? FileManager.default.removeItem(at: probe)
            try Data().write(to: probe)
            let stamp = try stamp(of: probe)
            if stamp.changed > fence { return }
            usleep(1_000)
        }
        Issue.record("the file system's clock did not move past \(fence) in 5 seconds")
    }

    /// A folder holding one file, `a.json` (2 bytes), for records written by hand.
    static func folderWithOneFile(in workspace: Workspace) throws -> (folder: URL, file: URL) {
        let folder = workspace.root.appendingPathComponent("folder")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("a.json")
        try Data("{}".utf8).write(to: file)
        return (folder, file)
    }

    /// The record of that one file as it is now, with the digest "x".
    static func records(of file: URL) -> [String: OutputStamps.Record] {
        (try? stamp(of: file)).map { ["a.json": OutputStamps.Record(stamp: $0, sha256: "x")] } ?? [:]
    }

    static func stamp(of url: URL) throws -> FileStamp {
        var info = stat()
        guard lstat(url.path, &info) == 0 else { throw CocoaError(.fileNoSuchFile) }
        return FileStamp(info, taken: 0)
    }

    /// Puts other bytes of the same length into a file, then sets its
    /// modification time back to what it was, as a careless tool might.
    static func tamper(_ url: URL, random: inout SplitMix64) throws {
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return }
        var bytes = [UInt8](try Data(contentsOf: url))
        guard !bytes.isEmpty else { return }
        bytes[Int.random(in: 0..<bytes.count, using: &random)] ^= 0x20
        let handle = try FileHandle(forWritingTo: url)
        try handle.write(contentsOf: bytes)
        try handle.close()
        #if canImport(Darwin)
        var times = [info.st_atimespec, info.st_mtimespec]
        #else
        var times = [info.st_atim, info.st_mtim]
        #endif
        #expect(utimensat(AT_FDCWD, url.path, &times, AT_SYMLINK_NOFOLLOW) == 0)
    }

    @Test func aRecordVouchesOnlyForTheSameStateStrictlyBeforeItsFence() throws {
        let stamp = FileStamp(device: 5, inode: 9, size: 100, modified: 1_000, changed: 2_000, taken: 0)
        let sha = String(repeating: "ab", count: 32)
        func record(fence: Int64, device: Int64 = 5) throws -> OutputStamps {
            let bytes = OutputStamps.encoded(["books/a.json": OutputStamps.Record(stamp: stamp, sha256: sha)],
                                             fence: fence, device: device)
            return try #require(OutputStamps(decoding: bytes))
        }
        #expect(try record(fence: 2_001).vouches(for: "books/a.json", current: stamp, sha256: sha, byteCount: 100))
        // A change in the fence's own tick would leave the same times: not believed.
        #expect(try !record(fence: 2_000).vouches(for: "books/a.json", current: stamp, sha256: sha, byteCount: 100))
        #expect(try !record(fence: 1_500).vouches(for: "books/a.json", current: stamp, sha256: sha, byteCount: 100))
        // Stamps taken on another device than the fence's.
        #expect(try !record(fence: 3_000, device: 6).vouches(for: "books/a.json", current: stamp, sha256: sha, byteCount: 100))
        let good = try record(fence: 3_000)
        #expect(!good.vouches(for: "books/b.json", current: stamp, sha256: sha, byteCount: 100))
        #expect(!good.vouches(for: "books/a.json", current: nil, sha256: sha, byteCount: 100))
        #expect(!good.vouches(for: "books/a.json", current: stamp, sha256: String(repeating: "cd", count: 32), byteCount: 100))
        #expect(!good.vouches(for: "books/a.json", current: stamp, sha256: sha, byteCount: 101))
        // Any field of the file's stamp that moved.
        for changed in [\FileStamp.device, \.inode, \.size, \.modified, \.changed] {
            var current = stamp
            current[keyPath: changed] += 1
            #expect(!good.vouches(for: "books/a.json", current: current, sha256: sha, byteCount: 100))
        }
        // Damaged or foreign bytes are no record.
        let bytes = OutputStamps.encoded(["books/a.json": OutputStamps.Record(stamp: stamp, sha256: sha)], fence: 3_000, device: 5)
        var random = SplitMix64(seed: 3)
        for _ in 0..<50 {
            var damaged = bytes
            damaged[Int.random(in: 0..<damaged.count, using: &random)] ^= UInt8.random(in: 1...255, using: &random)
            #expect(OutputStamps(decoding: damaged) == nil)
            #expect(OutputStamps(decoding: Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &random)))) == nil)
        }
        #expect(OutputStamps(decoding: FileDigests().encoded()) == nil)
    }

    @Test func aBuildRecordsItsFilesAndANoOpBuildLeavesTheRecordAlone() throws {
        let workspace = try Workspace()
        // A temporary record left by a build stopped while writing it is swept away.
        let leftover = OutputStamps.location(besideFolder: workspace.cachedOut).appendingPathExtension("4242.tmp")
        try Data("partial".utf8).write(to: leftover)
        let first = try Self.streamedBuild(workspace)
        #expect(!FileManager.default.fileExists(atPath: leftover.path))
        let index = try #require(first.compilation.index)
        let record = try #require(OutputStamps(besideFolder: workspace.cachedOut))
        #expect(record.records.count == index.bundles.count)
        for bundle in index.bundles {
            let url = workspace.cachedOut.appendingPathComponent(bundle.file)
            let isVouched = record.vouches(for: bundle.file, current: try Self.stamp(of: url), sha256: bundle.sha256,
                                           byteCount: bundle.bytes)
            // Only a file changed in the very tick the record was written in is left to be read.
            let stamp = try Self.stamp(of: url)
            #expect(isVouched || max(stamp.modified, stamp.changed) >= record.fence, "\(bundle.file)")
        }
        // Once the file system's clock has moved past that record, the next
        // build believes every file and records them all below its own fence
        // (on a coarse clock, the first build may have ended in one tick).
        try Self.waitForClock(past: record.fence, besideFolder: workspace.cachedOut)
        #expect(try Self.streamedBuild(workspace).changes.isEmpty)
        let settled = try #require(OutputStamps(besideFolder: workspace.cachedOut))
        for bundle in index.bundles {
            let url = workspace.cachedOut.appendingPathComponent(bundle.file)
            #expect(settled.vouches(for: bundle.file, current: try Self.stamp(of: url), sha256: bundle.sha256,
                                    byteCount: bundle.bytes), "\(bundle.file)")
        }
        let location = OutputStamps.location(besideFolder: workspace.cachedOut)
        let written = try Self.stamp(of: location)
        #expect(try Self.streamedBuild(workspace).changes.isEmpty)
        #expect(try Self.streamedBuild(workspace).changes.isEmpty)
        #expect(try Self.stamp(of: location).isSameState(as: written))
        // contentc clean removes it with the cache.
        try BuildCache.clean(output: workspace.cachedOut)
        #expect(!FileManager.default.fileExists(atPath: location.path))
    }

    /// A build that replaces the folder removes the old folder's links to the
    /// files it kept just before it records them, which sets their change
    /// time: the record waits for the clock to move on, so that the next
    /// build believes every file at once.
    @Test func aFolderReplacedIsVouchedForWhole() throws {
        let workspace = try Workspace()
        try Self.streamedBuild(workspace)
        for step in 1...3 {
            let idea = "books/meditations/ideas/b1i1.yaml"
            try workspace.write(idea, try workspace.text(idea).replacingOccurrences(
                of: "The Inner Citadel", with: "The Inner Citadel \(step)"))
            let (compilation, changes) = try Self.streamedBuild(workspace)
            #expect(!changes.isEmpty, "step \(step): the folder is replaced")
            let index = try #require(compilation.index)
            let record = try #require(OutputStamps(besideFolder: workspace.cachedOut))
            #expect(record.records.count == index.bundles.count)
            for bundle in index.bundles {
                let url = workspace.cachedOut.appendingPathComponent(bundle.file)
                #expect(record.vouches(for: bundle.file, current: try Self.stamp(of: url), sha256: bundle.sha256,
                                       byteCount: bundle.bytes), "step \(step): \(bundle.file)")
            }
        }
    }

    /// A file changed just before the record is written (here: a link to it
    /// made and removed, as replacing the folder does) has a change time in
    /// the fence's tick on a coarse clock: the record waits for the clock to
    /// move on, takes the stamps again, and vouches for it.
    @Test func aRecordWrittenRightAfterAChangeWaitsForTheClock() throws {
        let workspace = try Workspace()
        let (folder, file) = try Self.folderWithOneFile(in: workspace)
        var calls = 0
        OutputStamps.write(besideFolder: folder) {
            calls += 1
            if calls == 1 {
                let second = folder.appendingPathComponent("second")
                _ = link(file.path, second.path)
                unlink(second.path)
            }
            return Self.records(of: file)
        }
        let record = try #require(OutputStamps(besideFolder: folder))
        let stamp = try Self.stamp(of: file)
        #expect(max(stamp.modified, stamp.changed) < record.fence)
        #expect(record.vouches(for: "a.json", current: stamp, sha256: "x", byteCount: 2))
    }

    /// A file whose time lies beyond what the wait could pass (set an hour
    /// ahead) is not waited for: the stamps are taken once, and the file is
    /// left unvouched.
    @Test func aTimeFarAheadIsNotWaitedFor() throws {
        let workspace = try Workspace()
        let (folder, file) = try Self.folderWithOneFile(in: workspace)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(3600)], ofItemAtPath: file.path)
        var calls = 0
        OutputStamps.write(besideFolder: folder) {
            calls += 1
            return Self.records(of: file)
        }
        #expect(calls == 1)
        let record = try #require(OutputStamps(besideFolder: folder))
        #expect(!record.vouches(for: "a.json", current: try Self.stamp(of: file), sha256: "x", byteCount: 2))
    }

    @Test func aFileChangedWithItsTimeSetBackIsStillFoundAndRewritten() throws {
        let workspace = try Workspace()
        try Self.buildBothWays(workspace, "first")
        try Self.buildBothWays(workspace, "again")
        var random = SplitMix64(seed: 1)
        let path = "courses/flags-and-continents.json"
        try Self.tamper(workspace.cachedOut.appendingPathComponent(path), random: &random)
        #expect(try Self.streamedBuild(workspace, mode: .check).changes == [.changed(path)])
        #expect(try Self.streamedBuild(workspace).changes == [.changed(path)])
        try Self.buildBothWays(workspace, "repaired")
    }

    /// Random edits of the project (titles, the version), and random damage
    /// to the output folder and to the record, between streamed builds: each
    /// writes what a build without cache or record writes.
    @Test func streamedBuildsAgreeWithPlainOnesOverRandomEditsAndDamage() throws {
        for seed in [UInt64(4), 5] {
            let workspace = try Workspace()
            var random = SplitMix64(seed: seed)
            try Self.buildBothWays(workspace, "seed \(seed): first build")
            var compared = 0
            for step in 1...24 {
                let out = workspace.cachedOut
                let bundles = (FileManager.default.enumerator(atPath: out.path)?.allObjects as? [String] ?? [])
                    .filter { $0.hasSuffix(".json") }.sorted()
                let record = OutputStamps.location(besideFolder: out)
                let what: String
                switch Int.random(in: 0..<8, using: &random) {
                case 0, 1:
                    guard let path = bundles.randomElement(using: &random) else { continue }
                    try Self.tamper(out.appendingPathComponent(path), random: &random)
                    what = "tampered with \(path)"
                case 2:
                    guard let path = bundles.randomElement(using: &random) else { continue }
                    try FileManager.default.removeItem(at: out.appendingPathComponent(path))
                    what = "removed \(path)"
                case 3:
                    guard bundles.count > 2 else { continue }
                    let first = bundles[1], second = bundles[2]
                    let a = try Data(contentsOf: out.appendingPathComponent(first))
                    try FileManager.default.copyItem(at: out.appendingPathComponent(second), to: out.appendingPathComponent(first + ".x"))
                    try FileManager.default.removeItem(at: out.appendingPathComponent(first))
                    try FileManager.default.moveItem(at: out.appendingPathComponent(first + ".x"), to: out.appendingPathComponent(first))
                    try a.write(to: out.appendingPathComponent(second))
                    what = "swapped \(first) and \(second)"
                case 4:
                    guard var bytes = try? [UInt8](Data(contentsOf: record)), !bytes.isEmpty else { continue }
                    bytes[Int.random(in: 0..<bytes.count, using: &random)] ^= 1
                    try Data(bytes).write(to: record)
                    what = "damaged the record"
                case 5:
                    // Every bundle's header changes; the cache carries them to the version unread.
                    let version = "9.\(step).0-dev"
                    try workspace.setVersion(version)
                    what = "set the version to \(version)"
                default:
                    let members = workspace.contentFiles().filter { $0.contains("/ideas/") || $0.contains("/sections/") }
                    guard let path = members.randomElement(using: &random) else { continue }
                    try workspace.write(path, try workspace.text(path).replacingOccurrences(
                        of: #"(?m)^title: .*$"#, with: "title: Edited in step \(step)", options: .regularExpression))
                    what = "edited a title in \(path)"
                }
                if try Self.buildBothWays(workspace, "seed \(seed), step \(step): \(what)") { compared += 1 }
            }
            #expect(compared == 24, "seed \(seed): only \(compared) builds without errors to compare")
        }
    }
}
