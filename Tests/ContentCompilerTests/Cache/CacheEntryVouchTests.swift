@testable import ContentCompiler
import ContentTestSupport
import Foundation
import Testing

/// A cache entry vouches for its folder's files by the stamps their digests
/// were taken under (``CacheEntry/vouches(for:)``) only as the digests of the
/// cache would: a settled record for the very same state of the file, an
/// unsettled one only once its stamp was taken long enough after the file's
/// last change, and never for another file, size, time or device.
@Suite struct CacheEntryVouchTests {
    /// An entry holding one record per file, as a build writes it.
    static func entry(_ files: [SourceFile], records: [FileDigests.Record]) -> CacheEntry {
        CacheEntry(key: [], files: CacheEntry.files(of: files, records: records), dependencies: [],
                   result: FolderResult(diagnostics: [], isDecoded: true, dependencies: []), excerpts: [])
    }

    static let digest = [UInt8](repeating: 7, count: 32)

    @Test func anEntryVouchesOnlyForTheStateItsRecordsWereTakenOf() throws {
        let folder = try TemporaryFolder(prefix: "contentc-entry-vouch")
        let url = folder.url.appendingPathComponent("idea.yaml")
        try Data("title: one\n".utf8).write(to: url)
        var file = SourceFile(path: url.path, displayPath: "content/books/b/ideas/idea.yaml")
        let now = try #require(FileStamp(of: url))
        file.stamp = now

        // Settled by its build's fence: the same state is vouched for at once.
        #expect(Self.entry([file], records: [.init(stamp: now, digest: Self.digest, isSettled: true)]).vouches(for: [file]))
        // Not settled, and taken just after the file was written: a write in the same tick would not show.
        #expect(!Self.entry([file], records: [.init(stamp: now, digest: Self.digest, isSettled: false)]).vouches(for: [file]))
        // Not settled, but taken long enough after the file's last change.
        var late = now
        late.taken = max(now.modified, now.changed) + FileStamp.settlingTime
        #expect(Self.entry([file], records: [.init(stamp: late, digest: Self.digest, isSettled: false)]).vouches(for: [file]))
        late.taken -= 1
        #expect(!Self.entry([file], records: [.init(stamp: late, digest: Self.digest, isSettled: false)]).vouches(for: [file]))

        // Any other state of the file, even under a settled record, is not vouched for.
        let changes: [(String, (inout FileStamp) -> Void)] = [
            ("another device", { $0.device += 1 }), ("another inode", { $0.inode += 1 }), ("another size", { $0.size += 1 }),
            ("a modification time set back", { $0.modified -= 1 }), ("a later change time", { $0.changed += 1 }),
        ]
        for (what, change) in changes {
            var recorded = now
            change(&recorded)
            #expect(!Self.entry([file], records: [.init(stamp: recorded, digest: Self.digest, isSettled: true)]).vouches(for: [file]),
                    "\(what)")
        }
        // When it was taken does not matter to a settled record.
        var retaken = now
        retaken.taken += 1_000
        #expect(Self.entry([file], records: [.init(stamp: retaken, digest: Self.digest, isSettled: true)]).vouches(for: [file]))

        // Another path, another list of files, or a file the walk took no stamp of (its stamp is taken now).
        let settled = FileDigests.Record(stamp: now, digest: Self.digest, isSettled: true)
        var renamed = file
        renamed.displayPath = "content/books/b/ideas/other.yaml"
        #expect(!Self.entry([renamed], records: [settled]).vouches(for: [file]))
        #expect(!Self.entry([file, file], records: [settled, settled]).vouches(for: [file]))
        #expect(!Self.entry([file], records: [settled]).vouches(for: []))
        var unstamped = file
        unstamped.stamp = nil
        #expect(Self.entry([file], records: [settled]).vouches(for: [unstamped]))
        // Rewritten since (at another size, which shows even within one tick of the file system's clock).
        try Data("title: three\n".utf8).write(to: url)
        #expect(!Self.entry([file], records: [settled]).vouches(for: [unstamped]))
        // Gone: nothing to vouch for.
        try FileManager.default.removeItem(at: url)
        #expect(!Self.entry([file], records: [settled]).vouches(for: [unstamped]))
    }
}
