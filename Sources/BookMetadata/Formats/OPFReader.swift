#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// EPUB package documents (OPF 2 and 3) and calibre's `metadata.opf` dialect.
///
/// - Creators count as authors when their role, from `opf:role` or an EPUB 3
///   `<meta refines="#id" property="role">`, is `aut`, or when they have none.
/// - Titles: the one refined as `title-type` `main` (else the first), and the
///   one refined as `subtitle`. calibre writes Project Gutenberg's subtitles
///   into the title after " / "; there the first part is the title and the
///   rest the subtitle.
/// - Identifiers: `urn:isbn:`, `isbn:` and `ISBN:` values or `opf:scheme="ISBN"`
///   are ISBNs (also in `dc:source`); calibre's `GOOGLE:` is the Google Books id.
/// - The cover is the manifest item with `properties="cover-image"`, the one
///   `<meta name="cover">` names, or the guide's cover reference.
/// - calibre ratings (0–10) become 0–5. calibre stores a date as the UTC
///   time of local midnight where it ran (`1897-01-13T23:00:00+00:00` is 14
///   January at UTC+1), so its dates are rounded to the nearest day.
enum OPFReader {
    static func isCalibre(_ package: ParsedElement) -> Bool {
        let metadata = metadataElements(package)
        return metadata.contains { element in
            element.name == "meta" && ((element.attribute("name") ?? element.attribute("property") ?? "").hasPrefix("calibre:"))
                || element.name == "identifier" && (element.attribute("scheme")?.lowercased() == "calibre"
                    || element.text.hasPrefix("calibre:"))
        }
    }

    static func read(_ package: ParsedElement, format: MetadataFormat) -> (BookMetadata, [MetadataNote]) {
        var builder = MetadataBuilder()
        let elements = metadataElements(package)
        let refinements = refinementsByID(elements)

        // Titles.
        let titles = elements.filter { $0.name == "title" }
        func titleType(_ element: ParsedElement) -> String? {
            element.attribute("id").flatMap { refinements[$0]?["title-type"]?.first }
        }
        let main = titles.first { titleType($0) == "main" } ?? titles.first
        let subtitle = titles.first { titleType($0) == "subtitle" }
        if var title = main?.cleanText {
            var fusedSubtitle: String?
            if format == .calibreOPF, subtitle == nil, title.contains(" / ") {
                let parts = title.components(separatedBy: " / ")
                title = parts[0]
                fusedSubtitle = parts.dropFirst().joined(separator: " ")
            }
            builder.setText(\.title, title)
            builder.setText(\.subtitle, subtitle?.cleanText ?? fusedSubtitle)
        }

        // Authors.
        for creator in elements where creator.name == "creator" {
            var roles = refinements[creator.attribute("id") ?? ""]?["role"] ?? []
            if let role = creator.attribute("role") { roles.append(role) }
            if roles.isEmpty || roles.contains(where: { $0.trimmingSpaces().lowercased() == "aut" }) {
                builder.addAuthor(creator.text)
            }
        }

        for element in elements {
            switch element.name {
            case "publisher": builder.setText(\.publisher, element.text)
            case "language": builder.setLanguage(element.text, line: element.line)
            case "subject": builder.addCategory(element.text)
            case "identifier", "source": readIdentifier(element, into: &builder)
            default: break
            }
        }

        // The publication date: an OPF 2 `opf:event="publication"` date first, else the first without an event.
        let dates = elements.filter { $0.name == "date" }
        if let date = dates.first(where: { $0.attribute("event") == "publication" })
            ?? dates.first(where: { $0.attribute("event") == nil || $0.attribute("event") == "original-publication" }) {
            builder.setDate(date.text, line: date.line, timeIsLocalMidnight: format == .calibreOPF)
        }

        // The description: Standard Ebooks' long description, else dc:description.
        if let long = elements.first(where: { $0.name == "meta" && $0.attribute("property") == "se:long-description" }) {
            builder.setDescription(PlainText.fromMarkup(long))
        }
        if let description = elements.first(where: { $0.name == "description" }) {
            builder.setDescription(PlainText.fromMarkup(description))
        }

        // calibre's rating, 0…10.
        if let rating = elements.first(where: { $0.name == "meta" && ($0.attribute("name") == "calibre:rating" || $0.attribute("property") == "calibre:rating") }) {
            builder.setRating(rating.attribute("content") ?? rating.text, scale: 10, line: rating.line)
        }

        readCover(package, elements, into: &builder)
        return builder.finished()
    }

    /// The children of `<metadata>`, with OEB 1.2's `dc-metadata` and `x-metadata` flattened.
    private static func metadataElements(_ package: ParsedElement) -> [ParsedElement] {
        guard let metadata = package.child("metadata") else { return [] }
        return metadata.elements.flatMap { element in
            element.name == "dc-metadata" || element.name == "x-metadata" ? element.elements : [element]
        }
    }

    /// EPUB 3 refinements: id → property → values, in document order.
    private static func refinementsByID(_ elements: [ParsedElement]) -> [String: [String: [String]]] {
        var result: [String: [String: [String]]] = [:]
        for meta in elements where meta.name == "meta" {
            guard let refines = meta.attribute("refines"), refines.hasPrefix("#"),
                  let property = meta.attribute("property"), let value = meta.cleanText else { continue }
            result[String(refines.dropFirst()), default: [:]][property, default: []].append(value)
        }
        return result
    }

    private static func readIdentifier(_ element: ParsedElement, into builder: inout MetadataBuilder) {
        guard let value = element.cleanText else { return }
        let scheme = element.attribute("scheme")?.lowercased()
        let lower = value.lowercased()
        if scheme == "isbn" || lower.hasPrefix("urn:isbn:") || lower.hasPrefix("isbn:") || lower.hasPrefix("urn|isbn|") {
            builder.addISBN(value, line: element.line)
        } else if scheme == "google" {
            builder.setText(\.googleBooksId, value)
        } else if lower.hasPrefix("google:") {
            builder.setText(\.googleBooksId, String(value.dropFirst("google:".count)))
        }
    }

    private static func readCover(_ package: ParsedElement, _ elements: [ParsedElement], into builder: inout MetadataBuilder) {
        let items = package.child("manifest")?.children("item") ?? []
        var cover = items.first { ($0.attribute("properties") ?? "").split(separator: " ").contains("cover-image") }
        if cover == nil, let id = elements.first(where: { $0.name == "meta" && $0.attribute("name") == "cover" })?.attribute("content") {
            cover = items.first { $0.attribute("id") == id }
        }
        if cover == nil {
            cover = package.child("guide")?.children("reference").first { $0.attribute("type")?.lowercased() == "cover" }
        }
        if let cover, let href = cover.attribute("href") {
            builder.setURL(\.coverImageUrl, href, what: "cover image", line: cover.line)
        }
    }
}
