@testable import ContentCompiler
import Testing

/// Bursts of events become one change: after a quiet period, or at the
/// latest after the longest delay. Time is given, not read, so these are exact.
@Suite struct ChangeCoalescerTests {
    let start = ContinuousClock.now

    func at(_ milliseconds: Int) -> ContinuousClock.Instant { start + .milliseconds(milliseconds) }

    func events(_ paths: String..., appeared: Bool = false) -> [SourceEvent] {
        paths.map { SourceEvent(path: $0, appeared: appeared) }
    }

    func nothingExists(_ path: String) -> Bool { false }

    /// The temporary file is created, written and renamed over the original
    /// within the burst: one change, of the original only.
    @Test func anEditorsWriteThenRenameIsOneChange() {
        var coalescer = ChangeCoalescer(quietPeriod: .milliseconds(100), longestDelay: .seconds(1))
        #expect(coalescer.deadline == nil && coalescer.take(at: at(0), exists: nothingExists) == nil)
        coalescer.record(events("books/a/ideas/b1i1.yaml.tmp", appeared: true), at: at(0))
        coalescer.record(events("books/a/ideas/b1i1.yaml.tmp", "books/a/ideas/b1i1.yaml"), at: at(2))
        #expect(coalescer.deadline == at(102))
        #expect(coalescer.take(at: at(101), exists: nothingExists) == nil)
        let change = coalescer.take(at: at(102)) { $0 == "books/a/ideas/b1i1.yaml" }
        #expect(change?.paths == ["books/a/ideas/b1i1.yaml"] && change?.count == 1)
        #expect(coalescer.deadline == nil && coalescer.take(at: at(500), exists: nothingExists) == nil)
    }

    /// A file that was there before and is gone now is a change (a removal);
    /// one that came and went within the burst is none.
    @Test func removalsCountButFilesThatCameAndWentDoNot() {
        var coalescer = ChangeCoalescer(quietPeriod: .milliseconds(100), longestDelay: .seconds(1))
        coalescer.record(events("books/a/ideas/b1i2.yaml"), at: at(0))
        #expect(coalescer.take(at: at(100), exists: nothingExists)?.paths == ["books/a/ideas/b1i2.yaml"])
        coalescer.record(events("books/a/ideas/4913.tmp", appeared: true), at: at(200))
        coalescer.record(events("books/a/ideas/4913.tmp"), at: at(201))
        #expect(coalescer.take(at: at(301), exists: nothingExists) == nil)
        #expect(coalescer.deadline == nil)
    }

    @Test func eventsThatNeverPauseAreReportedAfterTheLongestDelay() {
        var coalescer = ChangeCoalescer(quietPeriod: .milliseconds(100), longestDelay: .seconds(1))
        var changes: [ContentChange] = []
        for time in stride(from: 0, through: 2_500, by: 50) {
            coalescer.record(events("file-\(time).yaml"), at: at(time))
            if let change = coalescer.take(at: at(time), exists: nothingExists) { changes.append(change) }
        }
        #expect(changes.count == 2)
        #expect(changes.first?.count == 21)  // 0, 50, … 1000 ms
    }

    @Test func nothingRecordedStartsNothing() {
        var coalescer = ChangeCoalescer(quietPeriod: .milliseconds(100), longestDelay: .seconds(1))
        coalescer.record(events(), at: at(0))
        #expect(coalescer.deadline == nil)
        coalescer.record(events(), overflow: true, at: at(10))
        #expect(coalescer.take(at: at(110), exists: nothingExists)?.isOverflow == true)
    }

    @Test func aChangeKeepsAtMostFiftyPathsButCountsThemAll() {
        let change = ContentChange(paths: (0..<120).map { "f\($0).yaml" } + ["f1.yaml"])
        #expect(change.paths.count == ContentChange.maxPaths && change.count == 120)
        #expect(change.summary(root: "content") == "120 files changed in content")
        #expect(ContentChange(paths: ["books/a/book.yaml"]).summary(root: "content") == "content/books/a/book.yaml changed")
        #expect(ContentChange(paths: [""]).summary(root: "my content") == "my content changed")
    }

    @Test func hiddenEntriesAndBackupsDoNotMatter() {
        #expect(WatchedPaths.matters("books/a/ideas/b1i1.yaml"))
        #expect(WatchedPaths.matters(""))
        #expect(!WatchedPaths.matters("books/a/ideas/.b1i1.yaml.swp"))
        #expect(!WatchedPaths.matters(".git/index"))
        #expect(!WatchedPaths.matters("books/a/ideas/b1i1.yaml~"))
        #expect(!WatchedPaths.matters("books/a/ideas/4913"))
    }
}
