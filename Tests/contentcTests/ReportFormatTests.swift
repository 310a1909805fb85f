import ContentTestSupport
import Foundation
import Testing

/// `--format sarif|github`, `--werror` and progress, as CI and terminals see them (SPEC §4).
@Suite struct ReportFormatTests {
    static let sarifSchema = CommandRunner.packageRoot
        .appendingPathComponent("Tests/Corpus/schemas/sarif-schema-2.1.0.json")

    /// A copy of the sample content with a wrong answer index, a duplicate key
    /// (a diagnostic with a note) and a stray file (a diagnostic without a position).
    static func brokenWorkspace() throws -> Workspace {
        let workspace = try Workspace(copying: CommandLineTests.sampleContent)
        let section = "content/courses/flags-and-continents/sections/continents.yaml"
        var text = try workspace.read(section)
        let answer = try #require(text.range(of: "        correct: 2\n"))
        text.replaceSubrange(answer, with: "        correct: 7\n")
        try workspace.write(section, text)
        let book = "content/books/enchiridion/book.yaml"
        try workspace.write(book, try workspace.read(book) + "title: Again\n")
        try workspace.write("content/books/enchiridion/ideas/notes.yml", "title: stray\n")
        return workspace
    }

    /// Runs lint in a format on the broken workspace, and the JSON format beside it to compare.
    static func lint(_ format: String, extra: [String] = []) throws -> (output: CommandRunner.Result, json: [[String: Any]]) {
        let workspace = try brokenWorkspace()
        let output = try CommandRunner.run(["lint", "--format", format] + extra, in: workspace.url)
        let json = try CommandRunner.run(["lint", "--format", "json"] + extra, in: workspace.url)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        return (output, try #require(object?["diagnostics"] as? [[String: Any]]))
    }

    @Test func sarifValidatesAgainstTheOASISSchema() throws {
        let (result, _) = try Self.lint("sarif")
        #expect(result.status == 1)
        let schema = try String(contentsOf: Self.sarifSchema, encoding: .utf8)
        let report = try SchemaValidator.validate([.init(name: "lint.sarif", schema: "sarif", json: result.stdout)],
                                                  schemas: ["sarif": schema])
        #expect(report.schemaProblems.isEmpty, "\(report.schemaProblems)")
        #expect(report.failures["lint.sarif"]?.isEmpty == true, "SARIF problems: \(report.failures)")
    }

    @Test func sarifListsEveryRuleAndLocatesEachFindingRelativeToTheCheckout() throws {
        let (result, diagnostics) = try Self.lint("sarif")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        let baseIds = try #require(run["originalUriBaseIds"] as? [String: [String: String]])
        let root = try #require(baseIds["SRCROOT"]?["uri"])
        #expect(root.hasPrefix("file:///") && root.hasSuffix("/"))

        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let rulesList = try CommandRunner.run(["rules", "--format", "json"], in: FileManager.default.temporaryDirectory)
        let allRules = try #require(try JSONSerialization.jsonObject(with: Data(rulesList.stdout.utf8)) as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == allRules.map { $0["code"] as? String })
        for rule in rules {
            #expect(((rule["shortDescription"] as? [String: String])?["text"] ?? "").isEmpty == false)
            #expect(((rule["help"] as? [String: String])?["text"] ?? "").isEmpty == false)
        }

        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == diagnostics.count && results.count >= 3)
        for (finding, diagnostic) in zip(results, diagnostics) {
            #expect(finding["ruleId"] as? String == diagnostic["code"] as? String)
            let index = try #require(finding["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == diagnostic["code"] as? String)
            #expect(finding["level"] as? String == diagnostic["severity"] as? String)
            let location = try #require((finding["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let artifact = try #require(location["artifactLocation"] as? [String: String])
            #expect(artifact["uri"] == diagnostic["file"] as? String, "the workspace holds content/, so paths match")
            #expect(artifact["uriBaseId"] == "SRCROOT")
            let region = location["region"] as? [String: Int]
            #expect(region?["startLine"] == diagnostic["line"] as? Int)
            #expect(region?["startColumn"] == diagnostic["column"] as? Int)
            let notes = diagnostic["notes"] as? [[String: Any]] ?? []
            #expect((finding["relatedLocations"] as? [[String: Any]])?.count ?? 0 == notes.count)
        }
        #expect(results.contains { $0["ruleId"] as? String == "Q103" })
        #expect(results.contains { ($0["relatedLocations"] as? [[String: Any]])?.isEmpty == false }, "the duplicate key's note")
        #expect(results.contains { finding in
            let location = (finding["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            return location?["region"] == nil
        }, "the stray file has no region")
    }

