import YAML

extension FileDecoder {
    /// Decodes book.yaml.
    mutating func book(_ root: TapeNode, slug: String) -> BookSource? {
        guard let fields = mapping(root, what: "a book", keys: BookSource.keys) else { return nil }
        var book = BookSource(slug: slug, file: file, mark: root.start)
        book.number = integer(fields, "number", required: true, in: 1...Int.max)
        // With a metadata file the title may come from it; `mergeMetadata` checks that one does.
        book.title = text(fields, "title", required: !fields.has("metadata"))
        book.subtitle = text(fields, "subtitle")
        book.author = text(fields, "author")
        book.publisher = text(fields, "publisher")
        book.language = languageTag(fields, "language")
        book.description = text(fields, "description")
        book.publishedDate = publishedDate(fields, "publishedDate")
        book.categories = textList(fields, "categories", unique: true)
        book.isbn13 = formattedText(fields, "isbn13")
        book.isbn10 = formattedText(fields, "isbn10")
        book.googleBooksId = formattedText(fields, "googleBooksId")
        book.thumbnailUrl = webURL(fields, "thumbnailUrl")
        book.coverImageUrl = webURL(fields, "coverImageUrl")
        book.previewLink = webURL(fields, "previewLink")
        book.infoLink = webURL(fields, "infoLink")
        book.averageRating = number(fields, "averageRating", in: 0...5)
        book.ratingsCount = integer(fields, "ratingsCount", in: 0...Int.max)
        book.pageCount = integer(fields, "pageCount", in: 0...Int.max)
        book.metadata = formattedText(fields, "metadata")
        book.learning = learning(fields)
        return book
    }
}
