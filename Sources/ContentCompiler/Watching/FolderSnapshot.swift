#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every entry under a folder with what `lstat` says of it: the polling
/// watcher's picture of the folder, compared from one scan to the next.
///
/// Links are recorded, never followed; hidden entries are skipped, as the
/// compiler skips them. The walk is bounded in entries and depth.
struct FolderSnapshot: Sendable, Equatable {
    /// What identifies one version of an entry: a save changes its
    /// modification time or size, a rename over it its inode.
    struct Stamp: Sendable, Hashable {
        var modified: Int64
        var modifiedNanoseconds: Int64
        var changed: Int64
        var size: Int64
        var inode: UInt64
        var mode: UInt32

        /// Whether the entry is a folder (not a link to one).
        var isFolder: Bool { mode & UInt32(S_IFMT) == UInt32(S_IFDIR) }
    }

    /// The most entries a scan records; a larger folder is watched in part.
    static let maxEntries = 200_000
    /// The deepest a scan descends.
    static let maxDepth = 64

    /// Each entry by its path relative to the folder; `""` is the folder itself.
    private(set) var entries: [String: Stamp] = [:]

    /// Scans `root`; an unreadable or missing folder gives an empty snapshot.
    init(root: URL) {
        guard let stamp = Self.stamp(root.path) else { return }
        entries[""] = stamp
        scan(root.path, relative: "", depth: 0)
    }

    /// What differs between two snapshots: entries that appeared, went or
    /// changed. A folder that stays a folder is no change of its own (its
    /// times change with what it holds, which is reported entry by entry).
    func changes(since earlier: FolderSnapshot) -> [SourceEvent] {
        var changed: [SourceEvent] = []
        for (path, stamp) in entries {
            guard let before = earlier.entries[path] else {
                changed.append(SourceEvent(path: path, appeared: true))
                continue
            }
            if before != stamp && !(stamp.isFolder && before.isFolder) {
                changed.append(SourceEvent(path: path, appeared: false))
            }
        }
        changed += earlier.entries.keys.filter { entries[$0] == nil }.map { SourceEvent(path: $0, appeared: false) }
        return changed.sorted { $0.path < $1.path }
    }

    private mutating func scan(_ path: String, relative: String, depth: Int) {
        guard depth < Self.maxDepth, let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            guard entries.count < Self.maxEntries else { return }
            let childPath = path + "/" + name
            let childRelative = WatchedPaths.join(relative, name)
            guard let stamp = Self.stamp(childPath) else { continue }
            entries[childRelative] = stamp
            if stamp.isFolder {
                scan(childPath, relative: childRelative, depth: depth + 1)
            }
        }
    }

    /// `lstat` of a path, or `nil` when it is gone.
    private static func stamp(_ path: String) -> Stamp? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let modified = info.st_mtimespec, changed = info.st_ctimespec
        #else
        let modified = info.st_mtim, changed = info.st_ctim
        #endif
        return Stamp(modified: Int64(modified.tv_sec), modifiedNanoseconds: Int64(modified.tv_nsec),
                     changed: Int64(changed.tv_sec) &* 1_000_000_000 &+ Int64(changed.tv_nsec),
                     size: Int64(info.st_size), inode: UInt64(info.st_ino), mode: UInt32(info.st_mode))
    }
}
