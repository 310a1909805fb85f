import Foundation
import Testing

/// `contentc migrate` and `contentc new` as authors run them: output, files and exit statuses.
@Suite struct AuthoringCommandTests {
    static let sampleContent = CommandRunner.packageRoot.appendingPathComponent("content")
    static let legacyIdea = "content/books/meditations/ideas/b1i4.yaml"

    @Test func migrateRenamesTheLegacyFieldsAndNothingElse() throws {
        let workspace = try Workspace(copying: Self.sampleContent)
        try workspace.writeLegacyIdea()
        let before = workspace.snapshot("content")
        let original = try workspace.read(Self.legacyIdea)
        let lines = original.components(separatedBy: "\n")
        func line(of key: String) throws -> Int { try #require(lines.firstIndex(of: "  \(key):") ?? lines.firstIndex(of: "  \(key): >-")) + 1 }
        let result = try CommandRunner.run(["migrate"], in: workspace.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\(Self.legacyIdea):\(try line(of: "overview")): overview → thesis\n"), "\(result.stdout)")
        #expect(result.stdout.contains("\(Self.legacyIdea):\(try line(of: "keyNuances")): keyNuances → edgesAndLimits\n"))
        #expect(result.stdout.contains("\(Self.legacyIdea):\(try line(of: "digDeeperLinks")): digDeeperLinks → furtherLearning\n"))
        #expect(result.stdout.hasSuffix("renamed 3 fields in 1 file\n"), "\(result.stdout)")
        #expect(try workspace.read(Self.legacyIdea) == original
            .replacingOccurrences(of: "\n  overview:", with: "\n  thesis:")
            .replacingOccurrences(of: "\n  keyNuances:", with: "\n  edgesAndLimits:")
            .replacingOccurrences(of: "\n  digDeeperLinks:", with: "\n  furtherLearning:"))
        var after = workspace.snapshot("content")
        after["books/meditations/ideas/b1i4.yaml"] = before["books/meditations/ideas/b1i4.yaml"]
        #expect(after == before, "only the legacy idea changed, and no file was left behind")

        let lint = try CommandRunner.run(["lint"], in: workspace.url)
        #expect(lint.status == 0)
        #expect(lint.stdout.hasPrefix("no problems"), "\(lint.stdout)")
        let again = try CommandRunner.run(["migrate"], in: workspace.url)
        #expect(again.status == 0)
        #expect(again.stdout.hasPrefix("nothing to migrate"), "\(again.stdout)")
    }

    @Test func migrateDryRunShowsADiffAndWritesNothing() throws {
        let workspace = try Workspace(copying: Self.sampleContent)
        try workspace.writeLegacyIdea()
        let before = workspace.snapshot("content")
        let result = try CommandRunner.run(["migrate", "--dry-run"], in: workspace.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("--- \(Self.legacyIdea)\n+++ \(Self.legacyIdea)\n"))
        #expect(result.stdout.contains("\n-  overview: >-\n+  thesis: >-\n"), "\(result.stdout)")
        #expect(result.stdout.hasSuffix("would rename 3 fields in 1 file (dry run: nothing was written)\n"))
        #expect(workspace.snapshot("content") == before)
    }

    @Test func migrateRefusesALegacyFieldBesideItsReplacement() throws {
        let workspace = try Workspace(copying: Self.sampleContent)
        try workspace.writeLegacyIdea()
        let conflicting = try workspace.read(Self.legacyIdea).replacingOccurrences(
            of: "  story: >-", with: "  thesis: A second thesis.\n  story: >-")
        try workspace.write(Self.legacyIdea, conflicting)
        let result = try CommandRunner.run(["migrate"], in: workspace.url)
        #expect(result.status == 1)
        let overviewLine = try #require(conflicting.components(separatedBy: "\n").firstIndex(of: "  overview: >-")) + 1
        #expect(result.stderr.contains("\(Self.legacyIdea):\(overviewLine):3: error: 'overview' is written beside 'thesis'"),
                "\(result.stderr)")
        #expect(result.stdout.contains("1 file could not be migrated"), "\(result.stdout)")
        #expect(try workspace.read(Self.legacyIdea) == conflicting)
    }

