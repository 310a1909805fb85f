@testable import ContentPreview
import ContentRuntime
import ContentTestSupport
import Foundation
import Testing

/// Rebuilding on a save: new content and a new generation for the open pages;
/// errors over the last good content, as the command line prints them, until fixed.
@Suite struct PreviewRebuildTests {
    static let section = "courses/flags-and-continents/sections/continents.yaml"

    @Test func anEditShowsAtTheNextBuildAndTellsTheOpenPages() async throws {
        let harness = try PreviewHarness()
        let listener = try #require(await harness.session.listen())
        var updates = listener.makeAsyncIterator()
        let first = await updates.next()
        #expect(first == (await harness.session.generation))
        try harness.project.edit(Self.section, replacing: "text: Which is the largest continent by area?",
                                 with: "text: Which continent is the largest?")
        await harness.session.rebuild()
        let second = await updates.next()
        #expect(second != nil && second != first)
        let page = await harness.submit("/courses/flags-and-continents/lessons/continents-1/start")
        #expect(page.body.contains("data-generation=\"\(second!)\""))
        #expect(await harness.session.content.course("flags-and-continents")!.sections[0].lessons[0].questions[1].text
            == "Which continent is the largest?")
    }

    @Test func errorsShowOverTheLastGoodContentUntilFixed() async throws {
        let harness = try PreviewHarness()
        let original = try String(contentsOf: harness.project.url.appendingPathComponent(Self.section), encoding: .utf8)
        try harness.project.edit(Self.section, replacing: "          - Australia\n        correct: 2\n",
                                 with: "          - Australia\n        correct: 4\n")
        #expect(await harness.session.rebuild() == "1 error in 32 files")
        let page = await harness.get("/courses/flags-and-continents")
        #expect(page.body.contains("Flags and Continents"), "the last good content stays underneath")
        #expect(page.body.contains("id=\"diagnostics-overlay\""))
        let line = try #require(original.components(separatedBy: "\n").firstIndex { $0.hasSuffix("        correct: 2") }) + 1
        #expect(page.body.contains("content/\(Self.section):\(line):18: error[Q103]: correct index 4 is out of bounds"))
        #expect(page.body.contains("= help: indices start at 0: the last option is 3"))
        #expect(page.body.contains("correct: 4"), "the source line, as the command line prints it")
        #expect(page.body.contains("Underneath is the last content that built."))
        let diagnostics = await harness.get("/diagnostics")
        #expect(diagnostics.body.contains("error[Q103]") && !diagnostics.body.contains("diagnostics-overlay"),
                "the page that lists the errors is not covered by them")

        try harness.project.write(Self.section, original)
        await harness.session.rebuild()
        let fixed = await harness.get("/courses/flags-and-continents")
        #expect(!fixed.body.contains("diagnostics-overlay") && fixed.body.contains("bar-status is-ok"))
    }

    @Test func contentThatNeverBuiltShowsOnlyItsErrors() async throws {
        let harness = try PreviewHarness { project in
            try project.write("books/meditations/book.yaml", "number: one\ntitle: Meditations\n")
        }
        let home = await harness.get("/")
        #expect(home.status == 200 && home.body.contains("No content yet") && home.body.contains("diagnostics-overlay"))
        #expect(home.body.contains("content/books/meditations/book.yaml:1:9: error[S103]"))
        #expect(home.body.contains("No content has built yet.") && !home.body.contains("Underneath"))
        #expect(await harness.get("/courses/flags-and-continents").status == 404)
    }

    @Test func warningsAreListedButDoNotCoverThePage() async throws {
        let harness = try PreviewHarness { project in
            try project.edit("books/meditations/ideas/b1i1.yaml", replacing: "  thesis:", with: "  overview:")
        }
        let home = await harness.get("/")
        #expect(!home.body.contains("diagnostics-overlay") && home.body.contains("bar-status is-warning"))
        let diagnostics = await harness.get("/diagnostics")
        #expect(diagnostics.body.contains("warning[I107]"))
    }

    /// A quiz open while its lesson's questions change (a question given an
    /// id of its own) is started again, as the engine asks.
    @Test func anOpenQuizWhoseQuestionsChangedStartsAgain() async throws {
        let harness = try PreviewHarness()
        _ = await harness.submit("/courses/flags-and-continents/lessons/continents-1/start")
        try harness.project.edit(Self.section, replacing: "      - text: Which of these is mostly a frozen ocean rather than a continent?",
                                 with: "      - id: not-a-continent\n        text: Which of these is mostly a frozen ocean rather than a continent?")
        #expect(await harness.session.rebuild() == "no problems in 32 files")
        let page = await harness.get("/courses/flags-and-continents/lessons/continents-1")
        #expect(page.body.contains("changed since its quiz started") && page.body.contains("Start the quiz"))
        let restarted = await harness.submit("/courses/flags-and-continents/lessons/continents-1/start")
        #expect(restarted.body.contains("data-question=\"not-a-continent\""))
    }
}
