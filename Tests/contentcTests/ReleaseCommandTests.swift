import Foundation
import Testing

/// `contentc diff` and the version check of `build` and `lint` (P106), as users and CI see them.
@Suite struct ReleaseCommandTests {
    static let committedOut = CommandRunner.packageRoot.appendingPathComponent("out").path

    /// A workspace whose out/ is a build of the sample content, and whose
    /// sources then lose a lesson and change a correct answer.
    private func workspaceWithBreakingChanges() throws -> Workspace {
        let workspace = try Workspace(copying: CommandLineTests.sampleContent)
        let build = try CommandRunner.run(["build"], in: workspace.url)
        #expect(build.status == 0, "\(build.stderr)")
        let section = "content/courses/flags-and-continents/sections/continents.yaml"
        let text = try workspace.read(section)
        let changed = text.replacingOccurrences(of: "        correct: 3\n        explanation: Asia covers",
                                                with: "        correct: 2\n        explanation: Asia covers")
        #expect(changed != text)
        try workspace.write(section, changed)
        return workspace
    }

    // MARK: diff

    @Test func identicalFoldersDifferInNothing() throws {
        let workspace = try Workspace()
        let result = try CommandRunner.run(["diff", Self.committedOut, Self.committedOut], in: workspace.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.hasPrefix("no differences\n"))
        let shipped = try ContentVersion.shipped()
        #expect(result.stdout.hasSuffix("\nrelease: none (\(shipped) can stay)\n"), "\(result.stdout)")
    }

