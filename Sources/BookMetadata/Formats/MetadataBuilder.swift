#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Collects one record's values the same way for every format: cleaning text,
/// validating ISBNs, mapping languages and dates, and noting what it drops.
struct MetadataBuilder {
    var metadata = BookMetadata()
    var notes: [MetadataNote] = []
    /// The authors and the lowercased categories taken so far: a record may
    /// hold hundreds of thousands, and searching the lists was quadratic.
    private var authorsSeen: Set<String> = []
    private var categoriesSeen: Set<String> = []

    func finished() -> (BookMetadata, [MetadataNote]) {
        var metadata = metadata
        if metadata.isbn13 == nil, let isbn10 = metadata.isbn10 {
            metadata.isbn13 = ISBN.isbn13(fromISBN10: isbn10)
        }
        return (metadata, notes)
    }

    mutating func note(_ message: String, line: Int) {
        notes.append(MetadataNote(line: line, message: message))
    }

    /// Sets a text field once: the first value found wins.
    mutating func setText(_ keyPath: WritableKeyPath<BookMetadata, String?>, _ text: String?) {
        guard metadata[keyPath: keyPath] == nil, let text, let clean = TextCleanup.clean(text) else { return }
        metadata[keyPath: keyPath] = clean
    }

    mutating func setDescription(_ text: String?) {
        guard metadata.description == nil, let text else { return }
        metadata.description = text
    }

    mutating func addAuthor(_ name: String?) {
        guard let name, let clean = TextCleanup.clean(name), authorsSeen.insert(clean).inserted else { return }
        metadata.authors.append(clean)
    }

    mutating func addCategory(_ category: String?) {
        guard let category, let clean = TextCleanup.clean(category) else { return }
        guard categoriesSeen.insert(clean.lowercased()).inserted else { return }
        metadata.categories.append(clean)
    }

    /// Takes an identifier that should be an ISBN (hyphens, spaces, `urn:isbn:`
    /// and trailing qualifiers such as "(acid-free paper)" allowed).
    mutating func addISBN(_ raw: String, line: Int) {
        var text = raw.trimmingSpaces()
        for prefix in ["urn:isbn:", "isbn:", "urn|isbn|", "isbn|", "isbn "] where text.lowercased().hasPrefix(prefix) {
            text = String(text.dropFirst(prefix.count))
        }
        let candidate = String(text.prefix { $0.isNumber || $0 == "-" || $0 == " " || $0 == "X" || $0 == "x" })
            .trimmingSpaces()
        let digits = candidate.filter { $0 != "-" && $0 != " " }
        if digits.count == 13, let isbn = ISBN.canonical13(candidate) {
            if metadata.isbn13 == nil { metadata.isbn13 = isbn }
            else if metadata.isbn13 != isbn { note("a second ISBN-13 \(isbn) is not imported; the first one, \(metadata.isbn13!), is kept", line: line) }
        } else if digits.count == 10, let isbn = ISBN.canonical10(candidate) {
            if metadata.isbn10 == nil { metadata.isbn10 = isbn }
            else if metadata.isbn10 != isbn { note("a second ISBN-10 \(isbn) is not imported; the first one, \(metadata.isbn10!), is kept", line: line) }
        } else {
            note("'\(raw.trimmingSpaces())' is not a valid ISBN (wrong length or check digit); not imported", line: line)
        }
    }

    mutating func setLanguage(_ code: String?, line: Int) {
        guard metadata.language == nil, let code, let clean = TextCleanup.clean(code) else { return }
        if let tag = LanguageCode.bcp47(clean) {
            metadata.language = tag
        } else {
            note("language '\(clean)' names no single language; not imported", line: line)
        }
    }

    mutating func setDate(_ text: String?, line: Int, timeIsLocalMidnight: Bool = false) {
        guard metadata.publishedDate == nil, let text, let clean = TextCleanup.clean(text) else { return }
        if let date = PublicationDate.normalized(clean, timeIsLocalMidnight: timeIsLocalMidnight) {
            metadata.publishedDate = date
        } else {
            note("date '\(clean)' is unknown or not a date; not imported", line: line)
        }
    }

    /// Sets a URL field when the value is an absolute http(s) URL.
    mutating func setURL(_ keyPath: WritableKeyPath<BookMetadata, String?>, _ text: String?, what: String, line: Int) {
        guard metadata[keyPath: keyPath] == nil, let text else { return }
        // URLs hold no white space; files wrap long ones across lines.
        let clean = String(text.canonicallyComposed.filter { !$0.isWhitespace })
        guard !clean.isEmpty else { return }
        let lower = clean.lowercased()
        if lower.hasPrefix("https://") || lower.hasPrefix("http://") {
            metadata[keyPath: keyPath] = clean
        } else {
            note("the \(what) '\(clean)' is not an absolute http(s) URL (a file inside the package?); not imported", line: line)
        }
    }

    /// Sets the rating from a value on a 0…`scale` scale.
    mutating func setRating(_ text: String?, scale: Double, line: Int) {
        guard metadata.averageRating == nil, let text, let clean = TextCleanup.clean(text) else { return }
        // A file's own scale (Google's `max`) may be NaN, infinite, zero or negative.
        guard scale.isFinite, scale > 0 else {
            note("rating '\(clean)' is on a scale up to \(scale), not a positive number; not imported", line: line)
            return
        }
        guard let value = Double(clean), value >= 0, value <= scale else {
            let maximum = scale == scale.rounded() && scale < 1e15 ? String(Int(scale)) : String(scale)
            note("rating '\(clean)' is not a number from 0 to \(maximum); not imported", line: line)
            return
        }
        // Divided first: `value * 5` overflows to infinity for values near Double's maximum.
        metadata.averageRating = (value / scale * 5 * 100).rounded() / 100
    }

    mutating func setCount(_ keyPath: WritableKeyPath<BookMetadata, Int?>, _ text: String?, what: String, line: Int) {
        guard metadata[keyPath: keyPath] == nil, let text, let clean = TextCleanup.clean(text) else { return }
        if let value = Int(clean), value >= 0 {
            metadata[keyPath: keyPath] = value
        } else {
            note("\(what) '\(clean)' is not a whole number; not imported", line: line)
        }
    }
}
