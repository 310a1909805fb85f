import Foundation

/// The checks every file of an output folder goes through, in order:
/// read it, see that its JSON is complete, compare its hash with the index
/// (bundles listed in an index only), then decode it envelope first.
///
/// Completeness comes before the hash so that a file cut short is reported as
/// cut short, although its hash differs too.
enum ContentFile {
    /// Reads the file at `url`.
    ///
    /// - Throws: ``ContentLoadError/missingFile(path:)`` or ``ContentLoadError/unreadableFile(path:reason:)``.
    static func read(_ url: URL) throws(ContentLoadError) -> Data {
        let path = url.path(percentEncoded: false)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .missingFile(path: path)
        }
        guard !isDirectory.boolValue else {
            throw .unreadableFile(path: path, reason: "it is a folder, not a file")
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw .unreadableFile(path: path, reason: error.localizedDescription)
        }
    }

    /// Checks that the JSON text in `data` is not cut short.
    ///
    /// - Throws: ``ContentLoadError/truncatedJSON(path:detail:)``.
    static func checkComplete(_ data: Data, path: String) throws(ContentLoadError) {
        if let truncation = JSONCompleteness.truncation(in: data) {
            throw .truncatedJSON(path: path, detail: truncation.description)
        }
    }

    /// Checks `data` against the size and SHA-256 an index lists for it.
    ///
    /// - Throws: ``ContentLoadError/hashMismatch(path:expectedSHA256:actualSHA256:expectedBytes:actualBytes:)``.
    static func checkHash(_ data: Data, against entry: BundleIndex.Entry, path: String) throws(ContentLoadError) {
        let actual = BundleDigest.sha256(of: data)
        guard data.count == entry.bytes, actual == entry.sha256.lowercased() else {
            throw .hashMismatch(path: path, expectedSHA256: entry.sha256, actualSHA256: actual,
                                expectedBytes: entry.bytes, actualBytes: data.count)
        }
    }

    /// Decodes a document, turning every failure into a ``ContentLoadError`` naming `path`.
    ///
    /// - Throws: ``ContentLoadError/wrongFormat(path:found:expected:)``,
    ///   ``ContentLoadError/unsupportedFormatVersion(path:found:supported:)`` or
    ///   ``ContentLoadError/malformedJSON(path:detail:)``.
    static func decode<Document: Decodable>(_ type: Document.Type, from data: Data,
                                            path: String) throws(ContentLoadError) -> Document {
        do {
            return try BundleCoding.makeDecoder().decode(type, from: data)
        } catch let problem as EnvelopeProblem {
            switch problem {
            case .wrongFormat(let found, let expected):
                throw .wrongFormat(path: path, found: found, expected: expected)
            case .unsupportedVersion(let found):
                throw .unsupportedFormatVersion(path: path, found: found, supported: .current)
            }
        } catch let error as DecodingError {
            throw .malformedJSON(path: path, detail: error.plainDetail(decoding: data))
        } catch {
            throw .malformedJSON(path: path, detail: String(describing: error))
        }
    }
}
