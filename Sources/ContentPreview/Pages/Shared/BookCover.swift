import ContentRuntime

/// A book's cover, drawn from its title: the preview never loads images
/// from the web, so it stays offline and shows what the bundle holds.
enum BookCover {
    static func render(_ book: Book, size: String) -> HTML {
        // FNV-1a over the id picks one of twelve colours, the same for a book every time.
        let hash = book.id.utf8.reduce(UInt32(2_166_136_261)) { ($0 ^ UInt32($1)) &* 16_777_619 }
        return div(.class("cover cover-\(size) cover-hue-\(hash % 12)"), Attribute("aria-hidden", "true")) {
            span(.class("cover-initials")) { Formatting.initials(book.title) }
            span(.class("cover-title")) { book.title }
        }
    }
}
