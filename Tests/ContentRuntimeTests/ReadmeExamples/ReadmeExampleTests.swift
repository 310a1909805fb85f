import ContentRuntime
import ContentTestSupport
import Foundation
import Testing

/// The README's "Using the learner engine" quotes these examples verbatim,
/// and they run against the shipped content.
@Suite struct ReadmeExampleTests {
    static let folder = ContentFixtures.packageRoot.appendingPathComponent("Tests/ContentRuntimeTests/ReadmeExamples")

    /// The lines between `// README: begin NAME` and `// README: end` of each example file.
    static func quotedExamples() throws -> [String: String] {
        var examples: [String: String] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix("Example.swift") {
            let lines = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
            guard let begin = lines.firstIndex(where: { $0.hasPrefix("// README: begin ") }),
                  let end = lines.firstIndex(where: { $0 == "// README: end" }) else { continue }
            examples[String(lines[begin].dropFirst("// README: begin ".count))] = lines[(begin + 1)..<end].joined(separator: "\n")
        }
        return examples
    }

    @Test func theReadmeQuotesEveryExampleVerbatim() throws {
        let readme = try String(contentsOf: ContentFixtures.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let examples = try Self.quotedExamples()
        #expect(Set(examples.keys) == ["cleverden", "deepread", "path"])
        for (name, code) in examples {
            #expect(readme.contains("```swift\n" + code + "\n```"), "README.md does not quote the \(name) example as written")
        }
        #expect(readme.contains("## Using the learner engine"))
    }

    @Test func theExamplesRunOverTheShippedContent() throws {
        let library = Shipped.library
        let clock = Clocks.at("2025-03-03")
        var progress = LearnerProgress()
        let lesson = try #require(try playFirstLesson(library: library, progress: &progress, clock: clock))
        #expect(lesson.lessonID == "continents-1" && lesson.diamonds == 3 && lesson.coinsEarned == 75)

        let result = try takeIdeaTest(library: library, progress: &progress, clock: clock) { _, _ in
            OpenVerdict(isCorrect: true, evaluation: Data("{\"feedback\":\"good\"}".utf8))
        }
        #expect(result.score == 150 && result.mastery == .solid && result.nextReview.description == "2025-03-17")

        let folder = try TemporaryFolder(prefix: "readme")
        let store = ProgressStore(url: folder.path("progress.json"))
        let first = try #require(try completeTodaysLesson(library: library, store: store, clock: clock))
        #expect(first.lessonID == "how-memory-works-1" && first.unlockedAchievements.map(\.achievement.id) == ["first-lesson"])
        let second = try #require(try completeTodaysLesson(library: library, store: store, clock: clock.advanced(byDays: 1)))
        #expect(second.lessonID == "how-memory-works-2" && second.streak.days == 2)
    }
}
