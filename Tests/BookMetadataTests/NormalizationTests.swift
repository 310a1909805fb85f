import Foundation
import Testing
@testable import BookMetadata

/// The normalisations every format shares: NFC, ISBNs, languages, dates,
/// cataloguing punctuation, HTML and ratings.
@Suite struct NormalizationTests {
    @Test func decomposedTextBecomesNFC() throws {
        // Compared scalar by scalar: Swift's String == treats NFD and NFC as equal.
        let url = CorpusGoldenTests.corpus.appendingPathComponent("marcxml/OCLC_814388508.xml")
        let raw = try String(contentsOf: url, encoding: .utf8)
        #expect(raw.unicodeScalars.contains { $0.properties.canonicalCombiningClass != .notReordered },
                "the corpus file is expected to hold combining marks")
        let title = try #require(try BookMetadataReader.read(contentsOf: url).metadata.title)
        #expect(Array(title.unicodeScalars) == Array(title.precomposedStringWithCanonicalMapping.unicodeScalars))
        #expect(title.unicodeScalars.contains("\u{113}"), "ē is one precomposed scalar")
    }

    @Test func isbn10IsAlsoGivenAsISBN13() {
        #expect(ISBN.isbn13(fromISBN10: "0-679-45004-1") == "9780679450047")
        #expect(ISBN.isbn13(fromISBN10: "080442957X") == "9780804429573")
        #expect(ISBN.isbn13(fromISBN10: "0679450042") == nil)
        var builder = MetadataBuilder()
        builder.addISBN("urn:isbn:0136091814", line: 1)
        let (metadata, notes) = builder.finished()
        #expect(metadata.isbn10 == "0136091814")
        #expect(metadata.isbn13 == "9780136091813")
        #expect(notes.isEmpty)
    }

    @Test func invalidISBNsAreNotedNotImported() {
        var builder = MetadataBuilder()
        builder.addISBN("9782707154298", line: 19)
        let (metadata, notes) = builder.finished()
        #expect(metadata.isbn13 == nil)
        #expect(notes == [MetadataNote(line: 19, message: "'9782707154298' is not a valid ISBN (wrong length or check digit); not imported")])
    }

    @Test func languagesBecomeBCP47() {
        #expect(LanguageCode.bcp47("eng") == "en")
        #expect(LanguageCode.bcp47("ger") == "de")
        #expect(LanguageCode.bcp47("deu") == "de")
        #expect(LanguageCode.bcp47("fre") == "fr")
        #expect(LanguageCode.bcp47("gre") == "el")
        #expect(LanguageCode.bcp47("ber") == "ber", "no two-letter form: kept")
        #expect(LanguageCode.bcp47("en_gb") == "en-GB")
        #expect(LanguageCode.bcp47("zh-hant-tw") == "zh-Hant-TW")
        #expect(LanguageCode.bcp47("und") == nil)
        #expect(LanguageCode.bcp47("mul") == nil)
        #expect(LanguageCode.bcp47("English") == nil)
    }

    @Test func datesTakeTheThreeForms() {
        #expect(PublicationDate.normalized("20081208") == "2008-12-08")
        #expect(PublicationDate.normalized("2002-02") == "2002-02")
        #expect(PublicationDate.normalized("2017-08-26T20:30:00Z") == "2017-08-26")
        #expect(PublicationDate.normalized("c2000.") == "2000")
        #expect(PublicationDate.normalized("[1894]") == "1894")
        #expect(PublicationDate.normalized("0101-01-01T00:00:00+00:00") == nil, "calibre's unknown date")
        #expect(PublicationDate.normalized("sometime") == nil)
    }

    @Test func calibreDatesAreLocalMidnightRoundedToTheDay() {
        #expect(PublicationDate.normalized("1897-01-13T23:00:00+00:00", timeIsLocalMidnight: true) == "1897-01-14")
        #expect(PublicationDate.normalized("1999-12-31T16:00:00+00:00", timeIsLocalMidnight: true) == "2000-01-01")
        #expect(PublicationDate.normalized("2024-02-28T22:00:00+00:00", timeIsLocalMidnight: true) == "2024-02-29")
        #expect(PublicationDate.normalized("2023-02-28T22:00:00+00:00", timeIsLocalMidnight: true) == "2023-03-01")
        #expect(PublicationDate.normalized("2012-05-28T05:00:00+00:00", timeIsLocalMidnight: true) == "2012-05-28")
        // Years before 1000 keep four digits, as book.yaml's dates have.
        #expect(PublicationDate.normalized("0999-12-31T12:00:00+00:00", timeIsLocalMidnight: true) == "1000-01-01")
        #expect(PublicationDate.normalized("0099-12-31T13:00:00+00:00", timeIsLocalMidnight: true) == "0100-01-01")
        #expect(PublicationDate.normalized("0008-03-01T12:00:00+00:00", timeIsLocalMidnight: true) == "0008-03-02")
        #expect(PublicationDate.normalized("9998-12-31T12:00:00+00:00", timeIsLocalMidnight: true) == "9999-01-01")
    }

    @Test func cataloguingPunctuationIsRemoved() {
        #expect(TextCleanup.removingCataloguingPunctuation("The amazing adventures of Kavalier and Clay :") == "The amazing adventures of Kavalier and Clay")
        #expect(TextCleanup.removingCataloguingPunctuation("a novel /") == "a novel")
        #expect(TextCleanup.removingCataloguingPunctuation("Random House,") == "Random House")
        #expect(TextCleanup.removingCataloguingPunctuation("Chabon, Michael.") == "Chabon, Michael")
        #expect(TextCleanup.removingCataloguingPunctuation("Smith, J.") == "Smith, J.", "an initial keeps its stop")
        #expect(TextCleanup.removingCataloguingPunctuation("Comic books, strips, etc.") == "Comic books, strips, etc.")
    }

    @Test func htmlDescriptionsBecomeParagraphsOfText() {
        #expect(PlainText.fromMarkup("<div><p>One &amp; two.</p><p>Caf&eacute; <i>three</i>.</p></div>") == "One & two.\n\nCafé three.")
        #expect(PlainText.fromMarkup("Plain text, a < b.") == "Plain text, a < b.")
        #expect(PlainText.fromMarkup("<script>alert(1)</script>Safe") == "Safe")
    }

    @Test func calibreRatingsOutOfTenBecomeOutOfFive() {
        var builder = MetadataBuilder()
        builder.setRating("8.00", scale: 10, line: 1)
        #expect(builder.metadata.averageRating == 4)
        var out = MetadataBuilder()
        out.setRating("11", scale: 10, line: 3)
        #expect(out.metadata.averageRating == nil)
        #expect(out.notes.count == 1)
    }

    @Test func invertedNamesReadInDisplayOrder() {
        #expect(PersonName.direct("Chabon, Michael") == "Michael Chabon")
        #expect(PersonName.direct("Plato") == "Plato")
    }

    @Test func marcPageCounts() {
        #expect(MARCReader.pages("639 p. ;") == 639)
        #expect(MARCReader.pages("vii, 322 p.") == 322)
        #expect(MARCReader.pages("1 score (23 p.)") == 23)
        #expect(MARCReader.pages("3 v.") == nil)
    }
}
