import ContentCompiler
import ContentTestSupport
import Foundation
import Testing

/// What checks across files call "first" is what an author reads first: a
/// course's sections in the order course.yaml lists them, a book's ideas by
/// their number, not the files' names in alphabetical order.
@Suite struct ReadingOrderTests {
    @Test func aLessonIdRepeatedLaterInTheCourseIsReportedWhereItRepeats() throws {
        let project = try TemporaryProject()
        // `second` is listed first, although its file name sorts after `first.yaml`.
        try project.edit("courses/sample/course.yaml", replacing: "sections: [first, second]", with: "sections: [second, first]")
        try project.edit("courses/sample/sections/first.yaml", replacing: "  - id: quiz", with: "  - id: second-quiz")
        try expectOneError("C105", in: "courses/sample/sections/first.yaml",
                           firstIn: "courses/sample/sections/second.yaml", project)
    }

    @Test func aQuestionIdRepeatedInALaterIdeaIsReportedWhereItRepeats() throws {
        let project = try TemporaryProject()
        let idea = try String(contentsOf: project.url.appendingPathComponent("books/sample/ideas/b1i2.yaml"), encoding: .utf8)
        for number in 3...10 {
            try project.write("books/sample/ideas/b1i\(number).yaml",
                              idea.replacingOccurrences(of: "id: b1i2", with: "id: b1i\(number)"))
        }
        // b1i10.yaml sorts before b1i2.yaml by name, but comes after it in the book.
        let first = "  - {difficulty: easy, bloom: recall, text: E1,"
        for number in [2, 10] {
            try project.edit("books/sample/ideas/b1i\(number).yaml", replacing: first,
                             with: "  - {id: shared-question, difficulty: easy, bloom: recall, text: E1,")
        }
        try expectOneError("Q110", in: "books/sample/ideas/b1i10.yaml", firstIn: "books/sample/ideas/b1i2.yaml", project)
    }

    /// Requires the project's one diagnostic to have `code`, in the file that
    /// repeats an id, with a note at the file that uses it first.
    private func expectOneError(_ code: String, in file: String, firstIn first: String,
                                _ project: TemporaryProject) throws {
        let compilation = try project.compile()
        let diagnostic = try #require(compilation.diagnostics.first, "\(compilation.diagnostics)")
        #expect(compilation.diagnostics.count == 1)
        #expect(diagnostic.code == code)
        #expect(diagnostic.location.file == file)
        #expect(diagnostic.notes.map(\.location.file) == [first])
    }
}
