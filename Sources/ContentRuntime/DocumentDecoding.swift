#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A problem with the `format` and `formatVersion` a document starts with,
/// found before the rest of it is decoded. Turned into a ``ContentLoadError``
/// (with the file's path) by ``ContentFile/decode(_:from:path:)``.
enum EnvelopeProblem: Error {
    case wrongFormat(found: String?, expected: String)
    case unsupportedVersion(FormatVersion)
}

/// The first two keys of every index and bundle, checked before anything else.
///
/// They are read on their own, before the header, because a document of
/// another format or of a later major version may have a header of a
/// different shape: its version, not a missing key, is what to report.
enum Envelope {
    private enum Keys: String, CodingKey {
        case format, formatVersion
    }

    /// Checks that `decoder` holds a document of `expectedFormat` whose format
    /// version this library reads.
    ///
    /// - Throws: ``EnvelopeProblem``, or `DecodingError` when the keys have the wrong type.
    static func check(_ decoder: any Decoder, expectedFormat: String) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let format = try container.decodeIfPresent(String.self, forKey: .format)
        guard format == expectedFormat else {
            throw EnvelopeProblem.wrongFormat(found: format, expected: expectedFormat)
        }
        let version = try container.decode(FormatVersion.self, forKey: .formatVersion)
        guard version.isReadable else { throw EnvelopeProblem.unsupportedVersion(version) }
    }
}

/// A bundle decoded in the order of its checks, from one parse of the JSON:
/// format and version, then the header, then the payload its `kind` names.
struct BundleDocument: Decodable {
    var bundle: LoadedBundle

    init(from decoder: any Decoder) throws {
        try Envelope.check(decoder, expectedFormat: BundleHeader.bundleFormat)
        let header = try BundleHeader(from: decoder)
        switch header.kind {
        case .book:
            let book = try BookBundle(from: decoder)
            try Self.checkPayloadID(book.book.id, header: header)
            bundle = .book(book)
        case .course:
            let course = try CourseBundle(from: decoder)
            try Self.checkPayloadID(course.course.id, header: header)
            bundle = .course(course)
        }
    }

    private static func checkPayloadID(_ id: String, header: BundleHeader) throws {
        guard id == header.id else {
            let key = header.kind.rawValue
            throw DecodingError.dataCorrupted(.init(
                codingPath: [],
                debugDescription: "the header's id is \"\(header.id)\" but `\(key).id` is \"\(id)\""))
        }
    }
}

/// An index decoded in the order of its checks: format and version, then the rest.
struct IndexDocument: Decodable {
    var index: BundleIndex

    init(from decoder: any Decoder) throws {
        try Envelope.check(decoder, expectedFormat: BundleIndex.indexFormat)
        index = try BundleIndex(from: decoder)
    }
}
