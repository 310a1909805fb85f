import ContentCompiler
import ContentTestSupport
import Foundation
import Testing

/// The question-quality rules in a project: their severity and parameter come
/// from contentc.yaml, their words from the book's or the project's language,
/// and a big bank costs duplicate-question no more than a bounded number of
/// comparisons per question. (Where each reports is checked by the rule
/// fixtures `Q201-…` to `Q210-…`; how well, by ``ItemQualityLabelledSetTests``.)
@Suite struct ItemQualityRuleTests {
    /// The base project with one fixture laid over it and contentc.yaml replaced.
    static func compile(fixture: String, manifest: String = "", book: String? = nil) throws -> Compilation {
        let project = try TemporaryProject(overlay: ContentFixtures.rules.appendingPathComponent(fixture))
        try project.write("contentc.yaml", "name: test-library\nversion: 1.0.0\n" + manifest)
        if let book {
            try project.write("books/sample/book.yaml", "number: 1\ntitle: Sample Book\nauthor: A. Writer\n" + book)
        }
        return try project.compile()
    }

    @Test func severityComesFromTheProject() throws {
        let standard = try Self.compile(fixture: "Q201-longest-correct")
        #expect(standard.diagnostics.map(\.code) == ["Q201"])
        #expect(standard.diagnostics.allSatisfy { $0.severity == .warning } && standard.output != nil,
                "a warning by default: the build goes on")
        let error = try Self.compile(fixture: "Q201-longest-correct", manifest: "rules:\n  item.longest-correct: error\n")
        #expect(error.diagnostics.map(\.severity) == [.error] && error.output == nil)
        let off = try Self.compile(fixture: "Q201-longest-correct", manifest: "rules:\n  Q201: off\n")
        #expect(off.diagnostics.isEmpty)
    }

    @Test func parametersMoveTheThresholds() throws {
        // The fixture's correct option is 62 characters against 12: over 500%.
        let strict = try Self.compile(fixture: "Q201-longest-correct", manifest: "rules:\n  item.longest-correct: { percent: 400 }\n")
        #expect(strict.diagnostics.map(\.code) == ["Q201"])
        let lenient = try Self.compile(fixture: "Q201-longest-correct",
                                       manifest: "rules:\n  item.longest-correct: { severity: warning, percent: 110 }\n")
        #expect(lenient.diagnostics.map(\.code) == ["Q201"])
        // The fixture's run is 10 questions long, and the first option is correct in 13 of 16.
        let longRuns = try Self.compile(fixture: "Q209-answer-position", manifest: "rules:\n  item.answer-position: { run: 11 }\n")
        #expect(longRuns.diagnostics.map(\.code) == ["Q209"], "the skew is still reported")
        #expect(longRuns.diagnostics.allSatisfy { !$0.message.contains("in a row") })
        let shortRuns = try Self.compile(fixture: "Q209-answer-position", manifest: "rules:\n  item.answer-position: { run: 10 }\n")
        #expect(shortRuns.diagnostics.contains { $0.message.contains("in 10 questions in a row") })
        // Two stems sharing five of their six distinctive words (83%).
        let strictDuplicates = try Self.compile(fixture: "Q208-duplicate-question",
                                                manifest: "rules:\n  item.duplicate-question: { percent: 90 }\n")
        #expect(strictDuplicates.diagnostics.isEmpty, "\(strictDuplicates.diagnostics.map(\.message))")
        let wrong = try Self.compile(fixture: "Q201-longest-correct", manifest: "rules:\n  item.longest-correct: { percent: 50 }\n")
        #expect(wrong.diagnostics.contains { $0.location.file == "contentc.yaml" && $0.severity == .error },
                "a percent below 110 is refused")
    }

    @Test func aLanguageWithoutWordListsSilencesTheRulesThatReadWords() throws {
        let french = try Self.compile(fixture: "Q202-all-none-above", book: "language: fr\n")
        #expect(french.diagnostics.isEmpty, "no French lists: item.all-none-above stays silent")
        let byProject = try Self.compile(fixture: "Q202-all-none-above", manifest: "language: fr\n", book: "")
        #expect(byProject.diagnostics.isEmpty, "a book without a language takes the project's")
        let bookFirst = try Self.compile(fixture: "Q202-all-none-above", manifest: "language: fr\n", book: "language: en-GB\n")
        #expect(bookFirst.diagnostics.map(\.code) == ["Q202"], "the book's language comes first, by its primary subtag")
        let lengthOnly = try Self.compile(fixture: "Q201-longest-correct", manifest: "language: fr\n", book: "")
        #expect(lengthOnly.diagnostics.map(\.code) == ["Q201"], "lengths need no words")
    }

    @Test func theProjectsLanguageIsALanguageTag() throws {
        let compilation = try Self.compile(fixture: "Q201-longest-correct", manifest: "language: English\n")
        let diagnostic = try #require(compilation.diagnostics.first { $0.code == "S110" })
        #expect(diagnostic.location.file == "contentc.yaml" && diagnostic.location.line == 3)
    }

    @Test func aBigBankOfOneQuestionRepeatedCostsBoundedComparisons() throws {
        let project = try TemporaryProject()
        let count = 3_000
        var text = try String(contentsOf: ContentFixtures.base.appendingPathComponent("books/sample/ideas/b1i2.yaml"), encoding: .utf8)
        text = String(text[..<text.range(of: "questions:\n")!.upperBound])
        for index in 0..<count {
            text += "  - {difficulty: hard, bloom: howWield, text: Which reply to a stranger's insult would Epictetus approve?, options: [Let it pass, Insult them back], correct: \(index % 2)}\n"
        }
        try project.write("books/sample/ideas/b1i2.yaml", text)
        try project.write("contentc.yaml", "name: test-library\nversion: 1.0.0\nrules:\n  idea.question-count: off\n  idea.difficulty-mix: off\n")
        let start = ContinuousClock.now
        let compilation = try project.compile()
        let elapsed = ContinuousClock.now - start
        let duplicates = compilation.diagnostics.filter { $0.code == "Q208" }
        #expect(duplicates.count == DiagnosticLog.maxPerRuleAndFile + 1, "each repeat reported, up to the file's limit and its summary")
        #expect(duplicates.allSatisfy { $0.notes.count <= 12 })
        #expect(elapsed < .seconds(60), "\(elapsed)")
    }
}
