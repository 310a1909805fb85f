import ContentRuntime

/// Something of a release an app can hold progress for, and where it is.
public struct ReleaseItem: Sendable, Hashable {
    /// The kinds of item, outermost first.
    public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
        /// A book; its id is its slug.
        case book
        /// An idea of a book, `b<N>i<M>`.
        case idea
        /// A course or learning path; its id is its slug.
        case course
        /// A section of a course.
        case section
        /// A lesson of a course's section.
        case lesson
        /// A question of an idea or a lesson.
        case question
        /// An achievement of a course.
        case achievement
    }

    /// A reference to an item: its kind and id.
    public struct Reference: Sendable, Hashable, Codable, CustomStringConvertible {
        /// The item's kind.
        public var kind: Kind
        /// The item's id.
        public var id: String

        /// Creates a reference.
        public init(_ kind: Kind, _ id: String) {
            self.kind = kind
            self.id = id
        }

        /// `idea b1i2`.
        public var description: String { "\(kind.rawValue) \(id)" }
    }

    /// The item's kind and id.
    public var reference: Reference
    /// What names the item for people: a title, or a question's text.
    public var label: String
    /// The items it is inside, outermost first: its book or course, then an
    /// idea, or a section (and a lesson, for a question). Empty for a book or course.
    public var path: [Reference]

    /// Creates an item.
    public init(_ kind: Kind, _ id: String, label: String, path: [Reference]) {
        self.reference = Reference(kind, id)
        self.label = label
        self.path = path
    }

    /// The item's kind.
    public var kind: Kind { reference.kind }
    /// The item's id: unique among the items of its kind in its book or course
    /// (books and courses: among all books, all courses).
    public var id: String { reference.id }
    /// The book or course the item is in, or the item itself for a book or course.
    public var bundle: Reference { path.first ?? reference }

    /// The path inside an output folder of the bundle file the item is in, such as `books/meditations.json`.
    public var bundleFile: String { "\(bundle.kind == .book ? "books" : "courses")/\(bundle.id).json" }
}

/// One option of a question, as an answer key names it.
public struct AnswerOption: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The option's 0-based index in the question's options.
    public var index: Int
    /// The option's text.
    public var text: String

    /// Creates an option.
    public init(index: Int, text: String) {
        self.index = index
        self.text = text
    }

    /// `2 "Asia"`.
    public var description: String { "\(index) \"\(text)\"" }
}

/// A question's answer key before and after a release: its type and correct options.
public struct AnswerKeyChange: Sendable, Hashable {
    /// The question's type before.
    public var oldType: QuestionType
    /// The question's type after.
    public var newType: QuestionType
    /// The correct options before, by index; empty for an open question.
    public var oldCorrect: [AnswerOption]
    /// The correct options after.
    public var newCorrect: [AnswerOption]

    /// Creates a change.
    public init(oldType: QuestionType, newType: QuestionType, oldCorrect: [AnswerOption], newCorrect: [AnswerOption]) {
        self.oldType = oldType
        self.newType = newType
        self.oldCorrect = oldCorrect
        self.newCorrect = newCorrect
    }
}

/// How one item differs between two releases.
public struct ReleaseChange: Sendable, Hashable {
    /// What happened to the item.
    public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
        /// The id is gone (major): progress stored under it is orphaned. Its
        /// removed contents are counted in ``ReleaseChange/contents``, not listed.
        case removed
        /// The id ``ReleaseChange/formerID`` is gone and an item with the same
        /// title (a question: the same text) appeared under a new id in the same
        /// book or course (major): progress stored under the old id is orphaned
        /// all the same.
        case renamed
        /// The id stays but now names the item that was under
        /// ``ReleaseChange/formerID`` (major): progress stored under it would be
        /// credited to another item. Happens when items shift and their ids
        /// follow positions, as default question ids (`b1i1-q3`) do.
        case reassigned
        /// The question's answer key changed: its correct options or its type
        /// (major). A stored answer, kept as the options chosen, would now be
        /// judged against another key, and scores, diamonds and mastery built
        /// on it would no longer match the content.
        case answerKey
        /// A new id (minor). Its new contents are counted in ``ReleaseChange/contents``.
        case added
        /// Fields of the item changed (patch): texts, options, metadata, order.
        case changed

        /// The release this kind of change calls for.
        public var level: ReleaseLevel {
            switch self {
            case .removed, .renamed, .reassigned, .answerKey: .major
            case .added: .minor
            case .changed: .patch
            }
        }
    }

    /// How many items of a kind a removed or added item takes with it.
    public struct Count: Sendable, Hashable, Codable {
        /// The kind of the items counted.
        public var kind: ReleaseItem.Kind
        /// How many there are.
        public var count: Int

        /// Creates a count.
        public init(kind: ReleaseItem.Kind, count: Int) {
            self.kind = kind
            self.count = count
        }
    }

    /// What happened.
    public var kind: Kind
    /// The item, as and where it is after the release (before it, for a removed item).
    public var item: ReleaseItem
    /// For a renamed or reassigned item: the id its present content had before.
    public var formerID: String?
    /// For an item that moved to another section, idea or lesson: the one it was in.
    public var movedFrom: ReleaseItem.Reference?
    /// The fields that differ, by their names in the bundle (`title`,
    /// `primer.story`, `options`); `section`, `idea` or `lesson` when the item
    /// moved to another one; `questionOrder`, `lessonOrder`… when the children
    /// both releases keep are in another order. Empty for removed and added items.
    public var fields: [String]
    /// For an answer-key change: the type and correct options before and after.
    public var answerKey: AnswerKeyChange?
    /// For a removed or added item: the items inside it that went or came with
    /// it, outermost kind first; only kinds with at least one.
    public var contents: [Count]

    /// Creates a change.
    public init(_ kind: Kind, _ item: ReleaseItem, formerID: String? = nil, movedFrom: ReleaseItem.Reference? = nil,
                fields: [String] = [], answerKey: AnswerKeyChange? = nil, contents: [Count] = []) {
        self.kind = kind
        self.item = item
        self.formerID = formerID
        self.movedFrom = movedFrom
        self.fields = fields
        self.answerKey = answerKey
        self.contents = contents
    }

    /// The release this change calls for.
    public var level: ReleaseLevel { kind.level }
}
