import Crypto
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

/// The records of the digests file as read (``FileDigests``): the file's
/// bytes, and a table from each path to its last record in them, so that a
/// build looks its files up without making a string, an array and a
/// dictionary entry for every record of the project.
///
/// A record is, as ``FileDigests/encoded()`` writes it: its path after its
/// length, 6 integers of its stamp, its digest after its length, and a flag.
struct StoredDigests: Sendable {
    /// The file read, with its magic and checksum.
    let bytes: [UInt8]
    /// Where its body is: the count of records, then the records.
    let body: Range<Int>
    /// How many records the file holds, a path's superseded ones included.
    let count: Int
    /// An open-addressing table (a power of two in size, at most half full)
    /// of each path's last record: its offset in ``bytes`` plus 1, 0 for an
    /// empty slot.
    private var slots: [UInt32]
    /// Per slot, what this run made of its record (``State``).
    private var states: [State]
    /// How many records are live: neither superseded in this run nor forgotten.
    private(set) var liveCount = 0
    /// How many live records this run looked up.
    private(set) var seenCount = 0

    /// What a run made of a stored record.
    private enum State: UInt8, Sendable {
        /// Not looked up.
        case unseen
        /// Looked up.
        case seen
        /// Superseded by a record made in this run, or forgotten.
        case dropped
    }

    /// The bytes of a record but its path: 6 integers, the digest's length and 32 bytes, and a flag.
    private static let tailCount = 6 * 8 + 8 + SHA256.byteCount + 1

    /// The records of `bytes`, a file sealed with `magic`, or `nil` when they
    /// are not what ``FileDigests/encoded()`` wrote.
    init?(decoding bytes: [UInt8], magic: [UInt8]) {
        guard let body = CacheFile.unseal(bytes, magic: magic) else { return nil }
        var reader = CacheByteReader(bytes, range: body)
        do throws(CacheByteReader.Damaged) {
            let count = try reader.size(atMost: body.count)
            // A record takes at least 8 bytes and its tail, which bounds what a damaged count may reserve.
            let capacity = Self.capacity(for: min(count, body.count / (8 + Self.tailCount)))
            guard body.upperBound < Int(UInt32.max) else { return nil }
            var slots = [UInt32](repeating: 0, count: capacity)
            var live = 0
            for _ in 0..<count {
                let start = reader.offset
                let path = try reader.textRange()
                guard reader.remaining >= Self.tailCount else { throw CacheByteReader.Damaged() }
                reader.skip(6 * 8)
                guard try reader.size(atMost: reader.remaining) == SHA256.byteCount else { throw CacheByteReader.Damaged() }
                reader.skip(SHA256.byteCount)
                _ = try reader.flag()
                // A path may have several records, the last of which counts.
                let slot = Self.slot(of: path, in: bytes, slots: slots)
                if slots[slot] == 0 { live += 1 }
                slots[slot] = UInt32(start + 1)
            }
            guard reader.isAtEnd else { return nil }
            self.bytes = bytes
            self.body = body
            self.count = count
            self.slots = slots
            states = [State](repeating: .unseen, count: capacity)
            liveCount = live
        } catch {
            return nil
        }
    }

    /// A table's size for `count` paths: a power of two at least twice as large.
    private static func capacity(for count: Int) -> Int {
        var capacity = 16
        while capacity < 2 * count { capacity *= 2 }
        return capacity
    }

    /// The slot of the path whose UTF-8 is `bytes[path]`: where its record is, or the empty slot where it would go.
    private static func slot(of path: Range<Int>, in bytes: [UInt8], slots: [UInt32]) -> Int {
        bytes.withUnsafeBytes { all in
            slot(of: UnsafeRawBufferPointer(rebasing: all[path]), in: all, slots: slots)
        }
    }

