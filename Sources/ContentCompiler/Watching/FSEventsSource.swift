#if canImport(CoreServices)
import BookMetadata
import CoreServices
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Watches a folder tree with macOS's FSEvents, file by file. Events arrive
/// on a private queue and wake the waiter through a pipe.
final class FSEventsSource: ChangeSource {
    /// Events received and not yet taken, shared with the stream's callback.
    private final class Inbox: @unchecked Sendable {
        let lock = Lock()
        var events = SourceEvents()
        let arrived: WakeUpPipe
        /// The root as FSEvents names it (links such as /var → /private/var resolved).
        let rootPath: String

        init(rootPath: String) throws(WatchError) {
            self.rootPath = rootPath
            arrived = try WakeUpPipe()
        }

        func receive(_ path: String, flags: FSEventStreamEventFlags) {
            lock.lock()
            if flags & FSEventStreamEventFlags(kFSEventStreamEventFlagMustScanSubDirs | kFSEventStreamEventFlagUserDropped
                | kFSEventStreamEventFlagKernelDropped) != 0 {
                events.overflow = true
            }
            let appeared = flags & FSEventStreamEventFlags(kFSEventStreamEventFlagItemCreated) != 0
            if path == rootPath || path + "/" == rootPath {
                events.add("", appeared: appeared)
            } else if path.hasPrefix(rootPath + "/") {
                events.add(String(path.dropFirst(rootPath.count + 1)), appeared: appeared)
            }
            lock.unlock()
            arrived.signal()
        }

        func take() -> SourceEvents {
            lock.lock()
            defer { lock.unlock() }
            defer { events = SourceEvents() }
            return events
        }
    }

    private let inbox: Inbox
    private let stream: FSEventStreamRef
    private let queue = DispatchQueue(label: "contentc.content-watcher")

    /// Starts an event stream on `root`.
    ///
    /// - Throws: ``WatchError`` when the stream cannot be created or started.
    init(root: URL) throws(WatchError) {
        let rootPath = root.resolvingSymlinksInPath().path
        inbox = try Inbox(rootPath: rootPath)
        var context = FSEventStreamContext(version: 0, info: Unmanaged.passUnretained(inbox).toOpaque(),
                                           retain: nil, release: nil, copyDescription: nil)
        let callback: FSEventStreamCallback = { _, info, count, paths, flags, _ in
            guard let info else { return }
            let inbox = Unmanaged<Inbox>.fromOpaque(info).takeUnretainedValue()
            let names = paths.assumingMemoryBound(to: UnsafePointer<CChar>.self)
            for index in 0..<count {
                inbox.receive(String(cString: names[index]), flags: flags[index])
            }
        }
        let flags = FSEventStreamCreateFlags(kFSEventStreamCreateFlagFileEvents | kFSEventStreamCreateFlagNoDefer
            | kFSEventStreamCreateFlagWatchRoot)
        guard let stream = FSEventStreamCreate(kCFAllocatorDefault, callback, &context, [rootPath] as CFArray,
                                               FSEventStreamEventId(kFSEventStreamEventIdSinceNow), 0.02, flags) else {
            throw WatchError(message: "cannot watch \(root.path) with FSEvents")
        }
        self.stream = stream
        FSEventStreamSetDispatchQueue(stream, queue)
        guard FSEventStreamStart(stream) else {
            FSEventStreamInvalidate(stream)
            FSEventStreamRelease(stream)
            throw WatchError(message: "cannot start watching \(root.path) with FSEvents")
        }
    }

    deinit {
        FSEventStreamStop(stream)
        FSEventStreamInvalidate(stream)
        FSEventStreamRelease(stream)
    }

    var name: String { "FSEvents" }

    func wait(until deadline: ContinuousClock.Instant?, stop: WakeUpPipe) -> SourceEvents? {
        while true {
            let ready = Poll.readable([inbox.arrived.readEnd, stop.readEnd], timeout: Poll.timeout(until: deadline))
            if ready.contains(stop.readEnd) { return nil }
            inbox.arrived.drain()
            let events = inbox.take()
            if !events.isEmpty { return events }
            if let deadline, ContinuousClock.now >= deadline { return events }
        }
    }
}
#endif
