@testable import ContentCompiler
import Foundation
import Testing

/// An entry given the stamps a later build found its files' digests under
/// (``CacheEntry/restamped(_:key:from:to:)``) keeps everything else as it was:
/// its key, its digests, its result, and its diagnostics byte for byte under
/// their own checksum. An entry that is not the one read, or is damaged, is
/// not restamped.
@Suite struct CacheEntryRestampTests {
    /// `files`, an entry's files, with each stamp taken a second later and settled.
    static func restamping(_ files: [UInt8]) throws -> [UInt8] {
        var reader = CacheByteReader(files, range: files.indices)
        var writer = CacheByteWriter()
        let count = try reader.integer()
        writer.integer(count)
        for _ in 0..<count {
            writer.string(try reader.string())
            writer.run(try reader.run())
            var stamp = try reader.stamp()
            stamp.taken += 1_000_000_000
            writer.stamp(stamp)
            _ = try reader.flag()
            writer.flag(true)
        }
        #expect(reader.isAtEnd)
        return writer.bytes
    }

    @Test func aRestampedEntryChangesOnlyItsStamps() throws {
        // Entries with diagnostics long enough to be left in their files when their text is read.
        let (workspace, entries) = try CacheEntryDetailTests.entries()
        defer { withExtendedLifetime(workspace) {} }
        #expect(entries.count >= 2)
        for (file, detail) in entries {
            let bytes = [UInt8](try Data(contentsOf: file))
            let entry = try #require(CacheEntry(decoding: bytes))
            let text = try #require(CacheEntry(decoding: bytes, readingPrinted: true)?.printed?.text)
            let files = try Self.restamping(entry.files)
            #expect(files != entry.files)
            let restamped = try #require(CacheEntry.restamped(bytes, key: entry.key, from: entry.files, to: files))
            let read = try #require(CacheEntry(decoding: restamped.bytes))
            #expect(read.files == files)
            #expect(read.key == entry.key)
            #expect(read.dependencies == entry.dependencies)
            #expect(read.result.diagnostics == entry.result.diagnostics)
            #expect(read.result.bundle?.sha256 == entry.result.bundle?.sha256)
            #expect(read.excerpts.count == entry.excerpts.count)
            #expect(CacheEntry(decoding: restamped.bytes, readingPrinted: true)?.printed?.text == text)
            // The diagnostics are carried as they were, and are read from the file written.
            #expect(restamped.bytes.count == bytes.count)
            #expect(restamped.bytes[restamped.sealedHeadEnd...] == bytes[restamped.sealedHeadEnd...])
            try CacheFile.write(restamped.bytes, to: file)
            let printed = try #require(CacheEntry(readingPrintedAt: file.path)?.printed)
            #expect(printed.unreadDetail?.sealedHead.elementsEqual(restamped.bytes[..<restamped.sealedHeadEnd]) == true)
            #expect(CacheEntry.detail(of: printed).map(Array.init) == Array(detail))

            // Files that are not the entry's, or not as long as they are: not restamped.
            #expect(CacheEntry.restamped(bytes, key: entry.key, from: files, to: files) == nil)
            #expect(CacheEntry.restamped(bytes, key: entry.key, from: entry.files, to: files + [0]) == nil)
            // The same files under another key (other rule settings, another compiler): another
            // entry, which a build that read this one does not restamp.
            var foreign = bytes
            let (head, _) = try #require(CacheFile.unsealHead(bytes, magic: CacheEntry.magic))
            foreign[head.lowerBound + 8] ^= 1
            CacheFile.resealHead(&foreign, head: head)
            #expect(CacheEntry(decoding: foreign).map { $0.key != entry.key && $0.files == entry.files } == true)
            #expect(CacheEntry.restamped(foreign, key: entry.key, from: entry.files, to: files)?.sealedHeadEnd == nil)
            // A damaged or truncated file: not restamped.
            var damaged = bytes
            damaged[CacheEntry.magic.count + 20] ^= 1
            #expect(CacheEntry.restamped(damaged, key: entry.key, from: entry.files, to: files) == nil)
            #expect(CacheEntry.restamped(Array(bytes.prefix(restamped.sealedHeadEnd - 1)), key: entry.key, from: entry.files, to: files) == nil)
            #expect(CacheEntry.restamped([], key: entry.key, from: entry.files, to: files) == nil)
        }
    }
}
