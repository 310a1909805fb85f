@testable import ContentCompiler
import ContentTestSupport
import Foundation
import Testing

/// A stamp taken after a fence on its file's device, of a file last changed
/// strictly before the fence, is trusted at once; a file changed after the
/// fence, or changed again since, is read.
@Suite struct StampFenceTests {
    /// A temporary folder with one file in it, and the cache folder beside it.
    final class Folder {
        let root: URL
        let file: URL
        let cache: URL

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("contentc-fence-\(UUID().uuidString)")
            file = root.appendingPathComponent("idea.yaml")
            cache = root.appendingPathComponent(".out.contentc-cache")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try Data("title: one\n".utf8).write(to: file)
        }

        deinit {
            try? FileManager.default.removeItem(at: root)
        }

        /// Waits until the file system's clock is past the file's last change by the fence's margin.
        func waitPastLastChange() throws {
            let stamp = try #require(FileStamp(of: file))
            for _ in 0..<300 {
                guard let fence = StampFence.take(in: cache) else { break }
                if fence.time - StampFence.margin > max(stamp.modified, stamp.changed) { return }
                usleep(10_000)
            }
            Issue.record("the file system's clock did not move past the file's last change")
        }
    }

    @Test func aFenceIsTakenInACacheFolderItMakesAndLeavesNothingThere() throws {
        let folder = try Folder()
        let fence = try #require(StampFence.take(in: folder.cache))
        #expect(fence.device == FileStamp(of: folder.file)?.device)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.cache.path).isEmpty)
    }

    @Test func noFenceIsTakenWhereAFileOrALinkIs() throws {
        let folder = try Folder()
        try Data().write(to: folder.cache)
        #expect(StampFence.take(in: folder.cache) == nil)
        try FileManager.default.removeItem(at: folder.cache)
        let elsewhere = folder.root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(at: folder.cache, withDestinationURL: elsewhere)
        #expect(StampFence.take(in: folder.cache) == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }

    @Test func theRuleFieldByField() {
        let edge = 10_000_000_000 - StampFence.margin
        let fence = StampFence(time: 10_000_000_000, device: 7, takenAfter: 10_000_000_500)
        let stamp = FileStamp(device: 7, inode: 1, size: 10, modified: edge - 1, changed: edge - 1, taken: 10_000_000_600)
        #expect(fence.settles(stamp))
        var changedAtTheEdge = stamp
        changedAtTheEdge.changed = edge
        #expect(!fence.settles(changedAtTheEdge))
        var modifiedAtTheEdge = stamp
        modifiedAtTheEdge.modified = edge
        #expect(!fence.settles(modifiedAtTheEdge))
        var otherDevice = stamp
        otherDevice.device = 8
        #expect(!fence.settles(otherDevice))
        // A stamp taken before the fence was there is not settled by it, whatever the file's times.
        var takenBefore = stamp
        takenBefore.taken = 10_000_000_499
        #expect(!fence.settles(takenBefore))
    }

    @Test func twoFencesInOneFolderAtOnceAreBothTaken() throws {
        let folder = try Folder()
        let cache = folder.cache
        let fences = Array(0..<16).parallelMap { _ in StampFence.take(in: cache) }
        #expect(fences.allSatisfy { $0 != nil })
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path).isEmpty)
    }

    @Test func aSettledStampIsTrustedAtOnceAndAChangeIsStillSeen() throws {
        let folder = try Folder()
        try folder.waitPastLastChange()
        let path = "books/a/ideas/idea.yaml"
        let recorded = [UInt8](repeating: 7, count: 32)
        var digests = FileDigests()
        // Unwrapped apart: assigned to the optional field, `#require` would check nothing.
        let fence = try #require(StampFence.take(in: folder.cache))
        digests.fence = fence
        // Taken right after the file's last change: only the fence makes it trusted.
        let stamp = try #require(FileStamp(of: folder.file))
        #expect(stamp.taken - max(stamp.modified, stamp.changed) < FileStamp.settlingTime)
        digests.record(FileDigests.Record(stamp: stamp, digest: recorded), for: path)
        #expect(digests.records[path]?.isSettled == true)
        // Read back as a later build reads it, without a fence of its own.
        var later = try #require(FileDigests(decoding: digests.encoded()))
        #expect(later.digest(of: folder.file, path: path, maxBytes: 1 << 20) == recorded)
        // Rewritten at the same size with its modification time set back: its change time moved.
        try Data("title: two\n".utf8).write(to: folder.file)
        var times = [timespec(tv_sec: Int(stamp.modified / 1_000_000_000), tv_nsec: Int(stamp.modified % 1_000_000_000)),
                     timespec(tv_sec: Int(stamp.modified / 1_000_000_000), tv_nsec: Int(stamp.modified % 1_000_000_000))]
        #expect(utimensat(AT_FDCWD, folder.file.path, &times, 0) == 0)
        let actual = FileDigests.digest(of: try Data(contentsOf: folder.file))
        #expect(later.digest(of: folder.file, path: path, maxBytes: 1 << 20) == actual)
    }

    @Test func aFileChangedAfterTheFenceIsNotSettledByIt() throws {
        let folder = try Folder()
        let fence = try #require(StampFence.take(in: folder.cache))
        try Data("title: changed\n".utf8).write(to: folder.file)
        let stamp = try #require(FileStamp(of: folder.file))
        #expect(!fence.settles(stamp))
        var digests = FileDigests()
        digests.fence = fence
        digests.record(FileDigests.Record(stamp: stamp, digest: [UInt8](repeating: 7, count: 32)), for: "idea.yaml")
        #expect(digests.records["idea.yaml"]?.isSettled == false)
        // Not settled and taken at once: the file is read.
        #expect(digests.digest(of: folder.file, path: "idea.yaml", maxBytes: 1 << 20)
            == FileDigests.digest(of: try Data(contentsOf: folder.file)))
    }
}
