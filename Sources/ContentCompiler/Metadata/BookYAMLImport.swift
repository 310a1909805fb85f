import BookMetadata
import ContentRuntime
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import YAML

/// Creates book.yaml from imported metadata, or adds to an existing one.
///
/// Every key the author already wrote wins and stays as written; comments and
/// every existing line are kept byte for byte, and the missing keys are
/// appended at the end of the top-level mapping. Nothing is ever removed. The
/// result is parsed again before it is returned, and every added value must
/// read back exactly as imported.
public struct BookYAMLImport: Sendable {
    /// The new text of book.yaml.
    public var text: String
    /// The keys added, in the order written.
    public var added: [String]
    /// Keys the XML has a value for that book.yaml already sets, with both values.
    public var kept: [(key: String, bookYAML: String, xml: String)]

    /// Why book.yaml cannot be added to.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Merges `metadata` into `existing` (the current book.yaml, or `nil` for a new book).
    ///
    /// - Parameter number: The book number to write when book.yaml has none.
    public static func merge(_ metadata: BookMetadata, into existing: String?, number: Int) throws(Failure) -> BookYAMLImport {
        let existingText = existing ?? ""
        let present = try presentKeys(existingText)
        let values = fields(metadata, number: number)

        var lines: [String] = []
        var added: [String] = []
        var kept: [(String, String, String)] = []
        for (key, value) in values {
            if let written = present[key] {
                if key != "number", written != value.comparable { kept.append((key, written, value.comparable)) }
                continue
            }
            lines.append(value.rendered(key: key))
            added.append(key)
        }

        var text = existingText
        if !added.isEmpty {
            if !text.isEmpty, !text.hasSuffix("\n") { text += "\n" }
            // A new file starts as `contentc new` starts one: with the modeline naming its schema.
            if existing == nil {
                text = SchemaModeline.line(for: .book, at: "books/book/book.yaml") + "\n"
                    + "# Imported by contentc import-book; edit freely: values written here win.\n"
            }
            text += lines.joined(separator: "\n") + "\n"
        }
        let result = BookYAMLImport(text: text, added: added, kept: kept)
        try result.verify(values.filter { added.contains($0.key) })
        return result
    }

    /// The top-level keys book.yaml sets, with their text for comparison.
    private static func presentKeys(_ text: String) throws(Failure) -> [String: String] {
        let documents: [Document]
        do {
            documents = try parseDocuments(Array(text.utf8))
        } catch {
            throw Failure(description: "book.yaml is not valid YAML (\(error.message) at \(error.mark.line):\(error.mark.column)); fix it first, then import again")
        }
        guard documents.count <= 1 else {
            throw Failure(description: "book.yaml holds \(documents.count) YAML documents; it must hold one")
        }
        guard let root = documents.first?.root else { return [:] }
        if case .scalar(let value, _) = root.content, value.isEmpty { return [:] }
        guard case .mapping(let pairs) = root.content, !root.isFlow else {
            throw Failure(description: "book.yaml must be a block mapping of keys and values for import-book to add keys to it")
        }
        var keys: [String: String] = [:]
        for pair in pairs {
            guard let key = pair.key.scalarValue else { continue }
            switch pair.value.content {
            case .scalar(let value, _): keys[key] = value
            case .sequence(let items): keys[key] = items.compactMap(\.scalarValue).joined(separator: ", ")
            default: keys[key] = ""
            }
        }
        if let first = pairs.first, first.key.start.column != 1 {
            throw Failure(description: "book.yaml's keys must start at the first column for import-book to add keys to it")
        }
        return keys
    }

    /// One value to write.
    private enum Value {
        case text(String)
        case list([String])
        case number(String)

        func rendered(key: String) -> String {
            switch self {
            case .text(let text): "\(key): \(YAMLScalarWriter.value(text))"
            case .number(let number): "\(key): \(number)"
            case .list(let items): "\(key):\n" + items.map { "  - \(YAMLScalarWriter.value($0, indent: 2))" }.joined(separator: "\n")
            }
        }

        /// The value as `presentKeys` reports a written one.
        var comparable: String {
            switch self {
            case .text(let text), .number(let text): text
            case .list(let items): items.joined(separator: ", ")
            }
        }
    }

