/// A book's metadata as read from one XML record, in the terms of book.yaml.
///
/// Every field is optional: real files leave most of them out. Text is NFC,
/// trimmed, with runs of white space collapsed; descriptions are plain text
/// with paragraphs separated by a blank line; ISBNs are digits only and valid;
/// URLs are absolute `http(s)`.
public struct BookMetadata: Sendable, Equatable {
    public var title: String?
    public var subtitle: String?
    /// The authors in the order the record gives them (display order, "First Last").
    public var authors: [String] = []
    public var publisher: String?
    /// BCP 47 (`en`, `pt-BR`); ISO 639-2 codes are mapped to their two-letter form.
    public var language: String?
    public var categories: [String] = []
    public var isbn13: String?
    public var isbn10: String?
    public var googleBooksId: String?
    public var thumbnailUrl: String?
    public var coverImageUrl: String?
    /// 0…5.
    public var averageRating: Double?
    public var ratingsCount: Int?
    public var previewLink: String?
    public var infoLink: String?
    /// `YYYY`, `YYYY-MM` or `YYYY-MM-DD`.
    public var publishedDate: String?
    public var pageCount: Int?
    public var description: String?

    public init() {}

    /// The authors as book.yaml's one `author` text: joined with ", ".
    public var authorLine: String? {
        authors.isEmpty ? nil : authors.joined(separator: ", ")
    }
}

/// What one XML file gave: the chosen record's metadata, and what was left out.
public struct MetadataImport: Sendable {
    /// The format the file was read as.
    public var format: MetadataFormat
    /// The 1-based number of the record read, and how many book records the file holds.
    public var record: Int
    public var recordCount: Int
    public var metadata: BookMetadata
    /// Values the file had that could not be imported, with why (an invalid
    /// ISBN, a cover that is a file inside the package, an unknown date…).
    public var notes: [MetadataNote]
}

/// One value of the XML that was not imported, and why.
public struct MetadataNote: Sendable, Equatable, CustomStringConvertible {
    /// The line of the XML file the value is on.
    public var line: Int
    public var message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { "line \(line): \(message)" }
}
