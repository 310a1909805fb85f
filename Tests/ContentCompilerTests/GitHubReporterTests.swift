@testable import ContentCompiler
import Testing
import YAML

/// GitHub Actions workflow commands: escaping and the cap per code.
@Suite struct GitHubReporterTests {
    static func diagnostic(_ rule: Rule, line: Int, message: String = "a message", hint: String? = nil,
                           file: String = "content/a.yaml") -> Diagnostic {
        Diagnostic(severity: rule.defaultSeverity, rule: rule, message: message,
                   location: SourceLocation(file: file, mark: Mark(line: line, column: 3)), hint: hint)
    }

    @Test func messagesAndPropertiesAreEscapedSoEachCommandIsOneLine() {
        // Line breaks in a message are written as \r and \n by the report, and never reach the command raw.
        let diagnostic = Self.diagnostic(.correctInBounds, line: 4, message: "100% wrong: a, b\r\nagain",
                                         hint: "fix it", file: "content/a,b:c.yaml")
        let text = GitHubReporter().render(DiagnosticReport(diagnostics: [diagnostic], fileCount: 1))
        #expect(text == """
            ::error file=content/a%2Cb%3Ac.yaml,line=4,col=3,title=Q103::100%25 wrong: a, b\\r\\nagain%0Ahelp: fix it
            1 error in 1 file

            """)
    }

    @Test func wholeFileFindingsHaveNoLine() {
        let diagnostic = Diagnostic(severity: .error, rule: .strayFile, message: "stray",
                                    location: SourceLocation(file: "content/x.txt", mark: nil))
        let text = GitHubReporter().render(DiagnosticReport(diagnostics: [diagnostic], fileCount: 1))
        #expect(text.hasPrefix("::error file=content/x.txt,title=P104::stray\n"))
    }

    @Test func pastFiftyFindingsOfOneCodeTheRestAreSummedUp() {
        let many = (1...73).map { Self.diagnostic(.optionsUnique, line: $0) }
        let few = (1...3).map { Self.diagnostic(.correctInBounds, line: $0) }
        let report = DiagnosticReport(diagnostics: many + few, fileCount: 2)
        let lines = GitHubReporter().render(report).split(separator: "\n")
        #expect(lines.filter { $0.contains("title=Q102::a message") }.count == GitHubReporter.maxPerCode)
        #expect(lines.filter { $0.contains("title=Q103::a message") }.count == 3)
        let summary = lines.filter { $0.hasPrefix("::error title=Q102::") }
        #expect(summary.count == 1)
        #expect(summary.first?.contains("23 more Q102 (question.options-unique) findings not shown") == true)
        #expect(lines.last == "76 errors in 2 files")
    }
}
