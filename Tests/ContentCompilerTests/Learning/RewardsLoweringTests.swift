import ContentCompiler
import ContentRuntime
import ContentTestSupport
import Testing

/// How a course's `rewards:` becomes tiers with coins, and how `coinsPerLesson`
/// combines with them: a tier's own `coins` first, else `coinsPerLesson`, else
/// 25 a diamond; without `diamonds`, the standard tiers.
@Suite struct RewardsLoweringTests {
    private static let course = "courses/sample/course.yaml"
    private static let achievementsLine = "achievements:"

    /// The base project's course with `rewards` (YAML lines) added, compiled.
    private func rewards(_ yaml: String) throws -> (rewards: Rewards, codes: [String]) {
        let project = try TemporaryProject()
        if !yaml.isEmpty {
            try project.edit(Self.course, replacing: Self.achievementsLine, with: yaml + "\n" + Self.achievementsLine)
        }
        let compilation = try project.compile()
        let output = try #require(compilation.output, "\(ReportFormat.text.render(DiagnosticReport(compilation)))")
        return (try #require(output.courses.first).rewards, compilation.diagnostics.map(\.code))
    }

    private func summary(_ rewards: Rewards) -> [String] {
        rewards.diamonds.map { "\($0.maxErrors.map(String.init) ?? "any"):\($0.diamonds)◆\($0.coins)" }
    }

    @Test func withoutRewardsTheStandardTiersPay75_50_25() throws {
        let (rewards, codes) = try rewards("")
        #expect(summary(rewards) == ["0:3◆75", "2:2◆50", "any:1◆25"])
        #expect(rewards.coinsPerLesson == 25, "a 1.0 reader pays the fewest coins of any tier")
        #expect(rewards == .standard)
        #expect(codes.isEmpty)
        #expect([0, 1, 2, 3, 9].map(rewards.coins(forErrors:)) == [75, 50, 50, 25, 25])
        #expect([0, 1, 2, 3, 9].map(rewards.diamonds(forErrors:)) == [3, 2, 2, 1, 1])
    }

    @Test func coinsPerLessonAloneKeepsItsMeaningOnTheStandardTiers() throws {
        let (rewards, codes) = try rewards("rewards:\n  coinsPerLesson: 10")
        #expect(summary(rewards) == ["0:3◆10", "2:2◆10", "any:1◆10"])
        #expect(rewards.coinsPerLesson == 10)
        #expect(codes.isEmpty)
    }

    @Test func tiersWithoutCoinsPayCoinsPerLesson() throws {
        let (rewards, codes) = try rewards("""
            rewards:
              coinsPerLesson: 10
              diamonds: [{maxErrors: 0, diamonds: 3}, {diamonds: 1}]
            """)
        #expect(summary(rewards) == ["0:3◆10", "any:1◆10"])
        #expect(codes.isEmpty)
    }

    @Test func tiersWithoutCoinsOrCoinsPerLessonPay25ADiamond() throws {
        let (rewards, _) = try rewards("rewards:\n  diamonds: [{maxErrors: 1, diamonds: 4}, {diamonds: 0}]")
        #expect(summary(rewards) == ["1:4◆100", "any:0◆0"])
        #expect(rewards.coinsPerLesson == 0)
    }

    @Test func aTiersOwnCoinsWinAndTheOthersPayCoinsPerLesson() throws {
        let (rewards, codes) = try rewards("""
            rewards:
              coinsPerLesson: 5
              diamonds: [{maxErrors: 0, diamonds: 3, coins: 100}, {diamonds: 1}]
            """)
        #expect(summary(rewards) == ["0:3◆100", "any:1◆5"])
        #expect(rewards.coinsPerLesson == 5)
        #expect(codes.isEmpty, "coinsPerLesson is used by the second tier")
    }

    @Test func coinsPerLessonBesideTiersThatAllHaveCoinsIsReportedButBuilds() throws {
        let (rewards, codes) = try rewards("""
            rewards:
              coinsPerLesson: 5
              diamonds: [{maxErrors: 0, diamonds: 3, coins: 75}, {diamonds: 1, coins: 25}]
            """)
        #expect(codes == ["C111"])
        #expect(summary(rewards) == ["0:3◆75", "any:1◆25"])
    }
}
