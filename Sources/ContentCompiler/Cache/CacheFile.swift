import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One file of the build cache on disk: a magic line naming what it holds,
/// the body, and the checksum of both (``CacheChecksum``), so that a
/// truncated, damaged or foreign file is told apart from a good one before a
/// byte of its body is believed.
///
/// The checksum guards against accidents, not forgery: anyone who can write
/// the cache could write a matching SHA-256 as well. Whatever a body holds is
/// read without trusting it (``CacheByteReader``), and a cached bundle's bytes
/// are checked against its SHA-256 before they are used.
enum CacheFile {
    /// The bytes of the checksum at the end of the file.
    static let checksumCount = 8

    /// The largest cache file read: a folder's bundles come from at most
    /// ``ProjectLimits/maxTotalBytes`` of sources.
    static let maxBytes = 1 << 30

    /// `body` framed: the magic, the body, the checksum of both (little-endian).
    static func seal(_ body: [UInt8], magic: [UInt8]) -> [UInt8] {
        var bytes = magic
        bytes.reserveCapacity(magic.count + body.count + checksumCount)
        bytes += body
        return sealed(bytes)
    }

    /// `bytes`, the magic and the body, with their checksum after them.
    static func sealed(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        withUnsafeBytes(of: CacheChecksum.of(bytes[...]).littleEndian) { bytes += $0 }
        return bytes
    }

    /// Where the body of a sealed file is in `bytes`, or `nil` when the magic or the checksum does not match.
    static func unseal(_ bytes: [UInt8], magic: [UInt8]) -> Range<Int>? {
        guard bytes.count >= magic.count + checksumCount, bytes.starts(with: magic) else { return nil }
        let end = bytes.count - checksumCount
        let sealed = withUnsafeBytes(of: CacheChecksum.of(bytes[..<end]).littleEndian) { $0.elementsEqual(bytes[end...]) }
        return sealed ? magic.count..<end : nil
    }

    /// The bytes of the regular file at `url`, not following a symbolic link
    /// there, or `nil` when there is none, it is larger than `maxBytes`, or it
    /// cannot be read.
    static func contents(of url: URL, maxBytes: Int = maxBytes) -> [UInt8]? {
        contents(atPath: url.path, maxBytes: maxBytes)
    }

    /// ``contents(of:maxBytes:)`` of the file at `path`.
    static func contents(atPath path: String, maxBytes: Int = maxBytes) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= maxBytes else { return nil }
        let size = Int(info.st_size)
        // One more byte than the size, to tell a file that grew meanwhile; not zeroed first,
        // as only the bytes read are kept.
        var count = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, initialized in
            while count < buffer.count {
                let asked = buffer.count - count
                let got = read(descriptor, buffer.baseAddress! + count, asked)
                if got < 0 && errno == EINTR { continue }
                guard got > 0 else { break }
                count += got
                // A regular file gives fewer bytes than asked only at its end (or when a fatal
                // signal cuts the read short): no further call is needed to find the end.
                if got < asked { break }
            }
            initialized = min(count, size)
        }
        guard count == size else { return nil }
        return bytes
    }

    /// Writes `bytes` to `url` through a file beside it renamed into place, so
    /// a reader sees the old file or the new one; not flushed to disk, as a
    /// file torn by a power cut fails its digest and is ignored.
    static func write(_ bytes: [UInt8], to url: URL) throws {
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            // Written with the system's calls: Foundation's writes flush each file to disk.
            try Durability.create(temporary, with: bytes, flushed: false)
            guard rename(temporary.path, url.path) == 0 else {
                throw OutputError(message: "cannot rename \(temporary.path): \(String(cString: strerror(errno)))")
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }
}