    /// On a runner, `$GITHUB_WORKSPACE` is the checkout, whatever the working folder;
    /// a content folder outside the base is named by an absolute `file:` URI.
    @Test func sarifPathsAreRelativeToTheCheckout() throws {
        let workspace = try Workspace(copying: CommandLineTests.sampleContent)
        try workspace.write("content/books/enchiridion/book.yaml", try workspace.read("content/books/enchiridion/book.yaml") + "title: Again\n")
        let content = workspace.path("content").path + "/"
        let elsewhere = try Workspace()
        let onRunner = try CommandRunner.run(["lint", "--format", "sarif", "--content", content], in: elsewhere.url,
                                             environment: ["GITHUB_WORKSPACE": workspace.url.path])
        #expect(onRunner.stdout.contains("\"uri\" : \"content/books/enchiridion/book.yaml\""), "\(onRunner.stdout.prefix(300))")
        #expect(!onRunner.stdout.contains("\"uri\" : \"/"), "no absolute artifact paths")
        let outside = try CommandRunner.run(["lint", "--format", "sarif", "--content", content], in: elsewhere.url)
        let absolute = "\"uri\" : \"" + URL(fileURLWithPath: content).resolvingSymlinksInPath().absoluteString + "books/enchiridion/book.yaml\""
        #expect(outside.stdout.contains(absolute), "\(outside.stdout.suffix(600))")
    }

    @Test func githubPrintsWorkflowCommandsAtEachFinding() throws {
        let (result, diagnostics) = try Self.lint("github")
        #expect(result.status == 1)
        let commands = result.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(commands.count == diagnostics.count)
        for (command, diagnostic) in zip(commands, diagnostics) {
            var expected = "::\(diagnostic["severity"]!) file=\(diagnostic["file"]!)"
            if let line = diagnostic["line"] as? Int, let column = diagnostic["column"] as? Int {
                expected += ",line=\(line),col=\(column)"
            }
            expected += ",title=\(diagnostic["code"]!)::"
            #expect(command.hasPrefix(expected), "\(command)")
            #expect(!command.dropFirst(2).contains("\n"))
        }
        #expect(result.stdout.hasSuffix("in \(CommandLineTests.sampleYAMLFileCount) files\n"))
    }

