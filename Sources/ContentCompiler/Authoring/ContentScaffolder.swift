import ContentRuntime
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import YAML

/// `contentc new`: plans new books, ideas, courses, sections and lessons in a
/// content folder, with the next free ids and numbers.
///
/// Every file it creates starts with the schema modeline
/// (``SchemaModeline``) and compiles at once: where the author has to write,
/// it writes placeholders (``Placeholder``, reported by P107 as warnings), and
/// the question banks have the sizes the project's rule settings in
/// contentc.yaml ask for. Existing files it adds to (course.yaml's `sections:`,
/// a section's `lessons:`) are edited in place (``ListAppend``).
public struct ContentScaffolder: Sendable {
    /// The content folder.
    public let contentDirectory: URL
    /// How messages name it: as the user typed it.
    public let displayRoot: String
    /// The rule settings of contentc.yaml.
    public let configuration: RuleConfiguration
    /// contentc.yaml's `version`, when it is a semantic version.
    public let version: SemanticVersion?
    /// The content folder's bounds: nothing outside them is read or written.
    let folder: ContentFolder

    /// Opens a content folder and reads its rule settings.
    ///
    /// - Throws: ``AuthoringError`` (`.usage`) when the folder does not exist
    ///   or has no contentc.yaml, so nothing is scaffolded in the wrong place.
    public init(contentDirectory: URL, displayRoot: String) throws(AuthoringError) {
        self.contentDirectory = contentDirectory
        self.displayRoot = displayRoot
        guard PathKind(atPath: contentDirectory.path) == .folder, let folder = ContentFolder(root: contentDirectory) else {
            throw AuthoringError(.usage, "content folder '\(displayRoot)' does not exist",
                                 hint: "give the content folder with --content DIR")
        }
        self.folder = folder
        let manifest = SourceFile(url: contentDirectory.appendingPathComponent("contentc.yaml"),
                                  displayPath: SourceFile.displayPath(root: displayRoot, relative: "contentc.yaml"))
        guard FileManager.default.fileExists(atPath: manifest.url.path) else {
            throw AuthoringError(.usage, "'\(displayRoot)' has no contentc.yaml, so it is not a content folder",
                                 hint: "give the content folder with --content DIR")
        }
        let source = readManifest(manifest, root: contentDirectory).manifest
        configuration = source?.configuration ?? .defaults
        version = source?.version.flatMap { SemanticVersion($0.value) }
    }

    // MARK: Paths

    /// A file or folder in the content folder.
    func url(_ relative: String) -> URL {
        contentDirectory.appendingPathComponent(relative)
    }

    /// A path as messages name it.
    func display(_ relative: String) -> String {
        SourceFile.displayPath(root: displayRoot, relative: relative)
    }

    /// A folder to create, for a plan.
    func newFolder(_ relative: String) -> (url: URL, displayPath: String) {
        (url(relative), display(relative))
    }

