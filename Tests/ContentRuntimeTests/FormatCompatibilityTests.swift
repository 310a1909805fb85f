import ContentCompiler
import ContentRuntime
import ContentTestSupport
import Foundation
import Testing

/// Bundles of format 1.0 load with the defaults of what 1.1 added, and the
/// loader checks the values 1.1 added.
@Suite struct FormatCompatibilityTests {
    static let fixtures = ContentFixtures.packageRoot.appendingPathComponent("Tests/ContentRuntimeTests/Fixtures")

    @Test func aCommitted1_0OutputFolderLoadsWithDefaults() throws {
        let library = try ContentLibrary(directory: Self.fixtures.appendingPathComponent("format-1.0"))
        #expect(library.index.formatVersion == FormatVersion(major: 1, minor: 0))
        let course = try #require(library.course(id: "sample"))
        #expect(course.progression == .lesson)
        // 1.0 paid coinsPerLesson for every lesson: so does every tier of a 1.0 bundle.
        #expect(course.rewards.coinsPerLesson == 10)
        #expect(course.rewards.diamonds.map(\.coins) == [10, 10, 10])
        #expect(course.rewards.diamonds.map(\.diamonds) == [3, 2, 1])
        #expect([0, 2, 5].map(course.rewards.coins(forErrors:)) == [10, 10, 10])
        #expect(try #require(library.book(id: "sample")).learning == .standard)
    }

    @Test func theSameProjectBuiltTodayIs1_1WithTheNewFieldsWritten() throws {
        let output = try #require(try TemporaryProject().compile().output)
        #expect(output.index.formatVersion == FormatVersion(major: 1, minor: 1))
        let course = try #require(output.files.first { $0.path == "courses/sample.json" })
        let text = String(decoding: course.data, as: UTF8.self)
        #expect(text.contains("\"formatVersion\": \"1.1\"") && text.contains("\"progression\": \"lesson\"")
            && text.contains("\"coins\": 75"))
        let book = try #require(output.files.first { $0.path == "books/sample.json" })
        #expect(String(decoding: book.data, as: UTF8.self).contains("\"reviewAfterDays\""))
    }

    @Test func negativeTierCoinsAndAPolicyOutOfOrderAreRefused() throws {
        var folder = try OutFolder()
        try folder.edit("courses/flags-and-continents.json") { json in
            json["course"]?["rewards"]?["diamonds"]?[0]?["coins"] = .int(-5)
        }
        #expect(throws: ContentLoadError.self) { try folder.load() }
        do {
            _ = try folder.load()
        } catch {
            #expect(error.description.contains("coins are 0 or more"), "\(error)")
        }

        var other = try OutFolder()
        try other.edit("books/meditations.json") { json in
            json["book"]?["learning"]?["mastery"]?["fragile"] = .double(0.9)
        }
        do {
            _ = try other.load()
            Issue.record("a policy with fragile above solid loaded")
        } catch {
            #expect(error.description.contains("0 < fragile < solid ≤ 1"), "\(error)")
        }
    }
}
