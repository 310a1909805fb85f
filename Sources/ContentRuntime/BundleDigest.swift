import Crypto
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The one SHA-256 of output files: the compiler writes it into `index.json`
/// and ``ContentLibrary`` checks every bundle against it on load.
public enum BundleDigest {
    /// The SHA-256 of `data`, as 64 lowercase hexadecimal digits, such as
    /// `e3b0c442…b855` for no bytes at all.
    ///
    /// This is the form of ``BundleIndex/Entry/sha256``. The library compares it
    /// with an index's value ignoring case, so an index written in uppercase hex
    /// still loads.
    public static func sha256(of data: Data) -> String {
        hexadecimal(SHA256.hash(data: data))
    }

    /// `bytes` as lowercase hexadecimal digits, two a byte: how a digest is written.
    @inlinable
    public static func hexadecimal(_ bytes: some Sequence<UInt8>) -> String {
        let bytes = Array(bytes)
        return String(unsafeUninitializedCapacity: bytes.count * 2) { digits in
            for (index, byte) in bytes.enumerated() {
                digits[2 * index] = digit(byte >> 4)
                digits[2 * index + 1] = digit(byte & 0x0F)
            }
            return bytes.count * 2
        }
    }

    /// The lowercase hexadecimal digit of a value below 16, as ASCII.
    @inline(__always) @usableFromInline
    static func digit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") - 10 + value
    }
}
