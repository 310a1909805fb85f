#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The one JSON encoding of bundles and indexes, shared by the compiler that
/// writes them and the library that reads them.
///
/// Output is byte-for-byte deterministic and the same on every platform: it is
/// written by ``CanonicalJSON`` (keys sorted by UTF-8 bytes, two-space
/// indentation, fixed escaping and number forms, a final newline), never by the
/// platform's `JSONEncoder`, whose layout differs between Foundation versions.
public enum BundleCoding {
    /// Encodes any value to its canonical bytes, through its `Encodable` form.
    ///
    /// - Throws: `EncodingError` if a value has no JSON form (a non-finite number).
    public static func encode(_ value: some Encodable) throws -> Data {
        try CanonicalJSON.encode(value)
    }

    /// Encodes a book bundle to its canonical bytes, written directly: the
    /// same bytes as its `Encodable` form, without a tree of values in between.
    ///
    /// - Throws: `EncodingError` if a value has no JSON form (a non-finite number).
    public static func encode(_ bundle: BookBundle) throws -> Data {
        try write(bundle)
    }

    /// Encodes a course bundle to its canonical bytes, written directly.
    ///
    /// - Throws: `EncodingError` if a value has no JSON form (a non-finite number).
    public static func encode(_ bundle: CourseBundle) throws -> Data {
        try write(bundle)
    }

    /// Encodes an index to its canonical bytes, written directly.
    ///
    /// - Throws: `EncodingError` if a value has no JSON form (a non-finite number).
    public static func encode(_ index: BundleIndex) throws -> Data {
        try write(index)
    }

    /// How many bytes the buffer of one encoding holds before it grows: a
    /// bundle smaller than this is written without copying its bytes to a
    /// bigger buffer on the way, and pages it does not reach are never touched.
    private static let bufferCapacity = 1 << 20

    private static func write(_ value: some CanonicalJSONWritable) throws -> Data {
        var writer = CanonicalJSONWriter(capacity: bufferCapacity)
        value.write(to: &writer)
        guard !writer.hasNonFiniteNumber else {
            throw EncodingError.invalidValue(Double.nan, .init(codingPath: [], debugDescription: "JSON has no form for a number that is not finite"))
        }
        return Data(writer.finish())
    }

    /// A decoder for bundles and indexes.
    public static func makeDecoder() -> JSONDecoder {
        JSONDecoder()
    }
}
