import ContentRuntime
import ContentTestSupport
import Foundation
import Testing

/// The README's app example (`Examples/ReadLibrary`): quoted word for word,
/// run on the shipped `out/`, and built from the README's package manifest as
/// an app would build it.
@Suite struct ReadLibraryExampleTests {
    static let example = ExampleProgram(executable: "read-library", source: "Examples/ReadLibrary/main.swift")
    static let out = ContentFixtures.packageRoot.appendingPathComponent("out")

    @Test func theReadmeQuotesTheExampleWordForWord() throws {
        let blocks = try ExampleProgram.readme.codeBlocks("swift")
        #expect(blocks.contains(try Self.example.sourceText()), "README.md must quote Examples/ReadLibrary/main.swift as it is")
    }

    @Test func itPrintsEveryBookIdeaCourseAndSectionOfTheShippedBundles() throws {
        let library = try ContentLibrary(directory: Self.out)
        let result = try Self.example.run([Self.out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        for book in library.books {
            #expect(lines.contains("\(book.title) by \(book.author ?? "unknown author"): \(book.ideas.count) ideas"))
            for idea in book.ideas {
                #expect(lines.contains { $0.hasPrefix("  \(idea.id) \(idea.title): \(idea.questions.count) questions") })
            }
        }
        for course in library.courses {
            #expect(lines.contains { $0.hasPrefix("\(course.title): \(course.sections.count) sections") })
        }
        // The sample output the README shows is what the program prints.
        let readme = try ExampleProgram.readme
        let sample = try #require(readme.range(of: "prints, for the sample content:\n\n```\n"))
        let end = try #require(readme.range(of: "```", range: sample.upperBound..<readme.endIndex))
        for line in readme[sample.upperBound..<end.lowerBound].split(separator: "\n") where line != "…" {
            #expect(lines.contains(String(line)), "the README shows \(line), which the program does not print")
        }
    }

    @Test func aMissingFolderIsReportedOnStandardError() throws {
        let result = try Self.example.run(["/nonexistent-\(UUID().uuidString)"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("index.json: the file does not exist"), "\(result.stderr)")
    }

    /// The README's Package.swift, with this repository beside it as `contentc`
    /// and the example as its main.swift, builds and runs. The app and its build
    /// live in `.build-example/` of the package root (ignored by git), so later
    /// runs are incremental. The build's TMPDIR is a folder removed after it:
    /// SwiftPM leaves lock files there, and the compiler driver folders.
    @Test func theReadmeManifestBuildsAsAnAppWould() throws {
        let manifest = try #require(try ExampleProgram.readme.codeBlocks("swift").first { $0.hasPrefix("// swift-tools-version") },
                                    "the README shows an app's Package.swift")
        let swift = try #require(Self.swiftExecutable(), "swift is on the PATH")
        let folder = ContentFixtures.packageRoot.appendingPathComponent(".build-example")
        let app = folder.appendingPathComponent("ReadLibrary")
        let link = folder.appendingPathComponent("contentc")
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Sources/ReadLibrary"), withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: link)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: ContentFixtures.packageRoot)
        try Data(manifest.utf8).write(to: app.appendingPathComponent("Package.swift"))
        try Data(try Self.example.sourceText().utf8).write(to: app.appendingPathComponent("Sources/ReadLibrary/main.swift"))

        let scratch = folder.appendingPathComponent("build")
        let temporary = try TemporaryFolder(prefix: "contentc-example-tmp")
        let build = try ProcessResult.run(swift, ["build", "--package-path", app.path, "--scratch-path", scratch.path],
                                          environment: ["TMPDIR": temporary.url.path])
        try #require(build.status == 0, "the README's manifest does not build:\n\(build.stdout)\n\(build.stderr)")
        let run = try ProcessResult.run(scratch.appendingPathComponent("debug/ReadLibrary"), [Self.out.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == (try Self.example.run([Self.out.path]).stdout))
    }

    /// The `swift` driver on the PATH.
    static func swiftExecutable() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swift") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
