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
