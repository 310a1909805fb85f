/// A book of the reading app, with its ideas.
///
/// The metadata comes from the book's `book.yaml` (and the XML metadata it may
/// name). Every optional field is `nil` when the source does not give it; text
/// is never blank.
public struct Book: Sendable, Hashable, Codable, Identifiable {
    /// The book's slug, its folder name under `books/`.
    public var id: String
    /// The book number, unique across books; idea ids `b<number>i<M>` derive from it.
    public var number: Int
    /// The book's title, as shown; never empty.
    public var title: String
    /// The subtitle, shown with the title.
    public var subtitle: String?
    /// The author or authors, as one text to display, such as `Marcus Aurelius`.
    public var author: String?
    /// The publisher's name.
    public var publisher: String?
    /// The language the book is written in: a BCP 47 language tag, such as `en` or `pt-BR`.
    public var language: String?
    /// A description of the book for readers, as the author wrote it.
    public var description: String?
    /// When the book was published, as precisely as the source knows it:
    /// `YYYY`, `YYYY-MM` or `YYYY-MM-DD`, always a real calendar date.
    ///
    /// Kept as text, not a `Date`, because a year alone is common: parse it
    /// with a format of the matching length.
    public var publishedDate: String?
    /// Subject categories, such as `Philosophy`, in the author's order; no two
    /// the same (ignoring case and surrounding space). May be empty.
    public var categories: [String]?
    /// The ISBN-13: 13 digits without hyphens or spaces, starting `978` or
    /// `979`, its check digit verified by the compiler.
    public var isbn13: String?
    /// The ISBN-10: 10 characters without hyphens or spaces, digits with an
    /// uppercase `X` allowed as the last, its check digit verified by the compiler.
    public var isbn10: String?
    /// The book's Google Books volume id, such as `zyTCAlFPjgYC`: the key for
    /// the Google Books API (`/books/v1/volumes/<id>`).
    public var googleBooksId: String?
    /// A small image of the cover, for lists and grids (as Google Books'
    /// `imageLinks.thumbnail`); an absolute `http(s)` URL.
    public var thumbnailUrl: String?
    /// A large image of the cover, for the book's own screen; an absolute
    /// `http(s)` URL. Either image may be given without the other.
    public var coverImageUrl: String?
    /// A web page where the reader can preview the book's text, such as its
    /// Google Books preview; an absolute `http(s)` URL.
    public var previewLink: String?
    /// A web page about the book, such as its Google Books, publisher or
    /// library page; an absolute `http(s)` URL.
    public var infoLink: String?
    /// The average rating readers gave, in stars from 0 to 5; fractions allowed (`4.5`).
    public var averageRating: Double?
    /// How many ratings ``averageRating`` averages; 0 or more.
    public var ratingsCount: Int?
    /// The book's length in pages; 0 or more.
    public var pageCount: Int?
    /// The ideas in order: `b<N>i1`, `b<N>i2`, … numbered from 1 without gaps,
    /// where N is ``number``. Idea ids are unique across books.
    public var ideas: [Idea]
    /// How the reading app judges tests of this book's ideas: the project's
    /// `learning:` policy with the book's own overrides;
    /// ``LearningPolicy/standard`` in bundles of format 1.0.
    public var learning: LearningPolicy

    /// Creates a book.
    public init(id: String, number: Int, title: String, subtitle: String? = nil, author: String? = nil,
                publisher: String? = nil, language: String? = nil, description: String? = nil,
                publishedDate: String? = nil, categories: [String]? = nil, isbn13: String? = nil,
                isbn10: String? = nil, googleBooksId: String? = nil, thumbnailUrl: String? = nil,
                coverImageUrl: String? = nil, previewLink: String? = nil, infoLink: String? = nil,
                averageRating: Double? = nil, ratingsCount: Int? = nil, pageCount: Int? = nil,
                ideas: [Idea], learning: LearningPolicy = .standard) {
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
        self.learning = learning
    }

    /// Decodes a book; a bundle of format 1.0, which has no `learning`, has
    /// the standard policy.
    ///
    /// - Throws: `DecodingError` when a key is missing or holds a value of the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func optional<Value: Decodable>(_ key: CodingKeys) throws -> Value? {
            try container.decodeIfPresent(Value.self, forKey: key)
        }
        id = try container.decode(String.self, forKey: .id)
        number = try container.decode(Int.self, forKey: .number)
        title = try container.decode(String.self, forKey: .title)
        subtitle = try optional(.subtitle)
        author = try optional(.author)
        publisher = try optional(.publisher)
        language = try optional(.language)
        description = try optional(.description)
        publishedDate = try optional(.publishedDate)
        categories = try optional(.categories)
        isbn13 = try optional(.isbn13)
        isbn10 = try optional(.isbn10)
        googleBooksId = try optional(.googleBooksId)
        thumbnailUrl = try optional(.thumbnailUrl)
        coverImageUrl = try optional(.coverImageUrl)
        previewLink = try optional(.previewLink)
        infoLink = try optional(.infoLink)
        averageRating = try optional(.averageRating)
        ratingsCount = try optional(.ratingsCount)
        pageCount = try optional(.pageCount)
        ideas = try container.decode([Idea].self, forKey: .ideas)
        learning = try optional(.learning) ?? .standard
    }
}

/// How central an idea is to its book.
public enum Importance: String, Sendable, Codable, CaseIterable {
    /// A core idea of the book, which others build on.
    case foundation
    /// An idea that builds on the foundations and supports further ideas.
    case buildingBlock
    /// An idea that refines or extends others: worth knowing, not essential.
    case enhancement
}

/// One idea of a book: a primer to read and a test to take.
public struct Idea: Sendable, Hashable, Codable, Identifiable {
    /// `b<book number>i<number>`, such as `b1i2`; unique across books, the
    /// file name of its source (`ideas/b1i2.yaml`).
    public var id: String
    /// The idea's number M in its book, from 1.
    public var number: Int
    /// The idea's name, as shown in lists and above its primer.
    public var title: String
    /// What the idea is about, in a sentence or two.
    public var description: String
    /// How central the idea is to its book.
    public var importance: Importance
    /// How deeply a reader should master the idea: 1 basic, 2 intermediate,
    /// 3 advanced; always 1…3.
    public var depthTarget: Int
    /// What to read before the idea's test.
    public var primer: Primer
    /// The question bank, in source order: by default 9 questions, 3 easy,
    /// 3 medium and 3 hard (a project's rules may change the count and mix).
    /// Every question has a difficulty and a Bloom category; question ids are
    /// unique in the book.
    public var questions: [Question]
    /// The most points the test can give: the sum of the questions' points,
    /// computed by the compiler (150 for a full 3/3/3 bank).
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
    /// Situations where the idea helps, one per item; at least one.
    public var useItWhen: [String]
    /// How to put the idea into practice, one step or tip per item; at least one.
    public var howToApply: [String]
    /// Where the idea stops working or needs care, one per item; at least one.
    public var edgesAndLimits: [String]
    /// A sentence to remember the idea by.
    public var oneLineRecall: String
    /// Where to learn more, in the author's order; `nil` when the source gives
    /// no list (which may also be empty).
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
    /// The link's text, such as the title of the article or video.
    public var title: String
    /// Where the link goes: an absolute `http(s)` URL.
    public var url: String
    /// What the link points at, when the author says; `nil` otherwise.
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
    /// A written piece on the web: an article, essay or encyclopedia entry.
    case article
    /// A video or talk.
    case video
    /// A book.
    case book
    /// A podcast or one of its episodes.
    case podcast
    /// A course or tutorial.
    case course
    /// Anything else.
    case other
}
