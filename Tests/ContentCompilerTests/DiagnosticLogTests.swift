@testable import ContentCompiler
import ContentTestSupport
import Testing
import YAML

/// The log's limit on repeats of one rule in one file.
@Suite struct DiagnosticLogTests {
    @Test func repeatsOfARuleInAFileAreSummedUpPastTheLimit() {
        var log = DiagnosticLog()
        for line in 1...250 {
            log.report(.emptyText, "blank", file: "a.yaml", at: Mark(line: line, column: 1))
        }
        log.report(.unknownKey, "other rule", file: "a.yaml", at: Mark(line: 300, column: 1))
        log.report(.emptyText, "other file", file: "b.yaml", at: Mark(line: 1, column: 1))
        let diagnostics = log.diagnostics
        #expect(diagnostics.count == DiagnosticLog.maxPerRuleAndFile + 3)
        let summary = diagnostics.last!
        #expect(summary.code == "S106")
        #expect(summary.severity == .error)
        #expect(summary.location == SourceLocation(file: "a.yaml", mark: Mark(line: 101, column: 1)))
        #expect(summary.message == "150 more problems of this kind (S106) in this file are not shown")
    }

    /// 121 problems of one rule in a file are 100 diagnostics and one that sums
    /// up 21, and a report counts all 121, in text and in JSON (it counted 101).
    @Test func theSummaryOfTheRestCountsEveryProblemItSumsUp() {
        var log = DiagnosticLog()
        for line in 1...121 {
            log.report(.unknownKey, "unknown key", file: "a.yaml", at: Mark(line: line, column: 1))
        }
        log.report(.emptyText, "blank", file: "a.yaml", at: Mark(line: 200, column: 1))
        let diagnostics = log.diagnostics
        #expect(diagnostics.count == DiagnosticLog.maxPerRuleAndFile + 2)
        #expect(diagnostics.last?.problemCount == 21)
        #expect(diagnostics.count(of: .error) == 122)
        let report = DiagnosticReport(diagnostics: diagnostics.sortedForPrinting(), fileCount: 1)
        #expect(report.errorCount == 122)
        #expect(TextReporter().summary(report) == "122 errors in 1 file\n")
        #expect(JSONReporter().render(report).contains("\"summary\":{\"errors\":122,"))
    }

    @Test func aFileWithHalfAMillionBrokenItemsStaysSmall() throws {
        let project = try TemporaryProject()
        let items = String(repeating: "  - a\n", count: 500_000)
        try project.write("courses/sample/sections/second.yaml", "id: second\ntitle: Second\nlessons:\n" + items)
        let diagnostics = try project.compile().diagnostics
        #expect(diagnostics.count == DiagnosticLog.maxPerRuleAndFile + 1)
        #expect(diagnostics.contains { $0.message.hasPrefix("499900 more problems of this kind (S103)") })
        #expect(diagnostics.count(of: .error) == 500_000)
    }
}
