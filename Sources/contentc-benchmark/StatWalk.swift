import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A floor for a build with nothing changed: list every folder of the corpus
/// and ask the system for each file's stamp, on one core, doing nothing else.
/// A build must at least do this to see that no file changed.
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
}
