/// A build that raises only the content version carries each cached bundle
/// to it (``EncodedBundle/carried(to:)``): the bytes read from the cache and
/// checked against their digest, the version replaced, the digest taken
/// again. Were the entry left naming the bundle at the version it was
/// compiled at, every later build would do the same for every cached folder
/// until each is compiled again (at 1×, 20 MB read and hashed twice, a build
/// with nothing changed taking 41 ms of processor time instead of 16). So the
/// first build that carries a bundle stores it, carried, in its entry's
/// place (``carried(_:key:from:to:)``); the entry is otherwise the same.
extension CacheEntry {
    /// The bytes of an entry's file, `bytes`, naming `carried` as its bundle
    /// where it named `stored`, the same bundle at another version; its other
    /// fields and its diagnostics (the second part) are carried as they are,
    /// each part sealed again. Also where the first part's checksum ends, as
    /// ``PrintedFolder/UnreadDetail/sealedHead`` needs it.
    ///
    /// `nil` when `bytes` are not a whole, undamaged entry's file, or its key
    /// is not `key`, or it does not name `stored` (another build replaced
    /// the file since it was read).
    static func carried(_ bytes: [UInt8], key: [UInt8], from stored: EncodedBundle, to carried: EncodedBundle)
        -> (bytes: [UInt8], sealedHeadEnd: Int)? {
        guard let (head, sealedTail) = CacheFile.unsealHead(bytes, magic: magic),
              let tail = CacheFile.unsealTail(bytes[sealedTail]) else { return nil }
        var reader = CacheByteReader(bytes, range: head)
        let bundleField: Range<Int>
        do throws(CacheByteReader.Damaged) {
            guard try readLeadingFields(&reader).key == key else { return nil }
            let start = reader.offset
            guard let named = try readBundle(&reader), named.kind == stored.kind, named.id == stored.id,
                  named.sha256 == stored.sha256, named.contentVersion == stored.contentVersion,
                  named.byteCount == stored.byteCount else { return nil }
            bundleField = start..<reader.offset
        } catch {
            return nil
        }
        var field = CacheByteWriter()
        write(carried, to: &field)
        let newHead = Array(bytes[head.lowerBound..<bundleField.lowerBound]) + field.bytes
            + Array(bytes[bundleField.upperBound..<head.upperBound])
        let sealed = CacheFile.seal(head: newHead, tail: Array(tail), magic: magic)
        return (sealed, magic.count + 16 + newHead.count + CacheFile.checksumCount)
    }
}
