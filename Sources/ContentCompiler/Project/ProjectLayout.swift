#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
/// from it) is the same on every machine. Hidden entries are skipped. The
/// walk never leaves the content folder (see ``ContentFolder``), is bounded
/// by ``ProjectLimits``, and reports every folder it cannot list and every
/// entry it will not read (P105) instead of taking it as empty.
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
        /// `idea` or `section`: what one member file holds.
        var memberNoun: String
        /// What the main file starts with, for the hint when it is missing.
        var mainFields: String

        static let book = FolderKind(parent: "books", noun: "book", mainFile: "book.yaml", members: "ideas", memberNoun: "idea",
                                     mainFields: "the book's number and title")
        static let course = FolderKind(parent: "courses", noun: "course", mainFile: "course.yaml", members: "sections", memberNoun: "section",
                                       mainFields: "the course's id, title and sections")
    }

    var books: [Folder] = []
    var courses: [Folder] = []
    /// Problems with the layout itself: missing, stray and unreadable files,
    /// links out of the content folder, bad folder names, limits crossed.
    var diagnostics: [Diagnostic] = []
    /// Whether the content files hold more bytes in all than a run reads
    /// (``ProjectLimits/maxTotalBytes``): then none of them is read.
    var isOverBudget = false

    /// Every content file of the layout: main files and members, books first.
    var files: [SourceFile] {
        var files: [SourceFile] = []
        files.reserveCapacity(fileCount)
        for folder in books + courses {
            if let main = folder.mainFile { files.append(main) }
            files += folder.memberFiles
        }
        return files
    }

    /// How many content files the layout has: ``files``' count, without making the list.
    var fileCount: Int {
        (books + courses).reduce(0) { $0 + ($1.mainFile == nil ? 0 : 1) + $1.memberFiles.count }
    }
}

