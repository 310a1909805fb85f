/// Why an XML metadata file could not be read. Every case says what was found
/// and, where it helps, what to do; `line` is 1-based where there is one.
public enum MetadataError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is larger than `SafeXMLParser.maximumInputBytes`.
    case fileTooLarge(bytes: Int, limit: Int)
    /// The path names something other than a regular file: `kind` is "a named
    /// pipe", "a device", "a socket" or "a folder". Nothing was read from it.
    case notAFile(kind: String)
    /// The file is compressed or an archive (gzip, xz, zip), not XML.
    case notPlainXML(kind: String)
    /// libxml2 found the XML malformed or over one of its limits.
    case malformed(message: String, line: Int)
    /// The document's DTD declares an entity; such documents are refused.
    case entityDeclaration(name: String, line: Int)
    /// The document refers to an entity that is not one of XML's five.
    case entityReference(name: String, line: Int)
    /// The document uses XInclude, which is never processed.
    case xinclude(line: Int)
    /// The root element is not one of the supported formats.
    case unsupportedFormat(root: String, namespace: String?)
    /// The file is a supported format but holds no book record.
    case noBookRecord(format: MetadataFormat, detail: String)
    /// The file holds several book records and none was chosen.
    case severalRecords(format: MetadataFormat, records: [RecordSummary])
    /// `--record N` is outside 1…count.
    case recordOutOfRange(requested: Int, count: Int)

    /// The line the problem is on, when there is one.
    public var line: Int? {
        switch self {
        case .malformed(_, let line), .entityDeclaration(_, let line), .entityReference(_, let line),
             .xinclude(let line):
            line
        default:
            nil
        }
    }

    public var description: String {
        switch self {
        case .fileTooLarge(let bytes, let limit):
            "the file has \(bytes) bytes; metadata files may have at most \(limit) bytes"
        case .notAFile(let kind):
            "this is \(kind), not a file; give an XML metadata file"
        case .notPlainXML(let kind):
            kind == "zip"
                ? "this is a zip archive, not XML; for an EPUB, give the package document inside it (the .opf file that META-INF/container.xml names)"
                : "this is \(kind)-compressed data, not XML; decompress it first"
        case .malformed(let message, let line):
            "line \(line): the XML is not well-formed: \(message)"
        case .entityDeclaration(let name, let line):
            "line \(line): the document declares the entity '\(name)'; documents that declare entities are refused, because entities can read local files or expand without bound"
        case .entityReference(let name, let line):
            "line \(line): the entity reference '&\(name);' is not allowed; write the character itself or a character reference such as '&#233;'"
        case .xinclude(let line):
            "line \(line): XInclude is not supported; the document must hold its metadata itself"
        case .unsupportedFormat(let root, let namespace):
            "the root element <\(root)>\(namespace.map { " in namespace \($0)" } ?? "") is not a supported metadata format; supported: EPUB package documents (OPF 2 and 3, calibre metadata.opf), ONIX for Books 2.1 and 3.x, MARCXML, Google Books volume entries and feeds"
        case .noBookRecord(let format, let detail):
            "this \(format.displayName) file holds no book record: \(detail)"
        case .severalRecords(let format, let records):
            "this \(format.displayName) file holds \(records.count) book records; choose one with --record N:\n"
                + records.map { "  \($0)" }.joined(separator: "\n")
        case .recordOutOfRange(let requested, let count):
            "record \(requested) does not exist: the file holds \(count) book record\(count == 1 ? "" : "s") (1…\(count))"
        }
    }
}

/// One record of a file that holds several, as listed for `--record N`.
public struct RecordSummary: Sendable, Equatable, CustomStringConvertible {
    /// 1-based.
    public var number: Int
    public var line: Int
    public var title: String?
    /// The ISBN, or else the record's own reference, already labelled ("ISBN 978…").
    public var identifier: String?

    public init(number: Int, line: Int, title: String? = nil, identifier: String? = nil) {
        self.number = number
        self.line = line
        self.title = title
        self.identifier = identifier
    }

    public var description: String {
        "\(number). \(title ?? "(no title)")\(identifier.map { " — \($0)" } ?? "") (line \(line))"
    }
}
