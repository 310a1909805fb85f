#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Watches a folder by scanning it at intervals and comparing the scans:
/// works on every system, at the cost of a walk per interval.
final class PollingSource: ChangeSource {
    private let root: URL
    private let interval: Duration
    private var snapshot: FolderSnapshot
    private var nextScan: ContinuousClock.Instant

    /// Takes the first scan of `root`.
    init(root: URL, interval: Duration) {
        self.root = root
        self.interval = max(interval, .milliseconds(10))
        snapshot = FolderSnapshot(root: root)
        nextScan = .now + self.interval
    }

    var name: String { "polling every \(Int(interval / .milliseconds(1))) ms" }

    func wait(until deadline: ContinuousClock.Instant?, stop: WakeUpPipe) -> SourceEvents? {
        while true {
            let wake = deadline.map { min($0, nextScan) } ?? nextScan
            if !Poll.readable([stop.readEnd], timeout: Poll.timeout(until: wake)).isEmpty { return nil }
            let now = ContinuousClock.now
            if now >= nextScan {
                let latest = FolderSnapshot(root: root)
                let changed = latest.changes(since: snapshot)
                snapshot = latest
                nextScan = now + interval
                if !changed.isEmpty { return SourceEvents(events: changed) }
            }
            if let deadline, now >= deadline { return SourceEvents() }
        }
    }
}
