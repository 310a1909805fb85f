import BookMetadata
import Foundation
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
func mergeMetadata(into book: inout BookSource, folder: URL, log: inout DiagnosticLog) {
    guard let path = book.metadata else { return }
    let url = folder.appendingPathComponent(path.value)
    if isInsideBookFolder(path.value), FileManager.default.fileExists(atPath: url.path) {
        do {
            book.merge(try BookMetadataReader.read(contentsOf: url).metadata, at: path.mark)
        } catch {
            let reason = (error as? MetadataError)?.description ?? error.localizedDescription
            log.report(.bookMetadataXML, "cannot read '\(path.value)': \(reason)", file: book.file, at: path.mark)
        }
    }
    if book.title == nil {
        log.report(.missingKey, "book.yaml has no 'title', and its metadata file '\(path.value)' gives none",
                   file: book.file, at: book.mark, hint: "add 'title:' to book.yaml")
    }
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
