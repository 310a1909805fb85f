#if os(Linux)
import FoundationEssentials
import Glibc

/// Watches a folder and every folder under it with Linux's inotify: one
/// watch per folder, added as folders appear; links are never followed.
final class InotifySource: ChangeSource {
    /// The most folders watched; past this the polling watcher takes over.
    static let maxFolders = 20_000

    private let root: URL
    private let descriptor: Int32
    /// The folder of each watch, relative to the root.
    private var folders: [Int32: String] = [:]
    /// Whether the root itself is gone (removed or moved), to be watched again when it is back.
    private var rootLost = false

    private static let folderMask = UInt32(IN_CREATE | IN_DELETE | IN_CLOSE_WRITE | IN_MODIFY | IN_ATTRIB
        | IN_MOVED_FROM | IN_MOVED_TO | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR | IN_DONT_FOLLOW | IN_EXCL_UNLINK)

    /// Starts watching `root` and its folders.
    ///
    /// - Throws: ``WatchError`` when inotify is unavailable, the root cannot
    ///   be watched, or it holds more than ``maxFolders`` folders.
    init(root: URL) throws(WatchError) {
        self.root = root
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { throw WatchError(message: "inotify is unavailable: \(String(cString: strerror(errno)))") }
        guard addTree("") != nil else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw WatchError(message: "cannot watch \(root.path) with inotify: \(reason)")
        }
        guard folders.count <= Self.maxFolders else {
            close(descriptor)
            throw WatchError(message: "\(root.path) holds more than \(Self.maxFolders) folders")
        }
    }

    deinit {
        close(descriptor)
    }

    var name: String { "inotify" }

    func wait(until deadline: ContinuousClock.Instant?, stop: WakeUpPipe) -> SourceEvents? {
        while true {
            // While the root is gone, look for it again four times a second.
            let wake = rootLost ? [deadline, .now + .milliseconds(250)].compactMap { $0 }.min() : deadline
            let ready = Poll.readable([descriptor, stop.readEnd], timeout: Poll.timeout(until: wake))
            if ready.contains(stop.readEnd) { return nil }
            var events = SourceEvents()
            if ready.contains(descriptor) { readEvents(into: &events) }
            if rootLost, let added = addTree("") {
                rootLost = false
                events.add("", appeared: true)
                for path in added { events.add(path, appeared: true) }
            }
            if !events.isEmpty { return events }
            if let deadline, ContinuousClock.now >= deadline { return events }
        }
    }

    /// Reads every queued event.
    private func readEvents(into events: inout SourceEvents) {
        let capacity = 64 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: MemoryLayout<inotify_event>.alignment)
        defer { buffer.deallocate() }
        while true {
            let count = read(descriptor, buffer, capacity)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let event = buffer.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                let nameStart = offset + MemoryLayout<inotify_event>.size
                let nameLength = min(Int(event.len), count - nameStart)
                let nameBytes = UnsafeRawBufferPointer(start: buffer + nameStart, count: max(0, nameLength))
                let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                handle(event, name: name, into: &events)
                offset = nameStart + Int(event.len)
            }
        }
    }

    private func handle(_ event: inotify_event, name: String, into events: inout SourceEvents) {
        let mask = event.mask
        if mask & UInt32(IN_Q_OVERFLOW) != 0 {
            events.overflow = true
            _ = addTree("")  // Folders created while events were lost get their watches.
            return
        }
        guard let folder = folders[event.wd] else { return }
        if mask & UInt32(IN_IGNORED) != 0 {
            folders[event.wd] = nil
            if folder.isEmpty { rootLost = true }
            return
        }
        if mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF) != 0 {
            if folder.isEmpty {
                // Watches follow a moved folder: drop them all, and watch the root again once it is back.
                for watch in folders.keys { inotify_rm_watch(descriptor, watch) }
                folders = [:]
                rootLost = true
                events.add("")
            }
            return
        }
        let path = WatchedPaths.join(folder, name)
        let appeared = mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0
        events.add(path, appeared: appeared)
        if mask & UInt32(IN_ISDIR) != 0, appeared {
            // Files may have been written into the new folder before its watch was added.
            for child in addTree(path) ?? [] { events.add(child, appeared: true) }
        }
    }

    /// Watches a folder and the folders under it; returns every path found
    /// under it, or `nil` when the folder itself cannot be watched.
    private func addTree(_ relative: String) -> [String]? {
        let path = relative.isEmpty ? root.path : root.path + "/" + relative
        let watch = inotify_add_watch(descriptor, path, Self.folderMask)
        guard watch >= 0 else { return nil }
        folders[watch] = relative
        var found: [String] = []
        guard folders.count <= Self.maxFolders,
              let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return found }
        for name in names where !name.hasPrefix(".") {
            let child = WatchedPaths.join(relative, name)
            found.append(child)
            var info = stat()
            if lstat(path + "/" + name, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
                found += addTree(child) ?? []
            }
        }
        return found
    }
}
#endif
