import ContentCompiler
import ContentTestSupport
import Foundation
import Testing

/// P106 `project.version-bump`: a build compares itself with the earlier build
/// in the output folder and wants the version to rise as far as the changes require.
@Suite struct VersionBumpTests {
    /// A project and an output folder beside it holding the build of the unchanged base project.
    private final class Setup {
        let project: TemporaryProject
        let out: URL

        init(writeEarlierBuild: Bool = true) throws {
            project = try TemporaryProject()
            out = project.pathBeside("out")
            if writeEarlierBuild {
                try OutputFolder.write(try #require(try project.compile().output), to: out)
            }
        }

        var previousBuild: PreviousBuild { PreviousBuild(directory: out, displayPath: "out") }

        func setVersion(_ version: String, rules: String = "") throws {
            try project.write("contentc.yaml", "name: test-library\nversion: \(version)\n" + rules)
        }

        func removeIdea() throws {
            try project.remove("books/sample/ideas/b1i2.yaml")
        }

        func compile() throws -> Compilation {
            try project.compile(previousBuild: previousBuild)
        }
    }

    private func bumpDiagnostics(_ compilation: Compilation) -> [Diagnostic] {
        compilation.diagnostics.filter { $0.code == "P106" }
    }

    @Test func aRiseTooSmallIsAnErrorAtTheVersion() throws {
        let setup = try Setup()
        try setup.removeIdea()
        try setup.setVersion("1.1.0")
        let compilation = try setup.compile()
        let diagnostic = try #require(bumpDiagnostics(compilation).first)
        #expect(compilation.diagnostics.count == 1)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location.file == "contentc.yaml")
        #expect(diagnostic.location.line == 2 && diagnostic.location.column == 10)
        #expect(diagnostic.message == "version rises from 1.0.0 to 1.1.0, but what changed since needs a major release after the earlier build in out")
        #expect(diagnostic.hint == "set version to 2.0.0 or higher")
        #expect(diagnostic.notes.map(\.message) == [#"removed idea b1i2 "Second idea" in book sample: with 9 questions"#])
        #expect(diagnostic.notes.first?.location == SourceLocation(file: "out/books/sample.json", mark: nil))
        #expect(compilation.output == nil, "a build with an error writes nothing")
    }

    /// A course added has no bundle in the earlier build: its note points at
    /// the earlier index, not at a file the earlier build never had.
    @Test func aCourseAddedIsNotedAtTheEarlierIndex() throws {
        let setup = try Setup()
        let course = setup.project.url.appendingPathComponent("courses/sample")
        let added = setup.project.url.appendingPathComponent("courses/another")
        try FileManager.default.copyItem(at: course, to: added)
        try setup.project.edit("courses/another/course.yaml", replacing: "id: sample", with: "id: another")
        let compilation = try setup.compile()
        let diagnostic = try #require(bumpDiagnostics(compilation).first, "\(compilation.diagnostics)")
        let note = try #require(diagnostic.notes.first { $0.message.hasPrefix("added course another") }, "\(diagnostic.notes)")
        #expect(note.location == SourceLocation(file: "out/index.json", mark: nil))
    }

    @Test func anUnchangedVersionNamesTheLevelAndTheSmallestVersion() throws {
        let setup = try Setup()
        try setup.project.edit("books/sample/ideas/b1i1.yaml", replacing: "title: First idea", with: "title: The first idea")
        let diagnostic = try #require(bumpDiagnostics(try setup.compile()).first)
        #expect(diagnostic.message == "version is still 1.0.0, as in the earlier build in out, but what changed since needs a patch release")
        #expect(diagnostic.hint == "set version to 1.0.1 or higher")
        #expect(diagnostic.notes.map(\.message) == [#"changed idea b1i1 "The first idea" in book sample: title"#])
    }

    @Test func manyChangesAreCountedAndTheFirstTwoNoted() throws {
        let setup = try Setup()
        try setup.removeIdea()
        try setup.project.edit("courses/sample/course.yaml", replacing: "{id: week, title: Week", with: "{id: seven-days, title: Week")
        try setup.project.edit("courses/sample/sections/first.yaml", replacing: "  - id: reading\n", with: "  - id: first-reading\n")
        try setup.setVersion("1.0.1")
        let diagnostic = try #require(bumpDiagnostics(try setup.compile()).first)
        #expect(diagnostic.message.hasSuffix("(3 changes need it, the first 2 are noted; `contentc diff` lists them all)"))
        #expect(diagnostic.notes.count == 2)
    }

