@testable import ContentCompiler
import ContentTestSupport
import Foundation
import Testing

/// A cache file is written through a temporary file renamed into place: an
/// existing file is replaced whole, nothing is left beside it, and a file
/// that cannot be put in place is reported with its temporary file removed.
/// It is read whole, within a bound, and only when it is a regular file.
@Suite struct CacheFileTests {
    @Test func writingOverAFileReplacesItAndLeavesNothingBesideIt() throws {
        let folder = try TemporaryFolder(prefix: "contentc-cache-file")
        let url = folder.url.appendingPathComponent("entry")
        try CacheFile.write(Array(repeating: 1, count: 5_000), to: url)
        try CacheFile.write(Array("short".utf8), to: url)
        #expect(CacheFile.contents(of: url) == Array("short".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["entry"])
    }

    @Test func aLinkWhereTheFileGoesIsReplacedNotFollowed() throws {
        let folder = try TemporaryFolder(prefix: "contentc-cache-file")
        let elsewhere = folder.url.appendingPathComponent("elsewhere")
        try Data("kept".utf8).write(to: elsewhere)
        let url = folder.url.appendingPathComponent("entry")
        try FileManager.default.createSymbolicLink(at: url, withDestinationURL: elsewhere)
        try CacheFile.write(Array("new".utf8), to: url)
        #expect(try String(contentsOf: elsewhere, encoding: .utf8) == "kept")
        #expect(CacheFile.contents(of: url) == Array("new".utf8))
    }

    @Test func aFolderWhereTheFileGoesIsAnErrorAndTheTemporaryFileIsRemoved() throws {
        let folder = try TemporaryFolder(prefix: "contentc-cache-file")
        let url = folder.url.appendingPathComponent("entry")
        try FileManager.default.createDirectory(at: url.appendingPathComponent("inside"), withIntermediateDirectories: true)
        #expect(throws: OutputError.self) { try CacheFile.write(Array("new".utf8), to: url) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["entry"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: url.path) == ["inside"])
    }

    @Test(arguments: [0, 1, 4095, 4096, 4097, 65536, 65537, 1 << 20])
    func aRegularFileIsReadWhole(size: Int) throws {
        let folder = try TemporaryFolder(prefix: "contentc-cache-file")
        let file = folder.path("file")
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 7) }
        try Data(bytes).write(to: file)
        #expect(CacheFile.contents(of: file) == bytes)
        #expect(CacheFile.contents(of: file, maxBytes: size) == bytes)
        #expect(CacheFile.contents(of: file, maxBytes: size - 1) == nil)
    }

    @Test func whatIsNotARegularFileIsNotRead() throws {
        let folder = try TemporaryFolder(prefix: "contentc-cache-file")
        let file = folder.path("file")
        try Data("sealed".utf8).write(to: file)
        let link = folder.path("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)
        #expect(CacheFile.contents(of: link) == nil)
        #expect(CacheFile.contents(of: folder.path("missing")) == nil)
        let inner = folder.path("folder")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: false)
        #expect(CacheFile.contents(of: inner) == nil)
        #expect(CacheFile.contents(of: file) == Array("sealed".utf8))
    }
}
