@testable import ContentCompiler
import ContentTestSupport
import Foundation
import Testing

/// The watcher on a real folder, with each mechanism this system has: the
/// system's notifications and the polling that works everywhere. Waits are
/// bounded, so a broken watcher fails instead of hanging.
@Suite struct ContentWatcherTests {
    static let mechanisms: [ContentWatcher.Mechanism] = [.native, .polling(interval: .milliseconds(20))]

    /// A watcher on a copy of the base fixture, with a quiet period long
    /// enough that a loaded machine never splits one burst in two.
    final class Fixture: @unchecked Sendable {
        let project: TemporaryProject
        let watcher: ContentWatcher

        init(_ mechanism: ContentWatcher.Mechanism) throws {
            project = try TemporaryProject()
            watcher = try ContentWatcher(directory: project.url, mechanism: mechanism, quietPeriod: .milliseconds(300))
        }

        /// The next change, or `nil` when none comes within `seconds`.
        func next(within seconds: Double) -> ContentChange? {
            let watcher = watcher
            let timer = DispatchWorkItem { watcher.stop() }
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: timer)
            defer { timer.cancel() }
            return watcher.next()
        }

        func path(_ relative: String) -> URL { project.url.appendingPathComponent(relative) }
    }

    @Test(arguments: mechanisms)
    func aWriteThenRenameIsOneChange(_ mechanism: ContentWatcher.Mechanism) throws {
        let fixture = try Fixture(mechanism)
        #if os(Linux)
        if mechanism == .native { #expect(fixture.watcher.mechanismName == "inotify" && fixture.watcher.fallbackReason == nil) }
        #endif
        let target = fixture.path("books/sample/ideas/b1i1.yaml")
        let temporary = fixture.path("books/sample/ideas/b1i1.yaml.tmp-4821")
        try Data((try String(contentsOf: target, encoding: .utf8) + "# saved\n").utf8).write(to: temporary)
        #expect(rename(temporary.path, target.path) == 0)
        let change = try #require(fixture.next(within: 20))
        #expect(change.paths == ["books/sample/ideas/b1i1.yaml"], "the temporary file came and went: no change of its own")
        #expect(fixture.next(within: 1) == nil, "one burst, one change")
    }

    @Test(arguments: mechanisms)
    func aNewFolderAndTheFilesWrittenIntoItAreSeen(_ mechanism: ContentWatcher.Mechanism) throws {
        let fixture = try Fixture(mechanism)
        try FileManager.default.createDirectory(at: fixture.path("courses/rivers/sections"), withIntermediateDirectories: true)
        try Data("id: rivers\n".utf8).write(to: fixture.path("courses/rivers/course.yaml"))
        let first = try #require(fixture.next(within: 20))
        #expect(first.paths.contains("courses/rivers/course.yaml") || first.paths.contains("courses/rivers"))
        // The new folder is watched too: a later save inside it is a change of its own.
        try Data("id: nile\n".utf8).write(to: fixture.path("courses/rivers/sections/nile.yaml"))
        let second = try #require(fixture.next(within: 20))
        #expect(second.paths.contains("courses/rivers/sections/nile.yaml"))
    }

    @Test(arguments: mechanisms)
    func removingAFileIsAChange(_ mechanism: ContentWatcher.Mechanism) throws {
        let fixture = try Fixture(mechanism)
        try FileManager.default.removeItem(at: fixture.path("books/sample/ideas/b1i2.yaml"))
        #expect(try #require(fixture.next(within: 20)).paths == ["books/sample/ideas/b1i2.yaml"])
    }

    @Test(arguments: mechanisms)
    func hiddenFilesAndBackupsAreNotChanges(_ mechanism: ContentWatcher.Mechanism) throws {
        let fixture = try Fixture(mechanism)
        try Data("swap".utf8).write(to: fixture.path("books/sample/ideas/.b1i1.yaml.swp"))
        try Data("backup".utf8).write(to: fixture.path("books/sample/ideas/b1i1.yaml~"))
        #expect(fixture.next(within: 1.5) == nil)
    }

    @Test(arguments: mechanisms)
    func stopEndsAWaitFromAnotherThread(_ mechanism: ContentWatcher.Mechanism) throws {
        let fixture = try Fixture(mechanism)
        let started = ContinuousClock.now
        #expect(fixture.next(within: 0.2) == nil)
        #expect(started.duration(to: .now) < .seconds(15), "next() returned after stop()")
        #expect(fixture.watcher.next() == nil, "a stopped watcher stays stopped")
    }

    @Test func theChangesSequenceEndsAfterStop() async throws {
        let fixture = try Fixture(.native)
        let watcher = fixture.watcher
        let safety = DispatchWorkItem { watcher.stop() }
        DispatchQueue.global().asyncAfter(deadline: .now() + 20, execute: safety)
        defer { safety.cancel() }
        let changes = watcher.changes()
        try Data("number: 2\n".utf8).write(to: fixture.path("books/sample/book.yaml"), options: .atomic)
        var seen: [ContentChange] = []
        for await change in changes {
            seen.append(change)
            if change.paths.contains("books/sample/book.yaml") { watcher.stop() }
        }
        #expect(seen.contains { $0.paths.contains("books/sample/book.yaml") })
    }

    @Test func aMissingFolderCannotBeWatched() {
        #expect(throws: WatchError.self) {
            try ContentWatcher(directory: URL(fileURLWithPath: "/nonexistent/contentc-\(UUID().uuidString)"))
        }
    }
}
