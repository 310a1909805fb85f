import BookMetadata
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The first line of every file `contentc new` creates: it points
/// yaml-language-server (and editors built on it) at the file's JSON Schema in
/// `schemas/`, beside the content folder, for completion and checks as one types.
public enum SchemaModeline {
    /// What a modeline starts with.
    static let prefix = "# yaml-language-server: $schema="

    /// The kinds of source file with a schema, named as their schema files are.
    enum Kind: String {
        case book, idea, course, section
    }

    /// `# yaml-language-server: $schema=../../../schemas/book.schema.json` for a
    /// file at `relativePath` in the content folder (`books/stoic/book.yaml`).
    static func line(for kind: Kind, at relativePath: String) -> String {
        // From the file's folder, one `../` per folder up to the content folder, and one more beside it.
        let depth = relativePath.split(separator: "/").count
        return prefix + String(repeating: "../", count: depth) + "schemas/\(kind.rawValue).schema.json"
    }

    /// The schema a file's first line names, resolved against the file's folder,
    /// or `nil` when the first line is not a modeline.
    public static func schema(namedIn bytes: [UInt8], ofFileAt url: URL) -> URL? {
        let firstLine = String(decoding: bytes.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
            .trimmingSpacesAndLineBreaks()
        guard firstLine.hasPrefix(prefix) else { return nil }
        let reference = String(firstLine.dropFirst(prefix.count))
        guard !reference.isEmpty, !reference.contains("://") else { return nil }
        return URL(fileURLWithPath: reference, relativeTo: url.deletingLastPathComponent()).standardizedFileURL
    }
}
