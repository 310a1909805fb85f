#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Which output folder and which `index.json` a path names at one moment:
/// the device and inode of each, and the index's modification time.
///
/// contentc replaces an output folder whole, by renaming a new one into
/// place, so a build that ran while a library was being read shows as a new
/// identity even when it wrote the same index bytes again. Comparing bytes
/// alone would miss a folder replaced twice, back to the same index, between
/// two reads.
struct FolderIdentity: Equatable {
    private var folder: FileID
    private var index: FileID

    /// The identity of `directory` and of its `index.json` now, or `nil` when either cannot be examined.
    init?(directory: URL, indexURL: URL) {
        guard let folder = FileID(path: directory.path(percentEncoded: false)),
              let index = FileID(path: indexURL.path(percentEncoded: false))
        else { return nil }
        self.folder = folder
        self.index = index
    }

    /// One file's device, inode and modification time, from `stat`.
    private struct FileID: Equatable {
        var device: UInt64
        var inode: UInt64
        var modifiedSeconds: Int64
        var modifiedNanoseconds: Int64

        init?(path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            #if canImport(Darwin)
            modifiedSeconds = Int64(info.st_mtimespec.tv_sec)
            modifiedNanoseconds = Int64(info.st_mtimespec.tv_nsec)
            #else
            modifiedSeconds = Int64(info.st_mtim.tv_sec)
            modifiedNanoseconds = Int64(info.st_mtim.tv_nsec)
            #endif
        }
    }
}
