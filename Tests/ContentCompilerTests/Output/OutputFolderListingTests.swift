@testable import ContentCompiler
import ContentTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The output folder's listing finds every file by the bytes of its name:
/// one whose name is not valid UTF-8 is examined and, inside a folder so
/// named, listed too, its path reading U+FFFD for the invalid bytes.
@Suite struct OutputFolderListingTests {
    /// `relative` under `folder` as the file system spells it, NUL-terminated.
    static func onDisk(_ folder: URL, _ relative: [UInt8]) -> [CChar] {
        (Array(folder.path.utf8) + [0x2F] + relative + [0]).map { CChar(bitPattern: $0) }
    }

    @Test func namesThatAreNotUTF8AreListedAndExamined() throws {
        let temporary = try TemporaryFolder()
        let out = temporary.path("out")
        try FileManager.default.createDirectory(at: out.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try Data("z".utf8).write(to: out.appendingPathComponent("sub/ok.json"))
        let file = Self.onDisk(out, [0x61, 0xFF, 0x62])
        let folder = Self.onDisk(out, [0x64, 0xFE])
        let inner = Self.onDisk(out, [0x64, 0xFE, 0x2F, 0x69, 0x6E])
        #expect(mkdir(folder, 0o755) == 0)
        for path in [file, inner] {
            let descriptor = open(path, O_CREAT | O_WRONLY, 0o644)
            #expect(descriptor >= 0)
            #expect(write(descriptor, "x", 1) == 1)
            close(descriptor)
        }
        defer {
            unlink(file)
            unlink(inner)
            rmdir(folder)
        }

        let entries = OutputFolder.filesInside(out)
        #expect(entries.map(\.path) == ["a\u{FFFD}b", "d\u{FFFD}/in", "sub/ok.json"])
        #expect(entries.map(\.isRegularFile) == [true, true, true])
        #expect(entries.map { $0.stamp?.size } == [1, 1, 1])
        try OutputFolder.requireWritable(out)
    }

    /// Which paths are the bundles contentc writes, told by their characters,
    /// odd ones included (line breaks, combining marks, other scripts).
    @Test(arguments: [
        "index.json", "books/b.json", "courses/c.json", "books/.json", "books/json", "books/b.JSON", "book/b.json",
        "books/b.json/", "/books/b.json", "books//b.json", "books/x/b.json", "notes.txt", "books", "", "courses/c.json.bak",
        "books/\r\n.json", "books/b\r.json", "books/Zürich.json", "books/b.json\u{301}", "books/\u{600}.json",
        "bööks/b.json", "books/b.jsoñ", "courses/東京.json", "index.json/", "books/b.json\n",
    ])
    func aBundlePathIsToldAsByItsCharacters(_ path: String) {
        let parts = path.split(separator: "/")
        let byCharacters = path == "index.json"
            || parts.count == 2 && (parts[0] == "books" || parts[0] == "courses") && parts[1].hasSuffix(".json")
        #expect(OutputFolder.isBundlePath(path) == byCharacters)
    }
}