    @Test func aSufficientRiseIsClean() throws {
        for version in ["2.0.0", "2.0.0-rc.1", "3.1.4"] {
            let setup = try Setup()
            try setup.removeIdea()
            try setup.setVersion(version)
            let compilation = try setup.compile()
            #expect(compilation.diagnostics.isEmpty, "\(version): \(compilation.diagnostics.map(\.message))")
            #expect(compilation.output != nil)
        }
    }

    @Test func aPreReleaseVersionGathersChangesOfItsLevel() throws {
        let setup = try Setup()
        try setup.removeIdea()
        try setup.setVersion("2.0.0-dev")
        let first = try setup.compile()
        #expect(first.diagnostics.isEmpty)
        try OutputFolder.write(try #require(first.output), to: setup.out)
        // Another breaking change: 2.0.0-dev is still a pre-release of the 2.0.0 it needs.
        try setup.project.edit("courses/sample/course.yaml", replacing: "{id: week, title: Week", with: "{id: seven-days, title: Week")
        #expect(try setup.compile().diagnostics.isEmpty)
        try setup.setVersion("2.0.0")
        #expect(try setup.compile().diagnostics.isEmpty)
    }

    @Test func additionsNeedAMinorRelease() throws {
        let setup = try Setup()
        try setup.project.edit("courses/sample/course.yaml", replacing: "unlock: {streakDays: 7}}\n",
                               with: "unlock: {streakDays: 7}}\n  - {id: month, title: Month, description: Thirty days., category: streak, icon: flame.fill, unlock: {streakDays: 30}}\n")
        try setup.setVersion("1.0.1")
        #expect(bumpDiagnostics(try setup.compile()).first?.hint == "set version to 1.1.0 or higher")
        try setup.setVersion("1.1.0")
        #expect(try setup.compile().diagnostics.isEmpty)
    }

    @Test func aLowerVersionIsAnErrorEvenWithoutChanges() throws {
        let setup = try Setup()
        try setup.setVersion("0.9.0")
        let diagnostic = try #require(bumpDiagnostics(try setup.compile()).first)
        #expect(diagnostic.message == "version 0.9.0 is lower than 1.0.0, the version of the earlier build in out")
        #expect(diagnostic.hint == "set version to 1.0.0 or higher")
        #expect(diagnostic.notes.isEmpty)
    }

    @Test func anUnchangedBuildNeedsNoNewVersion() throws {
        let setup = try Setup()
        #expect(try setup.compile().diagnostics.isEmpty)
    }

    @Test func aFirstBuildHasNothingToCompareWith() throws {
        let setup = try Setup(writeEarlierBuild: false)
        try setup.removeIdea()
        let compilation = try setup.compile()
        #expect(compilation.diagnostics.isEmpty)
        #expect(compilation.output != nil)
        // A folder without index.json is no earlier build either.
        try FileManager.default.createDirectory(at: setup.out, withIntermediateDirectories: true)
        #expect(try setup.compile().diagnostics.isEmpty)
    }

    /// Apps find bundles under the project's name: renaming it is a major release.
    @Test func aRenamedProjectNeedsAMajorRelease() throws {
        let setup = try Setup()
        try setup.project.write("contentc.yaml", "name: another-library\nversion: 1.1.0\n")
        let bump = try #require(bumpDiagnostics(try setup.compile()).first)
        #expect(bump.message.contains("needs a major release"))
        #expect(bump.notes.first?.message == "the project's name was test-library, now another-library")
        #expect(bump.hint == "set version to 2.0.0 or higher")
        try setup.project.write("contentc.yaml", "name: another-library\nversion: 2.0.0\n")
        #expect(try setup.compile().diagnostics.isEmpty)
    }

    @Test func withoutAnEarlierBuildNothingIsChecked() throws {
        let setup = try Setup()
        try setup.removeIdea()
        #expect(try setup.project.compile().diagnostics.isEmpty)
    }

    @Test func severityWarningReportsAndStillBuilds() throws {
        let setup = try Setup()
        try setup.removeIdea()
        try setup.setVersion("1.0.0", rules: "rules:\n  project.version-bump: warning\n")
        let compilation = try setup.compile()
        #expect(bumpDiagnostics(compilation).map(\.severity) == [.warning])
        #expect(compilation.output != nil)
    }

    @Test func severityOffChecksNothing() throws {
        let setup = try Setup()
        try setup.removeIdea()
        try setup.setVersion("1.0.0", rules: "rules:\n  P106: { severity: off }\n")
        let compilation = try setup.compile()
        #expect(compilation.diagnostics.isEmpty)
        #expect(compilation.output != nil)
    }

    @Test func theRuleHasNoParameter() throws {
        let setup = try Setup()
        try setup.setVersion("1.0.0", rules: "rules:\n  project.version-bump: { severity: warning, level: 2 }\n")
        let diagnostic = try #require(try setup.compile().diagnostics.first)
        #expect(diagnostic.code == "P103")
        #expect(diagnostic.hint == "its only setting is 'severity'")
    }

    @Test func anEarlierBuildThatCannotBeReadIsReported() throws {
        let setup = try Setup()
        try Data("{\"format\": \"contentc.index\"".utf8).write(to: setup.out.appendingPathComponent("index.json"))
        let compilation = try setup.compile()
        let diagnostic = try #require(bumpDiagnostics(compilation).first)
        #expect(diagnostic.message.hasPrefix("the earlier build in out cannot be read, so the version cannot be checked against it: "))
        #expect(diagnostic.message.contains(": out/index.json: the file is cut short"), "named as the folder was given")
        #expect(!diagnostic.message.contains("rebuild the content"), "the runtime's advice to app developers is left out")
        #expect(diagnostic.hint == "restore out from version control, or delete it to build without this check")
        #expect(compilation.output == nil)
    }

    /// The output folder may come from a pull request: a link in it to a
    /// file elsewhere showed that file's `format` value, or its first
    /// character, in P106's message. A link is refused, its target never read.
    @Test func anEarlierBuildsFileThatIsALinkIsNeverRead() throws {
        let elsewhere = try TemporaryFolder(prefix: "contentc-elsewhere")
        try Data(#"{"format": "s3cr3t"}"#.utf8).write(to: elsewhere.path("settings.json"))
        for file in ["index.json", "books/sample.json"] {
            let setup = try Setup()
            try setup.setVersion("1.0.1")
            try setup.project.edit("books/sample/book.yaml", replacing: "title: ", with: "title: New ")
            let target = setup.out.appendingPathComponent(file)
            let copy = elsewhere.path("copy.json")
            try? FileManager.default.removeItem(at: copy)
            try FileManager.default.moveItem(at: target, to: copy)
            try FileManager.default.createSymbolicLink(at: target, withDestinationURL: file == "index.json" ? elsewhere.path("settings.json") : copy)
            let compilation = try setup.compile()
            let diagnostic = try #require(bumpDiagnostics(compilation).first, "\(file)")
            #expect(diagnostic.message.hasSuffix("out/\(file): the file exists but cannot be read "
                + "(it is a symbolic link, which contentc never writes in an output folder)"), "\(diagnostic.message)")
            #expect(!diagnostic.message.contains("s3cr3t"))
            #expect(compilation.output == nil)
        }
    }

