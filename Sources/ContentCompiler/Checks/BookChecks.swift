#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import YAML
import BookMetadata

extension Rule {
    /// B101: unique book numbers.
    static let bookNumberUnique = Rule(
        code: "B101", name: "book.number-unique",
        summary: "every book has its own number",
        explanation: """
        A book's `number` is the N of its idea ids (`b<N>i<M>`), so two books with the \
        same number would give their ideas the same ids. Give each book its own number.
        """)

    /// B102: ISBN-13 check digits.
    static let isbn13 = Rule(
        code: "B102", name: "book.isbn13",
        summary: "an ISBN-13 has 13 digits, starts with 978 or 979, and its check digit is right",
        explanation: """
        `isbn13` must be a valid ISBN-13: 13 digits (hyphens and spaces between them \
        are allowed) starting with 978 or 979, whose last digit is the check digit of \
        the first 12. A wrong check digit almost always means a typo: copy the ISBN \
        again from the book's copyright page.
        """)

    /// B103: ISBN-10 check digits.
    static let isbn10 = Rule(
        code: "B103", name: "book.isbn10",
        summary: "an ISBN-10 has 10 characters and its check character is right",
        explanation: """
        `isbn10` must be a valid ISBN-10: 9 digits and a check character (a digit or \
        X), hyphens and spaces allowed. A wrong check character almost always means a \
        typo: copy the ISBN again.
        """)

    /// B104: the metadata file.
    static let bookMetadataFile = Rule(
        code: "B104", name: "book.metadata-file",
        summary: "the metadata file exists inside the book's folder",
        explanation: """
        `metadata` names an XML file with the book's metadata, relative to the book's \
        folder (`metadata: metadata.xml`). The file must exist and stay inside the \
        folder: absolute paths and `..` are refused.
        """)
}

/// Checks one book.yaml: ISBNs and the metadata path.
///
/// - Parameters:
///   - folder: The book's folder on disk, to find the metadata file.
///   - content: The content folder, which tells a missing metadata file from
///     one that exists but is refused (B105, reported by ``mergeMetadata``):
///     a link out of the content folder is refused alike whether or not its
///     target exists, so that no report tells what is outside it.
func checkBook(_ book: BookSource, folder: URL, content: ContentFolder?, log: inout DiagnosticLog) {
    if let isbn = book.isbn13, ISBN.canonical13(isbn.value) == nil {
        let expected = ISBN.expectedCheckDigit13(isbn.value)
            .map { " (its check digit should be \($0))" } ?? ": it needs 13 digits starting with 978 or 979"
        log.report(.isbn13, "'\(isbn.value)' is not a valid ISBN-13\(expected)", file: book.file, at: isbn.mark)
    }
    if let isbn = book.isbn10, ISBN.canonical10(isbn.value) == nil {
        let expected = ISBN.expectedCheckDigit10(isbn.value)
            .map { " (its check character should be \($0))" } ?? ": it needs 9 digits and a check digit or X"
        log.report(.isbn10, "'\(isbn.value)' is not a valid ISBN-10\(expected)", file: book.file, at: isbn.mark)
    }
    if let metadata = book.metadata {
        let path = metadata.value
        if !isInsideBookFolder(path) {
            log.report(.bookMetadataFile, "'metadata' must be a path inside the book's folder, not '\(path)'",
                       file: book.file, at: metadata.mark)
        } else if metadataFileIsMissing(folder.appendingPathComponent(path), in: content) {
            log.report(.bookMetadataFile, "metadata file '\(path)' does not exist in the book's folder",
                       file: book.file, at: metadata.mark)
        }
    }
}

/// Whether nothing is at a metadata file's path: what is there but refused
/// (a link, a pipe) is not missing.
private func metadataFileIsMissing(_ url: URL, in content: ContentFolder?) -> Bool {
    guard let content else { return !FileManager.default.fileExists(atPath: url.path) }
    return content.entry(at: url) == .missing
}

/// Whether a `metadata:` path stays inside the book's folder: relative, without `..`.
func isInsideBookFolder(_ path: String) -> Bool {
    !path.hasPrefix("/") && !path.split(separator: "/").contains("..")
}

/// A book's number, with what the check across books needs to name the book.
struct BookNumberClaim: Sendable {
    var slug: String
    /// The path of book.yaml.
    var file: String
    var number: Located<Int>?
}

/// Checks that no two books share a number.
func checkBookNumbersUnique(_ books: [BookNumberClaim], log: inout DiagnosticLog) {
    var first: [Int: BookNumberClaim] = [:]
    for book in books {
        guard let number = book.number else { continue }
        if let other = first[number.value] {
            log.report(.bookNumberUnique, "book number \(number.value) is already used by the book '\(other.slug)'",
                       file: book.file, at: number.mark,
                       notes: [.init("'\(other.slug)' has number \(number.value) here",
                                     at: SourceLocation(file: other.file, mark: other.number?.mark))],
                       hint: "give this book a number no other book has")
        } else {
            first[number.value] = book
        }
    }
}
