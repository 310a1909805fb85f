/// Every page and action of the preview, parsed from a request's method and
/// path, and turned back into a path for links: one table for both ways.
///
/// Ids sit in path segments, percent-encoded; a path that is not in the
/// table is no route at all (a 404), so nothing else can ever be served.
enum Route: Hashable, Sendable {
    // Pages (GET).
    case home
    case diagnostics
    case asset(String)
    case book(String)
    case primer(book: String, idea: String)
    case test(book: String, idea: String, retry: Bool)
    case testResult(book: String, idea: String)
    case course(String)
    case stage(course: String, section: String)
    case lesson(course: String, lesson: String)
    case lessonDone(course: String, lesson: String)
    case achievements(course: String, category: String?)
    /// The live-reload socket.
    case live

    // Actions (POST).
    case nextDay
    case resetProgress
    case startTest(book: String, idea: String)
    case draftTestAnswer(book: String, idea: String)
    case answerTest(book: String, idea: String)
    case continueTest(book: String, idea: String)
    case abandonTest(book: String, idea: String)
    case startLesson(course: String, lesson: String)
    case draftLessonAnswer(course: String, lesson: String)
    case answerLesson(course: String, lesson: String)
    case continueLesson(course: String, lesson: String)
    case abandonLesson(course: String, lesson: String)
    case completeReading(course: String, lesson: String)

    /// Whether the route changes the learner's progress (a POST) rather than showing a page.
    var isAction: Bool {
        switch self {
        case .home, .diagnostics, .asset, .book, .primer, .test, .testResult, .course, .stage, .lesson, .lessonDone,
             .achievements, .live:
            false
        default:
            true
        }
    }

