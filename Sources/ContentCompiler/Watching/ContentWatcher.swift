import BookMetadata
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Watches a content folder and reports each burst of saves once, for
/// `contentc build --watch`, `contentc lint --watch` and the preview's live reload.
///
/// On Linux it uses inotify, on macOS FSEvents; where those fail (too many
/// folders, no inotify) or when asked, it scans the folder at intervals.
/// Hidden entries and editors' backup files are ignored, as the compiler
/// ignores them. The events of a burst (an editor writing a temporary file
/// and renaming it over the original) come as one ``ContentChange``.
///
/// ```swift
/// let watcher = try ContentWatcher(directory: URL(fileURLWithPath: "content"))
/// while let change = watcher.next() {      // blocks; nil after stop()
///     print(change.summary(root: "content"))
/// }
/// ```
public final class ContentWatcher: @unchecked Sendable {
    /// How changes are detected.
    public enum Mechanism: Sendable, Hashable {
        /// The system's notifications (inotify on Linux, FSEvents on macOS),
        /// falling back to polling every 250 ms where they are unavailable.
        case native
        /// Scanning the folder at this interval, on every system.
        case polling(interval: Duration)
    }

    /// The folder watched.
    public let directory: URL
    /// How it is watched, for a status line: `inotify`, `FSEvents`, `polling every 250 ms`.
    public let mechanismName: String
    /// Why the system's notifications are not used, when the native mechanism fell back to polling.
    public let fallbackReason: String?

    private let source: any ChangeSource
    private let stopPipe: WakeUpPipe
    private let lock = Lock()
    private var coalescer: ChangeCoalescer

    /// Starts watching a folder.
    ///
    /// - Parameters:
    ///   - directory: The content folder.
    ///   - mechanism: How to detect changes.
    ///   - quietPeriod: How long the folder must stay quiet before a burst of
    ///     events is reported as one change.
    ///   - longestDelay: The longest a change waits when events never pause.
    /// - Throws: ``WatchError`` when the folder does not exist or is not a folder.
    public init(directory: URL, mechanism: Mechanism = .native, quietPeriod: Duration = .milliseconds(100),
                longestDelay: Duration = .seconds(1)) throws(WatchError) {
        guard PathKind(atPath: directory.path) == .folder else {
            throw WatchError(message: "cannot watch '\(directory.path)': it is not a folder")
        }
        self.directory = directory
        stopPipe = try WakeUpPipe()
        coalescer = ChangeCoalescer(quietPeriod: quietPeriod, longestDelay: longestDelay)
        switch mechanism {
        case .polling(let interval):
            source = PollingSource(root: directory, interval: interval)
            fallbackReason = nil
        case .native:
            do {
                source = try Self.nativeSource(directory)
                fallbackReason = nil
            } catch {
                source = PollingSource(root: directory, interval: .milliseconds(250))
                fallbackReason = error.message
            }
        }
        mechanismName = source.name
    }

    private static func nativeSource(_ directory: URL) throws(WatchError) -> any ChangeSource {
        #if os(Linux)
        return try InotifySource(root: directory)
        #elseif canImport(CoreServices)
        return try FSEventsSource(root: directory)
        #else
        throw WatchError(message: "this system has no file notifications contentc knows")
        #endif
    }

    /// Waits for the next change: blocks until a burst of events is over,
    /// and returns it; `nil` once ``stop()`` was called. Call it from one
    /// thread at a time.
    public func next() -> ContentChange? {
        lock.lock()
        defer { lock.unlock() }
        while true {
            guard let events = source.wait(until: coalescer.deadline, stop: stopPipe) else { return nil }
            let now = ContinuousClock.now
            coalescer.record(events.events.filter { WatchedPaths.matters($0.path) }, overflow: events.overflow, at: now)
            if let change = coalescer.take(at: now, exists: exists) { return change }
        }
    }

    /// Whether a path under the folder exists (as a link, too).
    private func exists(_ relative: String) -> Bool {
        let path = relative.isEmpty ? directory.path : directory.path + "/" + relative
        return (try? FileManager.default.attributesOfItem(atPath: path)) != nil
    }

    /// Stops watching: a waiting or later ``next()`` returns `nil`. Safe
    /// from any thread.
    public func stop() {
        stopPipe.signal()
    }

    /// The changes as an asynchronous sequence, read by a thread of its own;
    /// it ends after ``stop()``, or at once if the system cannot start a thread.
    public func changes() -> AsyncStream<ContentChange> {
        AsyncStream { continuation in
            let started = DetachedThread.start { [self] in
                while let change = next() { continuation.yield(change) }
                continuation.finish()
            }
            if !started { continuation.finish() }
        }
    }
}
