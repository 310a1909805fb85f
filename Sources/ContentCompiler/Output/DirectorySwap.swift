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

/// Exchanges two directories in one atomic step, where the system can.
///
/// Linux has `renameat2(…, RENAME_EXCHANGE)` (resolved at run time: the C
/// library declares it only for GNU builds) and Darwin `renamex_np(…, RENAME_SWAP)`.
/// Either way, every observer sees the old folder or the new one, never neither.
enum DirectorySwap {
    /// Exchanges the directories at `first` and `second`, which must both exist
    /// on the same file system.
    ///
    /// - Returns: `false` when the system cannot exchange atomically (an old
    ///   kernel, a file system without support); nothing has changed then.
    static func exchange(_ first: URL, _ second: URL) -> Bool {
        #if canImport(Darwin)
        return renamex_np(first.path, second.path, UInt32(RENAME_SWAP)) == 0
        #else
        guard let renameat2 = linuxRenameat2 else { return false }
        let exchangeFlag: UInt32 = 1 << 1  // RENAME_EXCHANGE
        return renameat2(AT_FDCWD, first.path, AT_FDCWD, second.path, exchangeFlag) == 0
        #endif
    }

    #if !canImport(Darwin)
    private typealias Renameat2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    private static let linuxRenameat2: Renameat2? = {
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: Renameat2.self)
    }()
    #endif
}
