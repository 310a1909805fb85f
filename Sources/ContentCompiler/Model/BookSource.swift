import YAML

/// One book folder: `book.yaml` and its ideas, every value located.
struct BookSource: Sendable {
    /// The folder name: the book's id.
    var slug: String
    /// The path of book.yaml, for diagnostics.
    var file: String
    /// Where book.yaml's mapping starts.
    var mark: Mark
    var number: Located<Int>?
    var title: Located<String>?
    var subtitle: Located<String>?
    var author: Located<String>?
    var publisher: Located<String>?
    var language: Located<String>?
    var description: Located<String>?
    var publishedDate: Located<String>?
    var categories: Located<[Located<String>]>?
    var isbn13: Located<String>?
    var isbn10: Located<String>?
    var googleBooksId: Located<String>?
    var thumbnailUrl: Located<String>?
    var coverImageUrl: Located<String>?
    var previewLink: Located<String>?
    var infoLink: Located<String>?
    var averageRating: Located<Double>?
    var ratingsCount: Located<Int>?
    var pageCount: Located<Int>?
    var metadata: Located<String>?
    /// `learning:`, the book's overrides of the project's learning policy.
    var learning: LearningSource?
    /// The book's idea files, sorted by file name.
    var ideas: [IdeaSource] = []
    /// The names of idea files that could not be decoded (already reported);
    /// the numbering check counts them as present.
    var undecodedIdeaStems: [String] = []

    /// The keys book.yaml may have.
    static let keys = [
        "number", "title", "author", "subtitle", "publisher", "language", "description", "publishedDate",
        "categories", "isbn13", "isbn10", "googleBooksId", "thumbnailUrl", "coverImageUrl", "previewLink",
        "infoLink", "averageRating", "ratingsCount", "pageCount", "metadata", "learning",
    ]
}
