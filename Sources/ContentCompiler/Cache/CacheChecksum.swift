/// The checksum that seals each file of the build cache and the record beside
/// the output folder (``CacheFile``): XXH64 with seed 0, as the xxHash
/// library computes it (tested against its values).
///
/// It tells a file cut short, torn, damaged or of another kind from the one
/// written: a change of any of its bytes gives another checksum but for a
/// chance of 1 in 2^64. It is not a defence against someone who means to
/// forge a file: anyone who can write the cache can write a file whose
/// checksum matches, as they could write a matching SHA-256. The cache is
/// the user's own, like the output folder beside it; where a digest is an
/// identity (content digests in cache keys, bundles' digests), it is SHA-256.
enum CacheChecksum {
    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

    /// The checksum of `bytes`.
    static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let count = bytes.count
        var offset = 0
        var hash: UInt64
        if count >= 32 {
            var lane1 = prime1 &+ prime2, lane2 = prime2, lane3: UInt64 = 0, lane4 = 0 &- prime1
            while offset + 32 <= count {
                lane1 = round(lane1, word(bytes, offset))
                lane2 = round(lane2, word(bytes, offset + 8))
                lane3 = round(lane3, word(bytes, offset + 16))
                lane4 = round(lane4, word(bytes, offset + 24))
                offset += 32
            }
            hash = rotate(lane1, 1) &+ rotate(lane2, 7) &+ rotate(lane3, 12) &+ rotate(lane4, 18)
            hash = merge(merge(merge(merge(hash, lane1), lane2), lane3), lane4)
        } else {
            hash = prime5
        }
        hash &+= UInt64(count)
        while offset + 8 <= count {
            hash = rotate(hash ^ round(0, word(bytes, offset)), 27) &* prime1 &+ prime4
            offset += 8
        }
        if offset + 4 <= count {
            let half = UInt64(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
            hash = rotate(hash ^ (half &* prime1), 23) &* prime2 &+ prime3
            offset += 4
        }
        while offset < count {
            hash = rotate(hash ^ (UInt64(bytes[offset]) &* prime5), 11) &* prime1
            offset += 1
        }
        hash ^= hash >> 33
        hash &*= prime2
        hash ^= hash >> 29
        hash &*= prime3
        hash ^= hash >> 32
        return hash
    }

    /// The checksum of `bytes`.
    static func of(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.withUnsafeBytes { of($0) }
    }

    @inline(__always)
    private static func word(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    @inline(__always)
    private static func round(_ lane: UInt64, _ input: UInt64) -> UInt64 {
        rotate(lane &+ input &* prime2, 31) &* prime1
    }

    @inline(__always)
    private static func merge(_ hash: UInt64, _ lane: UInt64) -> UInt64 {
        (hash ^ round(0, lane)) &* prime1 &+ prime4
    }

    @inline(__always)
    private static func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 {
        value << count | value >> (64 - count)
    }
}
