import Foundation
import Testing

/// The command line as users and CI see it: output streams and exit statuses (SPEC §4.1).
@Suite struct CommandLineTests {
    static let sampleContent = CommandRunner.packageRoot.appendingPathComponent("content")

    /// How many YAML files the sample content has (what a lint summary counts).
    static let sampleYAMLFileCount: Int = {
        let files = FileManager.default.enumerator(at: sampleContent, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? []
        return files.filter { $0.pathExtension == "yaml" }.count
    }()

    /// How many files a build of the sample content writes: a bundle per book and course, and the index.
    static let sampleBundleFileCount: Int = {
        let folders = ["books", "courses"].flatMap { kind in
            (try? FileManager.default.contentsOfDirectory(atPath: sampleContent.appendingPathComponent(kind).path)) ?? []
        }
        return folders.count + 1
    }()

    @Test func buildWritesOutAndReportsWarningsOnStandardError() throws {
        let workspace = try Workspace(copying: Self.sampleContent)
        try workspace.writeLegacyIdea()
        let result = try CommandRunner.run(["build"], in: workspace.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("warning[I107]"))
        #expect(FileManager.default.fileExists(atPath: workspace.path("out/index.json").path))
        #expect(!result.stderr.contains("\u{1B}["), "no colour outside a terminal")
    }

    @Test func werrorTurnsWarningsIntoFailure() throws {
        let workspace = try Workspace(copying: Self.sampleContent)
        try workspace.writeLegacyIdea()
        let result = try CommandRunner.run(["build", "--werror"], in: workspace.url)
        #expect(result.status == 1)
        #expect(!FileManager.default.fileExists(atPath: workspace.path("out").path), "nothing is written")
    }

    @Test func contentErrorsExitOneAndWriteNothing() throws {
        let workspace = try Workspace(copying: Self.sampleContent)
        _ = try CommandRunner.run(["build"], in: workspace.url)
        let before = workspace.snapshot("out")
        try workspace.write("content/books/meditations/book.yaml", "number: one\ntitle: Meditations\n")
        let result = try CommandRunner.run(["build"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("content/books/meditations/book.yaml:1:9: error[S103]"))
        #expect(result.stderr.contains("nothing was written"))
        #expect(workspace.snapshot("out") == before)
    }

    @Test func usageErrorsExitTwo() throws {
        let workspace = try Workspace()
        #expect(try CommandRunner.run(["build", "--no-such-flag"], in: workspace.url).status == 2)
        #expect(try CommandRunner.run(["lint", "--format", "xml"], in: workspace.url).status == 2)
        #expect(try CommandRunner.run(["frobnicate"], in: workspace.url).status == 2)
        #expect(try CommandRunner.run(["explain", "Z999"], in: workspace.url).status == 2)
    }

    @Test func noSubcommandIsAUsageError() throws {
        let workspace = try Workspace()
        let result = try CommandRunner.run([], in: workspace.url)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("USAGE: contentc <subcommand>"), "\(result.stderr)")
        #expect(result.stderr.contains("build"))
        #expect(!result.stderr.contains("yaml-events"))
    }

    @Test func helpExitsZeroOnStandardOutput() throws {
        let workspace = try Workspace()
        let result = try CommandRunner.run(["--help"], in: workspace.url)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.contains("USAGE: contentc <subcommand>"), "\(result.stdout)")
        #expect(result.stdout.contains("lint"))
        #expect(!result.stdout.contains("yaml-events"))
    }

