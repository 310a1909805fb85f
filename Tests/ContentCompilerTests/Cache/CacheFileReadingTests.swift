@testable import ContentCompiler
import ContentTestSupport
import Foundation
import Testing

/// The cache's files are read whole, with a bound, and only when they are
/// regular files: the read stops at the first short read of the file's end.
@Suite struct CacheFileReadingTests {
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