    /// book.yaml's keys in their documented order, with the metadata's values,
    /// each without the control characters text may not hold (S113: a
    /// bidirectional override, a C1 control), which an import would otherwise
    /// write for `lint` to refuse; a value left empty is not written.
    private static func fields(_ metadata: BookMetadata, number: Int) -> [(key: String, value: Value)] {
        var fields: [(String, Value)] = [("number", .number(String(number)))]
        func add(_ key: String, _ text: String?) {
            if let text = text.flatMap(withoutRefusedCharacters) { fields.append((key, .text(text))) }
        }
        add("title", metadata.title)
        add("author", metadata.authorLine)
        add("subtitle", metadata.subtitle)
        add("publisher", metadata.publisher)
        add("language", metadata.language)
        add("description", metadata.description)
        add("publishedDate", metadata.publishedDate)
        let categories = metadata.categories.compactMap(withoutRefusedCharacters)
        if !categories.isEmpty { fields.append(("categories", .list(categories))) }
        add("isbn13", metadata.isbn13)
        add("isbn10", metadata.isbn10)
        add("googleBooksId", metadata.googleBooksId)
        add("thumbnailUrl", metadata.thumbnailUrl)
        add("coverImageUrl", metadata.coverImageUrl)
        add("previewLink", metadata.previewLink)
        add("infoLink", metadata.infoLink)
        if let rating = metadata.averageRating { fields.append(("averageRating", .number(DecimalNumber.format(rating)))) }
        if let count = metadata.ratingsCount { fields.append(("ratingsCount", .number(String(count)))) }
        if let count = metadata.pageCount { fields.append(("pageCount", .number(String(count)))) }
        return fields
    }

    /// `text` without the characters S113 refuses in text, or `nil` when nothing else is left.
    static func withoutRefusedCharacters(_ text: String) -> String? {
        guard text.unicodeScalars.contains(where: PrintableText.isRefusedInText) else { return text }
        let kept = String(String.UnicodeScalarView(text.unicodeScalars.filter { !PrintableText.isRefusedInText($0) }))
        return kept.allSatisfy(\.isWhitespace) ? nil : kept
    }

    /// Parses the result and checks every added value reads back as written.
    private func verify(_ values: [(key: String, value: Value)]) throws(Failure) {
        let readBack = try Self.presentKeys(text)
        for (key, value) in values where readBack[key] != value.comparable {
            throw Failure(description: "internal error: '\(key)' would not read back as imported; book.yaml was not changed")
        }
    }
}

extension BookYAMLImport {
    /// One more than the highest `number` of the other books beside `bookFolder`
    /// (1 when there are none); unreadable book.yaml files are skipped, and so
    /// is one whose path leads outside the content folder (the folder holding
    /// `books/`) or that is not a regular file of at most 1 MiB: what a link
    /// names elsewhere is never opened, and no file is read past that size.
    public static func nextFreeNumber(besides bookFolder: URL) -> Int {
        let books = bookFolder.standardizedFileURL.deletingLastPathComponent()
        guard let contentFolder = ContentFolder(root: books.deletingLastPathComponent()) else { return 1 }
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: books.path)) ?? []).map(books.appendingPathComponent)
        var highest = 0
        for folder in folders where folder.standardizedFileURL.lastPathComponent != bookFolder.standardizedFileURL.lastPathComponent {
            let file = folder.appendingPathComponent("book.yaml")
            var log = DiagnosticLog()
            guard case .file = contentFolder.entry(at: file),
                  let data = SourceFile(url: file, displayPath: file.path).read(limits: Self.otherBookLimits, log: &log),
                  let root = try? parseDocuments(data).first?.root,
                  case .mapping(let pairs) = root.content,
                  let number = pairs.first(where: { $0.key.scalarValue == "number" })?.value.scalarValue.flatMap({ Int($0) })
            else { continue }
            highest = max(highest, number)
        }
        return highest + 1
    }

    /// The limits another book's book.yaml is read under, for its number: 1 MiB.
    private static var otherBookLimits: ParserLimits {
        var limits = ParserLimits.content
        limits.maxInputBytes = 1 << 20
        return limits
    }
}
