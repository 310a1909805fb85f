import ContentCompiler
import ContentRuntime
import ContentTestSupport
import Foundation
import Testing

/// SPEC §3.1: typing is driven by the field, never by YAML's implicit resolution.
///
/// A text field keeps any scalar exactly as written, even one that YAML 1.1 or
/// 1.2 would read as a boolean, a number, null, a date or a sexagesimal (null
/// with a warning, Y110, since it is seldom meant as text); a number field
/// takes only a plain decimal number.
@Suite struct FieldTypingTests {
    /// Scalars that YAML's implicit resolution would not read as text.
    static let implicitlyTyped = ["NO", "yes", "off", "012", "~", "1:20", "2024-01-01", "1.10", "null", "true"]

    /// The warnings a text field written as `scalar` gets: Y110 for YAML's null.
    static func warnings(for scalar: String) -> Set<String> {
        ["~", "null"].contains(scalar) ? ["Y110"] : []
    }

    @Test(arguments: implicitlyTyped)
    func bookTextFieldsKeepTheScalarAsWritten(_ scalar: String) throws {
        let project = try TemporaryProject()
        try project.write("books/sample/book.yaml", """
            number: 1
            title: \(scalar)
            subtitle: \(scalar)
            author: \(scalar)
            publisher: \(scalar)
            description: \(scalar)
            googleBooksId: \(scalar)
            categories: [\(scalar), Philosophy]
            pageCount: 320
            averageRating: 4.5

            """)
        let book = try compiledBook(project, warnings: Self.warnings(for: scalar))
        #expect(book.title == scalar)
        #expect(book.subtitle == scalar)
        #expect(book.author == scalar)
        #expect(book.publisher == scalar)
        #expect(book.description == scalar)
        #expect(book.googleBooksId == scalar)
        #expect(book.categories == [scalar, "Philosophy"])
        #expect(book.pageCount == 320)
        #expect(book.averageRating == 4.5)
    }

    @Test(arguments: implicitlyTyped)
    func ideaTextFieldsKeepTheScalarAsWritten(_ scalar: String) throws {
        let project = try TemporaryProject()
        var idea = try baseIdea()
        for (field, indent) in [("title", ""), ("description", ""), ("thesis", "  "), ("story", "  "), ("oneLineRecall", "  ")] {
            idea = try replacingLine(startingWith: "\(indent)\(field):", in: idea, with: "\(indent)\(field): \(scalar)")
        }
        idea = try replacingLine(startingWith: "  useItWhen:", in: idea, with: "  useItWhen: [\(scalar)]")
        idea = try replacingLine(
            startingWith: "  - {difficulty: easy, bloom: recall,", in: idea,
            with: "  - {difficulty: easy, bloom: recall, text: \(scalar), options: [\(scalar), other], correct: 1, explanation: \(scalar)}")
        try project.write("books/sample/ideas/b1i1.yaml", idea)

        // A stem that is just "NO" asks negatively, which item.negative-stem reports.
        let warnings = Self.warnings(for: scalar).union(scalar == "NO" ? ["Q204"] : [])
        let book = try compiledBook(project, warnings: warnings)
        let compiled = try #require(book.ideas.first { $0.id == "b1i1" })
        #expect(compiled.title == scalar)
        #expect(compiled.description == scalar)
        #expect(compiled.primer.thesis == scalar)
        #expect(compiled.primer.story == scalar)
        #expect(compiled.primer.oneLineRecall == scalar)
        #expect(compiled.primer.useItWhen == [scalar])
        let question = try #require(compiled.questions.first)
        #expect(question.text == scalar)
        #expect(question.options == [scalar, "other"])
        #expect(question.explanation == scalar)
        #expect(question.correct == [1])
    }

    /// What a number field refuses, each a common way YAML 1.1 or a quote
    /// changes what a value means.
    static let notDecimalNumbers = ["012", "0x1F", "1e3", "true", "\"5\""]