    @Test func buildHelpSaysWhereDiagnosticsGo() throws {
        let workspace = try Workspace()
        let result = try CommandRunner.run(["build", "--help"], in: workspace.url)
        #expect(result.status == 0)
        let text = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("Diagnostics in text go to standard error"), "\(result.stdout)")
        #expect(text.contains("--format json, sarif and github always go to standard output"), "\(result.stdout)")
    }

    @Test func missingContentFolderExitsTwo() throws {
        let workspace = try Workspace()
        let result = try CommandRunner.run(["lint", "--content", "nowhere"], in: workspace.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("content folder 'nowhere' does not exist"))
        #expect(result.stderr.contains("give its path with --content DIR"), "\(result.stderr)")
    }

    @Test func checkFailsOnStaleOutAndPassesOnCurrentOut() throws {
        let workspace = try Workspace(copying: Self.sampleContent)
        let missing = try CommandRunner.run(["build", "--check"], in: workspace.url)
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("missing: index.json"))
        #expect(!FileManager.default.fileExists(atPath: workspace.path("out").path), "--check writes nothing")

        #expect(try CommandRunner.run(["build"], in: workspace.url).status == 0)
        #expect(try CommandRunner.run(["build", "--check"], in: workspace.url).status == 0)

        let course = "content/courses/flags-and-continents/course.yaml"
        try workspace.write(course, try workspace.read(course).replacingOccurrences(of: "title: Flags and Continents", with: "title: Flags & Continents"))
        let stale = try CommandRunner.run(["build", "--check"], in: workspace.url)
        #expect(stale.status == 1)
        #expect(stale.stderr.contains("out of date: courses/flags-and-continents.json"))
        #expect(stale.stderr.contains("out of date: index.json"))
    }

    @Test func lintPrintsJSONOnStandardOutput() throws {
        let workspace = try Workspace(copying: Self.sampleContent)
        try workspace.writeLegacyIdea()
        let result = try CommandRunner.run(["lint", "--format", "json"], in: workspace.url)
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary["errors"] == 0)
        #expect(summary["warnings"] == 1)
        #expect(summary["files"] == Self.sampleYAMLFileCount)
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.first?["code"] as? String == "I107")
        #expect(diagnostics.first?["line"] as? Int == 11)
        #expect(diagnostics.first?["column"] as? Int == 3)
        #expect(diagnostics.first?["file"] as? String == "content/books/meditations/ideas/b1i4.yaml")
        #expect((diagnostics.first?["notes"] as? [[String: Any]])?.count == 2)
    }

    /// A report that cannot be written, here to /dev/full, a disk with no
    /// room left, ends the run with status 2 and a line on standard error,
    /// neither a crash nor a success with the report lost.
    @Test(.enabled(if: FileManager.default.isWritableFile(atPath: "/dev/full")))
    func aReportThatCannotBeWrittenExitsTwo() throws {
        let workspace = try Workspace(copying: Self.sampleContent)
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        defer { try? full.close() }
        let result = try CommandRunner.run(["lint", "--format", "json"], in: workspace.url, standardOutput: full)
        #expect(result.status == 2)
        #expect(result.stderr == "error: cannot write to standard output: No space left on device\n")
    }

    /// Standard output shared with a program that made it non-blocking, and
    /// read slowly: a write finding it full waits, and the whole report
    /// comes out, instead of the run ending as if it could not be written.
    @Test func aFullNonBlockingOutputIsWaitedFor() throws {
        let workspace = try Workspace()
        let lines = (0..<20_000).map { "- item number \($0)\n" }
        try workspace.write("a.yaml", lines.joined())
        let output = Pipe()
        let writing = output.fileHandleForWriting.fileDescriptor
        #expect(fcntl(writing, F_SETFL, fcntl(writing, F_GETFL) | O_NONBLOCK) == 0)
        let started = try CommandRunner.start(["yaml-events", "a.yaml"], in: workspace.url,
                                              standardOutput: output.fileHandleForWriting)
        try output.fileHandleForWriting.close()
        // Long enough for the pipe (64 KiB) to fill before anything is read.
        Thread.sleep(forTimeInterval: 0.5)
        let printed = try output.fileHandleForReading.readToEnd() ?? Data()
        let stderr = try started.stderr.fileHandleForReading.readToEnd() ?? Data()
        started.process.waitUntilExit()
        #expect(String(decoding: stderr, as: UTF8.self) == "")
        #expect(started.process.terminationStatus == 0)
        #expect(printed.count > 300_000)
        #expect(String(decoding: printed, as: UTF8.self).hasSuffix("=VAL :item number 19999\n-SEQ\n-DOC\n-STR\n"))
    }

    @Test func explainPrintsTheRule() throws {
        let workspace = try Workspace()
        let byCode = try CommandRunner.run(["explain", "Q103"], in: workspace.url)
        #expect(byCode.status == 0)
        #expect(byCode.stdout.hasPrefix("Q103 question.correct-in-bounds:"))
        let byName = try CommandRunner.run(["explain", "lesson.question-count"], in: workspace.url)
        #expect(byName.stdout.contains("Parameter: count = 6"))
        #expect(try CommandRunner.run(["explain", "q103"], in: workspace.url).stdout == byCode.stdout)
    }

    @Test func explainPrintsAFailingAndAPassingExample() throws {
        let workspace = try Workspace()
        let result = try CommandRunner.run(["explain", "Q103"], in: workspace.url)
        let sections = result.stdout.components(separatedBy: "\nPasses:\n")
        try #require(sections.count == 2, "\(result.stdout)")
        let failing = try #require(sections[0].components(separatedBy: "\nFails:\n").last)
        for part in [failing, sections[1]] {
            #expect(part.contains("  books/sample/ideas/b1i1.yaml (the idea's last questions; the others left out)\n"))
            #expect(part.contains("      - text: Which reply to an insult would Epictetus approve?\n"))
        }
        #expect(failing.contains("\n        correct: 2\n"))
        #expect(sections[1].contains("\n        correct: 0\n"))
    }

    @Test func explainSuggestsTheClosestRule() throws {
        let workspace = try Workspace()
        let result = try CommandRunner.run(["explain", "question.correct-in-bound"], in: workspace.url)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error: there is no rule 'question.correct-in-bound'; did you mean Q103 (question.correct-in-bounds)?\n")
    }

    @Test func explainListsTheRulesAboutAKeyOrWord() throws {
        let workspace = try Workspace()
        let result = try CommandRunner.run(["explain", "bloom"], in: workspace.url)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("error: there is no rule 'bloom'; the rules about 'bloom' are:\n"
            + "  Q111 question.bloom-band: a question's Bloom category belongs to its difficulty\n"))
        #expect(result.stderr.contains("  S104 schema.enum: "), "the rule whose explanation names the key `bloom`")
        #expect(result.stderr.hasSuffix("explain one with 'contentc explain Q111'\n"))
        let misspelt = try CommandRunner.run(["explain", "blom"], in: workspace.url)
        #expect(misspelt.stderr.hasPrefix("error: there is no rule 'blom'; the rules about 'bloom' are:\n"))
        let unknown = try CommandRunner.run(["explain", "xylophone"], in: workspace.url)
        #expect(unknown.stderr == "error: there is no rule 'xylophone'\n  help: `contentc rules` lists every rule\n")
    }

    /// The code is shown as typed with its control characters escaped: a
    /// line feed in it cannot start a line, such as a forged workflow command.
    @Test func explainEscapesTheCodeItShows() throws {
        let workspace = try Workspace()
        let result = try CommandRunner.run(["explain", "x\n::error::forged"], in: workspace.url)
        #expect(result.status == 2)
        #expect(result.stderr == "error: there is no rule 'x\\n::error::forged'\n  help: `contentc rules` lists every rule\n",
                "\(result.stderr)")
    }

    /// A path typed on the command line comes back in messages ("wrote out: …"), where a line feed
    /// would start a line of its own that a CI log reads as a command: a path holding a control
    /// character is a usage error, shown escaped, before anything is read or written.
    @Test func aPathArgumentHoldingAControlCharacterIsRefusedEscaped() throws {
        let workspace = try Workspace(copying: CommandLineTests.sampleContent)
        let forged = "x\n::error::forged"
        let commands: [[String]] = [
            ["build", "--out", forged], ["build", "--content", forged], ["lint", "--content", forged], ["lint", "--out", forged],
            ["clean", "--out", forged], ["diff", forged, "out"], ["diff", "out", forged], ["migrate", "--content", forged],
            ["new", "book", "fresh", "--content", forged], ["new", "idea", "--book", "enchiridion", "--out", forged],
            ["import-book", forged, "--into", "content/books/x"], ["import-book", "m.opf", "--into", forged],
            ["yaml-events", forged], ["preview", "--content", forged], ["build", "--out", "out\u{1B}[31m"],
        ]
        for command in commands {
            let result = try CommandRunner.run(command, in: workspace.url)
            #expect(result.status == 2, "\(command): \(result.stderr)")
            #expect(result.stderr.contains("x\\n::error::forged' holds a control character")
                        || result.stderr.contains("out\\e[31m' holds a control character"), "\(command): \(result.stderr)")
            #expect(!result.stderr.contains("\n::error::") && !result.stderr.contains("\u{1B}"), "\(command): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: workspace.path(forged).path))
    }

    @Test func versionNamesTheCompiler() throws {
        let workspace = try Workspace()
        let result = try CommandRunner.run(["--version"], in: workspace.url)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("contentc "))
    }

    @Test func yamlEventsPrintsTheSuiteNotation() throws {
        let workspace = try Workspace()
        try workspace.write("a.yaml", "key: [1, 'two']\n")
        let result = try CommandRunner.run(["yaml-events", "a.yaml"], in: workspace.url)
        #expect(result.status == 0)
        #expect(result.stdout == "+STR\n+DOC\n+MAP\n=VAL :key\n+SEQ []\n=VAL :1\n=VAL 'two\n-SEQ\n-MAP\n-DOC\n-STR\n")
        try workspace.write("b.yaml", "key: [1\n")
        let broken = try CommandRunner.run(["yaml-events", "b.yaml"], in: workspace.url)
        #expect(broken.status == 1)
        #expect(broken.stderr.hasPrefix("b.yaml:2:1: error:"))
    }
}
