#if canImport(Darwin)
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The file of the program running now, as the system knows it.
package enum RunningProgram {
    /// Its absolute path with links resolved, or `nil` when the system cannot
    /// say: on Linux the target of `/proc/self/exe`, on Darwin the main
    /// bundle's executable.
    package static let path: String? = {
        #if canImport(Darwin)
        return Bundle.main.executableURL?.path
        #else
        var size = 1_024
        while size <= 65_536 {
            var buffer = [CChar](repeating: 0, count: size)
            let count = readlink("/proc/self/exe", &buffer, size)
            guard count > 0 else { return nil }
            // A path that filled the buffer may have been cut short: read it again into a larger one.
            if count < size { return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
            size *= 4
        }
        return nil
        #endif
    }()
}
