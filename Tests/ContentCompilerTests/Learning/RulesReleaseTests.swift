import ContentCompiler
import ContentRuntime
import ContentTestSupport
import Foundation
import Testing

/// A changed reward, progression, learning policy or unlock condition is a
/// change of rules: a minor release, listed with its old and new values.
@Suite struct RulesReleaseTests {
    private func release(_ edits: (TemporaryProject) throws -> Void = { _ in }) throws -> ReleaseContent {
        let project = try TemporaryProject()
        try edits(project)
        let compilation = try project.compile()
        return ReleaseContent(try #require(compilation.output, "\(ReportFormat.text.render(DiagnosticReport(compilation)))"))
    }

    private static let course = "courses/sample/course.yaml"

    @Test func changedRewardsAreMinorWithTheirValues() throws {
        let new = try release {
            try $0.edit(Self.course, replacing: "sections: [first, second]",
                        with: "sections: [first, second]\nrewards:\n  coinsPerLesson: 10")
        }
        let diff = ReleaseDiff.compare(try release(), new)
        #expect(diff.level == .minor)
        #expect(diff.changes.map(\.kind) == [.rules])
        let change = try #require(diff.changes.first)
        #expect(change.fields == ["rewards.coinsPerLesson", "rewards.diamonds"])
        #expect(change.values.first == FieldChange(field: "rewards.coinsPerLesson", old: "25", new: "10"))
        #expect(change.description.hasPrefix(
            "changed the rules of course sample \"Sample Course\": rewards.coinsPerLesson was 25, now 10; rewards.diamonds was [{\"coins\":75,"))
        let text = ReleaseTextReport().render(diff)
        #expect(text.hasPrefix("Rules changed (minor: learners are judged by the new rules from now on; what they earned stays)\n"))
        #expect(text.hasSuffix("release: minor (1.0.0 → 1.1.0 at least)\n"))
        let json = try JSONSerialization.jsonObject(with: Data(ReleaseJSONReport().render(diff).utf8)) as? [String: Any]
        let changes = try #require(json?["changes"] as? [[String: Any]])
        #expect(changes.first?["change"] as? String == "rules")
        #expect((changes.first?["values"] as? [[String: String]])?.first == ["field": "rewards.coinsPerLesson", "old": "25", "new": "10"])
        #expect((json?["summary"] as? [String: Int])?["rules"] == 1)
    }

    @Test func progressionPolicyAndUnlockChangesAreRulesAndOtherFieldsStayPatches() throws {
        let new = try release { project in
            try project.edit(Self.course, replacing: "sections: [first, second]",
                             with: "sections: [first, second]\nprogression: stage")
            try project.edit(Self.course, replacing: "unlock: {streakDays: 7}", with: "unlock: {streakDays: 5}")
            try project.edit(Self.course, replacing: "description: A small course for tests.",
                             with: "description: A small course.")
            try project.edit("contentc.yaml", replacing: "version: 1.0.0",
                             with: "version: 1.0.0\nlearning:\n  reviewAfterDays: {fragile: 2}")
        }
        let diff = ReleaseDiff.compare(try release(), new)
        #expect(diff.changes.map(\.description) == [
            "changed the rules of book sample \"Sample Book\": learning.reviewAfterDays.fragile was 3, now 2",
            "changed the rules of course sample \"Sample Course\": progression was \"lesson\", now \"stage\"",
            "changed the rules of achievement week \"Week\" in course sample: unlock.streakDays was 7, now 5",
            "changed course sample \"Sample Course\": description",
        ])
        #expect(diff.level == .minor)
    }
}
