import Foundation
import Testing
@testable import BookMetadata

/// Every file of the book-metadata corpus (`Tests/Corpus/book-metadata`, or
/// `$CONTENTC_CORPUS/book-metadata`), read record by record, with
/// the values of every field kept in a golden file per input
/// (`Golden/<folder>/<file>.txt`). Set `CONTENTC_RECORD=1` to rewrite them; the
/// run then fails so the change is reviewed.
@Suite struct CorpusGoldenTests {
    static let corpus: URL = {
        if let path = ProcessInfo.processInfo.environment["CONTENTC_CORPUS"] {
            return URL(fileURLWithPath: path).appendingPathComponent("book-metadata")
        }
        return URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // BookMetadataTests
            .deletingLastPathComponent()  // Tests
            .appendingPathComponent("Corpus/book-metadata")
    }()
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static let recording = ProcessInfo.processInfo.environment["CONTENTC_RECORD"] == "1"

    static let inputs: [String] = {
        let folders = ["calibre-opf", "epub-opf", "google-books-gdata", "marcxml", "onix", "other"]
        return folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: corpus.appendingPathComponent(folder).path)) ?? [])
                .sorted().map { "\(folder)/\($0)" }
        }
    }()

    @Test func theCorpusIsThere() {
        #expect(Self.inputs.count == 33, "expected the 33 corpus files under \(Self.corpus.path)")
    }

    @Test(arguments: inputs)
    func readsAsRecorded(_ input: String) throws {
        let bytes = Array(try Data(contentsOf: Self.corpus.appendingPathComponent(input)))
        let rendered = GoldenRendering.render(bytes)
        let url = Self.golden.appendingPathComponent(input + ".txt")
        if Self.recording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try rendered.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("recorded \(input); unset CONTENTC_RECORD and review the change")
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(rendered == expected, "\(input) no longer reads as its golden file says")
    }
}

/// A record's fields as text, one per line, in book.yaml's order.
enum GoldenRendering {
    static func render(_ bytes: [UInt8]) -> String {
        var lines: [String] = []
        do {
            let first = try BookMetadataReader.read(bytes, record: 1)
            lines.append("format: \(first.format.rawValue)")
            lines.append("records: \(first.recordCount)")
            if first.recordCount > 1, case .severalRecords(_, let summaries)? = severalRecordsError(bytes) {
                lines.append("listed without --record:")
                lines += summaries.map { "  \($0)" }
            }
            for number in 1...first.recordCount {
                let result = try BookMetadataReader.read(bytes, record: number)
                lines.append("record \(number):")
                lines += fields(result.metadata).map { "  \($0)" }
                lines += result.notes.map { "  note: \($0)" }
            }
        } catch {
            lines.append("error: \(error)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func severalRecordsError(_ bytes: [UInt8]) -> MetadataError? {
        do { _ = try BookMetadataReader.read(bytes); return nil } catch { return error }
    }

    /// The value in double quotes, with `\\`, `"` and line breaks escaped.
    static func quoted(_ value: String) -> String {
        "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    static func fields(_ metadata: BookMetadata) -> [String] {
        var lines: [String] = []
        func add(_ name: String, _ value: String?) { if let value { lines.append("\(name): \(quoted(value))") } }
        add("title", metadata.title)
        add("subtitle", metadata.subtitle)
        for author in metadata.authors { add("author", author) }
        add("publisher", metadata.publisher)
        add("language", metadata.language)
        for category in metadata.categories { add("category", category) }
        add("isbn13", metadata.isbn13)
        add("isbn10", metadata.isbn10)
        add("googleBooksId", metadata.googleBooksId)
        add("thumbnailUrl", metadata.thumbnailUrl)
        add("coverImageUrl", metadata.coverImageUrl)
        add("averageRating", metadata.averageRating.map { String($0) })
        add("ratingsCount", metadata.ratingsCount.map { String($0) })
        add("previewLink", metadata.previewLink)
        add("infoLink", metadata.infoLink)
        add("publishedDate", metadata.publishedDate)
        add("pageCount", metadata.pageCount.map { String($0) })
        add("description", metadata.description)
        return lines
    }
}
