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

/// What the system says of a file without reading it: which file it is, its
/// size, and when its bytes and its entry last changed (to the nanosecond).
///
/// The cache trusts a file's recorded digest when its stamp is unchanged, and
/// reads and hashes the file otherwise. Any write to a file moves its change
/// time (`ctime`), which, unlike the modification time, no program can set
/// back; a replaced file has another inode. A stamp taken within
/// ``FileStamp/settlingTime`` of the file's last change is not trusted at all,
/// as a write in the same tick of the file system's clock would leave it
/// unchanged (git's "racily clean" files), unless the build that took it had
/// taken a fence on the file's device first and the file's times are strictly
/// earlier than the fence (``StampFence``).
struct FileStamp: Sendable, Hashable {
    var device: Int64
    var inode: Int64
    var size: Int64
    /// The last change of the bytes, in nanoseconds since 1970.
    var modified: Int64
    /// The last change of the bytes or the entry, in nanoseconds since 1970.
    var changed: Int64
    /// When the stamp was taken, in nanoseconds since 1970.
    var taken: Int64

    /// How long after a file's last change its stamp is trusted: longer than
    /// the coarsest file system clock tick (2 s on FAT).
    static let settlingTime: Int64 = 3_000_000_000

    /// The stamp of the regular file at `url` (links followed), or `nil` for
    /// anything else or when it cannot be examined.
    init?(of url: URL) {
        self.init(atPath: url.path)
    }

    /// The stamp of the regular file at `path` (links followed), or `nil` for
    /// anything else or when it cannot be examined.
    init?(atPath path: String) {
        let now = Self.now()
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        self.init(info, taken: now)
    }

    /// The system's time now, in nanoseconds since 1970.
    static func now() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return nanoseconds(now)
    }

    /// The stamp of what `stat` said of a file, at `taken`.
    init(_ info: stat, taken: Int64) {
        device = Int64(truncatingIfNeeded: info.st_dev)
        inode = Int64(truncatingIfNeeded: info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
        modified = Self.nanoseconds(info.st_mtimespec)
        changed = Self.nanoseconds(info.st_ctimespec)
        #else
        modified = Self.nanoseconds(info.st_mtim)
        changed = Self.nanoseconds(info.st_ctim)
        #endif
        self.taken = taken
    }

    init(device: Int64, inode: Int64, size: Int64, modified: Int64, changed: Int64, taken: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
        self.taken = taken
    }

    /// Whether `current`, taken now, shows the same file unchanged since this
    /// stamp was taken, and this stamp was taken long enough after the file's
    /// last change to tell.
    func vouches(for current: FileStamp) -> Bool {
        isSameState(as: current) && taken - max(modified, changed) >= Self.settlingTime
    }

    /// Whether `other` shows the same file (device and inode) with the same
    /// size and the same times of last change, whenever either was taken.
    func isSameState(as other: FileStamp) -> Bool {
        device == other.device && inode == other.inode && size == other.size
            && modified == other.modified && changed == other.changed
    }

    static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) &* 1_000_000_000 &+ Int64(time.tv_nsec)
    }
}

// How a stamp is kept in the cache's files: its six integers.

extension CacheByteWriter {
    mutating func stamp(_ stamp: FileStamp) {
        integer(stamp.device)
        integer(stamp.inode)
        integer(stamp.size)
        integer(stamp.modified)
        integer(stamp.changed)
        integer(stamp.taken)
    }
}

extension CacheByteReader {
    mutating func stamp() throws(Damaged) -> FileStamp {
        FileStamp(device: try integer(), inode: try integer(), size: try integer(), modified: try integer(), changed: try integer(),
                  taken: try integer())
    }
}