    /// A `books` folder of the earlier build linked to a folder elsewhere
    /// takes no read out of the output folder either: the link is refused,
    /// and the digest and size of the file behind it never shown.
    @Test func anEarlierBuildsFolderThatIsALinkIsNeverFollowed() throws {
        let elsewhere = try TemporaryFolder(prefix: "contentc-elsewhere")
        let setup = try Setup()
        try setup.setVersion("1.0.1")
        try setup.project.edit("books/sample/book.yaml", replacing: "title: ", with: "title: New ")
        let books = setup.out.appendingPathComponent("books")
        try FileManager.default.moveItem(at: books, to: elsewhere.path("books"))
        try Data(#"{"format": "s3cr3t"}"#.utf8).write(to: elsewhere.path("books/sample.json"))
        try FileManager.default.createSymbolicLink(at: books, withDestinationURL: elsewhere.path("books"))
        let compilation = try setup.compile()
        let diagnostic = try #require(bumpDiagnostics(compilation).first)
        #expect(diagnostic.message.hasSuffix("out/books: the file exists but cannot be read "
            + "(it is a symbolic link, which contentc never writes in an output folder)"), "\(diagnostic.message)")
        #expect(!diagnostic.message.contains("SHA-256"), "\(diagnostic.message)")
        #expect(compilation.output == nil)
    }

    @Test func anEarlierBuildWithASyntaxErrorSaysWhere() throws {
        let setup = try Setup()
        let index = setup.out.appendingPathComponent("index.json")
        let text = try String(decoding: Data(contentsOf: index), as: UTF8.self)
        let key = try #require(text.range(of: #""format":"#))
        try Data(text.replacingCharacters(in: key, with: #""format" "#).utf8).write(to: index)
        let diagnostic = try #require(bumpDiagnostics(try setup.compile()).first)
        let line = text[..<key.lowerBound].count(where: { $0 == "\n" }) + 1
        let column = text[..<key.lowerBound].utf8.count - (text[..<key.lowerBound].lastIndex(of: "\n").map {
            text[...$0].utf8.count
        } ?? 0) + 1
        #expect(diagnostic.message.contains("out/index.json: the file is not valid: the text is not valid JSON: "
            + "expected `:` after the key at line \(line), column \(column + 10), found `\"`"), "\(diagnostic.message)")
    }

