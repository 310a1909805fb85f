#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What is at a path that is not a regular file, in words for messages.
package enum FileKind {
    /// "a folder", "a named pipe", "a device", "a socket", "a symbolic link",
    /// or `nil` for a regular file: what a file of `mode` (from `stat`) is.
    package static func name(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a named pipe"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "neither a file nor a folder"
        }
    }
}
