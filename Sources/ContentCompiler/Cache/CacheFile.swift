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
        return checksum(of: bytes[..<end], matches: bytes[end...]) ? magic.count..<end : nil
    }

    // MARK: Two parts sealed apart

    /// `head` and `tail` framed so that the head is believed without reading
    /// the tail: the magic, the two parts' sizes, the head, the checksum of
    /// those, then the tail and its own checksum (``unsealHead(_:magic:)``,
    /// ``unsealTail(_:)``).
    static func seal(head: [UInt8], tail: [UInt8], magic: [UInt8]) -> [UInt8] {
        var bytes = magic
        bytes.reserveCapacity(magic.count + 16 + head.count + tail.count + 2 * checksumCount)
        withUnsafeBytes(of: Int64(head.count).littleEndian) { bytes += $0 }
        withUnsafeBytes(of: Int64(tail.count).littleEndian) { bytes += $0 }
        bytes += head
        bytes = sealed(bytes)
        bytes += tail
        withUnsafeBytes(of: CacheChecksum.of(tail[...]).littleEndian) { bytes += $0 }
        return bytes
    }

    /// Where the head of a file sealed in two parts is in `bytes`, and where
    /// its tail is with the tail's checksum; `nil` when the magic or the head's
    /// checksum does not match, or the file is not as long as the sizes under
    /// that checksum say. The tail is not checked (``unsealTail(_:)``).
    static func unsealHead(_ bytes: [UInt8], magic: [UInt8]) -> (head: Range<Int>, tail: Range<Int>)? {
        let start = magic.count + 16
        guard bytes.count >= start + 2 * checksumCount, bytes.starts(with: magic) else { return nil }
        let (headCount, tailCount) = bytes.withUnsafeBytes { raw in
            (Int64(littleEndian: raw.loadUnaligned(fromByteOffset: magic.count, as: Int64.self)),
             Int64(littleEndian: raw.loadUnaligned(fromByteOffset: magic.count + 8, as: Int64.self)))
        }
        // Each size is checked against the file before they are added up, so no sum overflows.
        let room = Int64(bytes.count - start - 2 * checksumCount)
        guard headCount >= 0, tailCount >= 0, headCount <= room, tailCount <= room - headCount,
              headCount + tailCount == room else { return nil }
        let end = start + Int(headCount)
        return checksum(of: bytes[..<end], matches: bytes[end..<(end + checksumCount)])
            ? (start..<end, (end + checksumCount)..<bytes.count) : nil
    }

    /// Writes the checksum after the head of `bytes`, a file sealed in two
    /// parts whose head (at `head`, as ``unsealHead(_:magic:)`` found it) was
    /// changed in place at the same size, so that it seals the head as it is
    /// now; the tail and its checksum are left as they are.
    static func resealHead(_ bytes: inout [UInt8], head: Range<Int>) {
        precondition(head.upperBound + checksumCount <= bytes.count)
        withUnsafeBytes(of: CacheChecksum.of(bytes[..<head.upperBound]).littleEndian) { checksum in
            bytes.replaceSubrange(head.upperBound..<(head.upperBound + checksumCount), with: checksum)
        }
    }

    /// The file at `path` sealed in two parts (``seal(head:tail:magic:)``),
    /// read up to the end of its head's checksum, and to its end only when its
    /// tail is at most `tailBytes` long: what a reader of the head alone
    /// needs, without copying a long tail it does not read. The bytes read,
    /// where the head is in them, and where the tail is with its checksum
    /// (`nil` when it was not read); `nil` when there is no such regular file
    /// (a symbolic link is not followed), or its magic, sizes or head's
    /// checksum are not right.
    static func head(atPath path: String, magic: [UInt8], tailBytes: Int)
        -> (bytes: [UInt8], head: Range<Int>, tail: Range<Int>?)? {
        guard let (descriptor, size) = openRegular(path, maxBytes: maxBytes) else { return nil }
        defer { close(descriptor) }
        // The magic and the two sizes first, then as far as the sizes say is needed.
        let start = magic.count + 16
        guard size >= start + 2 * checksumCount, let prefix = readExactly(descriptor, count: start, at: 0),
              prefix.starts(with: magic) else { return nil }
        let (headCount, tailCount) = prefix.withUnsafeBytes { raw in
            (Int64(littleEndian: raw.loadUnaligned(fromByteOffset: magic.count, as: Int64.self)),
             Int64(littleEndian: raw.loadUnaligned(fromByteOffset: magic.count + 8, as: Int64.self)))
        }
        // As ``unsealHead(_:magic:)`` checks them: each against the file before they are added up.
        let room = Int64(size - start - 2 * checksumCount)
        guard headCount >= 0, tailCount >= 0, headCount <= room, tailCount <= room - headCount,
              headCount + tailCount == room else { return nil }
        let end = start + Int(headCount)
        let readsTail = tailCount <= tailBytes
        // Read again from the start into one buffer, rather than the rest added to the prefix's: the
        // prefix must come back the same (the sizes are under the head's checksum, checked with the rest).
        guard let bytes = readExactly(descriptor, count: readsTail ? size : end + checksumCount, at: 0),
              bytes[..<start].elementsEqual(prefix),
              checksum(of: bytes[..<end], matches: bytes[end..<(end + checksumCount)]) else { return nil }
        return (bytes, start..<end, readsTail ? (end + checksumCount)..<size : nil)
    }

    /// The regular file at `path` opened for reading, not following a
    /// symbolic link there unless `followingLinks` is set, with its size;
    /// `nil` when there is none, it is larger than `maxBytes`, or it cannot be
    /// opened. The caller closes it.
    private static func openRegular(_ path: String, maxBytes: Int, followingLinks: Bool = false) -> (descriptor: Int32, size: Int)? {
        // Without waiting for a writer, should a named pipe be there: it is examined, and refused, below.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY | (followingLinks ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= maxBytes else {
            close(descriptor)
            return nil
        }
        return (descriptor, Int(info.st_size))
    }

    /// Exactly `count` bytes of the file open at `descriptor` from `offset`;
    /// `nil` when it holds fewer there or cannot be read.
    private static func readExactly(_ descriptor: Int32, count: Int, at offset: Int) -> [UInt8]? {
        var got = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            while got < count {
                let read = pread(descriptor, buffer.baseAddress! + got, count - got, off_t(offset + got))
                if read < 0 && errno == EINTR { continue }
                guard read > 0 else { break }
                got += read
            }
            initialized = got
        }
        return got == count ? bytes : nil
    }

    /// The tail of a file sealed in two parts, where ``unsealHead(_:magic:)``
    /// found it (the tail with its checksum), or `nil` when the checksum does not match.
    static func unsealTail(_ sealedTail: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        guard sealedTail.count >= checksumCount else { return nil }
        let tail = sealedTail.dropLast(checksumCount)
        return checksum(of: tail, matches: sealedTail.suffix(checksumCount)) ? tail : nil
    }

    /// Whether `stored`, the checksum written after `body`, is the checksum of `body` (little-endian).
    private static func checksum(of body: ArraySlice<UInt8>, matches stored: ArraySlice<UInt8>) -> Bool {
        withUnsafeBytes(of: CacheChecksum.of(body).littleEndian) { $0.elementsEqual(stored) }
    }

    /// The bytes of the regular file at `url`, not following a symbolic link
    /// there, or `nil` when there is none, it is larger than `maxBytes`, or it
    /// cannot be read.
    static func contents(of url: URL, maxBytes: Int = maxBytes) -> [UInt8]? {
        contents(atPath: url.path, maxBytes: maxBytes)
    }

    /// ``contents(of:maxBytes:)`` of the file at `path`, or of the file a
    /// symbolic link there leads to when `followingLinks` is set.
    static func contents(atPath path: String, maxBytes: Int = maxBytes, followingLinks: Bool = false) -> [UInt8]? {
        guard let (descriptor, size) = openRegular(path, maxBytes: maxBytes, followingLinks: followingLinks) else { return nil }
        defer { close(descriptor) }
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

    /// Renames the file at `temporary` to `path`, removing the file there first.
    ///
    /// Renaming over an existing file makes ext4 write the new file's bytes
    /// out at once (its guard against files left empty by a crash) and wait
    /// for their blocks: 2–12 ms a file on a virtual disk, where renaming to a
    /// free name takes under half a millisecond. A cache file needs no such
    /// guard, as a torn one fails its checksum; a reader between the two
    /// calls finds no file, which is a miss.
    ///
    /// - Returns: Whether the rename succeeded (`errno` says why not).
    static func moveIntoPlace(_ temporary: String, _ path: String) -> Bool {
        unlink(path)
        return rename(temporary, path) == 0
    }

    /// Writes `bytes` to `url` through a file beside it renamed into place
    /// (``moveIntoPlace(_:_:)``), so a reader sees the old file whole, the new
    /// one whole, or, for a moment, none (a miss); not flushed to disk, as a
    /// file torn by a power cut fails its checksum and is ignored.
    static func write(_ bytes: [UInt8], to url: URL) throws {
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            // Written with the system's calls: Foundation's writes flush each file to disk.
            try Durability.create(temporary, with: bytes, flushed: false)
            guard moveIntoPlace(temporary.path, url.path) else {
                throw OutputError(message: "cannot rename \(temporary.path): \(String(cString: strerror(errno)))")
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }
}