    /// An idea the walk refuses (here a link out of the content folder) is not
    /// migrated, and migrate says so instead of "nothing to migrate".
    @Test func migrateReportsTheFilesTheWalkRefuses() throws {
        let workspace = try Workspace(copying: Self.sampleContent)
        let outside = try Workspace()
        try outside.write("idea.yaml", "primer:\n  thesis: outside\n")
        try FileManager.default.createSymbolicLink(at: workspace.path("content/books/enchiridion/ideas/b2i99.yaml"),
                                                   withDestinationURL: outside.path("idea.yaml"))
        let result = try CommandRunner.run(["migrate"], in: workspace.url)
        #expect(result.status == 1, "\(result.stdout) \(result.stderr)")
        #expect(result.stderr.contains("content/books/enchiridion/ideas/b2i99.yaml: error: this is a symbolic link that leads outside"),
                "\(result.stderr)")
        #expect(!result.stdout.contains("nothing to migrate"), "\(result.stdout)")
    }

    @Test func migrateWithoutAContentFolderIsAnIOError() throws {
        let workspace = try Workspace()
        let result = try CommandRunner.run(["migrate", "--content", "missing"], in: workspace.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("content folder 'missing' does not exist"), "\(result.stderr)")
    }

    @Test func newScaffoldsCompileWithOnlyPlaceholderWarnings() throws {
        let workspace = try Workspace(copying: Self.sampleContent)
        let commands: [[String]] = [
            ["new", "book", "letters", "--title", "Letters from a Stoic", "--author", "Seneca"],
            ["new", "idea", "--book", "letters"],
            ["new", "course", "rivers", "--title", "Rivers"],
            ["new", "section", "europe", "--course", "rivers"],
            ["new", "lesson", "--course", "rivers", "--section", "europe", "--reading"],
            ["new", "lesson", "--course", "rivers", "--section", "europe", "--id", "danube", "--title", "The Danube"],
        ]
        for command in commands {
            let result = try CommandRunner.run(command, in: workspace.url)
            #expect(result.status == 0, "\(command): \(result.stderr)")
            #expect(result.stdout.contains("is ready: replace its TODO: placeholders"), "\(result.stdout)")
        }
        #expect(try workspace.read("content/books/letters/book.yaml").hasPrefix(
            "# yaml-language-server: $schema=../../../schemas/book.schema.json\nnumber: 4  #"))
        #expect(try workspace.read("content/books/letters/ideas/b4i1.yaml").contains("\nid: b4i1\n"))
        #expect(try workspace.read("content/courses/rivers/course.yaml").contains("sections:  # in order; each is sections/<id>.yaml\n  - introduction\n  - europe\n"))
        let section = try workspace.read("content/courses/rivers/sections/europe.yaml")
        #expect(section.contains("  - id: europe-1\n") && section.contains("  - id: europe-2\n") && section.contains("  - id: danube\n"))

        let lint = try CommandRunner.run(["lint", "--format", "json"], in: workspace.url)
        #expect(lint.status == 0, "\(lint.stdout)")
        let report = try JSONSerialization.jsonObject(with: Data(lint.stdout.utf8)) as? [String: Any]
        let codes = Set(((report?["diagnostics"] as? [[String: Any]]) ?? []).compactMap { $0["code"] as? String })
        #expect(codes == ["P107"])
        #expect(try CommandRunner.run(["lint", "--werror"], in: workspace.url).status == 1, "placeholders fail a strict CI")
    }

    /// New files name their schema in `schemas/` beside the content folder; when
    /// it is not there, `new` says so, and says nothing once it is.
    @Test func newNotesAMissingSchemasFolder() throws {
        let workspace = try Workspace(copying: Self.sampleContent)
        let without = try CommandRunner.run(["new", "book", "first-new"], in: workspace.url)
        #expect(without.status == 0)
        #expect(without.stderr.contains("schemas/book.schema.json): copy contentc's schemas/ folder"), "\(without.stderr)")
        try FileManager.default.copyItem(at: CommandRunner.packageRoot.appendingPathComponent("schemas"),
                                         to: workspace.path("schemas"))
        let with = try CommandRunner.run(["new", "idea", "--book", "first-new"], in: workspace.url)
        #expect(with.status == 0)
        #expect(with.stderr.isEmpty, "\(with.stderr)")
    }

    /// With a committed out/, what `new` adds needs a minor release: it says so at once.
    @Test func newNotesTheVersionRiseAnAdditionNeeds() throws {
        let workspace = try Workspace(copying: Self.sampleContent)
        try FileManager.default.copyItem(at: CommandRunner.packageRoot.appendingPathComponent("out"), to: workspace.path("out"))
        try FileManager.default.copyItem(at: CommandRunner.packageRoot.appendingPathComponent("schemas"),
                                         to: workspace.path("schemas"))
        let next = try workspace.contentVersion().nextMinor
        let result = try CommandRunner.run(["new", "idea", "--book", "meditations"], in: workspace.url)
        #expect(result.status == 0)
        #expect(result.stderr.contains("set version in contentc.yaml to \(next) or higher before the next build (P106)"),
                "\(result.stderr)")
        try workspace.setContentVersion(next)
        let again = try CommandRunner.run(["new", "idea", "--book", "meditations"], in: workspace.url)
        #expect(again.stderr.isEmpty, "\(again.stderr)")
        #expect(try CommandRunner.run(["lint"], in: workspace.url).status == 0)
    }

    @Test func newRefusesAndExplains() throws {
        let workspace = try Workspace(copying: Self.sampleContent)
        let before = workspace.snapshot("content")
        let exists = try CommandRunner.run(["new", "book", "meditations"], in: workspace.url)
        #expect(exists.status == 1)
        #expect(exists.stderr.contains("content/books/meditations/book.yaml: error: book 'meditations' already exists"), "\(exists.stderr)")
        let missing = try CommandRunner.run(["new", "idea", "--book", "meditatons"], in: workspace.url)
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("help: did you mean 'meditations'?"), "\(missing.stderr)")
        let invalid = try CommandRunner.run(["new", "section", "Europe & Asia", "--course", "flags-and-continents"], in: workspace.url)
        #expect(invalid.status == 2)
        #expect(invalid.stderr.contains("such as 'europe-asia'"), "\(invalid.stderr)")
        #expect(try CommandRunner.run(["new"], in: workspace.url).status == 2)
        #expect(try CommandRunner.run(["new", "idea"], in: workspace.url).status == 2, "--book is required")
        #expect(try CommandRunner.run(["new", "book", "x", "--content", "nowhere"], in: workspace.url).status == 2)
        #expect(workspace.snapshot("content") == before)
    }

    /// A course.yaml or a book's `ideas` that is a symbolic link to a place
    /// outside the content folder (a pull request may commit one) is refused:
    /// `new` neither reads nor writes what the link names.
    /// `new` says when the last build's version needs a minor rise first; it
    /// reads that version from `out/index.json` as the version check does,
    /// never through a link (out/ may come from a pull request).
    @Test func newReadsNoVersionThroughALinkedIndex() throws {
        let workspace = try Workspace(copying: Self.sampleContent)
        #expect(try CommandRunner.run(["build"], in: workspace.url).status == 0)
        let outside = try Workspace()
        try outside.write("index.json", "{\"contentVersion\": \"66.6.6\"}\n")
        try FileManager.default.removeItem(at: workspace.path("out/index.json"))
        try FileManager.default.createSymbolicLink(at: workspace.path("out/index.json"), withDestinationURL: outside.path("index.json"))
        let book = try CommandRunner.run(["new", "book", "fresh"], in: workspace.url)
        #expect(book.status == 0, "\(book.stderr)")
        #expect(!book.stderr.contains("66.6.6"), "\(book.stderr)")
    }

    @Test func newNeverReadsOrWritesThroughALinkOutOfTheContentFolder() throws {
        let workspace = try Workspace(copying: Self.sampleContent)
        let outside = try Workspace()
        let courseFile = "content/courses/flags-and-continents/course.yaml"
        try outside.write("elsewhere/course.yaml", try workspace.read(courseFile))
        try outside.write("elsewhere/ideas/notes.txt", "private\n")
        let fileManager = FileManager.default
        for (link, target) in [(courseFile, "elsewhere/course.yaml"), ("content/books/enchiridion/ideas", "elsewhere/ideas")] {
            try fileManager.removeItem(at: workspace.path(link))
            try fileManager.createSymbolicLink(at: workspace.path(link), withDestinationURL: outside.path(target))
        }
        let before = outside.snapshot("elsewhere")

        let section = try CommandRunner.run(["new", "section", "europe", "--course", "flags-and-continents"], in: workspace.url)
        #expect(section.status == 1, "\(section.stderr)")
        #expect(section.stderr.contains("\(courseFile): error: this is a symbolic link that leads outside the content folder"),
                "\(section.stderr)")
        let idea = try CommandRunner.run(["new", "idea", "--book", "enchiridion"], in: workspace.url)
        #expect(idea.status == 1, "\(idea.stderr)")
        #expect(idea.stderr.contains("content/books/enchiridion/ideas: error: this is a symbolic link that leads outside"),
                "\(idea.stderr)")
        #expect(outside.snapshot("elsewhere") == before, "nothing outside the content folder was written")
    }

    /// The next free book number counts only the books inside the content
    /// folder: a book.yaml linked to a file elsewhere is never read, however large.
    @Test func newBookNumbersCountNoBookYAMLOutsideTheContentFolder() throws {
        let workspace = try Workspace(copying: Self.sampleContent)
        let outside = try Workspace()
        try outside.write("elsewhere/book.yaml", "number: 99\ntitle: Elsewhere\nauthor: Someone\n")
        try FileManager.default.createDirectory(at: workspace.path("content/books/linked"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: workspace.path("content/books/linked/book.yaml"),
                                                   withDestinationURL: outside.path("elsewhere/book.yaml"))
        let result = try CommandRunner.run(["new", "book", "fresh"], in: workspace.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try workspace.read("content/books/fresh/book.yaml").contains("number: 4 "), "books 1…3 are inside")
    }
}
