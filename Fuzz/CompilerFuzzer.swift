@testable import ContentCompiler
import ContentRuntime
import Foundation
import YAML

// libFuzzer entry point for the compiler. Fuzz/run compiles Sources/YAML,
// Sources/BookMetadata, Sources/ContentRuntime and Sources/ContentCompiler
// (with -enable-testing) as modules, and this file against them
// (`Fuzz/run compiler`).
//
// Each input is the bytes of one idea file, `books/sample/ideas/b1i2.yaml`,
// of a small project otherwise valid (the test fixtures' contentc.yaml, the
// sample book's book.yaml and its first idea), written in memory (/dev/shm)
// where it can. The project is compiled twice, as `contentc build` and as
// `contentc lint --no-cache` compile it, and its report rendered in every
// format. Besides crashes, leaks, timeouts and memory blow-ups, it traps when:
//
// - compiling throws (only a content folder that cannot be read may);
// - a diagnostic or a note names a line of one of the project's files that
//   it does not have, or a column neither inside that line nor just past its
//   end (columns count Unicode scalars), or a position in a file that is not
//   one of the project's;
// - the two compilations give other diagnostics, or other reports;
// - a report prints a raw control character (but the line feeds that end
//   lines), or the text report starts a line with `::` (a workflow command);
// - a build without errors gives no bundles, or bundles that the runtime
//   (ContentLibrary) does not load.

/// Where the project is written: in memory (/dev/shm) where there is such a place.
private let folderPath: String = {
    let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
    return (base as NSString).appendingPathComponent("contentc-compiler-fuzz-\(getpid())")
}()

/// The path of the file each input is written to, inside the project.
private let inputPath = "books/sample/ideas/b1i2.yaml"

/// The project's other files, as Tests/ContentCompilerTests/Fixtures/Base has them.
private let fixedFiles: [String: String] = [
    "contentc.yaml": """
        name: test-library
        version: 1.0.0

        """,
    "books/sample/book.yaml": """
        number: 1
        title: Sample Book
        author: A. Writer
        language: en

        """,
    "books/sample/ideas/b1i1.yaml": """
        id: b1i1
        title: First idea
        description: The first idea of the sample book.
        importance: foundation
        depthTarget: 1
        primer:
          thesis: A thesis.
          story: A story.
          useItWhen: [When it helps.]
          howToApply: [Apply it.]
          edgesAndLimits: [Not always.]
          oneLineRecall: Recall it.
          furtherLearning:
            - {title: Stoicism, url: "https://en.wikipedia.org/wiki/Stoicism", kind: article}
        questions:
          - {difficulty: easy, bloom: recall, text: Which of these is up to us?, options: [Our judgements, Our reputation], correct: 0}
          - {difficulty: easy, bloom: reframe, text: E2, options: [a, b], correct: 1}
          - {difficulty: easy, bloom: whyImportant, text: E3, options: [a, b], correct: 0}
          - {difficulty: medium, bloom: apply, text: M1, type: msq, options: [a, b, c], correct: [0, 2]}
          - {difficulty: medium, bloom: whenUse, text: M2, options: [a, b], correct: 0}
          - {difficulty: medium, bloom: apply, text: M3, options: [a, b], correct: 1}
          - {difficulty: hard, bloom: contrast, text: H1, type: open, rubric: Names both sides.}
          - {difficulty: hard, bloom: critique, text: H2, options: [a, b], correct: 0}
          - {difficulty: hard, bloom: howWield, text: H3, options: [a, b], correct: 1}

        """,
]

/// The project folder and the output folder beside it, made once per process and removed at exit.
private let (project, output): (URL, URL) = {
    let root = URL(fileURLWithPath: folderPath, isDirectory: true)
    let project = root.appendingPathComponent("project", isDirectory: true)
    for (path, text) in fixedFiles {
        let url = project.appendingPathComponent(path)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: url)
    }
    atexit { try? FileManager.default.removeItem(atPath: folderPath) }
    return (project, root.appendingPathComponent("out", isDirectory: true))
}()

/// Whether each input is the texts of questions (`Fuzz/run questions`), not an idea file.
private let readsQuestions = ProcessInfo.processInfo.environment["CONTENTC_FUZZ_INPUT"] == "questions"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCompiler(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size)) : []
    let input = readsQuestions ? QuestionsInput.ideaFile(bytes) : bytes
    guard (try? Data(input).write(to: project.appendingPathComponent(inputPath))) != nil else { return 0 }
    var sources = fixedFiles.mapValues { Array($0.utf8) }
    sources[inputPath] = input

    let built = CompilerFuzzChecks.compile(producesBundles: true)
    let linted = CompilerFuzzChecks.compile(producesBundles: false)
    CompilerFuzzChecks.locate(built.diagnostics, in: sources)
    CompilerFuzzChecks.require(built.diagnostics == linted.diagnostics,
                               "build and lint disagree:\n\(CompilerFuzzChecks.difference(built.diagnostics, linted.diagnostics))")
    let paths = ProjectPaths(contentDirectory: project, displayRoot: "", baseDirectory: project)
    for format in ReportFormat.allCases {
        let report = format.render(DiagnosticReport(built, paths: paths))
        CompilerFuzzChecks.require(report == format.render(DiagnosticReport(linted, paths: paths)), "the \(format) reports differ")
        CompilerFuzzChecks.printable(report, format: format)
    }
    if !built.hasErrors { CompilerFuzzChecks.load(built) }
    return 0
}

