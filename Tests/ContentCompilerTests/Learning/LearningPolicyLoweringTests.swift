import ContentCompiler
import ContentRuntime
import ContentTestSupport
import Testing

/// `learning:` in contentc.yaml and book.yaml, and `progression:` in course.yaml,
/// as the bundles carry them.
@Suite struct LearningPolicyLoweringTests {
    private func compile(_ edits: (TemporaryProject) throws -> Void) throws -> (output: BundleOutput?, diagnostics: [Diagnostic]) {
        let project = try TemporaryProject()
        try edits(project)
        let compilation = try project.compile()
        return (compilation.output, compilation.diagnostics)
    }

    @Test func withoutLearningEveryBookHasTheStandardPolicy() throws {
        let output = try #require(try compile { _ in }.output)
        #expect(output.books.map(\.learning) == [.standard])
        #expect(LearningPolicy.standard.mastery.solid == 0.8 && LearningPolicy.standard.mastery.fragile == 0.5)
        #expect(LearningPolicy.standard.reviewAfterDays.fragile == 3 && LearningPolicy.standard.reviewAfterDays.solid == 14)
        #expect(output.courses.map(\.progression) == [.lesson])
    }

    @Test func aBookOverridesTheProjectsPolicyValueByValue() throws {
        let output = try #require(try compile { project in
            try project.write("contentc.yaml", """
                name: test-library
                version: 1.0.0
                learning:
                  mastery: {solid: 0.9}
                  reviewAfterDays: {fragile: 2}
                """)
            try project.edit("books/sample/book.yaml", replacing: "language: en",
                             with: "language: en\nlearning:\n  mastery: {fragile: 0.6}\n  reviewAfterDays: {solid: 30}")
        }.output)
        let policy = try #require(output.books.first).learning
        #expect(policy == LearningPolicy(mastery: .init(solid: 0.9, fragile: 0.6),
                                         reviewAfterDays: .init(fragile: 2, solid: 30)))
    }

    @Test func aBookThresholdIsCheckedAgainstTheProjectsAndNamesWhereThatIsSet() throws {
        let (output, diagnostics) = try compile { project in
            try project.write("contentc.yaml", "name: test-library\nversion: 1.0.0\nlearning:\n  mastery: {solid: 0.7}\n")
            try project.edit("books/sample/book.yaml", replacing: "language: en",
                             with: "language: en\nlearning:\n  mastery: {fragile: 0.75}")
        }
        #expect(output == nil)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.code == "L101")
        #expect(diagnostic.location.file == "books/sample/book.yaml" && diagnostic.location.line == 6)
        #expect(diagnostic.message.contains("fragile threshold (0.75) must be below the solid one (0.7)"))
        #expect(diagnostic.notes.map(\.location.file) == ["contentc.yaml"])
        #expect(diagnostic.notes.first?.location.line == 4)
    }

    @Test func aThresholdAboveTheDefaultSolidNamesTheDefault() throws {
        let (_, diagnostics) = try compile { project in
            try project.write("contentc.yaml", "name: test-library\nversion: 1.0.0\nlearning:\n  mastery: {fragile: 0.85}\n")
        }
        #expect(diagnostics.map(\.code) == ["L101"])
        #expect(diagnostics.first?.message.hasSuffix("(solid is the default, 0.8)") == true)
    }

    @Test func aStageCourseSaysSo() throws {
        let output = try #require(try compile { project in
            try project.edit("courses/sample/course.yaml", replacing: "sections: [first, second]",
                             with: "sections: [first, second]\nprogression: stage")
        }.output)
        #expect(output.courses.map(\.progression) == [.stage])
    }
}
