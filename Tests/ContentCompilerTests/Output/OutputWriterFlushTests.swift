@testable import ContentCompiler
import ContentTestSupport
import Foundation
import Testing

/// The staged folders' flushes started before the writer finishes: the
/// folder is replaced as without them, a file staged after them included,
/// and a check writes nothing.
@Suite struct OutputWriterFlushTests {
    /// An output folder holding an index and one book.
    static func folder() throws -> (TemporaryFolder, URL) {
        let parent = try TemporaryFolder(prefix: "contentc-writer-flush")
        let out = parent.path("out")
        try FileManager.default.createDirectory(at: out.appendingPathComponent("books"), withIntermediateDirectories: true)
        try Data("{\"index\": 1}\n".utf8).write(to: out.appendingPathComponent("index.json"))
        try Data("{\"book\": 1}\n".utf8).write(to: out.appendingPathComponent("books/kept.json"))
        return (parent, out)
    }

    static func contents(of folder: URL) -> [String: String] {
        Dictionary(uniqueKeysWithValues: OutputFolder.filesInside(folder).map { entry in
            (entry.path, (try? String(contentsOf: folder.appendingPathComponent(entry.path), encoding: .utf8)) ?? "")
        })
    }

    @Test func aFolderFlushedEarlyIsReplacedWithEveryFileGiven() throws {
        let (parent, out) = try Self.folder()
        let writer = OutputWriter(out, mode: .write)
        writer.add("books/kept.json", data: Data("{\"book\": 1}\n".utf8))
        writer.add("books/new.json", data: Data("{\"book\": 2}\n".utf8))
        writer.flushFolders()
        // Given after the flushes started: its folder is flushed by the finish.
        writer.add("courses/late.json", data: Data("{\"course\": 1}\n".utf8))
        writer.add("index.json", data: Data("{\"index\": 2}\n".utf8))
        writer.flushFolders()
        let changes = try writer.finish()
        #expect(changes.map(\.path) == ["books/new.json", "courses/late.json", "index.json"])
        #expect(Self.contents(of: out) == [
            "books/kept.json": "{\"book\": 1}\n", "books/new.json": "{\"book\": 2}\n",
            "courses/late.json": "{\"course\": 1}\n", "index.json": "{\"index\": 2}\n",
        ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.url.path).filter { $0.contains("contentc-new") }.isEmpty)
    }

    /// Finished on another thread, the folder is replaced as ``OutputWriter/finish(warn:)``
    /// replaces it, and what it would throw is its outcome.
    @Test func aFolderFinishedInTheBackgroundIsReplacedAsByFinish() throws {
        let (parent, out) = try Self.folder()
        defer { withExtendedLifetime(parent) {} }
        let writer = OutputWriter(out, mode: .write)
        writer.add("books/new.json", data: Data("{\"book\": 2}\n".utf8))
        writer.add("index.json", data: Data("{\"index\": 2}\n".utf8))
        writer.flushFolders()
        let (warnings, outcome) = writer.finishInBackground().value
        #expect(warnings.isEmpty)
        #expect(try outcome.get().map(\.description) == ["no longer produced: books/kept.json", "missing: books/new.json", "out of date: index.json"])
        #expect(Self.contents(of: out) == ["books/new.json": "{\"book\": 2}\n", "index.json": "{\"index\": 2}\n"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.url.path).filter { $0.contains("contentc-new") }.isEmpty)

        // A file contentc did not write: the write fails, and the folder is left as it was.
        try Data("notes\n".utf8).write(to: out.appendingPathComponent("notes.txt"))
        let before = Self.contents(of: out)
        let refusing = OutputWriter(out, mode: .write)
        refusing.add("index.json", data: Data("{\"index\": 3}\n".utf8))
        let refused = refusing.finishInBackground().value
        #expect(refused.warnings.isEmpty)
        guard case .failure(let error) = refused.changes else {
            Issue.record("a folder holding a file contentc did not write was replaced")
            return
        }
        #expect(error.message.contains("notes.txt was not written by contentc"), "\(error.message)")
        #expect(Self.contents(of: out) == before)
    }

    @Test func aCheckFlushesNothingAndWritesNothing() throws {
        let (parent, out) = try Self.folder()
        let before = Self.contents(of: out)
        #expect(before.count == 2)
        let writer = OutputWriter(out, mode: .check)
        writer.add("books/new.json", data: Data("{}\n".utf8))
        writer.flushFolders()
        let changes = try writer.finish()
        #expect(changes.map(\.description) == ["no longer produced: books/kept.json", "missing: books/new.json", "no longer produced: index.json"])
        #expect(Self.contents(of: out) == before)
        withExtendedLifetime(parent) {}
    }
}
