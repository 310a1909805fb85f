import ContentCompiler
import ContentTestSupport
import Testing

/// contentc.yaml `rules:`: mistakes come back with a suggestion, and settings take effect.
@Suite struct RuleConfigurationTests {
    static func compile(rules: String) throws -> Compilation {
        let project = try TemporaryProject()
        try project.write("contentc.yaml", "name: test-library\nversion: 1.0.0\nrules:\n" + rules)
        return try project.compile()
    }

    @Test func misspeltRuleNamesAndCodesAreSuggested() throws {
        let compilation = try Self.compile(rules: "  lesson.question-cont: off\n  C17: warning\n")
        let messages = compilation.diagnostics.filter { $0.code == "P103" }.map(\.message)
        #expect(messages == [
            "there is no rule 'lesson.question-cont'; did you mean 'lesson.question-count'?",
            "there is no rule 'C17'; did you mean 'C107'?",
        ])
    }

    @Test func misspeltParametersAreSuggestedWithTheRulesSettings() throws {
        let compilation = try Self.compile(rules: "  question.options-count: { severity: error, cuont: 4 }\n")
        let diagnostic = try #require(compilation.diagnostics.first { $0.code == "P103" })
        #expect(diagnostic.message == "rule question.options-count has no setting 'cuont'; did you mean 'count'?")
        #expect(diagnostic.hint == "its settings are 'severity' and 'count'")
        #expect(diagnostic.location.line == 4 && diagnostic.location.column == 46)
    }

    @Test func aParameterChangesWhatTheRuleAsks() throws {
        let compilation = try Self.compile(rules: "  lesson.question-count: { count: 5 }\n")
        let counts = compilation.diagnostics.filter { $0.code == "C107" }
        #expect(!counts.isEmpty, "the base project's lessons have 6 questions, not 5")
        #expect(counts.allSatisfy { $0.message.contains("5") })
    }

    @Test func severityOffSilencesARuleAndWarningKeepsTheBuild() throws {
        let off = try Self.compile(rules: "  lesson.question-count: { severity: off, count: 5 }\n")
        #expect(off.diagnostics.isEmpty)
        let warning = try Self.compile(rules: "  C107: { severity: warning, count: 5 }\n")
        #expect(!warning.diagnostics.isEmpty && warning.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(warning.output != nil)
    }
}
