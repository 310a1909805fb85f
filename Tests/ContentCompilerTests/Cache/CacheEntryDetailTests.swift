@testable import ContentCompiler
import ContentRuntime
import Foundation
import Testing
import YAML

/// An entry read for its printed text leaves long diagnostics in its file,
/// and reads them from there only when they are asked for, and only from a
/// file that still begins as the one the text was read from.
@Suite struct CacheEntryDetailTests {
    /// The entries of a build of the shipped content with warnings, each
    /// written again with diagnostics longer than an entry read for its
    /// text reads at once: the files, and each one's diagnostics as the
    /// whole file gives them.
    static func entries() throws -> (workspace: BuildCacheTests.Workspace, entries: [(file: URL, detail: ArraySlice<UInt8>)]) {
        let workspace = try PrintedDiagnosticsTests.workspace()
        let folder = workspace.cache.folder
        var entries: [(file: URL, detail: ArraySlice<UInt8>)] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        where !name.hasSuffix(".json") && name != BuildCache.digestsName {
            let file = folder.appendingPathComponent(name)
            let bytes = [UInt8](try Data(contentsOf: file))
            guard let printed = CacheEntry(decoding: bytes, readingPrinted: true)?.printed,
                  var entry = CacheEntry(decoding: bytes) else { continue }
            // A long line under a diagnostic makes the diagnostics long.
            let location = try #require(entry.result.diagnostics.first?.location)
            entry.excerpts.append((location, SourceExcerpts.Excerpt(text: String(repeating: "x", count: 2 * CacheEntry.detailReadAtOnce),
                                                                     caretOffset: 0)))
            entry.printed = printed
            entry.printed?.encoded = []
            let written = entry.encoded()
            try Data(written).write(to: file)
            let whole = try #require(CacheEntry(decoding: written, readingPrinted: true)?.printed)
            entries.append((file, whole.encoded))
        }
        return (workspace, entries)
    }

    @Test func longDiagnosticsAreReadOnlyWhenAskedFor() throws {
        let (workspace, entries) = try Self.entries()
        #expect(entries.count >= 2)
        for (file, detail) in entries {
            let entry = try #require(CacheEntry(readingPrintedAt: file.path))
            let printed = try #require(entry.printed)
            #expect(printed.encoded.isEmpty)
            #expect(printed.unreadDetail != nil)
            #expect(detail.count > CacheEntry.detailReadAtOnce)
            #expect(CacheEntry.detail(of: printed).map(Array.init) == Array(detail))
            #expect(CacheEntry.detail(of: printed).flatMap(CacheEntry.readDiagnostics) != nil)
            // The same bytes written again (another file, renamed into place) still give them.
            try CacheFile.write([UInt8](try Data(contentsOf: file)), to: file)
            #expect(CacheEntry.detail(of: printed).map(Array.init) == Array(detail))
        }
        // A build asked for plain text still prints what a build without the cache prints,
        // a stray file among a folder's diagnostics making it read that folder's from the files.
        let plain = try workspace.build(cached: false)
        #expect(workspace.render(try workspace.build(cached: true, printsPlainText: true)) == workspace.render(plain))
        try workspace.writeStray()
        let printed = try workspace.build(cached: true, printsPlainText: true)
        #expect(printed.diagnostics.contains { $0.location.file.hasSuffix("sections/americas.yaml") })
        #expect(workspace.render(printed) == workspace.render(try workspace.build(cached: false)))
    }

    /// An entry replaced since its text was read, or cut short, gives no
    /// diagnostics from its file (the folder is then compiled again); a file
    /// cut short or damaged in its first part is not read at all.
    @Test func diagnosticsOfAnotherEntryAreNeverTaken() throws {
        let (workspace, entries) = try Self.entries()
        defer { withExtendedLifetime(workspace) {} }
        let (file, _) = try #require(entries.first)
        let (other, _) = try #require(entries.last)
        #expect(file != other)
        let printed = try #require(CacheEntry(readingPrintedAt: file.path)?.printed)
        let bytes = [UInt8](try Data(contentsOf: file))
        try CacheFile.write([UInt8](try Data(contentsOf: other)), to: file)
        #expect(CacheEntry.detail(of: printed) == nil)
        try CacheFile.write(Array(bytes.dropLast()), to: file)
        #expect(CacheEntry.detail(of: printed) == nil)
        #expect(CacheEntry(readingPrintedAt: file.path) == nil)
        try FileManager.default.removeItem(at: file)
        #expect(CacheEntry.detail(of: printed) == nil)
        #expect(CacheEntry(readingPrintedAt: file.path) == nil)
        // Damage in the first part, or a size that does not fit the file.
        for damage in [20, 30, 40] {
            var damaged = bytes
            damaged[damage] ^= 0x01
            try CacheFile.write(damaged, to: file)
            #expect(CacheEntry(readingPrintedAt: file.path) == nil, "byte \(damage)")
        }
        // Put back, it reads again.
        try CacheFile.write(bytes, to: file)
        #expect(CacheEntry(readingPrintedAt: file.path)?.printed?.text == printed.text)
    }
}
