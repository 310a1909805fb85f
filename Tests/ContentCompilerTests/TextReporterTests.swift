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

    @Test func aMarkOutsideTheFileIsPrintedAsItsNumbersSay() {
        // Marks are 1-based, but the public API lets any number through: the report prints it, without a source line.
        let text = TextReporter().render(Self.report(line: -1, column: -3, source: "x: 1\n"))
        #expect(text.hasPrefix("a.yaml:-1:-3: error[Q103]: a message\n"))
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

    /// A report holds a diagnostic as it came when nothing in it needs
    /// escaping, and its escaped copy otherwise: each text of a diagnostic
    /// (message, hint, file, a note's message or file) is tried with a
    /// control character.
    @Test func aDiagnosticIsEscapedWhenAnyOfItsTextsHoldsAControlCharacter() {
        let plain = Diagnostic(severity: .warning, rule: .strayFile, message: "m",
                               location: SourceLocation(file: "f.yaml", mark: Mark(line: 1, column: 1)),
                               notes: [Diagnostic.Note("n", at: SourceLocation(file: "g.yaml", mark: nil))], hint: "h")
        var variants = [plain]
        for control in ["\u{1B}", "\n", "\u{202E}", "\u{85}"] {
            var diagnostic = plain
            diagnostic.message += control
            variants.append(diagnostic)
            diagnostic = plain
            diagnostic.hint! += control
            variants.append(diagnostic)
            diagnostic = plain
            diagnostic.location.file += control
            variants.append(diagnostic)
            diagnostic = plain
            diagnostic.notes[0].message += control
            variants.append(diagnostic)
            diagnostic = plain
            diagnostic.notes[0].location.file += control
            variants.append(diagnostic)
        }
        for diagnostic in variants {
            #expect(diagnostic.needsEscaping == (diagnostic != plain))
            #expect(diagnostic.needsEscaping == (diagnostic.escaped != diagnostic))
        }
        let report = DiagnosticReport(diagnostics: variants, fileCount: 1)
        #expect(report.diagnostics == variants.map(\.escaped))
        #expect(report.diagnostics[0] == plain)
    }

    @Test(arguments: [
        (0, 0, 1, "no problems in 1 file\n", "no problems in 1 file\n"),
        (1, 0, 10, "1 error in 10 files\n", "\u{1B}[1;31m1 error\u{1B}[0m in 10 files\n"),
        (0, 2, 0, "2 warnings in 0 files\n", "\u{1B}[1;33m2 warnings\u{1B}[0m in 0 files\n"),
        (12, 1, 345, "12 errors and 1 warning in 345 files\n",
         "\u{1B}[1;31m12 errors\u{1B}[0m and \u{1B}[1;33m1 warning\u{1B}[0m in 345 files\n"),
    ])
    func summaryCountsErrorsWarningsAndFiles(errors: Int, warnings: Int, files: Int, plain: String, colored: String) {
        let diagnostic = { (severity: Severity) in
            Diagnostic(severity: severity, rule: .strayFile, message: "m", location: SourceLocation(file: "f", mark: nil))
        }
        let report = DiagnosticReport(diagnostics: Array(repeating: diagnostic(.error), count: errors)
                                          + Array(repeating: diagnostic(.warning), count: warnings), fileCount: files)
        #expect(TextReporter().summary(report) == plain)
        #expect(TextReporter(colored: true).summary(report) == colored)
        #expect(TextReporter().render(report).hasSuffix(plain))
    }

    /// A long report is given a few hundred diagnostics at a time, each
    /// piece ending at a diagnostic's end, and the pieces make the whole.
    @Test func aLongReportIsWrittenInPiecesThatMakeTheWhole() {
        let diagnostics = (1...1_100).map { line in
            Diagnostic(severity: .warning, rule: .strayFile, message: "message \(line)",
                       location: SourceLocation(file: "a.yaml", mark: Mark(line: line, column: 2)), hint: "hint")
        }
        let source = (1...1_100).map { "line \($0)\n" }.joined()
        let report = DiagnosticReport(diagnostics: diagnostics, fileCount: 1, sources: ["a.yaml": Array(source.utf8)])
        var pieces: [String] = []
        TextReporter().write(report) { pieces.append(String(decoding: $0, as: UTF8.self)) }
        #expect(pieces.count == 3)
        #expect(pieces.joined() == TextReporter().render(report))
        #expect(pieces[0].hasPrefix("a.yaml:1:2: warning[P104]: message 1\n    1 | line 1\n      |  ^\n      = help: hint\n"))
        #expect(pieces[1].hasPrefix("a.yaml:513:2: warning[P104]: message 513\n  513 | line 513\n"))
        #expect(pieces[2].hasSuffix("\n 1100 | line 1100\n      |  ^\n      = help: hint\n1100 warnings in 1 file\n"))
    }

    @Test(arguments: ["", "plain", "caf\u{E9}", "\u{1F600}\u{301}e\u{301}", "\u{FFFD}\u{85}\u{2028}", String(repeating: "\u{10FFFF}a", count: 40),
                       "eight bytes caf\u{E9} and eight more \u{1F600}", String(repeating: "abcdefg\u{E9}", count: 5) + "tail"])
    func scalarsAreCountedOnTheBytes(_ text: String) {
        #expect(SourceExcerpts.scalarCount(text) == text.unicodeScalars.count)
    }

    @Test func fileLevelProblemsHaveNoSourceLine() {
        let diagnostic = Diagnostic(severity: .warning, rule: .strayFile, message: "not read",
                                    location: SourceLocation(file: "books/x.yml", mark: nil))
        let text = TextReporter().render(DiagnosticReport(diagnostics: [diagnostic], fileCount: 3))
        #expect(text == "books/x.yml: warning[P104]: not read\n1 warning in 3 files\n")
    }
}
