import ContentCompiler
import ContentTestSupport
import Foundation
import Testing

/// Content that tries to forge GitHub workflow commands or drive a terminal
/// through diagnostics: every format prints its control characters escaped,
/// in messages, file names and source lines alike.
@Suite struct ControlCharacterOutputTests {
    /// A key holding a line feed, a forged workflow command, an OSC title sequence
    /// and a bell; a value with a bidirectional override and a C1 control; a
    /// file whose name holds an escape sequence and a line feed.
    static func hostileCompilation() throws -> (Compilation, TemporaryProject) {
        let project = try TemporaryProject()
        try project.write("books/sample/ideas/b1i2.yaml", #"""
            id: b1i2
            "x\n::error file=evil.yaml,line=1::forged\e]0;pwned\a": 1
            title: "\u202Eevil\x9B2J"
            """#)
        try project.write("books/sample/ideas/b1i3\u{1B}[2J\n::warning::forged.yaml", "id: b1i3\n")
        try project.write("books/sample/ideas/b1i4.yaml", "id: b1i4\ntitle: x\u{1B}]0;pwned\u{07}\t\u{7F}\n")
        return (try project.compile(), project)
    }

    /// Every scalar of `text` that a terminal or log could act on, but the line
    /// feeds that end lines: C0, DEL, C1, U+2028, U+2029 and the bidirectional controls.
    static func controls(in text: String) -> [String] {
        text.unicodeScalars.filter { scalar in
            guard scalar != "\n" else { return false }
            switch scalar.value {
            case 0...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
            default: return false
            }
        }.map { "U+" + String($0.value, radix: 16) }
    }

    @Test(arguments: ReportFormat.allCases)
    func noFormatPrintsARawControlCharacter(_ format: ReportFormat) throws {
        let (compilation, project) = try Self.hostileCompilation()
        let report = DiagnosticReport(compilation, paths: ProjectPaths(contentDirectory: project.url, displayRoot: "", baseDirectory: project.url))
        let output = format.render(report)
        #expect(Self.controls(in: output).isEmpty, "\(format): \(Self.controls(in: output))")
        var printed = [output]
        if format == .json || format == .sarif {
            // JSON's own escapes of control characters would come back raw in whoever reads the messages.
            printed = Self.strings(in: try JSONSerialization.jsonObject(with: Data(output.utf8)))
            #expect(printed.allSatisfy { Self.controls(in: $0.replacingOccurrences(of: "\n", with: "")).isEmpty })
        }
        #expect(printed.contains { $0.contains(#"forged\e]0;pwned\a"#) }, "\(output)")
        #expect(printed.contains { $0.contains(#"b1i3\e[2J\n::warning::forged.yaml"#) }, "\(output)")
    }

    /// The runner reads a workflow command from any line of a step's log: the
    /// text format (which `contentc build` prints in CI) starts none, and the
    /// github format one per diagnostic.
    @Test func workflowCommandsStartOnlyWhereTheGitHubReporterStartsThem() throws {
        let (compilation, project) = try Self.hostileCompilation()
        let report = DiagnosticReport(compilation, paths: ProjectPaths(contentDirectory: project.url, displayRoot: "", baseDirectory: project.url))
        let textLines = TextReporter().render(report).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(!textLines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("::") }, "\(textLines)")
        let lines = GitHubReporter().render(report).split(separator: "\n", omittingEmptySubsequences: false)
        let commands = lines.filter { $0.contains("::") }
        #expect(commands.count == compilation.diagnostics.count)
        #expect(commands.allSatisfy { $0.hasPrefix("::error file=") || $0.hasPrefix("::warning file=") }, "\(lines)")
    }

    @Test func sourceLinesAreEscapedWithTheCaretUnderItsColumn() throws {
        let (compilation, _) = try Self.hostileCompilation()
        let text = TextReporter().render(DiagnosticReport(compilation))
        #expect(text.contains(#"'title' holds the control character \u202E (U+202E)"#), "\(text)")
        // Raw control characters in the file itself: the parser stops at the first.
        #expect(text.contains(#"    2 | title: x\e]0;pwned\a\t\x7F"#), "\(text)")
    }

    private static func strings(in value: Any) -> [String] {
        switch value {
        case let text as String: [text]
        case let array as [Any]: array.flatMap(strings)
        case let object as [String: Any]: object.keys.map { $0 } + object.values.flatMap(strings)
        default: []
        }
    }
}
