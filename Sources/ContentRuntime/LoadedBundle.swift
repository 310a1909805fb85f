/// One bundle file, opened on its own: a book or a course, with its header.
public enum LoadedBundle: Sendable, Hashable {
    /// A book bundle.
    case book(BookBundle)
    /// A course bundle.
    case course(CourseBundle)

    /// The bundle's envelope: format version, content version, kind, id and compiler.
    public var header: BundleHeader {
        switch self {
        case .book(let bundle): bundle.header
        case .course(let bundle): bundle.header
        }
    }

    /// The book, when this is a book bundle.
    public var book: Book? {
        if case .book(let bundle) = self { bundle.book } else { nil }
    }

    /// The course, when this is a course bundle.
    public var course: Course? {
        if case .course(let bundle) = self { bundle.course } else { nil }
    }
}