    @Test(arguments: notDecimalNumbers, ["pageCount", "averageRating"])
    func bookNumberFieldRejects(_ written: String, field: String) throws {
        let project = try TemporaryProject()
        try project.write("books/sample/book.yaml", """
            number: 1
            title: Sample Book
            \(field): \(written)

            """)
        let compilation = try project.compile()
        let expected = ExpectedDiagnostic(code: "S103", file: "books/sample/book.yaml", line: 3, column: field.count + 3)
        #expect(compilation.diagnostics.map(ExpectedDiagnostic.init) == [expected],
                "\(ReportFormat.text.render(DiagnosticReport(compilation)))")
        #expect(compilation.output == nil)
    }

    /// Numbers in notations content files do not read, each with the help
    /// that spells it as a plain decimal: never the leading-zero advice for a
    /// hexadecimal `0x1F`, whose `0` is no leading zero.
    static let notationHints: [(written: String, help: String)] = [
        ("012", "write it without the leading zero"),
        ("0x1F", "write it in decimal digits: 31"),
        ("0o17", "write it in decimal digits: 15"),
        ("+5", "write it without the '+'"),
        (".5", "write a 0 before the point: 0.5"),
        ("1_000", "write it without the '_': 1000"),
        ("1e3", "write it out in digits, without an exponent"),
        ("4,5", "write digits only, with a point before any decimals: 4.5, not 4,5; 1000, not 1,000"),
    ]

    @Test(arguments: notationHints, ["pageCount", "averageRating"])
    func numberNotationGetsItsDecimalSpelling(_ notation: (written: String, help: String), field: String) throws {
        let project = try TemporaryProject()
        try project.write("books/sample/book.yaml", """
            number: 1
            title: Sample Book
            \(field): \(notation.written)

            """)
        let compilation = try project.compile()
        let report = ReportFormat.text.render(DiagnosticReport(compilation))
        #expect(compilation.diagnostics.map(\.code) == ["S103"], "\(report)")
        #expect(compilation.diagnostics.first?.hint == notation.help, "\(report)")
    }

    /// A language tag in another case is told the case apps compare; a tag
    /// with an underscore is told the tag it likely means.
    @Test(arguments: [("EN", "language tag 'EN' is not in its usual case, which apps compare", "write it as en"),
                      ("pt-br", "language tag 'pt-br' is not in its usual case, which apps compare", "write it as pt-BR"),
                      ("pt_BR", "'pt_BR' is not a BCP 47 language tag; did you mean 'pt-BR'?", "write a tag such as en, fr or pt-BR")])
    func languageTagsAreToldTheirUsualSpelling(_ tag: (written: String, message: String, help: String)) throws {
        let project = try TemporaryProject()
        try project.write("books/sample/book.yaml", """
            number: 1
            title: Sample Book
            language: \(tag.written)

            """)
        let compilation = try project.compile()
        let report = ReportFormat.text.render(DiagnosticReport(compilation))
        #expect(compilation.diagnostics.map(\.code) == ["S110"], "\(report)")
        #expect(compilation.diagnostics.first?.message == tag.message, "\(report)")
        #expect(compilation.diagnostics.first?.hint == tag.help, "\(report)")
    }

    @Test(arguments: notDecimalNumbers)
    func correctIndexRejects(_ written: String) throws {
        let project = try TemporaryProject()
        let line = "  - {difficulty: easy, bloom: recall, text: E1, options: [a, b], correct: "
        let idea = try replacingLine(startingWith: line, in: try baseIdea(), with: line + written + "}")
        try project.write("books/sample/ideas/b1i1.yaml", idea)
        let compilation = try project.compile()
        let lineNumber = try #require(idea.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.hasPrefix(line) }) + 1
        let expected = ExpectedDiagnostic(code: "S103", file: "books/sample/ideas/b1i1.yaml",
                                          line: lineNumber, column: line.unicodeScalars.count + 1)
        #expect(compilation.diagnostics.map(ExpectedDiagnostic.init) == [expected],
                "\(ReportFormat.text.render(DiagnosticReport(compilation)))")
    }

    // MARK: Helpers

    /// Compiles the project, requires a build with no diagnostic but warnings
    /// of the codes `warnings`, and decodes its book bundle.
    private func compiledBook(_ project: TemporaryProject, warnings: Set<String> = []) throws -> Book {
        let compilation = try project.compile()
        #expect(Set(compilation.diagnostics.map(\.code)) == warnings
                    && compilation.diagnostics.allSatisfy { $0.severity == .warning },
                "\(ReportFormat.text.render(DiagnosticReport(compilation)))")
        let output = try #require(compilation.output)
        let file = try #require(output.files.first { $0.path == "books/sample.json" })
        return try BundleCoding.makeDecoder().decode(BookBundle.self, from: file.data).book
    }

    private func baseIdea() throws -> String {
        try String(contentsOf: ContentFixtures.base.appendingPathComponent("books/sample/ideas/b1i1.yaml"), encoding: .utf8)
    }

    /// The text with its one line that starts with `prefix` replaced.
    private func replacingLine(startingWith prefix: String, in text: String, with replacement: String) throws -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let matches = lines.indices.filter { lines[$0].hasPrefix(prefix) }
        try #require(matches.count == 1, "expected one line starting with '\(prefix)'")
        lines[matches[0]] = replacement
        return lines.joined(separator: "\n")
    }
}
