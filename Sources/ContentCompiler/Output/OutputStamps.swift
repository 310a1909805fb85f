import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a build knew of each file of the output folder when it was done with
/// it: the file's ``FileStamp`` and the SHA-256 of the bytes the build wrote
/// or checked there. Kept beside the folder (`.out.contentc-stamps` beside
/// `out`), so that the next build learns that a file still holds a bundle's
/// bytes from its stamp alone, without reading it.
///
/// It is only an accelerator: a missing, damaged or foreign record, or one
/// whose stamp does not match, means the file is read and compared as if
/// there were none.
///
/// ## Why a matching stamp can be believed
///
/// A record vouches for a file only when the file's stamp now is the recorded
/// one (same device and inode, same size, same modification and change times
/// to the nanosecond) and the recorded times are both strictly earlier than
/// the record's *fence*: the time the file system gave the record's own file
/// when it was created, after every recorded stamp was taken, on the same
/// device as the files (``write(_:besideFolder:)``).
///
/// Any write to a file, any truncation, any `utimes` or new link of it,
/// sets its change time (`ctime`) to the file system's clock at that moment,
/// which no program can set back. The clock only moves forward, and a device
/// stamps all its files with one clock at one granularity (1 ns to 2 s). So a
/// change made after the fence gives the file a change time of at least the
/// fence, and the recorded change time is strictly below the fence: the
/// stamps differ, and the file is read. A file replaced by another has
/// another inode, or, if the number is reused, a change time after the fence.
/// The strict comparison is what makes coarse clocks safe: a file changed in
/// the very tick the fence was taken in (git's "racily clean" file) has a time
/// equal to the fence, not below it, so its record is not believed.
///
/// What it cannot see is a write by another program in the same clock tick
/// as the build's own last change to that file, between that change and the
/// moment its stamp is taken: that is while the build still holds the output
/// folder's lock (``OutputLock``), and a build without this record would not
/// see such a write either, as it believes the bytes it staged. A clock set
/// back by hand is not defended, as in git.
struct OutputStamps: Sendable {
    /// One file as the build left it.
    struct Record: Sendable, Hashable {
        var stamp: FileStamp
        /// The SHA-256 of its bytes, in hexadecimal, as the index names bundles.
        var sha256: String
    }

    /// The records, by path inside the output folder.
    let records: [String: Record]
    /// The file system's time, in nanoseconds since 1970, once every stamp was taken.
    let fence: Int64
    /// The device the fence was taken on; a file on another is never vouched for.
    let device: Int64

    /// The record's file of the output folder at `folder` (where a link there points).
    static func location(besideFolder folder: URL) -> URL {
        folder.deletingLastPathComponent().appendingPathComponent(".\(folder.lastPathComponent).contentc-stamps")
    }

    /// The record beside the output folder at `folder`, or `nil` when there is
    /// none or it is not one this program wrote whole.
    init?(besideFolder folder: URL) {
        guard let bytes = CacheFile.contents(of: Self.location(besideFolder: folder), maxBytes: Self.maxBytes) else { return nil }
        self.init(decoding: bytes)
    }

    /// Whether the file at `path`, whose stamp is `current` now, holds the
    /// `byteCount` bytes whose SHA-256 is `sha256`, by its record alone.
    func vouches(for path: String, current: FileStamp?, sha256: String, byteCount: Int) -> Bool {
        guard let record = records[path], let current else { return false }
        let stamp = record.stamp
        return record.sha256 == sha256 && stamp.size == Int64(byteCount) && stamp.device == device
            && stamp.isSameState(as: current) && max(stamp.modified, stamp.changed) < fence
    }

    /// How long ``write(besideFolder:stamping:)`` waits at most for the file
    /// system's clock to leave the tick of the newest recorded time: a few
    /// ticks of the coarsest kernel clock (10 ms); on a file system of
    /// coarser times, the files changed in the record's tick are read again
    /// by the next build instead.
    static let longestWait: UInt64 = 40_000_000

