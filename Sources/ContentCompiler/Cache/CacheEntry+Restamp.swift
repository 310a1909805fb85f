/// An entry whose files' stamps could not vouch for them when it was stored
/// (a file saved just before the build that compiled its folder, within the
/// file system's clock tick of the build's fence) is found by its files'
/// digests instead, which reads the digests of the whole project on every
/// build. Once a later build has found each file's digest to be the entry's
/// under a stamp that can be trusted, the entry is given those stamps
/// (``restamped(_:key:from:to:)``): the next builds find it by its stamps
/// alone. Only the stamps change, never the digests or the result.
extension CacheEntry {
    /// The bytes of an entry's file, `bytes`, with its files (``files``)
    /// given as `files` instead of `expected`, at the same size, and the
    /// checksum of its first part written again; its diagnostics, which a
    /// build may not have read, are carried as they are, under their own
    /// checksum. Also where the first part's checksum ends, as
    /// ``PrintedFolder/UnreadDetail/sealedHead`` needs it.
    ///
    /// `nil` when `bytes` are not an entry's file whose first part is whole,
    /// or its key is not `key` or its files are not `expected` (another build
    /// replaced the file since it was read: the same files under other rule
    /// settings or another compiler are another entry), or `files` is not as
    /// long as they are.
    static func restamped(_ bytes: [UInt8], key: [UInt8], from expected: [UInt8], to files: [UInt8])
        -> (bytes: [UInt8], sealedHeadEnd: Int)? {
        guard expected.count == files.count, let (head, _) = CacheFile.unsealHead(bytes, magic: magic) else { return nil }
        var reader = CacheByteReader(bytes, range: head)
        let range: Range<Int>
        do throws(CacheByteReader.Damaged) {
            guard try reader.matches(key) else { return nil }
            range = try reader.run().indices
        } catch {
            return nil
        }
        guard bytes[range].elementsEqual(expected) else { return nil }
        var restamped = bytes
        restamped.replaceSubrange(range, with: files)
        CacheFile.resealHead(&restamped, head: head)
        return (restamped, head.upperBound + CacheFile.checksumCount)
    }
}
