import ContentCompiler
import ContentTestSupport
import Foundation
import Testing

/// Every rule, shown failing at a known file, line and column by a fixture.
@Suite struct RuleFixtureTests {
    @Test func baseProjectIsClean() throws {
        let project = try TemporaryProject()
        let compilation = try project.compile()
        #expect(compilation.diagnostics.isEmpty, "\(compilation.diagnostics.map(ExpectedDiagnostic.init))")
        #expect(compilation.output != nil)
    }

    /// Compiles the base project with the fixture's files laid over it and
    /// compares every diagnostic with the fixture's markers: nothing missing,
    /// nothing extra.
    @Test(arguments: ContentFixtures.ruleFixtureNames())
    func fixture(_ name: String) throws {
        let folder = ContentFixtures.rules.appendingPathComponent(name)
        let expected = try ExpectedDiagnostic.parse(fixture: folder)
        #expect(!expected.isEmpty, "fixture \(name) expects nothing")
        let project = try TemporaryProject(overlay: folder)
        let compilation = try project.compile()
        let actual = compilation.diagnostics.map(ExpectedDiagnostic.init).sorted()
        let missing = expected.filter { !actual.contains($0) }
        let extra = actual.filter { !expected.contains($0) }
        #expect(missing.isEmpty && extra.isEmpty,
                "fixture \(name):\n  missing: \(missing)\n  unexpected: \(extra)\n\(ReportFormat.text.render(DiagnosticReport(compilation)))")
        if expected.contains(where: { Rule.named($0.code)?.defaultSeverity == .error }) {
            #expect(compilation.output == nil, "a build with errors writes nothing")
        }
    }

    /// Rules whose broken input cannot be a small fixture file, and the test that covers them.
    static let coveredElsewhere: [String: String] = [
        "P106": "VersionBumpTests (needs an earlier build in an output folder beside the project)",
        "Y105": "HostileInputTests (inputs of many megabytes, generated)",
    ]

    @Test func everyRuleHasAFixture() {
        let names = ContentFixtures.ruleFixtureNames()
        let uncovered = Rule.all.map(\.code).filter { code in
            Self.coveredElsewhere[code] == nil && !names.contains { $0.hasPrefix(code + "-") }
        }
        #expect(uncovered.isEmpty, "rules without a fixture: \(uncovered)")
    }
}
