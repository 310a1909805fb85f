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

/// Reads book metadata from an XML file of any supported format.
///
/// ```swift
/// let result = try BookMetadataReader.read(bytes, record: nil)
/// print(result.metadata.title ?? "untitled", result.format.displayName)
/// ```
public enum BookMetadataReader {
    /// The largest file read.
    public static let maximumInputBytes = SafeXMLParser.maximumInputBytes

    /// Reads one record of an XML document.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes.
    ///   - record: The 1-based record to read when the file holds several book
    ///     records; `nil` reads the only one, and fails listing them when there
    ///     are several.
    public static func read(_ bytes: [UInt8], record: Int? = nil) throws(MetadataError) -> MetadataImport {
        let root = try SafeXMLParser.parse(bytes)
        let format = try MetadataFormat.detect(root)

        let records: [ParsedElement]
        let summarize: (ParsedElement, Int) -> RecordSummary
        let reader: (ParsedElement) -> (BookMetadata, [MetadataNote])
        switch format {
        case .epubPackage, .calibreOPF:
            records = [root]
            summarize = { _, number in RecordSummary(number: number, line: root.line) }
            reader = { OPFReader.read($0, format: format) }
        case .onix3, .onix21:
            records = ONIXReader.products(root)
            summarize = ONIXReader.summary
            reader = ONIXReader.read
        case .marcXML:
            let all = MARCReader.records(root)
            records = all.filter(MARCReader.isBook)
            if records.isEmpty {
                let kinds = all.map(MARCReader.kind)
                throw .noBookRecord(format: format, detail: all.isEmpty
                    ? "it has no <record>"
                    : "its \(all.count == 1 ? "record is" : "\(all.count) records are") \(Array(Set(kinds)).sorted().joined(separator: ", "))")
            }
            summarize = MARCReader.summary
            reader = MARCReader.read
        case .googleBooks:
            records = GoogleBooksReader.entries(root)
            summarize = GoogleBooksReader.summary
            reader = GoogleBooksReader.read
        }

        guard !records.isEmpty else {
            throw .noBookRecord(format: format, detail: "it has no \(format == .googleBooks ? "<entry>" : "<Product>")")
        }
        let chosen: Int
        if let record {
            guard (1...records.count).contains(record) else {
                throw .recordOutOfRange(requested: record, count: records.count)
            }
            chosen = record
        } else if records.count == 1 {
            chosen = 1
        } else {
            throw .severalRecords(format: format, records: records.enumerated().map { summarize($0.element, $0.offset + 1) })
        }
        let (metadata, notes) = reader(records[chosen - 1])
        return MetadataImport(format: format, record: chosen, recordCount: records.count, metadata: metadata, notes: notes)
    }

    /// Reads a file, refusing one over the size limit, or one that is not a
    /// regular file (a named pipe, a device such as `/dev/zero`, a folder),
    /// before reading it; never reads more than the limit.
    ///
    /// - Throws: ``MetadataError``, or the system's error when the file cannot be opened or read.
    public static func read(contentsOf url: URL, record: Int? = nil) throws -> MetadataImport {
        let url = url.resolvingSymlinksInPath()
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        if let type = attributes[.type] as? FileAttributeType, type != .typeRegular {
            throw MetadataError.notAFile(kind: kindName(type))
        }
        if let size = attributes[.size] as? Int, size > maximumInputBytes {
            throw MetadataError.fileTooLarge(bytes: size, limit: maximumInputBytes)
        }
        let bytes = try readBytes(atPath: url.path, most: maximumInputBytes + 1)
        if bytes.count > maximumInputBytes {  // It grew since it was measured.
            throw MetadataError.fileTooLarge(bytes: bytes.count, limit: maximumInputBytes)
        }
        return try read(bytes, record: record)
    }

    private static func kindName(_ type: FileAttributeType) -> String {
        switch type {
        case .typeDirectory: "a folder"
        case .typeCharacterSpecial, .typeBlockSpecial: "a device"
        case .typeSocket: "a socket"
        case .typeSymbolicLink: "a symbolic link"
        default: "a named pipe"
        }
    }
}

/// At most `most` bytes of the file at `path`, from its start.
///
/// - Throws: The system's `POSIXError` when the file cannot be opened or read.
private func readBytes(atPath path: String, most: Int) throws -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count < most {
        let asked = min(chunk.count, most - bytes.count)
        let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, asked) }
        if got < 0 {
            if errno == EINTR { continue }
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        if got == 0 { break }
        bytes += chunk[..<got]
    }
    return bytes
}
