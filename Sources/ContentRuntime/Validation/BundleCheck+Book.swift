extension BundleCheck {
    /// A book: its id, number and metadata, and every idea, numbered
    /// `b<number>i1`, `b<number>i2`, … without gaps.
    func book(_ book: Book) throws(ContentLoadError) {
        try slug(book.id, at: "book.id")
        try number(book.number, at: "book.number", in: 1...Int.max)
        try text(book.title, at: "book.title")
        for (key, value) in [("subtitle", book.subtitle), ("author", book.author), ("publisher", book.publisher),
                             ("description", book.description), ("googleBooksId", book.googleBooksId)] {
            try text(value, at: "book.\(key)")
        }
        if let language = book.language, !TextFormats.isLanguageTag(language) {
            throw failure("book.language", "\"\(language)\" is not a BCP 47 language tag such as en or pt-BR")
        }
        if let date = book.publishedDate, !TextFormats.isPublishedDate(date) {
            throw failure("book.publishedDate", "\"\(date)\" is not a date of the form YYYY, YYYY-MM or YYYY-MM-DD")
        }
        if let categories = book.categories {
            try texts(categories, at: "book.categories")
            try unique(categories.map { $0.trimmingWhitespace().lowercased() }, at: "book.categories", what: "category")
        }
        if let isbn = book.isbn13, !ISBNCheck.isValid13(isbn) {
            throw failure("book.isbn13", "\"\(isbn)\" is not an ISBN-13: 13 digits starting 978 or 979, with a right check digit")
        }
        if let isbn = book.isbn10, !ISBNCheck.isValid10(isbn) {
            throw failure("book.isbn10", "\"\(isbn)\" is not an ISBN-10: 9 digits and a check digit or X, which is right")
        }
        for (key, value) in [("thumbnailUrl", book.thumbnailUrl), ("coverImageUrl", book.coverImageUrl),
                             ("previewLink", book.previewLink), ("infoLink", book.infoLink)] {
            try webURL(value, at: "book.\(key)")
        }
        if let rating = book.averageRating, !(rating.isFinite && (0...5).contains(rating)) {
            throw failure("book.averageRating", "\(rating) is out of range: ratings are 0 to 5")
        }
        if let count = book.ratingsCount { try number(count, at: "book.ratingsCount", in: 0...Int.max) }
        if let count = book.pageCount { try number(count, at: "book.pageCount", in: 0...Int.max) }
        for (index, idea) in book.ideas.enumerated() {
            try self.idea(idea, position: index + 1, book: book.number, at: "book.ideas[\(index)]")
        }
    }

    /// An idea: its id and number from its position, its primer, and its question bank.
    private func idea(_ idea: Idea, position: Int, book: Int, at keyPath: @autoclosure () -> String) throws(ContentLoadError) {
        guard idea.id == "b\(book)i\(position)" else {
            throw failure("\(keyPath()).id", "is \"\(idea.id)\", but idea \(position) of book \(book) is b\(book)i\(position): "
                + "ideas are numbered from 1 without gaps")
        }
        guard idea.number == position else {
            throw failure("\(keyPath()).number", "is \(idea.number), but the idea \(idea.id) is number \(position)")
        }
        try text(idea.title, at: "\(keyPath()).title")
        try text(idea.description, at: "\(keyPath()).description")
        try number(idea.depthTarget, at: "\(keyPath()).depthTarget", in: 1...3)
        let primer = idea.primer
        try text(primer.thesis, at: "\(keyPath()).primer.thesis")
        try text(primer.story, at: "\(keyPath()).primer.story")
        try texts(primer.useItWhen, at: "\(keyPath()).primer.useItWhen", nonEmpty: true)
        try texts(primer.howToApply, at: "\(keyPath()).primer.howToApply", nonEmpty: true)
        try texts(primer.edgesAndLimits, at: "\(keyPath()).primer.edgesAndLimits", nonEmpty: true)
        try text(primer.oneLineRecall, at: "\(keyPath()).primer.oneLineRecall")
        for (index, link) in (primer.furtherLearning ?? []).enumerated() {
            try text(link.title, at: "\(keyPath()).primer.furtherLearning[\(index)].title")
            guard TextFormats.isWebURL(link.url) else {
                throw failure("\(keyPath()).primer.furtherLearning[\(index)].url",
                              "\"\(link.url)\" is not an absolute http or https address")
            }
        }
        for (index, question) in idea.questions.enumerated() {
            try self.question(question, at: "\(keyPath()).questions[\(index)]", requiresLevels: true)
        }
        try maxScore(idea.maxScore, of: idea.questions, at: keyPath())
    }
}

/// The check digits of the ISBNs a bundle holds: 13 digits, or 9 and a
/// digit or `X`, without hyphens, as the compiler writes them.
enum ISBNCheck {
    /// A valid ISBN-13: `978` or `979`, then 10 digits, the last a right check digit.
    static func isValid13(_ isbn: String) -> Bool {
        let digits = isbn.utf8.map { Int($0) - 48 }
        guard digits.count == 13, digits.allSatisfy((0...9).contains), isbn.hasPrefix("978") || isbn.hasPrefix("979") else {
            return false
        }
        let sum = digits.enumerated().reduce(0) { $0 + $1.element * ($1.offset.isMultiple(of: 2) ? 1 : 3) }
        return sum.isMultiple(of: 10)
    }

    /// A valid ISBN-10: 9 digits, then a right check digit or `X` for 10.
    static func isValid10(_ isbn: String) -> Bool {
        let characters = Array(isbn.utf8)
        guard characters.count == 10 else { return false }
        var sum = 0
        for (index, character) in characters.enumerated() {
            let value: Int
            if (48...57).contains(character) {
                value = Int(character) - 48
            } else if character == UInt8(ascii: "X"), index == 9 {
                value = 10
            } else {
                return false
            }
            sum += value * (10 - index)
        }
        return sum.isMultiple(of: 11)
    }
}
