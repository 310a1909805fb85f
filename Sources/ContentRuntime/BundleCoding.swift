import Foundation

/// The one JSON encoding of bundles and indexes, shared by the compiler that
/// writes them and the library that reads them.
///
/// Output is byte-for-byte deterministic and the same on every platform: it is
/// written by ``CanonicalJSON`` (keys sorted by UTF-8 bytes, two-space
/// indentation, fixed escaping and number forms, a final newline), never by the
/// platform's `JSONEncoder`, whose layout differs between Foundation versions.
public enum BundleCoding {
    /// Encodes a bundle or index to its canonical bytes.
    ///
    /// - Throws: `EncodingError` if a value has no JSON form (a non-finite number).
    public static func encode(_ value: some Encodable) throws -> Data {
        try CanonicalJSON.encode(value)
    }

    /// A decoder for bundles and indexes.
    public static func makeDecoder() -> JSONDecoder {
        JSONDecoder()
    }
}
