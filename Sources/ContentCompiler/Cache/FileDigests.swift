import Crypto
import Foundation

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
        /// Whether this run looked the record up or made it; not part of
        /// what it records (equality and hashing leave it out).
        var isSeen = false

        static func == (lhs: Record, rhs: Record) -> Bool {
            lhs.stamp == rhs.stamp && lhs.digest == rhs.digest && lhs.isSettled == rhs.isSettled
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(stamp)
            hasher.combine(digest)
            hasher.combine(isSettled)
        }

        /// Whether `current`, the file's stamp now, shows the file unchanged
        /// since the digest was taken: the same stamp, settled by its fence or
        /// taken long enough after the file's last change.
        func vouches(for current: FileStamp) -> Bool {
            isSettled ? stamp.isSameState(as: current) : stamp.vouches(for: current)
        }
    }

    private(set) var records: [String: Record] = [:]
    /// Whether records were added, replaced or removed since it was read.
    var hasChanges: Bool { isRewritten || !changedPaths.isEmpty }
    /// The paths whose records were added or replaced since it was read.
    private var changedPaths: Set<String> = []
    /// Whether a record was removed since it was read, so that the bytes read cannot be carried on.
    private var isRewritten = false
    /// The file it was read from, where its body is, and how many records it
    /// holds (a path may have several, the last of which counts); `nil` for
    /// digests made anew.
    private var stored: (bytes: [UInt8], body: Range<Int>, count: Int)?
    /// How many records this run looked up or made (``Record/isSeen``).
    private var seenCount = 0
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
        digest(ofFileAt: url.path, path: path, maxBytes: maxBytes, stamp: stamp)
    }

    /// ``digest(of:path:maxBytes:stamp:)`` of the file at `filePath` on disk.
    mutating func digest(ofFileAt filePath: String, path: String, maxBytes: Int, stamp: FileStamp? = nil) -> [UInt8]? {
        guard let stamp = stamp ?? FileStamp(atPath: filePath) else { return nil }
        if let index = records.index(forKey: path), records.values[index].vouches(for: stamp) {
            if !records.values[index].isSeen {
                records.values[index].isSeen = true
                seenCount += 1
            }
            return records.values[index].digest
        }
        guard stamp.size <= Int64(maxBytes), let data = Self.read(URL(fileURLWithPath: filePath), maxBytes: maxBytes) else { return nil }
        let digest = Self.digest(of: data)
        record(Record(stamp: stamp, digest: digest), for: path)
        return digest
    }

    /// Records what a file read elsewhere gave: its stamp taken before it was
    /// read (in this build, after ``fence`` was taken), and the digest of its bytes.
    mutating func record(_ record: Record, for path: String) {
        var record = record
        if let fence, fence.settles(record.stamp) { record.isSettled = true }
        record.isSeen = true
        let old = records.updateValue(record, forKey: path)
        if old != record { changedPaths.insert(path) }
        if old?.isSeen != true { seenCount += 1 }
    }

    /// Records what a file read in this build gave, as ``record(_:for:)``,
    /// unless the record held already vouches for its stamp with the same
    /// digest: that one is as good, and leaves the stored records unchanged
    /// (a folder compiled again reads every one of its files, edited or not).
    mutating func recordRead(_ record: Record, for path: String) {
        if let index = records.index(forKey: path), records.values[index].digest == record.digest,
           records.values[index].vouches(for: record.stamp) {
            if !records.values[index].isSeen {
                records.values[index].isSeen = true
                seenCount += 1
            }
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
        guard seenCount < records.count else { return }
        let listed = paths()
        // Most builds forget nothing: every record is then one of the paths, which
        // counting the paths that have one tells without making a set of them.
        var recorded = 0
        // (`index(forKey:)` finds a path without copying its record out.)
        for path in listed where records.index(forKey: path) != nil { recorded += 1 }
        guard recorded != records.count else { return }
        let wanted = Set(listed)
        let kept = records.filter { wanted.contains($0.key) }
        if kept.count != records.count { isRewritten = true }
        records = kept
    }

    static func digest(of bytes: some DataProtocol) -> [UInt8] {
        Array(SHA256.hash(data: bytes))
    }

    private static func read(_ url: URL, maxBytes: Int) -> Data? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: maxBytes + 1), data.count <= maxBytes else { return nil }
        return data
    }

    // MARK: Storing

    private static let magic = Array("contentc-digests \(BuildCache.formatVersion)\n".utf8)

    /// The largest digests file read: far more than the records of the most
    /// files a content folder may hold (``ProjectLimits/maxEntries``).
    static let maxBytes = 64 << 20

    /// The records as bytes, in no particular order (they are read into a
    /// dictionary, the last record of a path counting).
    ///
    /// When records were only added or replaced since the file was read, the
    /// bytes are the file's with the changed records after its own, so that
    /// an edit does not encode every file's record again; the records are
    /// written anew whole when one was removed, or when the superseded ones
    /// would make more than a small part of the file.
    func encoded() -> [UInt8] {
        if !isRewritten, let stored, stored.count + changedPaths.count <= records.count + records.count / 32 + 16 {
            var writer = CacheByteWriter()
            writer.reserveCapacity(Self.encodedCount(of: changedPaths.lazy.map { ($0, records[$0]!) }))
            for path in changedPaths { Self.write(path, records[path]!, to: &writer) }
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
        writer.reserveCapacity(8 + Self.encodedCount(of: records.lazy.map { ($0.key, $0.value) }))
        writer.list(Array(records)) { writer, item in Self.write(item.key, item.value, to: &writer) }
        return CacheFile.seal(writer.bytes, magic: Self.magic)
    }

    /// The fewest bytes a record takes: its path's length, 6 integers, its
    /// digest's length and 32 bytes of digest, and a flag.
    private static let minimumRecordBytes = 8 + 6 * 8 + 8 + SHA256.byteCount + 1

    /// The bytes the records of `items` take.
    private static func encodedCount(of items: some Sequence<(String, Record)>) -> Int {
        // Each record is its path, 6 integers, a digest and a flag, each run after its length.
        items.reduce(0) { $0 + 8 * 8 + $1.0.utf8.count + $1.1.digest.count + 1 }
    }

    private static func write(_ path: String, _ record: Record, to writer: inout CacheByteWriter) {
        writer.string(path)
        let stamp = record.stamp
        writer.integer(stamp.device)
        writer.integer(stamp.inode)
        writer.integer(stamp.size)
        writer.integer(stamp.modified)
        writer.integer(stamp.changed)
        writer.integer(stamp.taken)
        writer.run(record.digest)
        writer.flag(record.isSettled)
    }

    /// The records `bytes` hold, or `nil` when they are not what ``encoded()`` wrote.
    init?(decoding bytes: [UInt8]) {
        guard let body = CacheFile.unseal(bytes, magic: Self.magic) else { return nil }
        var reader = CacheByteReader(bytes, range: body)
        do throws(CacheByteReader.Damaged) {
            let count = try reader.size(atMost: body.count)
            // Read straight into a dictionary sized once; a record takes at least
            // `minimumRecordBytes`, which bounds what a damaged count may reserve.
            var records: [String: Record] = [:]
            records.reserveCapacity(min(count, body.count / Self.minimumRecordBytes))
            for _ in 0..<count {
                let path = try reader.string()
                let stamp = FileStamp(device: try reader.integer(), inode: try reader.integer(), size: try reader.integer(),
                                      modified: try reader.integer(), changed: try reader.integer(), taken: try reader.integer())
                let digest = Array(try reader.run())
                guard digest.count == SHA256.byteCount else { throw CacheByteReader.Damaged() }
                // A path may have several records, the last of which counts.
                records[path] = Record(stamp: stamp, digest: digest, isSettled: try reader.flag())
            }
            guard reader.isAtEnd else { return nil }
            self.records = records
            stored = (bytes, body, count)
        } catch {
            return nil
        }
    }
}
