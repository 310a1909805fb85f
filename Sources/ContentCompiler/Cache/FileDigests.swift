import Crypto
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The SHA-256 of each content file as last seen, with its ``FileStamp``, so
/// that an unchanged file need not be read again to know its digest.
///
/// Kept in the cache folder as one file; a digest is used only while the
/// file's stamp vouches for it, and a file whose stamp does not is read and
/// hashed afresh.
struct FileDigests: Sendable {
    /// A file's digest and the stamp it was taken under.
    struct Record: Sendable, Hashable {
        var stamp: FileStamp
        var digest: [UInt8]
        /// Whether the stamp was settled by the fence of the build that took
        /// it (``StampFence``), so that it is trusted without waiting for
        /// ``FileStamp/settlingTime``.
        var isSettled = false

        /// Whether `current`, the file's stamp now, shows the file unchanged
        /// since the digest was taken: the same stamp, settled by its fence or
        /// taken long enough after the file's last change.
        func vouches(for current: FileStamp) -> Bool {
            Self.vouches(stamp: stamp, isSettled: isSettled, for: current)
        }

        /// ``vouches(for:)`` of a record with this stamp, settled or not.
        static func vouches(stamp: FileStamp, isSettled: Bool, for current: FileStamp) -> Bool {
            isSettled ? stamp.isSameState(as: current) : stamp.vouches(for: current)
        }
    }

    /// Every record, by path. Made on each call: lookups go through
    /// ``digest(ofFileAt:path:maxBytes:stamp:)``.
    var records: [String: Record] {
        var records = added
        if let stored {
            for slot in stored.liveSlots { records[stored.path(of: slot)] = stored.record(of: slot) }
        }
        return records
    }

    /// The records of the file read, but those superseded or forgotten in this run.
    private var stored: StoredDigests?
    /// The records made in this run, each of a file the run has.
    private var added: [String: Record] = [:]
    /// How many records there are.
    private var liveCount: Int { (stored?.liveCount ?? 0) + added.count }
    /// How many records this run looked up or made: those made, and the stored ones it looked up.
    private var seenCount: Int { (stored?.seenCount ?? 0) + added.count }
    /// Whether records were added, replaced or removed since it was read.
    var hasChanges: Bool { isRewritten || !changedPaths.isEmpty }
    /// The paths whose records were added or replaced since it was read.
    private var changedPaths: Set<String> = []
    /// Whether a record was removed since it was read, so that the bytes read cannot be carried on.
    private var isRewritten = false
    /// The fence taken by this build before it took any stamp, which settles
    /// the records it makes; `nil` when there is none (they then wait for
    /// ``FileStamp/settlingTime``).
    var fence: StampFence?

    init() {}

    /// The digest of the file at `url`, shown to the user as `path`: the
    /// recorded one when the stamp vouches for it, else read and hashed now
    /// (and recorded); `nil` for a file that is not a readable regular file
    /// within `maxBytes`.
    ///
    /// - Parameter stamp: The file's stamp taken earlier in this run (by the
    ///   walk), or `nil` to take it now.
    mutating func digest(of url: URL, path: String, maxBytes: Int, stamp: FileStamp? = nil) -> [UInt8]? {
        digest(ofFileAt: url.path, path: path, maxBytes: maxBytes, stamp: stamp).map(Array.init)
    }

    /// ``digest(of:path:maxBytes:stamp:)`` of the file at `filePath` on disk,
    /// as a slice of the bytes it is kept in.
    mutating func digest(ofFileAt filePath: String, path: String, maxBytes: Int, stamp: FileStamp? = nil) -> ArraySlice<UInt8>? {
        guard let stamp = stamp ?? FileStamp(atPath: filePath) else { return nil }
        if !added.isEmpty, let record = added[path] {
            if record.vouches(for: stamp) { return record.digest[...] }
        } else if let slot = stored?.slot(of: path), stored!.vouches(slot, for: stamp) {
            stored!.see(slot)
            return stored!.digest(of: slot)
        }
        guard stamp.size <= Int64(maxBytes),
              let bytes = CacheFile.contents(atPath: filePath, maxBytes: maxBytes, followingLinks: true) else { return nil }
        let digest = Self.digest(of: bytes)
        record(Record(stamp: stamp, digest: digest), for: path)
        return digest[...]
    }

    /// Records what a file read elsewhere gave: its stamp taken before it was
    /// read (in this build, after ``fence`` was taken), and the digest of its bytes.
    mutating func record(_ record: Record, for path: String) {
        var record = record
        if let fence, fence.settles(record.stamp) { record.isSettled = true }
        var old = added.updateValue(record, forKey: path)
        if old == nil, let slot = stored?.slot(of: path) {
            old = stored!.record(of: slot)
            stored!.drop(slot)
        }
        if old != record { changedPaths.insert(path) }
    }