/// The invariants the fuzzer checks.
enum CompilerFuzzChecks {
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError(message()) }
    }

    /// Compiles the project with no cache and no earlier build, as `build` or as `lint`.
    static func compile(producesBundles: Bool) -> Compilation {
        do {
            return try Compiler.compile(CompileOptions(contentDirectory: project, displayRoot: "", producesBundles: producesBundles))
        } catch {
            fatalError("compiling threw \(error)")
        }
    }

    /// Every diagnostic and note with a position names a line of its file and a column of it, or just past its end.
    static func locate(_ diagnostics: [Diagnostic], in sources: [String: [UInt8]]) {
        var lines: [String: SourceLines] = [:]
        for diagnostic in diagnostics {
            for (location, what) in [(diagnostic.location, "\(diagnostic.code) \(diagnostic.message)")]
                + diagnostic.notes.map({ ($0.location, "a note of \(diagnostic.code) \(diagnostic.message)") }) {
                guard let mark = location.mark else { continue }
                guard let bytes = sources[location.file] else { fatalError("\(what): at \(mark) of \(location.file), not a file of the project") }
                let fileLines = lines[location.file] ?? SourceLines(bytes)
                lines[location.file] = fileLines
                guard let line = fileLines.line(mark.line) else {
                    fatalError("\(what): line \(mark.line) of \(location.file), which has \(fileLines.count)")
                }
                require(mark.column >= 1 && mark.column <= line.unicodeScalars.count + 1,
                        "\(what): column \(mark.column) of line \(mark.line) of \(location.file), of \(line.unicodeScalars.count) scalars")
            }
        }
    }

    /// The diagnostics one list has and the other has not, for a message.
    static func difference(_ first: [Diagnostic], _ second: [Diagnostic]) -> String {
        let onlyFirst = first.filter { !second.contains($0) }.map { "- \($0.location) \($0.code) \($0.message)" }
        let onlySecond = second.filter { !first.contains($0) }.map { "+ \($0.location) \($0.code) \($0.message)" }
        return (onlyFirst + onlySecond).joined(separator: "\n") + (onlyFirst.isEmpty && onlySecond.isEmpty ? "(the same, in another order)" : "")
    }

    /// A report holds no raw control character but the line feeds that end
    /// lines, and the text report starts no workflow command.
    static func printable(_ report: String, format: ReportFormat) {
        let controls = report.unicodeScalars.filter { scalar in
            switch scalar.value {
            case 0x0A: return false
            case 0...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
            default: return false
            }
        }
        require(controls.isEmpty, "the \(format) report prints \(controls.map { "U+" + String($0.value, radix: 16) })")
        if format == .text {
            let line = report.split(separator: "\n").first { $0.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("::") }
            require(line == nil, "the text report starts a workflow command: \(line.map(String.init) ?? "")")
        }
    }

    /// A build without errors gives bundles that the runtime loads.
    static func load(_ compilation: Compilation) {
        guard let bundles = compilation.output else { fatalError("a build without errors gave no bundles") }
        try? FileManager.default.removeItem(at: output)
        for file in bundles.files {
            let url = output.appendingPathComponent(file.path)
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            guard (try? file.data.write(to: url)) != nil else { return }
        }
        do {
            _ = try ContentLibrary(directory: output)
        } catch {
            fatalError("the runtime does not load what the compiler built: \(error)")
        }
    }
}

/// An idea file made of the texts of an input (`Fuzz/run questions`), so that
/// every input reaches the question-quality rules: its lines are the stems and
/// options, in turn, of up to 40 choice questions, each written as a YAML
/// double-quoted string (controls escaped, bytes that are not UTF-8 read as
/// U+FFFD).
enum QuestionsInput {
    /// The difficulties and matching categories the questions take in turn, 3 of each.
    static let kinds = [("easy", "recall"), ("easy", "reframe"), ("easy", "whyImportant"),
                        ("medium", "apply"), ("medium", "whenUse"), ("medium", "apply"),
                        ("hard", "contrast"), ("hard", "critique"), ("hard", "howWield")]

    static func ideaFile(_ bytes: [UInt8]) -> [UInt8] {
        var texts = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }[...]
        var file = """
            id: b1i2
            title: Second idea
            description: The second idea of the sample book.
            importance: foundation
            depthTarget: 1
            primer:
              thesis: A thesis.
              story: A story.
              useItWhen: [When it helps.]
              howToApply: [Apply it.]
              edgesAndLimits: [Not always.]
              oneLineRecall: Recall it.
            questions:

            """
        var number = 0
        while let stem = texts.popFirst(), number < 40 {
            let (difficulty, bloom) = kinds[number % kinds.count]
            // 2 to 6 options, and the answers, told by the stem's length; every third an msq.
            let optionCount = 2 + stem.utf8.count % 5
            let options = (0..<optionCount).map { _ in texts.popFirst() ?? "" }
            let isMulti = number % 3 == 2
            let correct = isMulti ? "[0, \(optionCount - 1)]" : String(stem.utf8.count % optionCount)
            file += "  - difficulty: \(difficulty)\n    bloom: \(bloom)\n"
            if isMulti { file += "    type: msq\n" }
            file += "    text: \(quoted(stem))\n    options: [\(options.map(quoted).joined(separator: ", "))]\n    correct: \(correct)\n"
            number += 1
        }
        return Array(file.utf8)
    }

    /// A YAML double-quoted string of `text`, its controls, quotes and backslashes escaped.
    static func quoted(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: quoted += "\\\""
            case 0x5C: quoted += "\\\\"
            case 0...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF: quoted += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}
