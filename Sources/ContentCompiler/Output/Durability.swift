import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes that survive a power cut once they are reported done: a file's
/// bytes are flushed before it is renamed into place, and a folder is
/// flushed after entries are created or renamed in it (the rename itself
/// lives in the folder, not in the file).
enum Durability {
    /// Creates a file with `data` and flushes it to disk.
    ///
    /// - Throws: ``OutputError`` or the system's error when it cannot be created or written.
    static func write(_ data: Data, to url: URL) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw OutputError(message: "cannot create \(url.path)")
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.write(contentsOf: data)
        try handle.synchronize()
    }

    /// Flushes a folder's entries (names created, renamed or removed in it) to disk.
    ///
    /// - Throws: ``OutputError`` when the folder cannot be opened or flushed;
    ///   a file system that cannot flush folders at all (`EINVAL`) is not an error.
    static func syncFolder(_ url: URL) throws(OutputError) {
        let descriptor = open(url.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw OutputError(message: "cannot open \(url.path) to flush it: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 || errno == EINVAL else {
            throw OutputError(message: "cannot flush \(url.path) to disk: \(String(cString: strerror(errno)))")
        }
    }
}
