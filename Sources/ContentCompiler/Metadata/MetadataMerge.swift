import BookMetadata
import ContentRuntime
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import YAML

extension Rule {
    /// B105: the metadata file reads.
    static let bookMetadataXML = Rule(
        code: "B105", name: "book.metadata-xml",
        summary: "the metadata file is XML book metadata that contentc can read, with one book record",
        explanation: """
        The file `metadata` names is read at build time, and every field book.yaml \
        does not write is taken from it. It must be an EPUB package document (OPF), a \
        calibre metadata.opf, ONIX for Books (2.1 or 3.x), MARCXML or a Google Books \
        volume entry, well-formed, at most 16 MiB, without entity declarations or \
        XInclude, and hold exactly one book record. For a file with several records, \
        run `contentc import-book FILE --into <book folder> --record N` to copy one \
        record's values into book.yaml instead.
        """)
}

/// Fills the fields book.yaml leaves out from its `metadata:` XML file.
///
/// A field written in book.yaml always wins. Merged values are located at the
/// `metadata:` value, so a diagnostic about one points where it came from.
/// A path that is not valid (B104) is skipped here; it is reported there.
/// The file is read only when its real path is inside the content folder, and
/// only when it is a regular file: a link to a file elsewhere, a named pipe or
/// a device is reported, never opened.
func mergeMetadata(into book: inout BookSource, folder: URL, content: ContentFolder?, log: inout DiagnosticLog) {
    guard let path = book.metadata else { return }
    if isInsideBookFolder(path.value) {
        switch content?.entry(at: folder.appendingPathComponent(path.value)) ?? .missing {
        case .missing:
            break  // Reported by checkBook (B104).
        case .file(let real):
            do {
                book.merge(try BookMetadataReader.read(contentsOf: URL(fileURLWithPath: real)).metadata, at: path.mark)
                checkImportedText(of: book, path: path, log: &log)
            } catch {
                // The reason alone: the file is named as the book gives it, not by its real path.
                let reason = SystemErrorText.reason(of: error)
                log.report(.bookMetadataXML, "cannot read '\(path.value)': \(reason)", file: book.file, at: path.mark)
            }
        case .folder:
            log.report(.bookMetadataXML, "cannot read '\(path.value)': this is a folder, not a file",
                       file: book.file, at: path.mark)
        case let other:
            log.report(.bookMetadataXML, "cannot read '\(path.value)': \(other.refusal ?? "")", file: book.file, at: path.mark)
        }
    }
    if book.title == nil {
        log.report(.missingKey, "book.yaml has no 'title', and its metadata file '\(path.value)' gives none",
                   file: book.file, at: book.mark, hint: "add 'title:' to book.yaml")
    }
}

/// Reports a text taken from the metadata file that holds a control character
/// (S113), as a text written in book.yaml would be.
private func checkImportedText(of book: BookSource, path: Located<String>, log: inout DiagnosticLog) {
    let fields: [(String, KeyPath<BookSource, Located<String>?>)] = [
        ("title", \.title), ("subtitle", \.subtitle), ("author", \.author), ("publisher", \.publisher),
        ("language", \.language), ("description", \.description), ("publishedDate", \.publishedDate),
        ("isbn13", \.isbn13), ("isbn10", \.isbn10), ("googleBooksId", \.googleBooksId),
        ("thumbnailUrl", \.thumbnailUrl), ("coverImageUrl", \.coverImageUrl), ("previewLink", \.previewLink),
        ("infoLink", \.infoLink),
    ]
    func refused(_ field: String, _ text: Located<String>) -> Bool {
        guard text.mark == path.mark, let control = text.value.unicodeScalars.first(where: PrintableText.isRefusedInText) else {
            return false
        }
        log.report(.controlCharacter,
                   "the metadata file '\(path.value)' gives \(field) with the control character "
                       + "\(PrintableText.escape(control)) (\(PrintableText.codePoint(control))), which apps cannot show",
                   file: book.file, at: path.mark, hint: "write '\(field):' in book.yaml, which wins over the metadata file")
        return true
    }
    for (field, keyPath) in fields {
        if let text = book[keyPath: keyPath] { _ = refused(field, text) }
    }
    _ = book.categories?.value.first { refused("categories", $0) }
}

extension BookSource {
    /// Takes every value of `metadata` whose field is not set yet, located at `mark`.
    mutating func merge(_ metadata: BookMetadata, at mark: Mark) {
        func fill<T>(_ keyPath: WritableKeyPath<BookSource, Located<T>?>, _ value: T?) {
            if self[keyPath: keyPath] == nil, let value { self[keyPath: keyPath] = Located(value, at: mark) }
        }
        fill(\.title, metadata.title)
        fill(\.subtitle, metadata.subtitle)
        fill(\.author, metadata.authorLine)
        fill(\.publisher, metadata.publisher)
        fill(\.language, metadata.language)
        fill(\.description, metadata.description)
        fill(\.publishedDate, metadata.publishedDate)
        if !metadata.categories.isEmpty {
            fill(\.categories, metadata.categories.map { Located($0, at: mark) })
        }
        fill(\.isbn13, metadata.isbn13)
        fill(\.isbn10, metadata.isbn10)
        fill(\.googleBooksId, metadata.googleBooksId)
        fill(\.thumbnailUrl, metadata.thumbnailUrl)
        fill(\.coverImageUrl, metadata.coverImageUrl)
        fill(\.previewLink, metadata.previewLink)
        fill(\.infoLink, metadata.infoLink)
        fill(\.averageRating, metadata.averageRating)
        fill(\.ratingsCount, metadata.ratingsCount)
        fill(\.pageCount, metadata.pageCount)
    }
}
