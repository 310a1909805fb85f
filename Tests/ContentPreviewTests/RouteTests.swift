@testable import ContentPreview
import Testing

/// One table parses paths and writes links: every route comes back as itself,
/// and nothing outside the table is a route.
@Suite struct RouteTests {
    static let routes: [Route] = [
        .home, .diagnostics, .asset("preview.css"), .book("meditations"), .primer(book: "meditations", idea: "b1i1"),
        .test(book: "meditations", idea: "b1i1", retry: false), .test(book: "meditations", idea: "b1i1", retry: true),
        .testResult(book: "meditations", idea: "b1i1"), .course("flags-and-continents"),
        .stage(course: "learning-how-to-learn", section: "how-memory-works"),
        .lesson(course: "flags-and-continents", lesson: "continents-1"),
        .lessonDone(course: "flags-and-continents", lesson: "continents-1"),
        .achievements(course: "learning-how-to-learn", category: nil), .achievements(course: "learning-how-to-learn", category: "streak"),
        .live, .nextDay, .resetProgress, .startTest(book: "b", idea: "i"), .draftTestAnswer(book: "b", idea: "i"),
        .answerTest(book: "b", idea: "i"), .continueTest(book: "b", idea: "i"), .abandonTest(book: "b", idea: "i"),
        .startLesson(course: "c", lesson: "l"), .draftLessonAnswer(course: "c", lesson: "l"), .answerLesson(course: "c", lesson: "l"),
        .continueLesson(course: "c", lesson: "l"), .abandonLesson(course: "c", lesson: "l"), .completeReading(course: "c", lesson: "l"),
        .book("a book with ünïcode?&#"),
    ]

    @Test(arguments: routes)
    func aRouteRoundTrips(_ route: Route) {
        let link = route.link.path
        let parts = link.split(separator: "?", maxSplits: 1).map(String.init)
        let query = parts.count > 1 ? Dictionary(PercentEncoding.pairs(parts[1]).map { ($0.name, $0.value) }) { a, _ in a } : [:]
        #expect(Route(path: parts[0], query: query) == route, "\(link)")
    }

    @Test(arguments: ["/../etc/passwd", "/assets/../../etc/passwd", "/assets/%2e%2e/%2e%2e/etc/passwd", "/assets/a%2Fb",
                      "/books/%2E%2E", "/etc/passwd", "/books", "/books/x/ideas", "/courses/x/lessons/y/delete",
                      "//example.org/", "relative", "/books/%ZZ", "/books/%C3", "/books/a%00b", "/assets/preview.css/x"])
    func pathsOutsideTheTableAreNoRoute(_ path: String) {
        #expect(Route(path: path) == nil)
    }
}
