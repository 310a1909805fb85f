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

/// The checks every file of an output folder goes through, in order:
/// read it, see that its JSON is complete, compare its hash with the index
/// (bundles listed in an index only), then decode it envelope first.
///
/// Completeness comes before the hash so that a file cut short is reported as
/// cut short, although its hash differs too.
enum ContentFile {
    /// Reads the file at `url`, checking what it is and how large before
    /// reading: a folder, a named pipe or a device (such as `/dev/zero`) is
    /// never opened, a file larger than `expectedBytes` or `limit` never read,
    /// and no more than that is ever read from it. A smaller file is read, so
    /// that a file cut short is reported as such.
    ///
    /// - Parameters:
    ///   - limit: The most bytes read.
    ///   - expectedBytes: The size an index lists for the file, if any.
    /// - Throws: ``ContentLoadError/missingFile(path:)``, ``ContentLoadError/unreadableFile(path:reason:)``,
    ///   ``ContentLoadError/sizeMismatch(path:expectedBytes:actualBytes:)`` or
    ///   ``ContentLoadError/fileTooLarge(path:bytes:limit:)``.
    static func read(_ url: URL, limit: Int, expectedBytes: Int? = nil) throws(ContentLoadError) -> Data {
        let path = url.path(percentEncoded: false)
        var info = stat()
        guard stat(path, &info) == 0 else {
            let error = errno
            if error == ENOENT { throw .missingFile(path: path) }
            throw .unreadableFile(path: path, reason: String(cString: strerror(error)))
        }
        if let kind = FileKind.name(info.st_mode) {
            throw .unreadableFile(path: path, reason: "it is \(kind), not a file")
        }
        let size = Int(info.st_size)
        // A smaller file is read, to be reported as cut short or changed; a larger one never is.
        if let expectedBytes, size > expectedBytes {
            throw .sizeMismatch(path: path, expectedBytes: expectedBytes, actualBytes: size)
        }
        guard size <= limit else { throw .fileTooLarge(path: path, bytes: size, limit: limit) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadableFile(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        // One byte more than expected tells a file that grew since it was measured.
        let most = min(limit, expectedBytes ?? limit)
        guard let data = readWhole(descriptor, size: size, most: most == .max ? most : most + 1) else {
            throw .unreadableFile(path: path, reason: String(cString: strerror(errno)))
        }
        if let expectedBytes, data.count > expectedBytes {
            throw .sizeMismatch(path: path, expectedBytes: expectedBytes, actualBytes: data.count)
        }
        guard data.count <= limit else { throw .fileTooLarge(path: path, bytes: data.count, limit: limit) }
        return data
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
            if UnreadableNumber.isUnreadableNumber(error), let number = UnreadableNumber.find(in: data, decoding: type) {
                throw .malformedJSON(path: path, detail: "at \(number.keyPath): the number \(number.value) is not a whole "
                    + "number from \(Int.min) to \(Int.max), which this field holds")
            }
            throw .malformedJSON(path: path, detail: error.plainDetail(decoding: data))
        } catch {
            throw .malformedJSON(path: path, detail: String(describing: error))
        }
    }
}

/// The bytes ``ContentFile/read(_:limit:expectedBytes:)`` gives: at most
/// `most` from `descriptor`, a regular file that measured `size` bytes, read
/// in one call when it still has that size, as a regular file gives fewer
/// bytes than asked only at its end.
///
/// - Returns: The bytes, or `nil` when reading fails (`errno` says why).
private func readWhole(_ descriptor: Int32, size: Int, most: Int) -> Data? {
    // Room for one byte more than the size, to see a file that grew without another call.
    var data = Data(count: min(size, most - 1) + 1)
    var count = 0
    while count < most {
        if count == data.count { data.count += min(data.count, most - data.count) }
        let asked = data.count - count
        let got = data.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + count, asked) }
        if got < 0 {
            if errno == EINTR { continue }
            return nil
        }
        count += got
        if got < asked { break }
    }
    data.count = count
    return data
}
