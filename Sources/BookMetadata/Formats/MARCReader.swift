/// MARC 21 bibliographic records in MARCXML.
///
/// Only book records are read: leader/06 `a` (language material) and leader/07
/// `m` (monograph); holdings and other records are skipped. Fields: 245 $a/$b
/// (title, subtitle), 100 and 700 (authors; a 700 only without a relator or
/// with "author"/`aut`), 020 $a (ISBNs; $z is a cancelled one), 260/264 $b/$c
/// (publisher, date), 300 $a (pages), 650/655 $a (categories), 520 $a
/// (summary), 041 $a or 008/35–37 (language). ISBD punctuation between
/// subfields is removed.
enum MARCReader {
    /// Every record of the document, in order.
    static func records(_ root: ParsedElement) -> [ParsedElement] {
        root.name == "record" ? [root] : root.children("record")
    }

    /// Whether a record describes a book (leader/06 `a`, /07 `m`).
    static func isBook(_ record: ParsedElement) -> Bool {
        let leader = Array(record.child("leader")?.text ?? "")
        return leader.count > 7 && leader[6] == "a" && leader[7] == "m"
    }

    /// What a non-book record is, for messages.
    static func kind(_ record: ParsedElement) -> String {
        let leader = Array(record.child("leader")?.text ?? "")
        guard leader.count > 7 else { return "a record without a leader" }
        let types: [Character: String] = [
            "a": "language material", "c": "notated music", "d": "manuscript music", "e": "a map",
            "g": "projected medium", "i": "a nonmusical sound recording", "j": "a musical sound recording",
            "k": "a two-dimensional graphic", "m": "a computer file", "o": "a kit", "p": "mixed materials",
            "r": "a three-dimensional object", "t": "manuscript language material",
            "u": "holdings", "v": "holdings", "x": "holdings", "y": "holdings", "z": "an authority record",
        ]
        let type = types[leader[6]] ?? "type '\(leader[6])'"
        return leader[6] == "a" ? "\(type) that is not a monograph (leader/07 '\(leader[7])')" : "\(type) (leader/06 '\(leader[6])')"
    }

    static func summary(_ record: ParsedElement, number: Int) -> RecordSummary {
        let (metadata, _) = read(record)
        return RecordSummary(number: number, line: record.line, title: metadata.title, identifier: (metadata.isbn13 ?? metadata.isbn10).map { "ISBN \($0)" })
    }

    static func read(_ record: ParsedElement) -> (BookMetadata, [MetadataNote]) {
        var builder = MetadataBuilder()
        let fields = record.children("datafield")
        func field(_ tag: String) -> [ParsedElement] { fields.filter { $0.attribute("tag") == tag } }
        func subfields(_ field: ParsedElement, _ code: String) -> [ParsedElement] {
            field.children("subfield").filter { $0.attribute("code") == code }
        }
        func value(_ field: ParsedElement, _ code: String) -> String? {
            subfields(field, code).first?.cleanText.map(TextCleanup.removingCataloguingPunctuation)
        }

        if let title = field("245").first {
            builder.setText(\.title, value(title, "a"))
            builder.setText(\.subtitle, value(title, "b"))
        }

        for main in field("100") { builder.addAuthor(name(main, value(main, "a"))) }
        for added in field("700") {
            let relators = subfields(added, "e").map { $0.text.lowercased() } + subfields(added, "4").map { $0.text.lowercased() }
            if relators.isEmpty || relators.contains(where: { $0.contains("author") || $0.contains("aut") }) {
                builder.addAuthor(name(added, value(added, "a")))
            }
        }

        for isbn in field("020") {
            for subfield in subfields(isbn, "a") { builder.addISBN(subfield.text, line: subfield.line) }
        }

        let publication = field("264").filter { $0.attribute("ind2") == "1" } + field("260")
        for imprint in publication {
            builder.setText(\.publisher, value(imprint, "b"))
            if let date = subfields(imprint, "c").first { builder.setDate(date.text, line: date.line) }
        }

        if let extent = field("300").first, let text = value(extent, "a") {
            builder.setCount(\.pageCount, pages(text).map(String.init), what: "page count", line: extent.line)
        }

        for subject in field("650") + field("655") { builder.addCategory(value(subject, "a")) }

        if let summary = field("520").first, let text = subfields(summary, "a").first {
            builder.setDescription(PlainText.fromMarkup(text.text))
        }

        if let languages = field("041").first, let code = subfields(languages, "a").first {
            builder.setLanguage(String((code.cleanText ?? "").prefix(3)), line: code.line)
        }
        if let fixed = record.children("controlfield").first(where: { $0.attribute("tag") == "008" }) {
            let characters = Array(fixed.text)
            if characters.count >= 38 {
                let code = String(characters[35...37]).trimmingSpaces()
                if !code.isEmpty, code != "|||" { builder.setLanguage(code, line: fixed.line) }
            }
        }
        return builder.finished()
    }

    /// A 100/700 name in display order when it is written surname first (first indicator 1).
    private static func name(_ field: ParsedElement, _ name: String?) -> String? {
        guard let name else { return nil }
        return field.attribute("ind1") == "1" ? PersonName.direct(name) : name
    }

    /// The page count in a 300 $a: the number before "p." or "pages" ("vii, 322 p." → 322).
    static func pages(_ extent: String) -> Int? {
        let words = extent.split(whereSeparator: { " ,[]()".contains($0) })
        for (index, word) in words.enumerated() where index > 0 {
            let lower = word.lowercased()
            if lower == "p." || lower == "p" || lower.hasPrefix("pages") || lower.hasPrefix("page") {
                if let count = Int(words[index - 1]) { return count }
            }
        }
        return nil
    }
}