    @Test func textGroupsTheChangesAndEndsWithTheRelease() throws {
        let workspace = try workspaceWithBreakingChanges()
        let shipped = try workspace.contentVersion()
        try workspace.setContentVersion(shipped.nextMinor)
        #expect(try CommandRunner.run(["build", "--out", "new"], in: workspace.url).status == 0)
        let result = try CommandRunner.run(["diff", "out", "new"], in: workspace.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("""
            Answer keys changed (major: stored answers would be judged against another key)
              question continents-1-q2 "Which is the largest continent by area?" in course flags-and-continents, section continents, lesson continents-1: correct was 3 "Asia", now 2 "Europe"

            """), "\(result.stdout)")
        #expect(result.stdout.hasSuffix("version: \(shipped) → \(shipped.nextMinor), too low\nrelease: major (\(shipped) → \(shipped.nextMajor) at least)\n"),
                "\(result.stdout)")
    }

    @Test func jsonIsOneObjectWithSortedKeys() throws {
        let workspace = try workspaceWithBreakingChanges()
        try workspace.setContentVersion(try workspace.contentVersion().nextMajor)
        #expect(try CommandRunner.run(["build", "--out", "new"], in: workspace.url).status == 0)
        let result = try CommandRunner.run(["diff", "out", "new", "--format", "json"], in: workspace.url)
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(Array(object.keys).sorted() == ["changes", "name", "newVersion", "newVersionSufficient", "oldVersion",
                                                "release", "smallestVersion", "summary"])
        #expect(object["name"] as? [String: String] == ["old": "sample-library", "new": "sample-library"])
        #expect(object["release"] as? String == "major")
        #expect(object["newVersionSufficient"] as? Bool == true)
        let changes = try #require(object["changes"] as? [[String: Any]])
        #expect(changes.map { $0["id"] as? String } == ["continents-1-q2"])
        #expect(result.stdout.hasPrefix(#"{"changes":[{"answerKey":"#))
        let again = try CommandRunner.run(["diff", "out", "new", "--format", "json"], in: workspace.url)
        #expect(again.stdout == result.stdout, "the same folders give the same bytes")
    }

    @Test func aFolderThatCannotBeReadExitsTwo() throws {
        let workspace = try Workspace()
        let missing = try CommandRunner.run(["diff", Self.committedOut, "nowhere"], in: workspace.url)
        #expect(missing.status == 2)
        #expect(missing.stdout.isEmpty)
        #expect(missing.stderr == "error: nowhere: there is no such folder\n")

        try workspace.write("broken/index.json", "{\"format\": \"contentc.index\", \"formatVersion\": \"1.0\"")
        let broken = try CommandRunner.run(["diff", "broken", Self.committedOut], in: workspace.url)
        #expect(broken.status == 2)
        #expect(broken.stderr.hasPrefix("error: broken/index.json: the file is cut short"), "\(broken.stderr)")

        try workspace.write("empty/.keep", "")
        let empty = try CommandRunner.run(["diff", Self.committedOut, "empty"], in: workspace.url)
        #expect(empty.status == 2)
        #expect(empty.stderr.hasPrefix("error: empty/index.json: the file does not exist"), "\(empty.stderr)")

        #expect(try CommandRunner.run(["diff", Self.committedOut], in: workspace.url).status == 2)
        #expect(try CommandRunner.run(["diff", Self.committedOut, Self.committedOut, "--format", "xml"], in: workspace.url).status == 2)
    }

    /// The folders compared may come from anyone (a pull request that commits
    /// one): a link in them, to a file or a folder elsewhere, is refused, and
    /// nothing of what it names is shown (its digest, its size, a key's value).
    @Test func aLinkInAFolderComparedIsNeverFollowed() throws {
        let workspace = try Workspace()
        let elsewhere = try Workspace()
        try FileManager.default.copyItem(atPath: Self.committedOut, toPath: elsewhere.path("copy").path)
        try elsewhere.write("copy/books/meditations.json", #"{"format": "s3cr3t"}"#)
        let fileManager = FileManager.default
        for (link, target) in [("index.json", "copy/books/meditations.json"), ("books/meditations.json", "copy/books/meditations.json"),
                               ("books", "copy/books")] {
            let folder = workspace.path("linked")
            try? fileManager.removeItem(at: folder)
            try fileManager.copyItem(atPath: Self.committedOut, toPath: folder.path)
            try fileManager.removeItem(at: folder.appendingPathComponent(link))
            try fileManager.createSymbolicLink(at: folder.appendingPathComponent(link), withDestinationURL: elsewhere.path(target))
            let result = try CommandRunner.run(["diff", "linked", Self.committedOut], in: workspace.url)
            #expect(result.status == 2, "\(result.stderr)")
            #expect(result.stderr == "error: linked/\(link): the file exists but cannot be read "
                + "(it is a symbolic link, which contentc never writes in an output folder)\n", "\(result.stderr)")
        }
    }

    // MARK: build and lint against out/

    @Test func buildRefusesATooSmallRiseAndWritesNothing() throws {
        let workspace = try workspaceWithBreakingChanges()
        let shipped = try workspace.contentVersion()
        try workspace.setContentVersion(shipped.nextPatch)
        let before = workspace.snapshot("out")
        let line = try Self.versionLine(in: workspace)
        let result = try CommandRunner.run(["build"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("""
            content/contentc.yaml:\(line):10: error[P106]: version rises from \(shipped) to \(shipped.nextPatch), but what changed since needs a major release after the earlier build in out
                \(line) | version: \(shipped.nextPatch)
                  |          ^
                  = help: set version to \(shipped.nextMajor) or higher
            out/courses/flags-and-continents.json: note: changed the answer key of question continents-1-q2
            """), "\(result.stderr)")
        #expect(result.stderr.contains("nothing was written to out"))
        #expect(workspace.snapshot("out") == before)

        try workspace.setContentVersion(shipped.nextMajor)
        let bumped = try CommandRunner.run(["build"], in: workspace.url)
        #expect(bumped.status == 0, "\(bumped.stderr)")
        #expect(!bumped.stderr.contains("P106"))
    }

    @Test func checkReportsStalenessNotTheVersion() throws {
        let workspace = try workspaceWithBreakingChanges()
        let result = try CommandRunner.run(["build", "--check"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("out of date: courses/flags-and-continents.json"), "\(result.stderr)")
        #expect(!result.stderr.contains("P106"))
    }

    /// The line of `version:` in the workspace's contentc.yaml.
    static func versionLine(in workspace: Workspace) throws -> Int {
        let lines = try workspace.read("content/contentc.yaml").split(separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.firstIndex { $0.hasPrefix("version:") }) + 1
    }

    @Test func lintChecksAgainstOutByDefault() throws {
        let workspace = try workspaceWithBreakingChanges()
        let before = workspace.snapshot("out")
        let lint = try CommandRunner.run(["lint", "--format", "json"], in: workspace.url)
        #expect(lint.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(lint.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        let bump = try #require(diagnostics.first { $0["code"] as? String == "P106" })
        #expect(bump["file"] as? String == "content/contentc.yaml")
        #expect(bump["line"] as? Int == (try Self.versionLine(in: workspace)) && bump["column"] as? Int == 10)
        #expect(workspace.snapshot("out") == before, "lint writes nothing")

        let elsewhere = try CommandRunner.run(["lint", "--out", "no-earlier-build"], in: workspace.url)
        #expect(elsewhere.status == 0, "\(elsewhere.stdout)")
    }
}
