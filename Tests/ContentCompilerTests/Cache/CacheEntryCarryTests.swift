@testable import ContentCompiler
import Foundation
import Testing

/// An entry given its bundle carried to another version
/// (``CacheEntry/carried(_:key:from:to:)``) keeps everything else as it was:
/// its key, its files, its result, its printed text and its diagnostics. An
/// entry that is not the one read, or is damaged, is not rewritten.
@Suite struct CacheEntryCarryTests {
    @Test func aCarriedEntryChangesOnlyItsBundle() throws {
        // Entries with diagnostics, long enough to be left in their files when their text is read.
        let (workspace, entries) = try CacheEntryDetailTests.entries()
        defer { withExtendedLifetime(workspace) {} }
        #expect(entries.count >= 2)
        for (file, _) in entries {
            let bytes = [UInt8](try Data(contentsOf: file))
            let entry = try #require(CacheEntry(decoding: bytes))
            let text = try #require(CacheEntry(decoding: bytes, readingPrinted: true)?.printed?.text)
            let stored = try #require(entry.result.bundle)
            let data = try Data(contentsOf: file.deletingLastPathComponent()
                .appendingPathComponent(BuildCache.bundleName(ofEntryNamed: file.lastPathComponent)))
            let carried = try #require(stored.reading(data)?.carried(to: "10.20.30-rc.1"))
            #expect(carried.sha256 != stored.sha256)

            let carriedEntry = try #require(CacheEntry.carried(bytes, key: entry.key, from: stored, to: carried))
            let rewritten = carriedEntry.bytes
            let (newHead, _) = try #require(CacheFile.unsealHead(rewritten, magic: CacheEntry.magic))
            #expect(carriedEntry.sealedHeadEnd == newHead.upperBound + CacheFile.checksumCount)
            let read = try #require(CacheEntry(decoding: rewritten))
            #expect(read.key == entry.key)
            #expect(read.files == entry.files)
            #expect(read.dependencies == entry.dependencies)
            #expect(read.result.isDecoded == entry.result.isDecoded)
            #expect(read.result.bookNumber?.slug == entry.result.bookNumber?.slug)
            #expect(read.result.dependencies == entry.result.dependencies)
            #expect(read.result.diagnostics == entry.result.diagnostics)
            #expect(read.excerpts.count == entry.excerpts.count)
            #expect(CacheEntry(decoding: rewritten, readingPrinted: true)?.printed?.text == text)
            let bundle = try #require(read.result.bundle)
            #expect(bundle.contentVersion == "10.20.30-rc.1")
            #expect(bundle.sha256 == carried.sha256)
            #expect(bundle.byteCount == carried.byteCount)
            #expect(bundle.versionRange == carried.versionRange)
            #expect(bundle.reading(carried.data) != nil)

            // Not the bundle the entry names (another build replaced the file), or another key: not rewritten.
            #expect(CacheEntry.carried(rewritten, key: entry.key, from: stored, to: carried)?.sealedHeadEnd == nil)
            #expect(CacheEntry.carried(bytes, key: entry.key + [0], from: stored, to: carried)?.sealedHeadEnd == nil)
            // A damaged or truncated file, in either part: not rewritten.
            let (head, tail) = try #require(CacheFile.unsealHead(bytes, magic: CacheEntry.magic))
            var damagedHead = bytes
            damagedHead[head.lowerBound + 4] ^= 1
            #expect(CacheEntry.carried(damagedHead, key: entry.key, from: stored, to: carried)?.sealedHeadEnd == nil)
            var damagedTail = bytes
            damagedTail[tail.lowerBound] ^= 1
            #expect(CacheEntry.carried(damagedTail, key: entry.key, from: stored, to: carried)?.sealedHeadEnd == nil)
            #expect(CacheEntry.carried(Array(bytes.dropLast()), key: entry.key, from: stored, to: carried)?.sealedHeadEnd == nil)
            #expect(CacheEntry.carried([], key: entry.key, from: stored, to: carried)?.sealedHeadEnd == nil)
        }
    }
}