    /// The runner resolves `file=` against the checkout: files are named relative
    /// to `$GITHUB_WORKSPACE` when it is set, else to the working folder (as the
    /// text format names them), wherever the content folder sits and however
    /// `--content` is typed; the notes of a message name their files the same way.
    @Test(arguments: [
        // (where the content folder is, --content as typed, the working folder, whether GITHUB_WORKSPACE is set)
        ("content", "content", "", false),
        ("content", "./content/", "", false),
        ("content", "content//", "", false),
        ("content", ".", "content", false),
        ("docs/course/content", "docs/course/content", "", false),
        ("docs/course/content", "content", "docs/course", false),
        ("docs/course/content", "content", "docs/course", true),
        ("docs/course/content", "ABSOLUTE", "docs", true),
    ])
    func githubPathsExistFromTheCheckout(folder: String, content: String, workingFolder: String, onRunner: Bool) throws {
        let workspace = try Workspace()
        try FileManager.default.createDirectory(at: workspace.path(folder).deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CommandLineTests.sampleContent, to: workspace.path(folder))
        let book = folder + "/books/enchiridion/book.yaml"
        try workspace.write(book, try workspace.read(book) + "title: Again\n")  // a duplicate key: an error with a note
        let typed = content == "ABSOLUTE" ? workspace.path(folder).path : content
        let result = try CommandRunner.run(["lint", "--format", "github", "--content", typed, "--out", "none"],
                                           in: workspace.path(workingFolder),
                                           environment: onRunner ? ["GITHUB_WORKSPACE": workspace.url.path] : [:])
        #expect(result.status == 1)
        let base = onRunner ? workspace.url : workspace.path(workingFolder)
        let expected = onRunner || workingFolder.isEmpty ? book : String(book.dropFirst(workingFolder.count + 1))
        #expect(result.stdout.hasPrefix("::error file=\(expected),"), "\(result.stdout.prefix(300))")
        let files = try Self.annotatedFiles(result.stdout)
        #expect(files.count >= 2, "the file of the finding and of its note: \(files)")
        for file in files {
            #expect(!file.hasPrefix("/") && FileManager.default.fileExists(atPath: base.appendingPathComponent(file).path),
                    "\(file) is not a file of \(base.path)")
        }
    }

    /// The files a github report names: each `file=` property and each note's file.
    static func annotatedFiles(_ output: String) throws -> [String] {
        let property = try Regex("file=([^,:]+)")
        let note = try Regex("%0Anote: ([^%]+?):[0-9]+:[0-9]+: ")
        return output.matches(of: property).compactMap { $0.output[1].substring.map(String.init) }
            + output.matches(of: note).compactMap { $0.output[1].substring.map(String.init) }
    }

    @Test func werrorTurnsWarningsIntoErrorsInEveryFormat() throws {
        let workspace = try Workspace(copying: CommandLineTests.sampleContent)
        try workspace.writeLegacyIdea()
        let plain = try CommandRunner.run(["lint", "--format", "github"], in: workspace.url)
        #expect(plain.status == 0)
        #expect(plain.stdout.hasPrefix("::warning file=content/books/meditations/ideas/b1i4.yaml"))
        let strict = try CommandRunner.run(["lint", "--format", "github", "--werror"], in: workspace.url)
        #expect(strict.status == 1)
        #expect(strict.stdout.hasPrefix("::error file=content/books/meditations/ideas/b1i4.yaml"))
        let text = try CommandRunner.run(["lint", "--werror"], in: workspace.url)
        #expect(text.stdout.contains("error[I107]"))
        #expect(text.stdout.hasSuffix("1 error in \(CommandLineTests.sampleYAMLFileCount) files\n"))
    }

    @Test func rulesListsEveryRuleWithSeverityParameterAndSummary() throws {
        let result = try CommandRunner.run(["rules"], in: FileManager.default.temporaryDirectory)
        #expect(result.status == 0)
        let json = try CommandRunner.run(["rules", "--format", "json"], in: FileManager.default.temporaryDirectory)
        let rules = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(rules.count > 50)
        let lines = result.stdout.split(separator: "\n")
        for rule in rules {
            let code = try #require(rule["code"] as? String)
            let line = try #require(lines.first { $0.hasPrefix(code + " ") }, "no line for \(code)")
            #expect(line.contains(rule["name"] as? String ?? "?"))
            #expect(line.contains(rule["summary"] as? String ?? "?"))
            #expect(line.contains(rule["defaultSeverity"] as? String ?? "?"))
            if let parameter = rule["parameter"] as? [String: Any] {
                #expect(line.contains("\(parameter["name"]!) = \(parameter["defaultValue"]!)"))
            }
            #expect(line.contains("(always)") == !(rule["configurable"] as? Bool ?? true))
        }
        let lessonCount = try #require(rules.first { $0["code"] as? String == "C107" })
        #expect((lessonCount["parameter"] as? [String: Any])?["defaultValue"] as? Int == 6)
    }

    /// Progress shows on a terminal (a pseudo-terminal here, through `script`),
    /// and never in CI or beside machine-readable output.
    @Test(arguments: [
        (["lint"], [String: String](), true),
        (["lint"], ["CI": "true"], false),
        (["lint", "--format", "sarif"], [String: String](), false),
        (["lint", "--format", "github"], [String: String](), false),
        (["lint", "--format", "json"], [String: String](), false),
    ])
    func progressOnlyOnATerminalForPeople(arguments: [String], environment: [String: String], shown: Bool) throws {
        let script = URL(fileURLWithPath: "/usr/bin/script")
        try #require(FileManager.default.isExecutableFile(atPath: script.path), "util-linux `script` makes the terminal")
        let workspace = try Workspace(copying: CommandLineTests.sampleContent)
        let process = Process()
        process.executableURL = script
        let command = ([CommandRunner.binary.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        process.arguments = ["-qec", command, "/dev/null"]
        process.currentDirectoryURL = workspace.url
        var variables = ProcessInfo.processInfo.environment
        for name in ["CI", "GITHUB_ACTIONS", "NO_COLOR"] { variables[name] = nil }
        variables["TERM"] = "xterm"
        variables.merge(environment) { $1 }
        process.environment = variables
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: try output.fileHandleForReading.readToEnd() ?? Data(), as: UTF8.self)
        process.waitUntilExit()
        #expect(text.contains("compiling ") == shown, "\(arguments) \(environment):\n\(text.prefix(400))")
    }
}
