#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The name of an entry that `readdir` gave, read where the entry holds it.
///
/// An entry in a listing takes only as many bytes as its name needs, while
/// `dirent` declares room for the longest name: a copy of the entry, or of
/// its `d_name` field, reads past it, and past the end of the listing's
/// buffer when the entry is the last one there, which faults when no memory
/// follows the buffer.
enum ListedName {
    /// The bytes of the name of `entry`, without the NUL that follows them there.
    static func bytes(of entry: UnsafePointer<dirent>) -> UnsafeBufferPointer<CChar> {
        let name = UnsafeRawPointer(entry).advanced(by: MemoryLayout<dirent>.offset(of: \.d_name)!)
            .assumingMemoryBound(to: CChar.self)
        return UnsafeBufferPointer(start: name, count: strlen(name))
    }
}
