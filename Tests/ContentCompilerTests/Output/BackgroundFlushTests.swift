@testable import ContentCompiler
import ContentTestSupport
import Foundation
import Testing

/// The flusher behind the output folder's writes: it flushes what it is
/// given, reports what it cannot flush, and ends its threads.
@Suite struct BackgroundFlushTests {
    @Test func everyFileAndFolderGivenIsFlushed() throws {
        let folder = try TemporaryFolder(prefix: "contentc-flush")
        let flush = BackgroundFlush(threads: 3)
        for number in 0..<40 {
            let file = folder.path("\(number).json")
            try Data("{}\n".utf8).write(to: file)
            flush.add(.file(file))
        }
        flush.add(.folder(folder.url))
        try flush.finish()
    }

    @Test func aFileThatCannotBeFlushedFailsTheFinish() throws {
        let folder = try TemporaryFolder(prefix: "contentc-flush")
        let flush = BackgroundFlush(threads: 2)
        let written = folder.path("written.json")
        try Data("{}\n".utf8).write(to: written)
        flush.add(.file(written))
        flush.add(.file(folder.path("gone.json")))
        #expect {
            try flush.finish()
        } throws: { error in
            (error as? OutputError)?.message.contains("gone.json") == true
        }
    }

    @Test func nothingIsFlushedAfterACancel() throws {
        let folder = try TemporaryFolder(prefix: "contentc-flush")
        let flush = BackgroundFlush()
        flush.cancel()
        // Closed: a file that does not exist is not even looked at.
        flush.add(.file(folder.path("gone.json")))
        try flush.finish()
    }
}
