@testable import ContentCompiler
import Testing
import YAML

/// The text format of SPEC §4: headline, source line, caret under the column.
@Suite struct TextReporterTests {
    static func report(line: Int, column: Int, source: String) -> DiagnosticReport {
        let diagnostic = Diagnostic(severity: .error, rule: .correctInBounds, message: "a message",
                                    location: SourceLocation(file: "a.yaml", mark: Mark(line: line, column: column)),
                                    hint: "a hint")
        return DiagnosticReport(diagnostics: [diagnostic], fileCount: 1, sources: ["a.yaml": Array(source.utf8)])
    }

    @Test func caretSitsUnderTheColumnCountedInUnicodeScalars() {
        let text = TextReporter().render(Self.report(line: 2, column: 12, source: "x: 1\ntitle: café ✓ bad\n"))
        #expect(text == """
            a.yaml:2:12: error[Q103]: a message
                2 | title: café ✓ bad
                  |            ^
                  = help: a hint
            1 error in 1 file

            """)
    }

    @Test func tabsAndControlCharactersAreEscapedAndTheCaretStaysUnderItsCharacter() {
        let text = TextReporter().render(Self.report(line: 1, column: 4, source: "\t\u{1B}\u{202E}x\n"))
        #expect(text.contains("    1 | \\t\\e\\u202Ex\n      |           ^\n"))
    }

    @Test func longLineNumbersWidenTheGutter() {
        let source = String(repeating: "\n", count: 123_455) + "key: value\n"
        let text = TextReporter().render(Self.report(line: 123_456, column: 6, source: source))
        #expect(text.contains("123456 | key: value\n       |      ^\n"))
    }

    @Test func longLinesAreCutAroundTheCaret() {
        let half = SourceExcerpts.maxColumns / 2
        let line = String(repeating: "a", count: 500) + "X" + String(repeating: "b", count: 500)
        let text = TextReporter().render(Self.report(line: 1, column: 501, source: line + "\n"))
        let printed = text.split(separator: "\n")
        #expect(printed[1] == "    1 | …" + String(repeating: "a", count: half) + "X" + String(repeating: "b", count: half - 1) + "…")
        #expect(printed[2] == "      | " + String(repeating: " ", count: half + 1) + "^")
    }

    @Test func theStartAndEndOfALongLineAreCutOnOneSideOnly() {
        let width = SourceExcerpts.maxColumns
        let line = String(repeating: "c", count: 300)
        let start = SourceExcerpts.window(of: Array(line.unicodeScalars), aroundColumn: 3)
        #expect(start.shown.count == width + 1 && start.shown.last == "…" && start.caret == 2)
        let end = SourceExcerpts.window(of: Array(line.unicodeScalars), aroundColumn: 300)
        #expect(end.shown.count == width + 1 && end.shown.first == "…" && end.caret == width)
    }

    @Test func colourOnlyWhenAskedFor() {
        let report = Self.report(line: 1, column: 1, source: "x\n")
        #expect(!TextReporter(colored: false).render(report).contains("\u{1B}["))
        #expect(TextReporter(colored: true).render(report).contains("\u{1B}[1;31merror[Q103]\u{1B}[0m"))
    }

    @Test func fileLevelProblemsHaveNoSourceLine() {
        let diagnostic = Diagnostic(severity: .warning, rule: .strayFile, message: "not read",
                                    location: SourceLocation(file: "books/x.yml", mark: nil))
        let text = TextReporter().render(DiagnosticReport(diagnostics: [diagnostic], fileCount: 3))
        #expect(text == "books/x.yml: warning[P104]: not read\n1 warning in 3 files\n")
    }
}