    /// Whether a file or folder exists in the content folder.
    func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: url(relative).path)
    }

    /// The names of the sub-folders of `books` or `courses`, for suggestions.
    func folderNames(in relative: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url(relative).path)) ?? []).filter { !$0.hasPrefix(".") }
    }

    /// The `.yaml` file names (without the extension) of a folder, sorted.
    func yamlStems(in relative: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url(relative).path)) ?? [])
            .filter { $0.hasSuffix(".yaml") && !$0.hasPrefix(".") }
            .map { String($0.dropLast(".yaml".count)) }
            .sorted()
    }

    /// A file's bytes.
    ///
    /// - Throws: ``AuthoringError`` (`.io`) when it cannot be read.
    func read(_ relative: String) throws(AuthoringError) -> [UInt8] {
        try folder.requireInside(url(relative), displayPath: display(relative))
        var log = DiagnosticLog()
        guard let bytes = SourceFile(url: url(relative), displayPath: display(relative)).read(log: &log) else {
            throw AuthoringError(.io, log.diagnostics.first?.message ?? "cannot read this file", file: display(relative))
        }
        return bytes
    }

    /// A plan of this content folder, whose files and folders are written only inside it.
    func plan(_ subject: String) -> ScaffoldPlan {
        ScaffoldPlan(subject: subject, contentFolder: folder)
    }

    /// A planned new file: its document with the schema modeline first.
    func newFile(_ relative: String, kind: SchemaModeline.Kind, _ value: YAMLValue) -> ScaffoldPlan.Change {
        let text = value.document(firstLine: SchemaModeline.line(for: kind, at: relative))
        return ScaffoldPlan.Change(action: .create, url: url(relative), displayPath: display(relative),
                                   bytes: Array(text.utf8), summary: "created")
    }

    // MARK: Questions

    /// Placeholder options, all different: the correct one first, then the wrong ones.
    ///
    /// - Parameter count: 2 to 6 (the question rules allow no other).
    func optionPlaceholders(_ count: Int) -> YAMLValue {
        let options = ["the correct answer", "a wrong answer", "another wrong answer", "a third wrong answer",
                       "a fourth wrong answer", "a fifth wrong answer"]
        return .list(options.prefix(count).map { .text(Placeholder.text($0)) })
    }

    /// `correct: 0`, the first time with a comment saying what it means.
    func correctAnswer(commented: Bool) -> YAMLValue.Pair {
        .init("correct", .integer(0), comment: commented ? "the position of the correct option, from 0" : nil)
    }

    // MARK: Checks of the request

    /// Refuses text that is not a slug (`[a-z0-9]+(-[a-z0-9]+)*`).
    ///
    /// - Parameter what: What the slug names, for the message: "book slug".
    func requireSlug(_ text: String, _ what: String) throws(AuthoringError) {
        guard FieldFormats.isSlug(text) else {
            let suggestion = FieldFormats.slugSuggestion(for: text).map { ", such as '\($0)'" } ?? ""
            throw AuthoringError(.usage, "'\(text)' is not a valid \(what): it must be lowercase words joined by hyphens",
                                 hint: "use only a-z, 0-9 and single hyphens\(suggestion)")
        }
    }

    /// The title to write: the one given, or a placeholder.
    ///
    /// - Parameter field: What the text is, for messages and its option:
    ///   "title" (`--title`) or "author" (`--author`).
    /// - Throws: ``AuthoringError`` (`.usage`) for a blank text, or one
    ///   holding a control character that S113 would refuse in the file.
    func title(_ given: String?, placeholder: String, field: String = "title") throws(AuthoringError) -> YAMLValue {
        guard let given else { return .text(Placeholder.text(placeholder)) }
        guard !given.allSatisfy(\.isWhitespace) else {
            throw AuthoringError(.usage, "the \(field) is blank", hint: "write the \(field), or leave --\(field) out for a placeholder")
        }
        if let control = given.unicodeScalars.first(where: PrintableText.isRefusedInText) {
            throw AuthoringError(.usage, "the \(field) holds the control character \(PrintableText.escape(control)) "
                                     + "(\(PrintableText.codePoint(control))), which apps cannot show",
                                 hint: "write the \(field) without it")
        }
        return .text(given)
    }

    /// Refuses a book or course that does not exist, suggesting a close one.
    ///
    /// - Parameters:
    ///   - slug: The book or course slug.
    ///   - kind: `.book` or `.course`.
    func requireExisting(_ slug: String, _ kind: ProjectLayout.FolderKind) throws(AuthoringError) {
        try requireSlug(slug, "\(kind.noun) slug")
        let relative = "\(kind.parent)/\(slug)/\(kind.mainFile)"
        guard exists(relative) else {
            let folders = folderNames(in: kind.parent)
            if folders.contains(slug) {
                throw AuthoringError(.refused, "the \(kind.noun) folder '\(slug)' has no \(kind.mainFile): \(display(relative)) does not exist",
                                     hint: "write \(kind.mainFile) there first (`contentc lint` says what it needs)")
            }
            let suggestion = Suggestion.closest(to: slug, in: folders)
            throw AuthoringError(.refused, "there is no \(kind.noun) '\(slug)': \(display(relative)) does not exist",
                                 hint: suggestion.map { "did you mean '\($0)'?" }
                                     ?? "create it with `contentc new \(kind.noun) \(slug)`")
        }
    }
}
