import ContentCompiler
import ContentRuntime
import ContentTestSupport
import Foundation
import Testing

/// An app or tool reading an output folder while a build replaces it: the
/// folder swaps atomically, but a reader may read the index of one build and
/// a bundle of the next. That is said as such, never as a damaged file.
@Suite struct ConcurrentBuildTests {
    /// Two builds of the base project that differ in every bundle's bytes.
    static func twoBuilds() throws -> (BundleOutput, BundleOutput) {
        let project = try TemporaryProject()
        let first = try #require(try project.compile().output)
        try project.edit("contentc.yaml", replacing: "version: 1.0.0", with: "version: 1.0.1")
        try project.edit("books/sample/book.yaml", replacing: "title: Sample Book", with: "title: The Sample Book, revised")
        let second = try #require(try project.compile().output)
        return (first, second)
    }

    @Test func readingWhileABuildSwapsTheFolderSaysTheFolderChanged() throws {
        let (first, second) = try Self.twoBuilds()
        let folder = try TemporaryFolder(prefix: "contentc-swapping")
        let out = folder.path("out")
        try OutputFolder.write(first, to: out)

        let stop = Flag()
        let finished = DispatchSemaphore(value: 0)
        let writer = Thread {
            var builds = [second, first].makeIterator()
            while !stop.isSet {
                guard let next = builds.next() else { builds = [second, first].makeIterator(); continue }
                _ = try? OutputFolder.write(next, to: out)
            }
            finished.signal()
        }
        writer.start()
        defer {
            stop.set()
            finished.wait()
        }

        var loaded = 0
        var changed = 0
        var others: [String] = []
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline, changed < 5 {
            do {
                _ = try ContentLibrary(directory: out)
                loaded += 1
            } catch .folderChanged {
                changed += 1
            } catch {
                others.append(error.description)
            }
        }
        #expect(others.isEmpty, "\(others.prefix(3))")
        #expect(changed > 0, "no load caught the folder mid-swap in 20 s (\(loaded) loads)")
    }

    /// A flag one thread sets and another reads.
    final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        var isSet: Bool { lock.withLock { value } }
        func set() { lock.withLock { value = true } }
    }
}
