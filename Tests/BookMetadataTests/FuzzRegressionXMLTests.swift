import Foundation
import Testing
@testable import BookMetadata

/// Inputs that broke `BookMetadataReader.read` under `Fuzz/run xml` or in its
/// review. Every input must return a value or throw a MetadataError, never
/// crash or hang, and what it returns must keep BookMetadata's promises.
@Suite struct FuzzRegressionXMLTests {
    /// Reads `xml` as the only record and as records 1 and 2, as the fuzzer does.
    func read(_ xml: String) -> Result<MetadataImport, MetadataError> {
        read(Array(xml.utf8))
    }

    func read(_ bytes: [UInt8]) -> Result<MetadataImport, MetadataError> {
        _ = Result { () throws(MetadataError) in try BookMetadataReader.read(bytes, record: 1) }
        _ = Result { () throws(MetadataError) in try BookMetadataReader.read(bytes, record: 2) }
        return Result { () throws(MetadataError) in try BookMetadataReader.read(bytes) }
    }

    // MARK: - Error lines

    /// libxml2 raises an encoding conversion error without a parser context,
    /// as line 0; it was reported as "line 0: the XML is not well-formed".
    @Test func anEncodingErrorHasALine() throws {
        let bytes = Array(#"<?xml version="1.0" encoding="utf-7"?>"#.utf8) + Array("\n<a>\n<b>".utf8) + [0x96] + Array("</b></a>".utf8)
        guard case .failure(.malformed(let message, let line)) = read(bytes) else {
            Issue.record("not refused as malformed: \(read(bytes))")
            return
        }
        #expect(message.contains("input conversion failed"), "\(message)")
        #expect(line == 3)
    }

    /// The fuzzer's input: an ONIX file with a UTF-8 BOM, `encoding="utf-7"`
    /// and a 0x96 byte in a tag name on line 13.
    @Test func theFuzzersEncodingErrorHasALine() throws {
        let base64 = """
            77u/PD94bWwgdmVyc2lvbj0iMS4wIiBlbmNvZGluZz0idXRmLTciPz4KPE9OSVhNZXNzYWdlIHJlbGVhc2U9IjMuMCI+CiAgICA8SGVhZGVy\
            PgogICAgICAgIDxTZW5kZXI+CiAgICAgICAgICAgIDxTZW5kZXJOYW1lPkpvaG4gRG9lPC9TZW5kZXJOYW1lPgogICAgICAgIDwvU2VuZGVy\
            PgogICAgICAgIDxTZW50RGF0ZVRpbWU+MjAxNTA3MTdUMjEwNDA5PC9TZW50RGF0ZVRpbWU+CiAgICA8L0hlYWRlcj4KICAgIDxQcm9kdWN0\
            PgogICAgICAgIDxSZWNvcmRSZWZlcmVuY2U+b3JnLmpvaG4tZG9lLnNvbWUtaWQ8L1JlY29yZFJlZmVyZW5jZT4KICAgICAgICA8Tm90aWZp\
            Y2F0aW9uVHlwZT4wMzwvTm90aWZpY2F0aW9uVHlwZT4KICAgICAgICA8UHJvZHVjdElkZW50aWZpZXI+CiAgICAgICAgICAgIDxQcm9kdWOW\
            SURUeXBlPjE1PC9Qcm9kdWN0SURUeXBlPgogICAgICAgICAgICA8SURWYWx1ZT45Nzg4ODcxMTg0MzcxPC9JRFZhbHVlPgogICAgICAgIDwv\
            UHJvZHVjdElkZW50aWZpZXI+CiAgICA8L1Byb2R1Y3Q+CjwvT05JWE1lc3NhZ2U+Cg==
            """
        let bytes = Array(try #require(Data(base64Encoded: base64)))
        guard case .failure(let error) = read(bytes), case .malformed = error else {
            Issue.record("not refused as malformed: \(read(bytes))")
            return
        }
        #expect(error.line == 13)
    }

    // MARK: - Ratings on a file's own scale

    func googleEntry(rating: String) -> String {
        """
        <entry xmlns="http://www.w3.org/2005/Atom" xmlns:gd="http://schemas.google.com/g/2005">
        <id>http://www.google.com/books/feeds/volumes/abc</id>
        <title>T</title>
        \(rating)
        </entry>
        """
    }

    /// `Int(scale)` in the note trapped for a `max` that is NaN, infinite or
    /// over Int.max; a `max` of 0 gave a NaN rating and a huge one an infinite rating.
    @Test(arguments: [
        #"<gd:rating average="3" max="nan"/>"#,
        #"<gd:rating average="3" max="inf"/>"#,
        #"<gd:rating average="3" max="-inf"/>"#,
        #"<gd:rating average="3" max="1e999"/>"#,
        #"<gd:rating average="-1" max="1e300"/>"#,
        #"<gd:rating average="9.5e18" max="9.3e18"/>"#,
        #"<gd:rating average="0" max="0"/>"#,
        #"<gd:rating average="0" max="-0"/>"#,
        #"<gd:rating average="1" max="-5"/>"#,
        #"<gd:rating average="1e308" max="1e308"/>"#,
        #"<gd:rating average="4e307" max="1e308"/>"#,
    ])
    func aRatingOnAnyScaleIsReadOrNoted(_ rating: String) throws {
        let result = try read(googleEntry(rating: rating)).get()
        if let average = result.metadata.averageRating {
            #expect(average >= 0 && average <= 5, "rating \(average)")
        } else {
            #expect(result.notes.contains { $0.message.hasPrefix("rating ") }, "\(result.notes)")
        }
    }

    @Test func aHugeScaleStillGivesTheRightRating() throws {
        #expect(try read(googleEntry(rating: #"<gd:rating average="1e308" max="1e308"/>"#)).get().metadata.averageRating == 5)
        #expect(try read(googleEntry(rating: #"<gd:rating average="4e307" max="1e308"/>"#)).get().metadata.averageRating == 2)
        #expect(try read(googleEntry(rating: #"<gd:rating average="3.5" max="5"/>"#)).get().metadata.averageRating == 3.5)
    }

    // MARK: - calibre dates

    /// calibre's dates are rounded to the day from fixed positions; the
    /// separators went unchecked and `Int` took "+1", so any ten characters
    /// before a "T" came out as the date, and 9999-12-31 rounded to year 10000.
    @Test(arguments: [
        ("2020x01y01T00:00:00+00:00", "2020"),
        ("+020-01-01T00:00:00+00:00", nil),
        ("2020-01-+1T00:00:00+00:00", "2020-01"),
        ("2020-+1-01T13:00:00+00:00", "2020"),
        ("0000-01-01T00:00:00+00:00", nil),
        ("9999-12-31T23:00:00+00:00", "9999-12-31"),
        ("9999-12-30T23:00:00+00:00", "9999-12-31"),
        ("٢٠٢٠-01-01T00:00:00+00:00", nil),
    ] as [(String, String?)])
    func calibreDatesKeepTheirShape(_ date: String, _ expected: String?) throws {
        #expect(PublicationDate.normalized(date, timeIsLocalMidnight: true) == expected)
        let xml = """
            <package xmlns="http://www.idpf.org/2007/opf" xmlns:opf="http://www.idpf.org/2007/opf">
            <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
            <dc:identifier opf:scheme="calibre">1</dc:identifier><dc:title>T</dc:title><dc:date>\(date)</dc:date>
            </metadata></package>
            """
        let result = try read(xml).get()
        #expect(result.format == .calibreOPF)
        #expect(result.metadata.publishedDate == expected)
    }

    // MARK: - Many values in one record

    /// Authors and categories were deduplicated by searching the lists taken
    /// so far, lowercasing every category each time: quadratic, so a file of
    /// a few megabytes of `<dc:subject>` (under the 16 MiB limit) read for
    /// hours. 100,000 of each read in about a second; the time limit only
    /// catches the quadratic reading again, not a slower machine.
    @Test(.timeLimit(.minutes(1))) func manyAuthorsAndCategoriesReadInLinearTime() throws {
        let count = 100_000
        var xml = #"<package xmlns="http://www.idpf.org/2007/opf"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/">"#
        for number in 0..<count { xml += "<dc:subject>Subject \(number)</dc:subject><dc:creator>Author \(number)</dc:creator>" }
        xml += "<dc:subject>SUBJECT 7</dc:subject><dc:creator>Author 7</dc:creator></metadata></package>"
        let result = try BookMetadataReader.read(Array(xml.utf8))
        #expect(result.metadata.categories.count == count, "a category differing only in case is kept once")
        #expect(result.metadata.authors.count == count)
    }
}
