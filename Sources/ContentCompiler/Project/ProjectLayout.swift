import Foundation

extension Rule {
    /// P101: files the project needs.
    static let missingFile = Rule(
        code: "P101", name: "project.missing-file",
        summary: "contentc.yaml, and each book's and course's main file, exist",
        explanation: """
        A content folder holds `contentc.yaml`; each folder under `books/` holds a \
        `book.yaml`, and each folder under `courses/` a `course.yaml`. Create the \
        missing file, or remove the folder.
        """)

    /// P104: files that are not read.
    static let strayFile = Rule(
        code: "P104", name: "project.stray-file",
        summary: "YAML files sit where contentc reads them",
        severity: .warning, configurable: true,
        explanation: """
        This YAML file is in a place contentc does not read (or ends in `.yml`), so \
        its content would be silently ignored. Content files end in `.yaml` and sit \
        at `books/<slug>/book.yaml`, `books/<slug>/ideas/<id>.yaml`, \
        `courses/<slug>/course.yaml` and `courses/<slug>/sections/<id>.yaml`.
        """)
}

/// Where each content file of a project is, found by walking the content folder.
///
/// Names are visited in sorted order, so the layout (and everything compiled
/// from it) is the same on every machine. Hidden entries are skipped.
struct ProjectLayout: Sendable {
    /// A book or course folder: its slug, its main file (book.yaml, course.yaml)
    /// and its member files (ideas, sections), sorted by name.
    struct Folder: Sendable {
        var slug: String
        var url: URL
        var mainFile: SourceFile?
        var memberFiles: [SourceFile]
    }

    /// What a kind of folder holds.
    struct FolderKind {
        /// `books` or `courses`.
        var parent: String
        /// `book` or `course`.
        var noun: String
        /// `book.yaml` or `course.yaml`.
        var mainFile: String
        /// `ideas` or `sections`.
        var members: String
        /// What the main file starts with, for the hint when it is missing.
        var mainFields: String

        static let book = FolderKind(parent: "books", noun: "book", mainFile: "book.yaml", members: "ideas",
                                     mainFields: "the book's number and title")
        static let course = FolderKind(parent: "courses", noun: "course", mainFile: "course.yaml", members: "sections",
                                       mainFields: "the course's id, title and sections")
    }

    var books: [Folder] = []
    var courses: [Folder] = []
    /// Problems with the layout itself: missing files, stray files, bad folder names.
    var diagnostics: [Diagnostic] = []

}

extension ProjectLayout {
    /// Walks a content folder.
    ///
    /// - Parameters:
    ///   - root: The content folder.
    ///   - displayRoot: How diagnostics name it (as the user typed it).
    ///   - configuration: The rule settings, for the layout's own diagnostics.
    /// - Throws: ``ProjectError`` when the folder does not exist or cannot be listed.
    static func scan(root: URL, displayRoot: String, configuration: RuleConfiguration) throws(ProjectError) -> ProjectLayout {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
            throw ProjectError(message: "content folder '\(displayRoot)' does not exist")
        }
        guard isDirectory.boolValue else {
            throw ProjectError(message: "'\(displayRoot)' is not a folder; --content names the content folder")
        }
        guard let entries = try? listing(root) else {
            throw ProjectError(message: "content folder '\(displayRoot)' cannot be read")
        }
        var scanner = Scanner(displayRoot: displayRoot, log: DiagnosticLog(configuration: configuration))
        var layout = ProjectLayout()
        // contentc.yaml is read before the walk, for its rule settings.
        for entry in entries where entry != "contentc.yaml" {
            switch entry {
            case "books": layout.books = scanner.folders(root, "books").map { scanner.folder($0.url, slug: $0.name, kind: .book) }
            case "courses": layout.courses = scanner.folders(root, "courses").map { scanner.folder($0.url, slug: $0.name, kind: .course) }
            default: scanner.strayIfYAML(root.appendingPathComponent(entry), relative: entry)
            }
        }
        layout.diagnostics = scanner.log.diagnostics
        return layout
    }

    /// Sorted, non-hidden names in a folder.
    fileprivate static func listing(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()
    }
}

/// The walk's state: the display root and the diagnostics of the layout.
private struct Scanner {
    let displayRoot: String
    var log: DiagnosticLog

    func display(_ relative: String) -> String {
        SourceFile.displayPath(root: displayRoot, relative: relative)
    }

    func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    mutating func file(_ url: URL, relative: String) -> SourceFile {
        SourceFile(url: url, displayPath: display(relative))
    }

