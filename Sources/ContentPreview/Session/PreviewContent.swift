import ContentCompiler
import ContentRuntime

/// The content a preview shows: the books and courses of the last build
/// without errors, as the runtime's types, exactly as apps receive them.
struct PreviewContent: Sendable {
    /// contentc.yaml's `name`.
    var name: String
    /// contentc.yaml's `version`.
    var version: String
    /// The books, sorted by id.
    var books: [Book]
    /// The courses and paths, sorted by id.
    var courses: [Course]

    /// No content yet: the first build had errors.
    static let none = PreviewContent(name: "", version: "", books: [], courses: [])

    /// The content of a build's output.
    init(_ output: BundleOutput) {
        self.init(name: output.index.name, version: output.index.contentVersion, books: output.books, courses: output.courses)
    }

    init(name: String, version: String, books: [Book], courses: [Course]) {
        self.name = name
        self.version = version
        self.books = books
        self.courses = courses
    }

    /// Whether there is nothing to show: no book, no course.
    var isEmpty: Bool { books.isEmpty && courses.isEmpty }

    /// The book with this id.
    func book(_ id: String) -> Book? { books.first { $0.id == id } }

    /// The course or path with this id.
    func course(_ id: String) -> Course? { courses.first { $0.id == id } }

    /// The courses whose lessons unlock one by one (Clever Den's).
    var lessonCourses: [Course] { courses.filter { $0.progression == .lesson } }

    /// The learning paths, whose stages unlock one by one (Learning Progress's).
    var paths: [Course] { courses.filter { $0.progression == .stage } }
}
