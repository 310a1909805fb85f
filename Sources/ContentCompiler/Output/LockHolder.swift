import ContentRuntime
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

/// Who holds an output folder's lock while a build or a reader waits for
/// it, as messages name them: "another contentc build (pid 4242)".
///
/// The pid a lock file holds is the last build's that took it, which is
/// not always who holds it now: a reader (`lint`, `build --check`) holds
/// it without writing its pid, and any other program may hold it (`flock
/// .out.contentc-lock`). So the holder is asked of the system where it
/// tells (Linux's `/proc/locks`, which lists each `flock` with its pid and
/// the file's device and inode); elsewhere, the pid written is named only
/// while a process of that pid exists.
public struct LockHolder: Equatable, Sendable {
    /// The holder's process id.
    public var pid: Int32
    /// The holder's program name as the system gives it (`/proc/<pid>/comm`),
    /// or `nil` when not known.
    public var program: String?
    /// Whether it holds the lock to write (exclusive) rather than to read
    /// (shared); `nil` when not known.
    public var isWriting: Bool?

    public init(pid: Int32, program: String?, isWriting: Bool?) {
        self.pid = pid
        self.program = program
        self.isWriting = isWriting
    }

    /// The most bytes of `/proc/locks` read: a line is about 60 bytes, so
    /// this covers some 17,000 locks on the machine.
    static let maxListingBytes = 1 << 20

    /// The holder of the lock on the file open at `descriptor`: the first
    /// process the system lists as holding a `flock` on it, else the pid the
    /// file holds when such a process exists, else `nil`.
    static func of(lockFileAt descriptor: Int32) -> LockHolder? {
        var info = stat()
        if fstat(descriptor, &info) == 0, let listing = systemFile("/proc/locks", maxBytes: maxListingBytes),
           let holder = holders(inListing: listing, device: UInt64(info.st_dev), inode: UInt64(info.st_ino)).first {
            return LockHolder(pid: holder.pid, program: programName(of: holder.pid), isWriting: holder.isWriting)
        }
        guard let written = writtenPid(descriptor), written > 0, kill(written, 0) == 0 || errno == EPERM else { return nil }
        return LockHolder(pid: written, program: nil, isWriting: nil)
    }

    /// The processes holding a `flock` on the file of `device` and `inode`, as
    /// `/proc/locks` lists them: `1: FLOCK  ADVISORY  WRITE 4242 08:02:131090 0 EOF`,
    /// the device as its major and minor numbers in hexadecimal. Processes
    /// still waiting for the lock (`1: -> FLOCK ...`) are not holders.
    static func holders(inListing listing: [UInt8], device: UInt64, inode: UInt64) -> [(pid: Int32, isWriting: Bool)] {
        let file = "\(String(major(of: device), radix: 16)):\(String(minor(of: device), radix: 16)):\(inode)"
        var found: [(pid: Int32, isWriting: Bool)] = []
        for line in listing.split(separator: UInt8(ascii: "\n")) {
            let fields = line.split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
            // "1:", "FLOCK", "ADVISORY", "WRITE", pid, device:inode, start, end.
            guard fields.count >= 6, fields[1] == "FLOCK", let pid = Int32(fields[4]), pid > 0,
                  sameFile(fields[5], file) else { continue }
            found.append((pid, fields[3] == "WRITE"))
        }
        return found
    }

    /// Whether `listed` (`08:02:131090`) names the file `file` names, reading
    /// the device numbers as numbers (`08` and `8` alike).
    private static func sameFile(_ listed: String, _ file: String) -> Bool {
        let parts = listed.split(separator: ":"), wanted = file.split(separator: ":")
        guard parts.count == 3, wanted.count == 3 else { return false }
        return UInt64(parts[0], radix: 16) == UInt64(wanted[0], radix: 16)
            && UInt64(parts[1], radix: 16) == UInt64(wanted[1], radix: 16)
            && UInt64(parts[2]) == UInt64(wanted[2])
    }

    /// A device number's major part, as Linux encodes it in `st_dev`.
    static func major(of device: UInt64) -> UInt64 {
        ((device >> 8) & 0xFFF) | ((device >> 32) & 0xFFFF_F000)
    }

    /// A device number's minor part, as Linux encodes it in `st_dev`.
    static func minor(of device: UInt64) -> UInt64 {
        (device & 0xFF) | ((device >> 12) & 0xFFFF_FF00)
    }

    /// The program name of a process (`/proc/<pid>/comm`, at most 15 bytes), or `nil`.
    private static func programName(of pid: Int32) -> String? {
        guard let bytes = systemFile("/proc/\(pid)/comm", maxBytes: 64) else { return nil }
        let name = String(decoding: bytes, as: UTF8.self).trimmingWhitespace()
        return name.isEmpty ? nil : String(name)
    }

    /// The bytes of a file the system makes as it is read (its size is 0
    /// until then), read to its end or to `maxBytes`; `nil` when it cannot be
    /// opened, as where there is no `/proc`.
    private static func systemFile(_ path: String, maxBytes: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while bytes.count < maxBytes {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, min($0.count, maxBytes - bytes.count)) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += chunk[..<count]
        }
        return bytes
    }

    /// The pid the lock file holds: the last build's that took it.
    private static func writtenPid(_ descriptor: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        return Int32(String(decoding: buffer[..<count], as: UTF8.self).trimmingWhitespace())
    }

    /// Who holds the lock, for messages: "another contentc build (pid 4242)",
    /// "a contentc reading it (pid 4242)", "another program, flock (pid 4242),".
    public var who: String {
        switch (program, isWriting) {
        // The pid the last build wrote, whose process still runs.
        case (nil, nil): "another contentc build (pid \(pid))"
        case (nil, _?): "another process (pid \(pid))"
        case ("contentc"?, false?): "a contentc reading it (pid \(pid))"
        case ("contentc"?, _): "another contentc build (pid \(pid))"
        case (let program?, _): "another program, \(program) (pid \(pid)),"
        }
    }

    /// What the holder is doing to the folder, for "waiting for … to finish writing":
    /// "writing" or "reading".
    public var activity: String {
        isWriting == false ? "reading" : "writing"
    }
}
