import ContentCompiler
import ContentTestSupport
import Foundation

/// Lays a rule example's files over the base project (`Fixtures/Base`), each
/// completed from a valid file of its kind as ``RuleExample/File/Part`` says.
enum ExampleHost {
    /// Why an example cannot be placed.
    struct PlacementError: Error, CustomStringConvertible {
        var description: String
    }

    /// The base file a part of a file of each kind is completed from, when the
    /// base project has no file at the example's path.
    static let templates: [RuleExample.File.Kind: String] = [
        .manifest: "contentc.yaml",
        .book: "books/sample/book.yaml",
        .idea: "books/sample/ideas/b1i1.yaml",
        .course: "courses/sample/course.yaml",
        .section: "courses/sample/sections/second.yaml",
    ]

    /// Compiles one side of an example. For an example that changes a built
    /// project, the base project is built into an output folder first, and the
    /// changed project is compiled against that build.
    static func compile(_ files: [RuleExample.File], of example: RuleExample) throws -> Compilation {
        guard example.changesBuiltProject else { return try project(with: files).compile() }
        let base = try TemporaryProject()
        guard let earlier = try base.compile().output else {
            throw PlacementError(description: "the base project does not build")
        }
        let out = base.pathBeside("out")
        try OutputFolder.write(earlier, to: out)
        return try project(with: files).compile(previousBuild: PreviousBuild(directory: out, displayPath: "out"))
    }

    /// A copy of the base project with the example's files written into it.
    static func project(with files: [RuleExample.File]) throws -> TemporaryProject {
        let project = try TemporaryProject()
        for file in files {
            try project.write(file.path, ExampleNotation.bytes(try completeText(of: file)))
        }
        return project
    }

    /// The whole text of an example's file, still in example notation, ending with a line break.
    static func completeText(of file: RuleExample.File) throws -> String {
        switch file.part {
        case .whole: file.text + "\n"
        case .fields: merge(fields: file.text, into: try host(of: file))
        case .lastQuestions: try replaceLastQuestions(in: try host(of: file), with: file.text)
        }
    }

    /// The base project's file at the example's path, or a base file of its kind.
    static func host(of file: RuleExample.File) throws -> String {
        let base = ContentFixtures.base
        if let text = try? String(contentsOf: base.appendingPathComponent(file.path), encoding: .utf8) {
            return text
        }
        guard let template = templates[file.kind] else {
            throw PlacementError(description: "\(file.path): only content files can be shown in part")
        }
        return try String(contentsOf: base.appendingPathComponent(template), encoding: .utf8)
    }

    /// The host with each top-level field the fragment writes replaced by the
    /// fragment's: the host's fields of those keys removed, the fragment appended.
    static func merge(fields fragment: String, into host: String) -> String {
        let keys = Set(lines(of: fragment).compactMap(topLevelKey))
        var kept: [String] = []
        var skipping = false
        for line in lines(of: host) {
            if let key = topLevelKey(line) { skipping = keys.contains(key) }
            if !skipping { kept.append(line) }
        }
        return (kept + lines(of: fragment)).joined(separator: "\n") + "\n"
    }

    /// The host with the last items of its first `questions:` list replaced by
    /// the fragment's items (lines starting with `- `), indented to fit.
    static func replaceLastQuestions(in host: String, with fragment: String) throws -> String {
        var hostLines = lines(of: host)
        guard let start = hostLines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "questions:" }) else {
            throw PlacementError(description: "the host file has no questions")
        }
        let indent = indentation(of: hostLines[start])
        let end = hostLines[(start + 1)...].firstIndex { !$0.isEmpty && indentation(of: $0) <= indent } ?? hostLines.count
        let itemIndent = String(repeating: " ", count: indent + 2)
        let items = (start + 1..<end).filter { hostLines[$0].hasPrefix(itemIndent + "- ") }
        let fragmentLines = lines(of: fragment)
        let count = fragmentLines.filter { $0.hasPrefix("- ") }.count
        guard count >= 1, count <= items.count else {
            throw PlacementError(description: "\(count) questions cannot replace the last of \(items.count)")
        }
        hostLines.replaceSubrange(items[items.count - count]..<end,
                                  with: fragmentLines.map { $0.isEmpty ? "" : itemIndent + $0 })
        return hostLines.joined(separator: "\n") + "\n"
    }

    /// The lines of a text, without the empty one after a final line break.
    private static func lines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// `title` of `title: Meditations`; `nil` for indented lines, list items, comments and `---`.
    private static func topLevelKey(_ line: String) -> String? {
        guard let first = line.first, !" #-".contains(first), let colon = line.firstIndex(of: ":") else { return nil }
        return String(line[..<colon])
    }

    private static func indentation(of line: String) -> Int {
        line.prefix { $0 == " " }.count
    }
}
