@testable import ContentCompiler
import Testing

/// The cache's checksum is XXH64 with seed 0, and a sealed file with any byte
/// changed, cut short or lengthened is not unsealed.
@Suite struct CacheChecksumTests {
    /// XXH64 (seed 0) of the first `count` bytes of ``sample``, as the xxHash
    /// library 0.8.1 (libxxhash.so) computes them.
    static let expected: [(count: Int, checksum: UInt64)] = [
        (0, 0xEF46_DB37_51D8_E999), (1, 0x1F25_C8D0_BC1F_4BB6), (3, 0x31D2_363F_52E5_64C9), (4, 0x9BB6_4B7D_66EE_9FDA),
        (7, 0x9A7B_1499_59CE_60D8), (8, 0xDAB9_9D95_C6F9_0092), (9, 0x170B_B6BF_975B_4C02), (15, 0x1B47_CB82_43CC_8E32),
        (16, 0x4348_5023_2B78_7BE2), (31, 0xA2AA_5F33_CC4A_6119), (32, 0x23C3_C17E_F790_FD97), (33, 0x50A7_CFC7_BA58_8784),
        (63, 0x5E3E_54B4_31C7_493C), (64, 0x0EB6_4B3E_F6EE_B01F), (65, 0xA383_B724_B2BD_12F1), (100, 0xA61F_8D4C_170F_E531),
        (257, 0xB7B6_04F7_E4F8_22FA), (1000, 0x5F23_5FA0_33F1_A3FB),
    ]

    /// Bytes `(i * 7 + 3) % 256`.
    static let sample: [UInt8] = (0..<1000).map { UInt8((($0 * 7) + 3) % 256) }

    @Test func itIsXXH64() {
        for (count, checksum) in Self.expected {
            #expect(CacheChecksum.of(Self.sample[..<count]) == checksum, "\(count) bytes")
        }
        #expect(CacheChecksum.of(Array("a".utf8)[...]) == 0xD24E_C4F1_A98C_6E5B)
        #expect(CacheChecksum.of(Array("abc".utf8)[...]) == 0x44BC_2CF5_AD77_0999)
        #expect(CacheChecksum.of(Array("Nobody inspects the spammish repetition".utf8)[...]) == 0xFBCE_A83C_8A37_8BF1)
    }

    @Test func aSlicePartWayIntoAnArrayIsChecksummedByItsOwnBytes() {
        let slice = Self.sample[5..<105]
        #expect(CacheChecksum.of(slice) == CacheChecksum.of(Array(slice)[...]))
    }

    @Test func aDamagedSealedFileIsNotUnsealed() {
        let magic = Array("contentc-test 1\n".utf8)
        let body = Array(Self.sample[..<300])
        let sealed = CacheFile.seal(body, magic: magic)
        #expect(sealed.count == magic.count + body.count + CacheFile.checksumCount)
        #expect(CacheFile.unseal(sealed, magic: magic) == magic.count..<(magic.count + body.count))
        #expect(CacheFile.unseal(sealed, magic: Array("contentc-test 2\n".utf8)) == nil)
        for index in sealed.indices {
            for flip: UInt8 in [1, 0x80, 0xFF] {
                var damaged = sealed
                damaged[index] ^= flip
                #expect(CacheFile.unseal(damaged, magic: magic) == nil, "byte \(index) flipped by \(flip)")
            }
        }
        for count in 0..<sealed.count {
            #expect(CacheFile.unseal(Array(sealed[..<count]), magic: magic) == nil, "cut to \(count) bytes")
        }
        #expect(CacheFile.unseal(sealed + [0], magic: magic) == nil)
    }

    /// A file sealed in two parts: a byte changed in the head or its frame
    /// refuses the whole file; one changed in the tail refuses the tail alone;
    /// a file cut short or lengthened is refused.
    @Test func aDamagedFileSealedInTwoPartsIsNotUnsealed() {
        let magic = Array("contentc-test 1\n".utf8)
        let head = Array(Self.sample[..<120]), tail = Array(Self.sample[120..<300])
        let sealed = CacheFile.seal(head: head, tail: tail, magic: magic)
        let parts = CacheFile.unsealHead(sealed, magic: magic)
        #expect(parts.map { Array(sealed[$0.head]) } == head)
        #expect(parts.flatMap { CacheFile.unsealTail(sealed[$0.tail]) }.map(Array.init) == tail)
        #expect(CacheFile.unsealHead(sealed, magic: Array("contentc-test 2\n".utf8)) == nil)
        let tailStart = sealed.count - tail.count - CacheFile.checksumCount
        for index in sealed.indices {
            for flip: UInt8 in [1, 0x80, 0xFF] {
                var damaged = sealed
                damaged[index] ^= flip
                let found = CacheFile.unsealHead(damaged, magic: magic)
                if index < tailStart {
                    #expect(found == nil, "byte \(index) flipped by \(flip)")
                } else {
                    #expect(found.map { Array(damaged[$0.head]) } == head, "byte \(index) flipped by \(flip)")
                    #expect(found.flatMap { CacheFile.unsealTail(damaged[$0.tail]) } == nil, "byte \(index) flipped by \(flip)")
                }
            }
        }
        for count in 0..<sealed.count {
            #expect(CacheFile.unsealHead(Array(sealed[..<count]), magic: magic) == nil, "cut to \(count) bytes")
        }
        #expect(CacheFile.unsealHead(sealed + [0], magic: magic) == nil)
        // Sizes that overflow when added, under a checksum that holds.
        var frame = magic
        for size in [Int64.max, Int64.max] { withUnsafeBytes(of: size.littleEndian) { frame += $0 } }
        #expect(CacheFile.unsealHead(CacheFile.sealed(frame) + [UInt8](repeating: 0, count: 8), magic: magic) == nil)
    }
}
