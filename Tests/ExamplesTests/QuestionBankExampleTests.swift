import ContentCompiler
import ContentRuntime
import ContentTestSupport
import Foundation
import Testing

/// The README's question-bank example (an mcq, an msq and an open question)
/// compiles in an idea, each question with the type the README says.
@Suite struct QuestionBankExampleTests {
    @Test func theReadmeQuestionsCompileWithTheirTypes() throws {
        let block = try #require(try ExampleProgram.readme.codeBlocks("yaml").first { $0.hasPrefix("questions:\n") },
                                 "the README shows a question bank")
        let project = try TemporaryProject()
        let idea = "books/sample/ideas/b1i1.yaml"
        let text = try String(contentsOf: project.url.appendingPathComponent(idea), encoding: .utf8)
        let start = try #require(text.range(of: "questions:\n"))
        // The README's easy mcq, medium msq and hard open question take the place
        // of the fixture's first question of each band.
        let kept = text[start.upperBound...].split(separator: "\n")
            .filter { !$0.contains("text: E1,") && !$0.contains("text: M1,") && !$0.contains("text: H1,") }
        try project.write(idea, String(text[..<start.lowerBound]) + block + kept.map { $0 + "\n" }.joined())

        let compilation = try project.compile()
        #expect(!compilation.diagnostics.contains { $0.severity == .error },
                "\(compilation.diagnostics.map { "\($0.location): \($0.message)" })")
        let bundle = try #require(compilation.output?.files.first { $0.path.hasPrefix("books/") })
        let book = try BundleCoding.makeDecoder().decode(BookBundle.self, from: bundle.data).book
        let questions = try #require(book.ideas.first { $0.id == "b1i1" }).questions
        #expect(questions.map(\.type) == [.mcq, .msq, .open] + Array(repeating: .mcq, count: 6))
        #expect(questions[0].text == "What does Marcus call the part of us that nothing outside can reach?")
        #expect(questions[1].correct == [0, 2])
        #expect(questions[2].rubric?.hasPrefix("Separates the event") == true)
        #expect(questions.map(\.points) == [10, 15, 25, 10, 10, 15, 15, 25, 25])
    }
}
