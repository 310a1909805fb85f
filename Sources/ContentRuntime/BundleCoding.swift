import Foundation

/// The one JSON encoding of bundles and indexes, shared by the compiler that
/// writes them and the library that reads them.
///
/// Output is deterministic: keys sorted, two-space indentation, `/` unescaped,
/// `\n` line ends and a final newline. The same value always gives the same bytes.
public enum BundleCoding {
    /// Encodes a bundle or index to its canonical bytes.
    ///
    /// - Throws: `EncodingError` if a value cannot be encoded (a non-finite number).
    public static func encode(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        var data = try encoder.encode(value)
        data.append(0x0A)
        return data
    }

    /// A decoder for bundles and indexes.
    public static func makeDecoder() -> JSONDecoder {
        JSONDecoder()
    }
}
