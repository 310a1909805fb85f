import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Floors for a build with nothing changed: list every folder of the corpus
/// and ask the system for each file's stamp, doing nothing else. A build must
/// at least do this to see that no file changed: on one core within this
/// process (``walk(_:)``), and in a process of its own that starts, walks
/// the book and course folders on all cores as `contentc` does, and exits
/// (``walkInParallel(_:)``, run as `contentc-benchmark --stat-walk-process DIR`).
enum StatWalk {
    /// Walks the folder at `path` (names starting with `.` left out) and
    /// returns the number of files whose stamp was taken.
    static func walk(_ path: String) -> Int {
        guard let directory = opendir(path) else { return 0 }
        defer { closedir(directory) }
        let descriptor = dirfd(directory)
        var files = 0
        while let entry = readdir(directory) {
            // Read where the entry holds it: a copy of `d_name` would read past the entry.
            let name = String(cString: UnsafeRawPointer(entry).advanced(by: MemoryLayout<dirent>.offset(of: \.d_name)!)
                .assumingMemoryBound(to: CChar.self))
            guard !name.hasPrefix(".") else { continue }
            if Int(entry.pointee.d_type) == Int(DT_DIR) {
                files += walk(path + "/" + name)
            } else {
                var info = stat()
                if fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 { files += 1 }
            }
        }
        return files
    }

    /// Walks the content folder at `root` as ``walk(_:)`` does, its book and
    /// course folders (the entries of its `books` and `courses`) on all cores at
    /// once; returns the number of files whose stamp was taken.
    static func walkInParallel(_ root: String) -> Int {
        let folders = ["books", "courses"].flatMap { parent in
            let path = root + "/" + parent
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            return names.filter { !$0.hasPrefix(".") }.map { path + "/" + $0 }
        }
        return ParallelSum.of(folders.count) { walk(folders[$0]) }
    }
}
