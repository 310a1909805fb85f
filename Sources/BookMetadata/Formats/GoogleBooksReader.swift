/// Google Books volume entries and feeds (GData Atom).
///
/// Dublin Core fields (`dc:title` twice is title then subtitle, `dc:creator`
/// in order, `dc:identifier` "ISBN:…" or the bare volume id, `dc:format`
/// "178 pages"), `gd:rating`'s average and rater count, links by `rel`
/// (thumbnail, info, preview), and the volume id from `atom:id`.
enum GoogleBooksReader {
    static func isGoogleBooks(_ root: ParsedElement) -> Bool {
        let entries = root.name == "entry" ? [root] : root.children("entry")
        return entries.contains { entry in
            entry.elements.contains { ($0.namespace ?? "").contains("schemas.google.com") }
                || (entry.childText("id") ?? "").contains("books/feeds/volumes")
        }
    }

    static func entries(_ root: ParsedElement) -> [ParsedElement] {
        root.name == "entry" ? [root] : root.children("entry")
    }

    static func summary(_ entry: ParsedElement, number: Int) -> RecordSummary {
        let (metadata, _) = read(entry)
        return RecordSummary(number: number, line: entry.line, title: metadata.title, identifier: (metadata.isbn13 ?? metadata.isbn10).map { "ISBN \($0)" })
    }

    static func read(_ entry: ParsedElement) -> (BookMetadata, [MetadataNote]) {
        var builder = MetadataBuilder()
        func isDublinCore(_ element: ParsedElement) -> Bool { (element.namespace ?? "").contains("purl.org/dc") }
        let dublinCore = entry.elements.filter(isDublinCore)

        let titles = dublinCore.filter { $0.name == "title" }
        builder.setText(\.title, titles.first?.text ?? entry.elements.first { $0.name == "title" && !isDublinCore($0) }?.text)
        if titles.count > 1 { builder.setText(\.subtitle, titles[1].text) }

        if let id = entry.childText("id"), id.contains("/volumes/"), let volume = id.split(separator: "/").last {
            builder.setText(\.googleBooksId, String(volume))
        }
        for element in dublinCore {
            switch element.name {
            case "creator": builder.addAuthor(element.text)
            case "publisher": builder.setText(\.publisher, element.text)
            case "language": builder.setLanguage(element.text, line: element.line)
            case "subject": builder.addCategory(element.text)
            case "date": builder.setDate(element.text, line: element.line)
            case "description": builder.setDescription(PlainText.fromMarkup(element))
            case "format":
                if let text = element.cleanText, text.lowercased().hasSuffix("pages") {
                    builder.setCount(\.pageCount, String(text.dropLast(5)).trimmingSpaces(), what: "page count", line: element.line)
                }
            case "identifier":
                guard let value = element.cleanText else { continue }
                if value.lowercased().hasPrefix("isbn:") {
                    builder.addISBN(value, line: element.line)
                } else if !value.contains(":") {
                    builder.setText(\.googleBooksId, value)
                }
            default:
                continue
            }
        }

        if let rating = entry.child("rating"), let average = rating.attribute("average") {
            let maximum = Double(rating.attribute("max") ?? "5") ?? 5
            builder.setRating(average, scale: maximum, line: rating.line)
            builder.setCount(\.ratingsCount, rating.attribute("numRaters"), what: "ratings count", line: rating.line)
        }

        for link in entry.children("link") {
            let rel = link.attribute("rel") ?? ""
            let href = link.attribute("href")
            if rel.hasSuffix("/thumbnail") { builder.setURL(\.thumbnailUrl, href, what: "thumbnail", line: link.line) }
            if rel.hasSuffix("/info") { builder.setURL(\.infoLink, href, what: "info link", line: link.line) }
            if rel.hasSuffix("/preview") { builder.setURL(\.previewLink, href, what: "preview link", line: link.line) }
        }
        return builder.finished()
    }
}
