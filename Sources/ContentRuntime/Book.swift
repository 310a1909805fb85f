/// A book of the reading app, with its ideas.
public struct Book: Sendable, Hashable, Codable, Identifiable {
    /// The book's slug, its folder name under `books/`.
    public var id: String
    /// The book number, unique across books; idea ids `b<number>i<M>` derive from it.
    public var number: Int
    public var title: String
    public var subtitle: String?
    public var author: String?
    public var publisher: String?
    /// A BCP 47 language tag, such as `en` or `pt-BR`.
    public var language: String?
    public var description: String?
    /// `YYYY`, `YYYY-MM` or `YYYY-MM-DD`.
    public var publishedDate: String?
    public var categories: [String]?
    /// A valid ISBN-13, digits only.
    public var isbn13: String?
    /// A valid ISBN-10, digits (and a final `X`) only.
    public var isbn10: String?
    public var googleBooksId: String?
    public var thumbnailUrl: String?
    public var coverImageUrl: String?
    public var previewLink: String?
    public var infoLink: String?
    /// 0…5.
    public var averageRating: Double?
    public var ratingsCount: Int?
    public var pageCount: Int?
    /// The ideas in order: `b<N>i1`, `b<N>i2`, …
    public var ideas: [Idea]

    /// Creates a book.
    public init(id: String, number: Int, title: String, subtitle: String? = nil, author: String? = nil,
                publisher: String? = nil, language: String? = nil, description: String? = nil,
                publishedDate: String? = nil, categories: [String]? = nil, isbn13: String? = nil,
                isbn10: String? = nil, googleBooksId: String? = nil, thumbnailUrl: String? = nil,
                coverImageUrl: String? = nil, previewLink: String? = nil, infoLink: String? = nil,
                averageRating: Double? = nil, ratingsCount: Int? = nil, pageCount: Int? = nil,
                ideas: [Idea]) {
        self.id = id
        self.number = number
        self.title = title
        self.subtitle = subtitle
        self.author = author
        self.publisher = publisher
        self.language = language
        self.description = description
        self.publishedDate = publishedDate
        self.categories = categories
        self.isbn13 = isbn13
        self.isbn10 = isbn10
        self.googleBooksId = googleBooksId
        self.thumbnailUrl = thumbnailUrl
        self.coverImageUrl = coverImageUrl
        self.previewLink = previewLink
        self.infoLink = infoLink
        self.averageRating = averageRating
        self.ratingsCount = ratingsCount
        self.pageCount = pageCount
        self.ideas = ideas
    }
}

/// How central an idea is to its book.
public enum Importance: String, Sendable, Codable, CaseIterable {
    case foundation, buildingBlock, enhancement
}

/// One idea of a book: a primer to read and a test to take.
public struct Idea: Sendable, Hashable, Codable, Identifiable {
    /// `b<book number>i<number>`.
    public var id: String
    /// The idea's number M in its book, from 1.
    public var number: Int
    public var title: String
    public var description: String
    public var importance: Importance
    /// 1 basic, 2 intermediate, 3 advanced.
    public var depthTarget: Int
    public var primer: Primer
    /// The question bank: 9 questions, 3 easy, 3 medium, 3 hard.
    public var questions: [Question]
    /// The sum of the questions' points (150 for a full bank).
    public var maxScore: Int

    /// Creates an idea.
    public init(id: String, number: Int, title: String, description: String, importance: Importance,
                depthTarget: Int, primer: Primer, questions: [Question], maxScore: Int) {
        self.id = id
        self.number = number
        self.title = title
        self.description = description
        self.importance = importance
        self.depthTarget = depthTarget
        self.primer = primer
        self.questions = questions
        self.maxScore = maxScore
    }
}

/// What a reader studies before an idea's test.
public struct Primer: Sendable, Hashable, Codable {
    /// The idea in one or two sentences.
    public var thesis: String
    /// A story or example that shows the idea at work.
    public var story: String
    public var useItWhen: [String]
    public var howToApply: [String]
    public var edgesAndLimits: [String]
    /// A sentence to remember the idea by.
    public var oneLineRecall: String
    public var furtherLearning: [FurtherLearningLink]?

    /// Creates a primer.
    public init(thesis: String, story: String, useItWhen: [String], howToApply: [String],
                edgesAndLimits: [String], oneLineRecall: String, furtherLearning: [FurtherLearningLink]?) {
        self.thesis = thesis
        self.story = story
        self.useItWhen = useItWhen
        self.howToApply = howToApply
        self.edgesAndLimits = edgesAndLimits
        self.oneLineRecall = oneLineRecall
        self.furtherLearning = furtherLearning
    }
}

/// A pointer to more on an idea.
public struct FurtherLearningLink: Sendable, Hashable, Codable {
    public var title: String
    /// An absolute `http(s)` URL.
    public var url: String
    public var kind: LinkKind?

    /// Creates a link.
    public init(title: String, url: String, kind: LinkKind?) {
        self.title = title
        self.url = url
        self.kind = kind
    }
}

/// What a further-learning link points at.
public enum LinkKind: String, Sendable, Codable, CaseIterable {
    case article, video, book, podcast, course, other
}
