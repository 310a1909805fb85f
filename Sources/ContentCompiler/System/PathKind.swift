#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path leads to, links followed: whether a folder the user named is
/// one before it is read or written.
package enum PathKind: Equatable {
    /// Nothing, or nothing that can be examined (`stat` fails).
    case absent
    /// A folder.
    case folder
    /// A file, or anything else that is not a folder.
    case other

    /// What is at `path` now.
    package init(atPath path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            self = .absent
            return
        }
        self = info.st_mode & S_IFMT == S_IFDIR ? .folder : .other
    }
}
