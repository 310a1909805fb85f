import Foundation
import Testing

@testable import ContentCompiler

/// The digests file read as a table over its bytes (``StoredDigests``): every
/// path finds its last record, and a file that is not what the digests'
/// encoder wrote is refused whole, even under a checksum that holds.
@Suite struct StoredDigestsTests {
    private static func record(_ number: Int, version: Int = 0, settled: Bool = false) -> FileDigests.Record {
        FileDigests.Record(stamp: FileStamp(device: 3, inode: Int64(number), size: Int64(number % 997), modified: Int64(version),
                                            changed: Int64(version) + 1, taken: Int64(version) + FileStamp.settlingTime + 1),
                           digest: (0..<32).map { UInt8(truncatingIfNeeded: number &* 31 &+ $0 &+ version) }, isSettled: settled)
    }

    /// Paths that share long prefixes, differ in one byte, hold non-ASCII letters, or are empty.
    /// (Not two spellings of one path in Unicode's eyes: records made in a run are kept by
    /// `String`, which holds them equal.)
    private static let paths: [String] = (0..<1_500).map { "content/books/book-\($0 / 15)/ideas/idea-\($0 % 15).yaml" }
        + ["", "a", "b", "content/books/é/idea.yaml", "content/books/ü/idea.yaml", "content/书/想法.yaml"]

    @Test func everyPathFindsItsRecordAndNoOtherPathFindsOne() throws {
        var made = FileDigests()
        for (number, path) in Self.paths.enumerated() { made.record(Self.record(number, settled: number % 3 == 0), for: path) }
        var read = try #require(FileDigests(decoding: made.encoded()))
        #expect(read.records == made.records)
        #expect(read.records.count == Self.paths.count)
        for (number, path) in Self.paths.enumerated() {
            let record = Self.record(number, settled: number % 3 == 0)
            var now = record.stamp
            now.taken += 1
            let found = read.digest(ofFileAt: "/nonexistent/\(number)", path: path, maxBytes: 1 << 20, stamp: now)
            #expect(found.map(Array.init) == record.digest, "\(path)")
        }
        // Nothing was read or changed: every record was looked up from the file.
        #expect(!read.hasChanges)
        var asked = false
        read.keep { asked = true; return [] }
        #expect(!asked)
        // A path with no record is read from disk, and there is none here.
        #expect(read.digest(ofFileAt: "/nonexistent/x", path: "content/books/book-0/ideas/idea-15.yaml", maxBytes: 1 << 20,
                            stamp: Self.record(0).stamp) == nil)
    }

    @Test func theLastRecordOfAPathCountsAndACarriedFileKeepsItsRecordsByteForByte() throws {
        var made = FileDigests()
        for number in 0..<40 { made.record(Self.record(number), for: "f\(number)") }
        let first = made.encoded()
        var edited = try #require(FileDigests(decoding: first))
        edited.record(Self.record(5, version: 9), for: "f5")
        edited.record(Self.record(99), for: "f99")
        let second = edited.encoded()
        var read = try #require(FileDigests(decoding: second))
        #expect(read.records["f5"] == Self.record(5, version: 9))
        #expect(read.records.count == 41)
        // Forgetting one rewrites the file: the records kept are the ones read, each once.
        read.keep { (0..<40).filter { $0 != 7 }.map { "f\($0)" } + ["f99"] }
        let third = read.encoded()
        let rewritten = try #require(FileDigests(decoding: third))
        #expect(rewritten.records == read.records)
        #expect(rewritten.records["f7"] == nil)
        var fresh = FileDigests()
        for (path, record) in read.records { fresh.record(record, for: path) }
        #expect(third.count == fresh.encoded().count)
    }

    /// Bodies that a checksum cannot catch, since they are sealed as written:
    /// each is refused, and the build that reads one hashes its files anew.
    @Test func aWellSealedFileThatIsNotWhatTheEncoderWroteIsRefused() throws {
        var made = FileDigests()
        for number in 0..<3 { made.record(Self.record(number), for: "p\(number)") }
        let good = made.encoded()
        let magicCount = try #require(good.firstIndex(of: UInt8(ascii: "\n"))) + 1
        let body = Array(good[magicCount..<(good.count - CacheFile.checksumCount)])
        let magic = Array(good[..<magicCount])
        func sealed(_ body: [UInt8]) -> [UInt8] { CacheFile.sealed(magic + body) }
        func integer(_ value: Int64) -> [UInt8] { withUnsafeBytes(of: value.littleEndian, Array.init) }
        #expect(FileDigests(decoding: sealed(body)) != nil)
        // A record: path length, path, 6 integers, digest length, 32 bytes, flag.
        let recordCount = 8 + 2 + 48 + 8 + 32 + 1
        let first = 8
        var damaged: [(String, [UInt8])] = []
        damaged.append(("more records than the body holds", integer(4) + body.dropFirst(8)))
        damaged.append(("a count past the body", integer(Int64(Int32.max)) + body.dropFirst(8)))
        damaged.append(("a negative count", integer(-1) + body.dropFirst(8)))
        damaged.append(("fewer records than the body holds", integer(2) + body.dropFirst(8)))
        damaged.append(("a byte after the last record", body + [0]))
        damaged.append(("a record cut short", Array(body.dropLast(1))))
        var flag = body
        flag[first + recordCount - 1] = 2
        damaged.append(("a flag that is neither 0 nor 1", flag))
        var digestLength = body
        digestLength.replaceSubrange((first + 8 + 2 + 48)..<(first + 8 + 2 + 56), with: integer(31))
        damaged.append(("a digest of 31 bytes", digestLength))
        var pathLength = body
        pathLength.replaceSubrange(first..<(first + 8), with: integer(Int64(body.count)))
        damaged.append(("a path longer than the body", pathLength))
        var text = body
        text[first + 8] = 0xFF
        damaged.append(("a path that is not UTF-8", text))
        for (what, bytes) in damaged {
            #expect(FileDigests(decoding: sealed(bytes)) == nil, "\(what)")
        }
        // And a good body under a wrong checksum.
        var unsealed = good
        unsealed[unsealed.count - 1] ^= 1
        #expect(FileDigests(decoding: unsealed) == nil)
    }
}
