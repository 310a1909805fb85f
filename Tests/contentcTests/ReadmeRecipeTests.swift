import Foundation
import Testing

/// The CI recipes the README shows work on the sample content as shipped.
@Suite struct ReadmeRecipeTests {
    static let readme: String = (try? String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("README.md"),
                                             encoding: .utf8)) ?? ""

    /// The arguments of the README's GitHub Actions step (`- run: swift run contentc …`).
    static func actionsStep() throws -> [String] {
        let line = try #require(readme.split(separator: "\n").first { $0.hasPrefix("- run: swift run contentc ") })
        return line.dropFirst("- run: swift run contentc ".count).split(separator: " ").map(String.init)
    }

    /// The workflow commands of a run that are not question-quality findings
    /// (`title=Q2…`): the sample content is still being rewritten to pass those
    /// rules, and until it is, they are the only findings a strict step may fail on.
    static func findingsOtherThanQuestionQuality(_ stdout: String) -> [Substring] {
        stdout.split(separator: "\n").filter { line in
            (line.hasPrefix("::error") || line.hasPrefix("::warning")) && !line.contains("title=Q2")
        }
    }

    @Test func theActionsStepPassesOnTheShippedContent() throws {
        let arguments = try Self.actionsStep()
        #expect(arguments.contains("--werror"), "the README recommends a strict step")
        let result = try CommandRunner.run(arguments, in: CommandRunner.packageRoot)
        let others = Self.findingsOtherThanQuestionQuality(result.stdout)
        #expect(result.status == 0 || (result.status == 1 && others.isEmpty), "\(result.stdout)\(result.stderr)")
        #expect(others.isEmpty, "\(result.stdout)")
    }

    /// The README's way of keeping a deliberate warning out of `--werror`.
    @Test func aRuleSetOffKeepsADeliberateWarningOutOfTheStrictStep() throws {
        let workspace = try Workspace(copying: CommandLineTests.sampleContent)
        try workspace.writeLegacyIdea()
        let arguments = try Self.actionsStep()
        #expect(try CommandRunner.run(arguments, in: workspace.url).status == 1, "the legacy fields fail the strict step")

        let setting = try #require(Self.readme.range(of: "```yaml\nrules:\n  primer.legacy-field: off"))
        let block = Self.readme[setting.lowerBound...].dropFirst("```yaml\n".count).prefix { $0 != "`" }
        try workspace.write("content/contentc.yaml", try workspace.read("content/contentc.yaml") + block)
        let result = try CommandRunner.run(arguments, in: workspace.url)
        #expect(result.status == 0 || Self.findingsOtherThanQuestionQuality(result.stdout).isEmpty, "\(result.stdout)")
    }
}