    /// The slot of `path`, where its record is or the empty slot where it would go,
    /// in a table over `all`, the file's bytes.
    private static func slot(of path: UnsafeRawBufferPointer, in all: UnsafeRawBufferPointer, slots: [UInt32]) -> Int {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: CacheChecksum.of(path)) & mask
        while slots[slot] != 0 {
            let start = Int(slots[slot]) - 1
            let length = Int(UInt64(littleEndian: all.loadUnaligned(fromByteOffset: start, as: UInt64.self)))
            if length == path.count, length == 0 || memcmp(all.baseAddress! + start + 8, path.baseAddress!, length) == 0 {
                return slot
            }
            slot = (slot + 1) & mask
        }
        return slot
    }

    /// The slot of `path`'s live record, or `nil` when it has none.
    func slot(of path: String) -> Int? {
        var path = path
        let slot = path.withUTF8 { path in
            bytes.withUnsafeBytes { all in Self.slot(of: UnsafeRawBufferPointer(path), in: all, slots: slots) }
        }
        return slots[slot] != 0 && states[slot] != .dropped ? slot : nil
    }

    /// Where the record in `slot` starts in ``bytes``.
    private func start(of slot: Int) -> Int { Int(slots[slot]) - 1 }

    /// Where the tail of the record in `slot` (after its path) starts.
    private func tail(of slot: Int) -> Int {
        let start = start(of: slot)
        return start + 8 + Int(integer(at: start))
    }

    private func integer(at offset: Int) -> Int64 {
        bytes.withUnsafeBytes { Int64(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: Int64.self)) }
    }

    /// The bytes of the record in `slot`, as ``FileDigests/encoded()`` writes them.
    func recordBytes(of slot: Int) -> ArraySlice<UInt8> {
        bytes[start(of: slot)..<(tail(of: slot) + Self.tailCount)]
    }

    /// The path of the record in `slot`.
    func path(of slot: Int) -> String {
        let start = start(of: slot)
        return String(decoding: bytes[(start + 8)..<tail(of: slot)], as: UTF8.self)
    }

    /// The stamp of the record in `slot`.
    func stamp(of slot: Int) -> FileStamp {
        let tail = tail(of: slot)
        return FileStamp(device: integer(at: tail), inode: integer(at: tail + 8), size: integer(at: tail + 16),
                         modified: integer(at: tail + 24), changed: integer(at: tail + 32), taken: integer(at: tail + 40))
    }

    /// The digest of the record in `slot`, in the file's bytes.
    func digest(of slot: Int) -> ArraySlice<UInt8> {
        let digest = tail(of: slot) + 6 * 8 + 8
        return bytes[digest..<(digest + SHA256.byteCount)]
    }

    /// Whether the record in `slot` was settled by its build's fence (``FileDigests/Record/isSettled``).
    func isSettled(_ slot: Int) -> Bool {
        bytes[tail(of: slot) + Self.tailCount - 1] == 1
    }

    /// The record in `slot`.
    func record(of slot: Int) -> FileDigests.Record {
        FileDigests.Record(stamp: stamp(of: slot), digest: Array(digest(of: slot)), isSettled: isSettled(slot))
    }

    /// Whether the record in `slot` vouches for `current` (``FileDigests/Record/vouches(for:)``).
    func vouches(_ slot: Int, for current: FileStamp) -> Bool {
        FileDigests.Record.vouches(stamp: stamp(of: slot), isSettled: isSettled(slot), for: current)
    }

    /// Notes that this run looked up the record in `slot`.
    mutating func see(_ slot: Int) {
        guard states[slot] == .unseen else { return }
        states[slot] = .seen
        seenCount += 1
    }

    /// Drops the live record in `slot`: superseded by a record made in this run, or forgotten.
    mutating func drop(_ slot: Int) {
        guard states[slot] != .dropped else { return }
        if states[slot] == .seen { seenCount -= 1 }
        states[slot] = .dropped
        liveCount -= 1
    }

    /// The slots of the live records.
    var liveSlots: [Int] {
        slots.indices.filter { slots[$0] != 0 && states[$0] != .dropped }
    }
}