    /// Records what a file read in this build gave, as ``record(_:for:)``,
    /// unless the record held already vouches for its stamp with the same
    /// digest: that one is as good, and leaves the stored records unchanged
    /// (a folder compiled again reads every one of its files, edited or not).
    mutating func recordRead(_ record: Record, for path: String) {
        if let held = added[path] {
            if held.digest == record.digest, held.vouches(for: record.stamp) { return }
        } else if let slot = stored?.slot(of: path), stored!.digest(of: slot).elementsEqual(record.digest),
                  stored!.vouches(slot, for: record.stamp) {
            stored!.see(slot)
            return
        }
        self.record(record, for: path)
    }

    /// Forgets every file not in `paths`.
    ///
    /// - Parameter paths: Distinct paths, as a layout's files are; asked for
    ///   only when a record was neither looked up nor made in this run (a
    ///   record that was is of a file the run has).
    mutating func keep(only paths: () -> [String]) {
        guard seenCount < liveCount else { return }
        let listed = paths()
        // Most builds forget nothing: every record is then one of the paths, which
        // counting the paths that have one tells without making a set of them.
        var recorded = 0
        // (The table first: finding a path there hashes fewer bytes than a dictionary does.)
        for path in listed where stored?.slot(of: path) != nil || (!added.isEmpty && added[path] != nil) { recorded += 1 }
        guard recorded != liveCount else { return }
        let wanted = Set(listed)
        if let slots = stored?.liveSlots {
            for slot in slots where !wanted.contains(stored!.path(of: slot)) {
                stored!.drop(slot)
                isRewritten = true
            }
        }
        let kept = added.filter { wanted.contains($0.key) }
        if kept.count != added.count { isRewritten = true }
        added = kept
    }

    static func digest(of bytes: some DataProtocol) -> [UInt8] {
        Array(SHA256.hash(data: bytes))
    }

    // MARK: Storing

    private static let magic = Array("contentc-digests \(BuildCache.formatVersion)\n".utf8)

    /// The largest digests file read: far more than the records of the most
    /// files a content folder may hold (``ProjectLimits/maxEntries``).
    static let maxBytes = 64 << 20

    /// The records as bytes, in no particular order (they are read into a
    /// table, the last record of a path counting: ``StoredDigests``).
    ///
    /// When records were only added or replaced since the file was read, the
    /// bytes are the file's with the changed records after its own, so that
    /// an edit does not encode every file's record again; the records are
    /// written anew whole when one was removed, or when the superseded ones
    /// would make more than a small part of the file.
    func encoded() -> [UInt8] {
        if !isRewritten, let stored, stored.count + changedPaths.count <= liveCount + liveCount / 32 + 16 {
            var writer = CacheByteWriter()
            writer.reserveCapacity(Self.encodedCount(of: changedPaths.lazy.map { ($0, added[$0]!) }))
            for path in changedPaths { Self.write(path, added[path]!, to: &writer) }
            var bytes = stored.bytes
            bytes.removeSubrange(stored.body.upperBound...)
            // The body's first 8 bytes are its count of records.
            withUnsafeBytes(of: Int64(stored.count + changedPaths.count).littleEndian) { count in
                bytes.replaceSubrange(stored.body.lowerBound..<(stored.body.lowerBound + 8), with: count)
            }
            bytes += writer.bytes
            return CacheFile.sealed(bytes)
        }
        var writer = CacheByteWriter()
        let slots = stored?.liveSlots ?? []
        let storedCount = slots.reduce(0) { $0 + stored!.recordBytes(of: $1).count }
        writer.reserveCapacity(8 + storedCount + Self.encodedCount(of: added.lazy.map { ($0.key, $0.value) }))
        writer.integer(liveCount)
        // A stored record is carried as it was read.
        for slot in slots { writer.raw(stored!.recordBytes(of: slot)) }
        for (path, record) in added { Self.write(path, record, to: &writer) }
        return CacheFile.seal(writer.bytes, magic: Self.magic)
    }

    /// The bytes the records of `items` take.
    private static func encodedCount(of items: some Sequence<(String, Record)>) -> Int {
        // Each record is its path, 6 integers, a digest and a flag, each run after its length.
        items.reduce(0) { $0 + 8 * 8 + $1.0.utf8.count + $1.1.digest.count + 1 }
    }

    private static func write(_ path: String, _ record: Record, to writer: inout CacheByteWriter) {
        writer.string(path)
        writer.stamp(record.stamp)
        writer.run(record.digest)
        writer.flag(record.isSettled)
    }

    /// The records `bytes` hold, or `nil` when they are not what ``encoded()`` wrote.
    init?(decoding bytes: [UInt8]) {
        guard let stored = StoredDigests(decoding: bytes, magic: Self.magic) else { return nil }
        self.stored = stored
    }
}