    /// The route of a request: a page for GET (and HEAD), an action for POST;
    /// `nil` for any other path.
    ///
    /// - Parameters:
    ///   - path: The request's path, still percent-encoded, without its query.
    ///   - query: The query's items, decoded.
    init?(path: String, query: [String: String] = [:]) {
        guard path.hasPrefix("/") else { return nil }
        var segments: [String] = []
        for raw in path.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            guard let segment = PercentEncoding.decode(String(raw)), !segment.isEmpty || segments.isEmpty else { return nil }
            segments.append(segment)
        }
        if segments == [""] { segments = [] }
        // No segment may be a way out or a way in: `.`, `..`, or one holding `/` or a control character.
        guard segments.allSatisfy({ $0 != "." && $0 != ".." && !$0.contains("/") && !$0.unicodeScalars.contains { $0.value < 0x20 } })
        else { return nil }
        let retry = query["retry"] == "1"
        /// The segments matched by a pattern's `*`s, when the path has its shape.
        func match(_ pattern: String...) -> [String]? {
            guard pattern.count == segments.count else { return nil }
            var captured: [String] = []
            for (expected, segment) in zip(pattern, segments) {
                if expected == "*" { captured.append(segment) } else if expected != segment { return nil }
            }
            return captured
        }
        if segments.isEmpty {
            self = .home
        } else if match("diagnostics") != nil {
            self = .diagnostics
        } else if match("live") != nil {
            self = .live
        } else if let ids = match("assets", "*") {
            self = .asset(ids[0])
        } else if match("learner", "next-day") != nil {
            self = .nextDay
        } else if match("learner", "reset") != nil {
            self = .resetProgress
        } else if let ids = match("books", "*") {
            self = .book(ids[0])
        } else if let ids = match("books", "*", "ideas", "*") {
            self = .primer(book: ids[0], idea: ids[1])
        } else if let ids = match("books", "*", "ideas", "*", "test") {
            self = .test(book: ids[0], idea: ids[1], retry: retry)
        } else if let ids = match("books", "*", "ideas", "*", "result") {
            self = .testResult(book: ids[0], idea: ids[1])
        } else if let ids = match("books", "*", "ideas", "*", "test", "*") {
            let (book, idea) = (ids[0], ids[1])
            switch ids[2] {
            case "start": self = .startTest(book: book, idea: idea)
            case "draft": self = .draftTestAnswer(book: book, idea: idea)
            case "answer": self = .answerTest(book: book, idea: idea)
            case "continue": self = .continueTest(book: book, idea: idea)
            case "abandon": self = .abandonTest(book: book, idea: idea)
            default: return nil
            }
        } else if let ids = match("courses", "*") {
            self = .course(ids[0])
        } else if let ids = match("courses", "*", "achievements") {
            self = .achievements(course: ids[0], category: query["category"])
        } else if let ids = match("courses", "*", "stages", "*") {
            self = .stage(course: ids[0], section: ids[1])
        } else if let ids = match("courses", "*", "lessons", "*") {
            self = .lesson(course: ids[0], lesson: ids[1])
        } else if let ids = match("courses", "*", "lessons", "*", "*") {
            let (course, lesson) = (ids[0], ids[1])
            switch ids[2] {
            case "done": self = .lessonDone(course: course, lesson: lesson)
            case "start": self = .startLesson(course: course, lesson: lesson)
            case "draft": self = .draftLessonAnswer(course: course, lesson: lesson)
            case "answer": self = .answerLesson(course: course, lesson: lesson)
            case "continue": self = .continueLesson(course: course, lesson: lesson)
            case "abandon": self = .abandonLesson(course: course, lesson: lesson)
            case "complete": self = .completeReading(course: course, lesson: lesson)
            default: return nil
            }
        } else {
            return nil
        }
    }

    /// The route's path, its ids percent-encoded, with its query if it has one.
    var link: Link {
        func path(_ segments: String...) -> String {
            "/" + segments.map(PercentEncoding.encode).joined(separator: "/")
        }
        let retryQuery = "?retry=1"
        switch self {
        case .home: return Link(path: "/")
        case .diagnostics: return Link(path: path("diagnostics"))
        case .live: return Link(path: path("live"))
        case .asset(let name): return Link(path: path("assets", name))
        case .nextDay: return Link(path: path("learner", "next-day"))
        case .resetProgress: return Link(path: path("learner", "reset"))
        case .book(let book): return Link(path: path("books", book))
        case .primer(let book, let idea): return Link(path: path("books", book, "ideas", idea))
        case .test(let book, let idea, let retry):
            return Link(path: path("books", book, "ideas", idea, "test") + (retry ? retryQuery : ""))
        case .testResult(let book, let idea): return Link(path: path("books", book, "ideas", idea, "result"))
        case .startTest(let book, let idea): return Link(path: path("books", book, "ideas", idea, "test", "start"))
        case .draftTestAnswer(let book, let idea): return Link(path: path("books", book, "ideas", idea, "test", "draft"))
        case .answerTest(let book, let idea): return Link(path: path("books", book, "ideas", idea, "test", "answer"))
        case .continueTest(let book, let idea): return Link(path: path("books", book, "ideas", idea, "test", "continue"))
        case .abandonTest(let book, let idea): return Link(path: path("books", book, "ideas", idea, "test", "abandon"))
        case .course(let course): return Link(path: path("courses", course))
        case .achievements(let course, let category):
            return Link(path: path("courses", course, "achievements")
                + (category.map { "?category=" + PercentEncoding.encode($0) } ?? ""))
        case .stage(let course, let section): return Link(path: path("courses", course, "stages", section))
        case .lesson(let course, let lesson): return Link(path: path("courses", course, "lessons", lesson))
        case .lessonDone(let course, let lesson): return Link(path: path("courses", course, "lessons", lesson, "done"))
        case .startLesson(let course, let lesson): return Link(path: path("courses", course, "lessons", lesson, "start"))
        case .draftLessonAnswer(let course, let lesson): return Link(path: path("courses", course, "lessons", lesson, "draft"))
        case .answerLesson(let course, let lesson): return Link(path: path("courses", course, "lessons", lesson, "answer"))
        case .continueLesson(let course, let lesson): return Link(path: path("courses", course, "lessons", lesson, "continue"))
        case .abandonLesson(let course, let lesson): return Link(path: path("courses", course, "lessons", lesson, "abandon"))
        case .completeReading(let course, let lesson): return Link(path: path("courses", course, "lessons", lesson, "complete"))
        }
    }
}

/// A path of this server, as a link or a form's action: made only from a ``Route``.
struct Link: Hashable, Sendable {
    /// The path, percent-encoded, with its query if any.
    let path: String

    /// The same path with `#fragment` (an element's id on the page).
    func anchored(_ fragment: String) -> Link {
        Link(path: path + "#" + PercentEncoding.encode(fragment))
    }
}
