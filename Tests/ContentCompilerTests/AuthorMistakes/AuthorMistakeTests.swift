import ContentCompiler
import ContentTestSupport
import Foundation
import Testing

/// The corpus of typical author mistakes: each must give exactly one
/// diagnostic, on the line a person would point at, with the advice that
/// fixes it; each clean case must give none. The test prints the pass rate of
/// both (`swift test --filter AuthorMistakeTests`) and fails unless every case
/// passes; with `SHOW_AUTHOR_MISTAKES=1` it also prints every case's report.
@Suite struct AuthorMistakeTests {
    @Test func authorProjectIsClean() throws {
        let project = try TemporaryProject(base: AuthorMistake.project)
        let compilation = try project.compile()
        #expect(compilation.diagnostics.isEmpty, "\(compilation.diagnostics.map(\.message))")
    }

    @Test func corpusIsLargeEnough() {
        #expect(AuthorMistake.all.filter { $0.expected != nil }.count >= 40)
        #expect(Set(AuthorMistake.all.map(\.name)).count == AuthorMistake.all.count, "case names repeat")
    }

    @Test func everyMistakeIsDiagnosedAsAPersonWould() throws {
        var failures = 0
        var mistakes = (passed: 0, total: 0)
        var clean = (passed: 0, total: 0)
        for mistake in AuthorMistake.all {
            let problem = try Self.check(mistake)
            if mistake.expected == nil {
                clean.total += 1
                if problem == nil { clean.passed += 1 }
            } else {
                mistakes.total += 1
                if problem == nil { mistakes.passed += 1 }
            }
            if let problem {
                failures += 1
                Issue.record(Comment(rawValue: "\(mistake.name):\n\(problem)"))
            }
        }
        print("""
            author mistakes: \(mistakes.passed) of \(mistakes.total) diagnosed as a person would \
            (\(mistakes.passed * 100 / max(mistakes.total, 1))%); \
            clean cases: \(clean.passed) of \(clean.total) without a diagnostic
            """)
        #expect(failures == 0, "\(failures) cases fail")
    }

    /// What is wrong with the report of one case, or `nil` when it is as expected.
    static func check(_ mistake: AuthorMistake) throws -> String? {
        let project = try TemporaryProject(base: AuthorMistake.project)
        let url = project.url.appendingPathComponent(mistake.file)
        var text = try String(contentsOf: url, encoding: .utf8)
        for edit in mistake.edits { text = try edit.apply(to: text) }
        try project.write(mistake.file, text)
        let compilation = try project.compile()
        let report = ReportFormat.text.render(DiagnosticReport(compilation))
        if ProcessInfo.processInfo.environment["SHOW_AUTHOR_MISTAKES"] == "1" {
            print("== \(mistake.name)\n\(report)")
        }
        guard let expected = mistake.expected else {
            return compilation.diagnostics.isEmpty ? nil : "  expected no diagnostic, got:\n\(report)"
        }
        guard let place = text.range(of: expected.pointAt) else {
            return "  the edited file does not contain \(expected.pointAt.debugDescription)"
        }
        // Line breaks the text starts with only make it unique: the line is that of its first character.
        let leadingBreaks = expected.pointAt.prefix { $0 == "\n" }.count
        let line = text[..<place.lowerBound].count { $0 == "\n" || $0 == "\r\n" } + 1 + leadingBreaks
        var problems: [String] = []
        if compilation.diagnostics.count != 1 {
            problems.append("expected exactly one diagnostic, got \(compilation.diagnostics.count)")
        }
        if let first = compilation.diagnostics.first {
            if first.location.file != mistake.file || first.location.line != line {
                problems.append("expected the first at \(mistake.file):\(line), got \(first.location)")
            }
            if first.code != expected.code {
                problems.append("expected code \(expected.code), got \(first.code)")
            }
            let said = (first.message + "\n" + (first.hint ?? "")).lowercased()
            for advice in expected.advice where !said.contains(advice.lowercased()) {
                problems.append("the message and help do not say \(advice.debugDescription)")
            }
        } else {
            problems.append("nothing was reported")
        }
        guard !problems.isEmpty else { return nil }
        return problems.map { "  " + $0 }.joined(separator: "\n") + "\n" + report
    }
}
