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

    @Test func aFileWithHalfAMillionBrokenItemsStaysSmall() throws {
        let project = try TemporaryProject()
        let items = String(repeating: "  - a\n", count: 500_000)
        try project.write("courses/sample/sections/second.yaml", "id: second\ntitle: Second\nlessons:\n" + items)
        let diagnostics = try project.compile().diagnostics
        #expect(diagnostics.count == DiagnosticLog.maxPerRuleAndFile + 1)
        #expect(diagnostics.contains { $0.message.hasPrefix("499900 more problems of this kind (S103)") })
    }
}