    @Test func theEarlierVersionIsReadFromTheIndexAlone() throws {
        let setup = try Setup()
        let index = setup.out.appendingPathComponent("index.json")
        let cases: [(String, SemanticVersion?)] = [
            (#"{"contentVersion": "2.1.0", "bundles": 7}"#, SemanticVersion(major: 2, minor: 1, patch: 0)),
            (#"{"contentVersion": "2.1.0-rc.1"}"#, SemanticVersion(major: 2, minor: 1, patch: 0, prerelease: ["rc", "1"])),
            (#"{"contentVersion": "2.1"}"#, nil),
            (#"{"contentVersion": 2}"#, nil),
            (#"{"name": "x"}"#, nil),
            (#"["2.1.0"]"#, nil),
            (#"{"contentVersion": "2.1.0",,}"#, nil),
            ("", nil),
        ]
        for (text, expected) in cases {
            try Data(text.utf8).write(to: index)
            #expect(setup.previousBuild.contentVersion == expected, "\(text)")
        }
    }

    /// Changes one byte of a bundle in the earlier build, inside its title, keeping its size.
    private func spoil(_ file: String, in setup: Setup) throws {
        let url = setup.out.appendingPathComponent(file)
        var bytes = [UInt8](try Data(contentsOf: url))
        let key = Array("\"title\": \"".utf8)
        let start = try #require((0...(bytes.count - key.count)).first { Array(bytes[$0..<($0 + key.count)]) == key })
        bytes[start + key.count] = bytes[start + key.count] == UInt8(ascii: "X") ? UInt8(ascii: "Y") : UInt8(ascii: "X")
        try Data(bytes).write(to: url)
    }

    @Test func aBundleWhoseBytesAreTheSameIsNotRead() throws {
        let setup = try Setup()
        try spoil("books/sample.json", in: setup)
        // Only the version rises: every bundle differs from the earlier one in its header alone.
        try setup.setVersion("1.1.0")
        #expect(bumpDiagnostics(try setup.compile()).isEmpty, "the book's file is not decoded, so its spoilt byte goes unseen")
        // The course changes: it alone is read and compared.
        try setup.setVersion("1.0.0")
        try setup.project.edit("courses/sample/course.yaml", replacing: "title: Sample Course", with: "title: Sample Course Two")
        let diagnostic = try #require(bumpDiagnostics(try setup.compile()).first)
        #expect(diagnostic.message == "version is still 1.0.0, as in the earlier build in out, but what changed since needs a patch release")
    }

    @Test func aBundleThatDiffersIsReadWithEveryCheck() throws {
        let setup = try Setup()
        try spoil("courses/sample.json", in: setup)
        try setup.project.edit("courses/sample/course.yaml", replacing: "title: Sample Course", with: "title: Sample Course Two")
        try setup.setVersion("1.0.1")
        let diagnostic = try #require(bumpDiagnostics(try setup.compile()).first)
        #expect(diagnostic.message.hasPrefix("the earlier build in out cannot be read, so the version cannot be checked against it: out/courses/sample.json: "))
    }

    @Test func aMissingBundleOfTheSameContentIsStillReported() throws {
        let setup = try Setup()
        try FileManager.default.removeItem(at: setup.out.appendingPathComponent("books/sample.json"))
        try setup.setVersion("1.1.0")
        let diagnostic = try #require(bumpDiagnostics(try setup.compile()).first)
        #expect(diagnostic.message.hasPrefix("the earlier build in out cannot be read, so the version cannot be checked against it: out/books/sample.json: "))
    }

    @Test func withoutBundlesWantedTheVersionIsStillChecked() throws {
        let setup = try Setup()
        try setup.removeIdea()
        var options = CompileOptions(contentDirectory: setup.project.url, displayRoot: "content",
                                     previousBuild: setup.previousBuild, producesBundles: false)
        let checked = try Compiler.compile(options)
        #expect(checked.output == nil)
        #expect(bumpDiagnostics(checked).count == 1)
        options.previousBuild = nil
        let unchecked = try Compiler.compile(options)
        #expect(unchecked.output == nil)
        #expect(unchecked.diagnostics.isEmpty)
    }

    @Test func otherErrorsComeFirst() throws {
        let setup = try Setup()
        try setup.removeIdea()
        try setup.project.edit("books/sample/book.yaml", replacing: "number: 1", with: "number: one")
        let compilation = try setup.compile()
        #expect(bumpDiagnostics(compilation).isEmpty, "the version is checked only once the content compiles")
        #expect(compilation.diagnostics.hasErrors)
    }
}
