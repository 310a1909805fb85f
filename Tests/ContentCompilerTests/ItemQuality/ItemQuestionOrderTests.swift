import ContentCompiler
import ContentTestSupport
import Foundation
import Testing

/// Each question is checked by the rules that read one question as soon as it
/// is cut into words, in a buffer and an array of options that the next
/// question of its bank is cut into again: what a question is found to show
/// depends on it alone, never on the questions cut before it.
@Suite struct ItemQuestionOrderTests {
    /// The codes reported once per bank, or for a pair of questions, which
    /// depend on the other questions by design.
    static let bankCodes: Set<String> = ["Q208", "Q209"]

    /// Every question of the labelled set in one book, and the same questions
    /// in the opposite order in another (long stems after short ones, and the
    /// other way round): each question shows the same findings in both.
    @Test func aQuestionShowsTheSameFindingsWhateverWasCutBeforeIt() throws {
        var questions: [LabelledQuestion] = []
        for name in ItemQualityLabelledSetTests.questionSets {
            let text = try String(contentsOf: ItemQualityLabelledSetTests.folder.appendingPathComponent(name + ".yaml"), encoding: .utf8)
            questions += try LabelledQuestion.parse(text)
        }
        let project = try TemporaryProject()
        try project.write("contentc.yaml", LabelledSet.manifest)
        let forward = try Self.writeBook("forward", number: 2, questions: questions, in: project)
        let backward = try Self.writeBook("backward", number: 3, questions: questions.reversed(), in: project)
        let diagnostics = try project.compile().diagnostics
        #expect(!diagnostics.hasErrors, "\(diagnostics.filter { $0.severity == .error }.map(\.location.description))")
        let found = Self.findings(diagnostics, in: forward)
        #expect(found == Self.findings(diagnostics, in: backward))
        #expect(Set(found.map(\.code)).isSuperset(of: ["Q201", "Q202", "Q203", "Q204", "Q205", "Q206", "Q207", "Q210"]),
                "every rule that checks one question finds something in the set")
    }

    /// A book's one idea holding the questions: its file, and the lines each question is written at, by its id.
    struct Book {
        var file: String
        var lines: [String: ClosedRange<Int>]
    }

    static func writeBook(_ slug: String, number: Int, questions: [LabelledQuestion], in project: TemporaryProject) throws -> Book {
        let written = try project.writeLabelledBook(slug, number: number, questions: questions)
        return Book(file: written.file, lines: Dictionary(uniqueKeysWithValues: zip(questions.map(\.id), written.lines)))
    }

    /// One finding of a rule that checks one question: which question, the code, the message.
    struct Finding: Hashable {
        var question: String
        var code: String
        var message: String
    }

    /// The findings of the rules that check one question in a book's questions.
    static func findings(_ diagnostics: [Diagnostic], in book: Book) -> Set<Finding> {
        Set(diagnostics.compactMap { diagnostic -> Finding? in
            guard diagnostic.code.hasPrefix("Q2"), !bankCodes.contains(diagnostic.code), diagnostic.location.file == book.file,
                  let line = diagnostic.location.line,
                  let question = book.lines.first(where: { $0.value.contains(line) })?.key else { return nil }
            return Finding(question: question, code: diagnostic.code, message: diagnostic.message)
        })
    }
}
