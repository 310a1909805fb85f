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

/// The file system's own time on one device, taken by creating a file there
/// before a build examines any content file, so that a stamp taken in that
/// build can be trusted at once instead of after ``FileStamp/settlingTime``.
///
/// ## Why a stamp taken after the fence can be trusted
///
/// A file's change time (`ctime`) is set to the file system's clock by every
/// write, truncation, `utimes` or new link, and no program can set it back.
/// The clock only moves forward, and a device stamps all its files with one
/// clock at one granularity. The fence is the time the device gave a file
/// created before the stamp was taken. So when a stamp's modification and
/// change times are both strictly earlier than the fence, on the fence's
/// device, any later change to the file (made after the fence was taken, so
/// after the stamp too) gives it a change time of at least the fence: the
/// stamp no longer matches, and the file is read again. A file changed in the
/// fence's own clock tick has a time equal to the fence, not below it, and is
/// not settled by it; nor is a file on another device, whose clock may tick
/// at another granularity.
///
/// Two margins keep the argument true where its premises are loose:
/// - A stamp settles only when the system's clock, read after the fence was
///   made, shows it was taken after the fence (``takenAfter``), whoever
///   records it.
/// - The file's times must lie ``margin`` before the fence, not just before
///   it: a write sets them when it starts, so a write that began just before
///   the fence and is still copying bytes when the file is read would
///   otherwise leave times below the fence on bytes not yet written.
///
/// A clock set back by hand is not defended, as in git.
struct StampFence: Sendable, Hashable {
    /// The device's time when the fence was taken, in nanoseconds since 1970.
    let time: Int64
    /// The device the fence was taken on.
    let device: Int64
    /// The system's time once the fence was there, in nanoseconds since 1970:
    /// a stamp taken before it is not settled by the fence.
    let takenAfter: Int64

    /// How long before the fence a file's last change must lie to be settled by it.
    static let margin: Int64 = 1_000_000_000

    init(time: Int64, device: Int64, takenAfter: Int64) {
        self.time = time
        self.device = device
        self.takenAfter = takenAfter
    }

    /// Takes a fence in the folder at `folder`, creating the folder when
    /// nothing is there (not following a symbolic link): `nil` when something
    /// other than a folder is there, or a file cannot be created in it.
    static func take(in folder: URL) -> StampFence? {
        var info = stat()
        if lstat(folder.path, &info) != 0 {
            guard mkdir(folder.path, 0o777) == 0 || errno == EEXIST, lstat(folder.path, &info) == 0 else { return nil }
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { return nil }
        // A name of its own, so that two builds at once (or a file left by a killed one) never share it.
        let path = folder.appendingPathComponent(".fence.\(getpid()).\(UInt64.random(in: .min ... .max)).tmp").path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { return nil }
        defer {
            close(descriptor)
            unlink(path)
        }
        guard fstat(descriptor, &info) == 0 else { return nil }
        let created = FileStamp(info, taken: 0)
        return StampFence(time: min(created.modified, created.changed), device: created.device, takenAfter: FileStamp.now())
    }

    /// Whether `stamp` was taken after this fence, of a file last changed at
    /// least ``margin`` before it on its device: any later change would show.
    func settles(_ stamp: FileStamp) -> Bool {
        stamp.device == device && stamp.taken >= takenAfter && max(stamp.modified, stamp.changed) < time - Self.margin
    }
}