    /// The sub-folders of `root/name`, each with a slug name; stray files reported.
    mutating func folders(_ root: URL, _ name: String) -> [(name: String, url: URL)] {
        let folder = root.appendingPathComponent(name)
        guard isDirectory(folder) else {
            strayIfYAML(folder, relative: name)
            return []
        }
        var result: [(String, URL)] = []
        for entry in (try? ProjectLayout.listing(folder)) ?? [] {
            let url = folder.appendingPathComponent(entry)
            guard isDirectory(url) else {
                strayIfYAML(url, relative: "\(name)/\(entry)")
                continue
            }
            guard FieldFormats.isSlug(entry) else {
                let suggestion = FieldFormats.slugSuggestion(for: entry).map { ", such as '\($0)'" } ?? ""
                log.report(.idFormat, "folder name '\(entry)' must be lowercase words joined by hyphens",
                           file: display("\(name)/\(entry)"), at: nil,
                           hint: "rename the folder\(suggestion); its name is the id apps use")
                continue
            }
            result.append((entry, url))
        }
        return result
    }

    /// A book or course folder: its main file and member files; anything else is reported if it is YAML.
    mutating func folder(_ url: URL, slug: String, kind: ProjectLayout.FolderKind) -> ProjectLayout.Folder {
        let relative = "\(kind.parent)/\(slug)"
        var folder = ProjectLayout.Folder(slug: slug, url: url, mainFile: nil, memberFiles: [])
        for entry in (try? ProjectLayout.listing(url)) ?? [] {
            let entryURL = url.appendingPathComponent(entry)
            switch entry {
            case kind.mainFile: folder.mainFile = file(entryURL, relative: "\(relative)/\(entry)")
            case kind.members: folder.memberFiles = memberFiles(in: entryURL, relative: "\(relative)/\(entry)")
            default: strayIfYAML(entryURL, relative: "\(relative)/\(entry)")
            }
        }
        if folder.mainFile == nil {
            log.report(.missingFile, "\(kind.noun) folder '\(slug)' has no \(kind.mainFile)", file: display(relative), at: nil,
                       hint: "create \(relative)/\(kind.mainFile) with \(kind.mainFields)")
        }
        return folder
    }

    /// The `.yaml` files of a folder of ideas or sections.
    mutating func memberFiles(in folder: URL, relative: String) -> [SourceFile] {
        guard isDirectory(folder) else {
            log.report(.unreadableFile, "'\(folder.lastPathComponent)' must be a folder of .yaml files",
                       file: display(relative), at: nil)
            return []
        }
        let entries: [String]
        do {
            entries = try ProjectLayout.listing(folder)
        } catch {
            log.report(.unreadableFile, "cannot list this folder: \(error.localizedDescription)",
                       file: display(relative), at: nil)
            return []
        }
        var files: [SourceFile] = []
        for entry in entries {
            let url = folder.appendingPathComponent(entry)
            if entry.hasSuffix(".yaml"), !isDirectory(url) {
                files.append(file(url, relative: "\(relative)/\(entry)"))
            } else {
                strayIfYAML(url, relative: "\(relative)/\(entry)")
            }
        }
        return files
    }

    /// Warns about a YAML file (or `.yml`) where nothing is read, including the
    /// files of a folder where nothing is read (its links to folders are not followed).
    mutating func strayIfYAML(_ url: URL, relative: String) {
        guard !isDirectory(url) else {
            guard (try? url.resourceValues(forKeys: [.isSymbolicLinkKey]))?.isSymbolicLink != true else { return }
            for entry in (try? ProjectLayout.listing(url)) ?? [] {
                strayIfYAML(url.appendingPathComponent(entry), relative: "\(relative)/\(entry)")
            }
            return
        }
        let name = url.lastPathComponent
        let lowercased = name.lowercased()
        if lowercased.hasSuffix(".yml") || (lowercased.hasSuffix(".yaml") && !name.hasSuffix(".yaml")) {
            log.report(.strayFile, "'\(name)' is not read: content files end in .yaml, in lowercase",
                       file: display(relative), at: nil, hint: "rename it to end in .yaml")
        } else if name.hasSuffix(".yaml") {
            log.report(.strayFile, "'\(url.lastPathComponent)' is not read: no content file belongs here",
                       file: display(relative), at: nil,
                       hint: "content files are books/<slug>/book.yaml, books/<slug>/ideas/<id>.yaml, courses/<slug>/course.yaml and courses/<slug>/sections/<id>.yaml")
        }
    }
}