    /// Writes the records beside the output folder at `folder`, taking the
    /// fence as the record's file is created, after `stamping` took every
    /// stamp. A record that cannot be written is removed, so that no older
    /// one outlives the files it describes.
    ///
    /// A file changed in the tick the fence is taken in is not vouched for,
    /// and a build's last changes often fall in it: removing the replaced
    /// folder's links to the files it kept sets their change time just
    /// before. So while some stamp is not earlier than the fence, for at most
    /// ``longestWait``, the stamps are taken again and the fence after them,
    /// once the clock has moved on.
    static func write(besideFolder folder: URL, stamping: () -> [String: Record]) {
        let url = location(besideFolder: folder)
        let parent = url.deletingLastPathComponent()
        let prefix = url.lastPathComponent + "."
        // A temporary record left by a build stopped while writing it: the
        // output folder's lock is held, so no other build is writing one.
        for name in (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            unlink(parent.appendingPathComponent(name).path)
        }
        let temporary = parent.appendingPathComponent("\(prefix)\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            var records = stamping()
            // Created empty first: the time the file system gives it is the fence.
            var created = try createEmpty(temporary)
            let giveUp = DispatchTime.now().uptimeNanoseconds + longestWait
            // A time later than the fence by more than the wait (set by hand, or a clock set back)
            // cannot be waited past: its file is left unvouched, and the others are not held up.
            while let newest = records.values.lazy.map({ max($0.stamp.modified, $0.stamp.changed) })
                      .filter({ $0 < created.modified &+ Int64(longestWait) }).max(),
                  newest >= created.modified, DispatchTime.now().uptimeNanoseconds < giveUp {
                usleep(500)
                records = stamping()
                created = try createEmpty(temporary)
            }
            let bytes = encoded(records, fence: created.modified, device: created.device)
            try Durability.create(temporary, with: bytes, flushed: false)
            guard CacheFile.moveIntoPlace(temporary.path, url.path) else { throw OutputError(message: "cannot rename \(temporary.path)") }
        } catch {
            unlink(temporary.path)
            unlink(url.path)
        }
    }

    /// Creates `url` anew, empty, and gives its stamp.
    private static func createEmpty(_ url: URL) throws(OutputError) -> FileStamp {
        unlink(url.path)
        try Durability.create(url, with: [UInt8](), flushed: false)
        var info = stat()
        guard lstat(url.path, &info) == 0 else { throw OutputError(message: "cannot examine \(url.path)") }
        return FileStamp(info, taken: 0)
    }

    /// Removes the record beside the output folder at `folder`, if there is one.
    static func remove(besideFolder folder: URL) {
        unlink(location(besideFolder: folder).path)
    }

    // MARK: Storing

    private static let magic = Array("contentc-output-stamps 2\n".utf8)

    /// The largest record read: far more than the records of the most bundles a content folder gives.
    static let maxBytes = 64 << 20

    /// The records as the bytes of their file, sorted by path.
    static func encoded(_ records: [String: Record], fence: Int64, device: Int64) -> [UInt8] {
        var writer = CacheByteWriter()
        writer.integer(fence)
        writer.integer(device)
        writer.list(records.sorted { $0.key < $1.key }) { writer, item in
            writer.string(item.key)
            let stamp = item.value.stamp
            for value in [stamp.device, stamp.inode, stamp.size, stamp.modified, stamp.changed] { writer.integer(value) }
            writer.string(item.value.sha256)
        }
        return CacheFile.seal(writer.bytes, magic: magic)
    }

    /// The record `bytes` hold, or `nil` when they are not what ``encoded(_:fence:device:)`` wrote.
    init?(decoding bytes: [UInt8]) {
        guard let body = CacheFile.unseal(bytes, magic: Self.magic) else { return nil }
        var reader = CacheByteReader(bytes, range: body)
        do throws(CacheByteReader.Damaged) {
            fence = try reader.integer()
            device = try reader.integer()
            let items = try reader.list { reader throws(CacheByteReader.Damaged) in
                let path = try reader.string()
                let stamp = FileStamp(device: try reader.integer(), inode: try reader.integer(), size: try reader.integer(),
                                      modified: try reader.integer(), changed: try reader.integer(), taken: 0)
                return (path, Record(stamp: stamp, sha256: try reader.string()))
            }
            guard reader.isAtEnd else { return nil }
            records = Dictionary(items) { _, last in last }
        } catch {
            return nil
        }
    }
}
