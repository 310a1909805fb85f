import ContentRuntime

/// A book's cover, drawn from its title: the preview never loads images
/// from the web, so it stays offline and shows what the bundle holds.
enum BookCover {
    static func render(_ book: Book, size: String) -> HTML {
        let hue = book.id.unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) % 360 }
        return div(.class("cover cover-\(size) cover-hue-\(hue / 30)"), Attribute("aria-hidden", "true")) {
            span(.class("cover-initials")) { Formatting.initials(book.title) }
            span(.class("cover-title")) { book.title }
        }
    }
}
