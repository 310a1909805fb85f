@testable import ContentCompiler
import ContentTestSupport
import Foundation
import Testing
import YAML

/// `contentc migrate` one file at a time: only the legacy keys change.
@Suite struct PrimerMigrationTests {
    /// Migrates `text` and returns the new text and renames, or records why not.
    private func migrated(_ text: String) -> (text: String, renames: [PrimerMigration.Rename])? {
        switch PrimerMigration.migrate(Array(text.utf8), file: "b1i1.yaml") {
        case .migrated(let bytes, let renames):
            return (String(decoding: bytes, as: UTF8.self), renames)
        case .upToDate:
            Issue.record("nothing was migrated")
        case .refused(let error):
            Issue.record("refused: \(error)")
        }
        return nil
    }

    private static let questions = """
        questions:
          - {difficulty: easy, bloom: recall, text: E1, options: [a, b], correct: 0}
        """

    @Test func blockStyleKeepsEveryOtherByteAndComment() throws {
        let original = """
            # An idea with the old primer.
            id: b1i1
            title: First idea   # keep this comment
            primer:
              # the thesis, as it was called
              overview: >-
                A thesis that spans
                two lines.
              story: A story.
              keyNuances:     # limits
                - Not always.
              digDeeperLinks:
                - title: Stoicism
                  url: https://en.wikipedia.org/wiki/Stoicism
                  kind: article
            \(Self.questions)

            """
        let result = try #require(migrated(original))
        #expect(result.text == original
            .replacingOccurrences(of: "  overview: >-", with: "  thesis: >-")
            .replacingOccurrences(of: "  keyNuances:     # limits", with: "  edgesAndLimits:     # limits")
            .replacingOccurrences(of: "  digDeeperLinks:", with: "  furtherLearning:"))
        #expect(result.renames.map(\.legacy) == ["overview", "keyNuances", "digDeeperLinks"])
        #expect(result.renames.map(\.replacement) == ["thesis", "edgesAndLimits", "furtherLearning"])
        #expect(result.renames.map(\.mark) == [Mark(line: 6, column: 3), Mark(line: 10, column: 3), Mark(line: 12, column: 3)])
    }

    @Test func flowStyleAndQuotedKeys() throws {
        let original = """
            id: b1i1
            primer: {"overview": A thesis., story: A story., keyNuances: [Not always.],
                     'digDeeperLinks': [{title: Stoicism, url: "https://en.wikipedia.org/wiki/Stoicism"}]}
            \(Self.questions)
            """
        let result = try #require(migrated(original))
        #expect(result.text == """
            id: b1i1
            primer: {thesis: A thesis., story: A story., edgesAndLimits: [Not always.],
                     furtherLearning: [{title: Stoicism, url: "https://en.wikipedia.org/wiki/Stoicism"}]}
            \(Self.questions)
            """)
    }

    @Test func crlfLineBreaksAndAByteOrderMarkStay() throws {
        let original: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("id: b1i1\r\nprimer:\r\n  overview: Café.\r\n  story: S.\r\n".utf8)
        guard case .migrated(let bytes, _) = PrimerMigration.migrate(original, file: "b1i1.yaml") else {
            Issue.record("not migrated")
            return
        }
        #expect(bytes == [0xEF, 0xBB, 0xBF] + Array("id: b1i1\r\nprimer:\r\n  thesis: Café.\r\n  story: S.\r\n".utf8))
    }

    @Test func onlyThePrimersKeysAreRenamed() throws {
        // An `overview` outside the primer is an unknown key for the compiler to report, not a legacy field.
        let original = """
            id: b1i1
            overview: not a primer field
            primer:
              overview: A thesis.
            """
        let result = try #require(migrated(original))
        #expect(result.text == """
            id: b1i1
            overview: not a primer field
            primer:
              thesis: A thesis.
            """)
    }

    @Test func aPrimerWithoutLegacyFieldsIsUpToDate() throws {
        let bytes = try Data(contentsOf: ContentFixtures.base.appendingPathComponent("books/sample/ideas/b1i1.yaml"))
        guard case .upToDate = PrimerMigration.migrate([UInt8](bytes), file: "b1i1.yaml") else {
            Issue.record("the base fixture has no legacy field")
            return
        }
    }

    @Test func aLegacyFieldBesideItsReplacementIsRefused() {
        let text = "id: b1i1\nprimer:\n  overview: Old.\n  keyNuances: [x]\n  thesis: New.\n"
        guard case .refused(let error) = PrimerMigration.migrate(Array(text.utf8), file: "b1i1.yaml") else {
            Issue.record("expected a refusal")
            return
        }
        #expect(error.kind == .refused)
        #expect(error.mark == Mark(line: 3, column: 3))
        #expect(error.message.contains("'overview' is written beside 'thesis'"))
        #expect(error.message.contains("I108"))
    }

    @Test func brokenYAMLIsRefused() {
        for text in ["id: b1i1\nprimer:\n  overview: A\n  overview: B\n", "id: [b1i1\n", "primer: &p\n  overview: A\n"] {
            guard case .refused(let error) = PrimerMigration.migrate(Array(text.utf8), file: "b1i1.yaml") else {
                Issue.record("expected a refusal for \(text)")
                continue
            }
            #expect(error.message.hasPrefix("cannot"), "\(error)")
        }
    }

    /// The sample content's b1i4 written with the legacy primer fields compiles
    /// with I107 only; migrated, it compiles without a diagnostic to the same bundles.
    @Test func migratingTheSampleContentChangesNoBundle() throws {
        let project = try TemporaryProject(base: ContentFixtures.packageRoot.appendingPathComponent("content"))
        let legacyIdea = project.url.appendingPathComponent(ContentFixtures.legacyIdeaPath)
        try project.write(ContentFixtures.legacyIdeaPath, ContentFixtures.legacyPrimer(try String(contentsOf: legacyIdea, encoding: .utf8)))
        let before = try project.compile()
        #expect(before.diagnostics.map(\.code) == ["I107"])
        let migration = try ContentMigration(contentDirectory: project.url, displayRoot: "")
        #expect(migration.files.map(\.displayPath) == ["books/meditations/ideas/b1i4.yaml"])
        let ideaFiles = TemporaryProject.files(in: project.url.appendingPathComponent("books"))
            .filter { $0.contains("/ideas/") && $0.hasSuffix(".yaml") }
        #expect(migration.ideaFileCount == ideaFiles.count)
        for file in migration.files { try ContentMigration.write(file) }

        let after = try project.compile()
        #expect(after.diagnostics.isEmpty, "\(after.diagnostics.map(\.message))")
        let beforeFiles = try #require(before.output?.files)
        #expect(try #require(after.output?.files) == beforeFiles)
        #expect(try ContentMigration(contentDirectory: project.url, displayRoot: "").files.isEmpty)
    }

    /// The rule fixtures with legacy fields, migrated, compile without a diagnostic.
    @Test(arguments: ["I107-legacy-overview", "I107-several-legacy-fields"])
    func migratedFixturesCompileClean(_ fixture: String) throws {
        let project = try TemporaryProject(overlay: ContentFixtures.rules.appendingPathComponent(fixture))
        let migration = try ContentMigration(contentDirectory: project.url, displayRoot: "")
        #expect(migration.files.count == 1)
        for file in migration.files { try ContentMigration.write(file) }
        #expect(try project.compile().diagnostics.isEmpty)
    }

    /// A linked idea file stays a link, and the file it points to (inside the
    /// content folder: links out of it are refused) is migrated.
    @Test func aSymbolicLinkStaysALinkAndItsTargetIsMigrated() throws {
        let project = try TemporaryProject(overlay: ContentFixtures.rules.appendingPathComponent("I107-legacy-overview"))
        let link = project.url.appendingPathComponent("books/sample/ideas/b1i1.yaml")
        let elsewhere = project.url.appendingPathComponent(".shared/linked-idea.yaml").resolvingSymlinksInPath()
        try FileManager.default.createDirectory(at: elsewhere.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: link, to: elsewhere)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: elsewhere.path)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: elsewhere)
        let migration = try ContentMigration(contentDirectory: project.url, displayRoot: "")
        for file in migration.files { try ContentMigration.write(file) }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == elsewhere.path)
        #expect(try String(contentsOf: elsewhere, encoding: .utf8).contains("  thesis:"))
        let permissions = try FileManager.default.attributesOfItem(atPath: elsewhere.path)[.posixPermissions] as? Int
        #expect(permissions == 0o640)
        #expect(try project.compile().diagnostics.isEmpty)
    }

    @Test func aConflictingFileIsReportedAndLeftAlone() throws {
        let fixture = ContentFixtures.rules.appendingPathComponent("I108-legacy-beside-replacement")
        let project = try TemporaryProject(overlay: fixture)
        let path = project.url.appendingPathComponent("books/sample/ideas/b1i1.yaml")
        let original = try Data(contentsOf: path)
        let migration = try ContentMigration(contentDirectory: project.url, displayRoot: "")
        let file = try #require(migration.files.first)
        guard case .refused(let error) = file.outcome else {
            Issue.record("expected a refusal")
            return
        }
        #expect(error.file == "books/sample/ideas/b1i1.yaml")
        try ContentMigration.write(file)
        #expect(try Data(contentsOf: path) == original)
    }

    @Test func lineDiffShowsTheChangedLinesWithContext() {
        let old = Array("a\nb\nc\nd\ne\nf\ng\nh\ni\n".utf8)
        let new = Array("a\nB\nc\nd\ne\nf\ng\nH\ni\n".utf8)
        #expect(LineDiff.unified(old: old, new: new, path: "x.yaml", context: 1) == """
            --- x.yaml
            +++ x.yaml
            @@ -1,3 +1,3 @@
             a
            -b
            +B
             c
            @@ -7,3 +7,3 @@
             g
            -h
            +H
             i

            """)
        #expect(LineDiff.unified(old: old, new: old, path: "x.yaml").isEmpty)
    }
}
