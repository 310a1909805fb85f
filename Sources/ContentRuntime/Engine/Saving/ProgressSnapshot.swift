#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A learner's progress as bytes to save: JSON with its own format and
/// schema version, independent of the bundle format.
///
/// ```json
/// {"format": "contentc.progress", "version": 1, "progress": {"courses": {…}, "ideas": {…}}}
/// ```
///
/// Version 1 is the first. A later engine that changes the shape raises the
/// version and keeps decoding every earlier one (a test loads a committed
/// snapshot of each); a snapshot of a version newer than this engine knows is
/// refused, never guessed at. Moments are seconds since 2001-01-01 UTC
/// (Foundation's reference date), so they read back exactly; days are `YYYY-MM-DD`.
public enum ProgressSnapshot {
    /// The `format` of every snapshot.
    public static let format = "contentc.progress"
    /// The version this engine writes; it reads this one and every earlier one.
    public static let currentVersion = 1

    private enum Keys: String, CodingKey { case format, version, progress }

    private struct Envelope: Encodable {
        var format: String
        var version: Int
        var progress: LearnerProgress
    }

    /// Encodes progress with sorted keys, one line per value, ending with a newline.
    ///
    /// - Throws: `EncodingError` only for a value without a JSON form, which progress never holds.
    public static func encode(_ progress: LearnerProgress) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        var data = try encoder.encode(Envelope(format: format, version: currentVersion, progress: progress))
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// Decodes a snapshot of any version this engine knows.
    ///
    /// - Throws: ``SnapshotError``: cut short, not JSON, not a snapshot, of a
    ///   newer version, or not a valid snapshot of its version.
    public static func decode(_ data: Data) throws(SnapshotError) -> LearnerProgress {
        if let truncation = JSONCompleteness.truncation(in: data) {
            throw .truncated(detail: truncation.description)
        }
        let decoder = JSONDecoder()
        let header: (format: String?, version: Int?)
        do {
            header = try decoder.decode(Header.self, from: data).pair
        } catch {
            throw .malformed(detail: Self.detail(of: error, in: data))
        }
        guard header.format == format else { throw .notASnapshot(found: header.format) }
        guard let version = header.version, version >= 1 else {
            throw .malformed(detail: "`version` is missing or below 1")
        }
        guard version <= currentVersion else { throw .newerVersion(found: version, newest: currentVersion) }
        do {
            // Version 1 is the only one yet; a version 2 decodes version 1 here and converts it.
            return try decoder.decode(VersionOne.self, from: data).progress
        } catch {
            throw .malformed(detail: Self.detail(of: error, in: data))
        }
    }

    private struct Header: Decodable {
        var format: String?
        var version: Int?
        var pair: (String?, Int?) { (format, version) }
    }

    private struct VersionOne: Decodable {
        var progress: LearnerProgress
    }

    private static func detail(of error: any Error, in data: Data) -> String {
        (error as? DecodingError)?.plainDetail(decoding: data) ?? String(describing: error)
    }
}

/// Why bytes are not a progress snapshot this engine can load.
public enum SnapshotError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The JSON ends before it is complete: the file was cut short.
    case truncated(detail: String)
    /// The JSON is broken, or a value has the wrong shape for its version.
    case malformed(detail: String)
    /// The JSON is not a snapshot: its `format` is another (or missing).
    case notASnapshot(found: String?)
    /// The snapshot was written by a newer engine.
    case newerVersion(found: Int, newest: Int)

    /// What is wrong, in a sentence; control characters the file put in it
    /// (a `format`, a key) are written as escapes, never printed as they are.
    public var description: String { PrintableText.escaping(sentence) }

    private var sentence: String {
        switch self {
        case .truncated(let detail): "the snapshot is cut short: its JSON ends \(detail)"
        case .malformed(let detail): "the snapshot is damaged: \(detail)"
        case .notASnapshot(let found):
            "this is not a progress snapshot: " + (found.map { "its `format` is \"\($0)\"" } ?? "it has no `format`")
                + ", expected \"\(ProgressSnapshot.format)\""
        case .newerVersion(let found, let newest):
            "the snapshot is of version \(found), written by a newer app; this one reads versions 1 to \(newest)"
        }
    }
}
