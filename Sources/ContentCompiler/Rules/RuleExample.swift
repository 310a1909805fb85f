/// A rule shown at work: source that fails it and source that passes it, as
/// `contentc explain` prints them under "Fails:" and "Passes:".
///
/// An example is a few files of a small project, or parts of them, laid over a
/// valid project: a book `books/sample` (number 1) with the ideas `b1i1` and
/// `b1i2`, and a course `courses/sample` with the sections `first` (a quiz
/// lesson and a reading lesson) and `second` (one lesson that is both). What
/// an example leaves out of a file is as in that project (see ``File/Part``),
/// so examples stay short, yet a test compiles every one of them: the failing
/// files must report the rule, the passing files nothing at all.
///
/// Text that cannot be typed (bytes that are not UTF-8, a thousand brackets) is
/// written in ``ExampleNotation``.
public struct RuleExample: Sendable {
    /// The rule shown.
    public let rule: Rule
    /// Files that make the rule report.
    public let failing: [File]
    /// The same files put right: they compile without any diagnostic.
    public let passing: [File]
    /// Whether the files change a project already built into its output folder
    /// (the project without them, at version 1.0.0), for rules that compare with
    /// the last build.
    public let changesBuiltProject: Bool

    /// Creates an example.
    public init(_ rule: Rule, fails failing: [File], passes passing: [File], changesBuiltProject: Bool = false) {
        self.rule = rule
        self.failing = failing
        self.passing = passing
        self.changesBuiltProject = changesBuiltProject
    }
}

extension RuleExample {
    /// One file of an example, or a part of it.
    public struct File: Sendable, Hashable {
        /// How much of the file the example shows.
        public enum Part: Sendable, Hashable {
            /// The whole file, exactly as written.
            case whole
            /// Some top-level fields, each in place of the field of the same key;
            /// the fields not shown are as in the project's file at that path, or,
            /// for a new file, as in a valid file of its kind.
            case fields
            /// The last questions of the file's first question list (an idea's
            /// question bank, a section's first quiz lesson), in place of as many
            /// questions there. An idea's last questions are its hard ones.
            case lastQuestions
        }

        /// The file's path in the project, such as `books/sample/book.yaml`.
        public let path: String
        /// How much of the file ``text`` is.
        public let part: Part
        /// The text as printed, in ``ExampleNotation``; no trailing line break.
        public let text: String

        /// Creates a file of an example.
        public init(_ path: String, part: Part, text: String) {
            self.path = path
            self.part = part
            self.text = text
        }

        /// The whole file at `path`.
        public static func whole(_ path: String, _ text: String) -> File {
            File(path, part: .whole, text: text)
        }

        /// Some top-level fields of the file at `path`.
        public static func fields(_ path: String, _ text: String) -> File {
            File(path, part: .fields, text: text)
        }

        /// The last questions of the first question list in the file at `path`.
        public static func lastQuestions(_ path: String, _ text: String) -> File {
            File(path, part: .lastQuestions, text: text)
        }

        /// What kind of content file the path names.
        public var kind: Kind { Kind(path: path) }

        /// The bytes the text stands for, with a final line break.
        public var bytes: [UInt8] { ExampleNotation.bytes(text + "\n") }
    }
}

extension RuleExample.File {
    /// The kinds of file a content project holds, told by their place (SPEC §2).
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `contentc.yaml`.
        case manifest
        /// `books/<slug>/book.yaml`.
        case book
        /// `books/<slug>/ideas/<id>.yaml`.
        case idea
        /// `courses/<slug>/course.yaml`.
        case course
        /// `courses/<slug>/sections/<id>.yaml`.
        case section
        /// Any other file, such as a book's XML metadata.
        case other

        /// The kind of the file at a project-relative path. A member file keeps
        /// its kind whatever its extension, so `ideas/b1i3.yml` is an idea that
        /// is not read.
        public init(path: String) {
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            switch (parts.count, parts.first) {
            case (1, "contentc.yaml"): self = .manifest
            case (3, "books") where parts[2] == "book.yaml": self = .book
            case (4, "books") where parts[2] == "ideas": self = .idea
            case (3, "courses") where parts[2] == "course.yaml": self = .course
            case (4, "courses") where parts[2] == "sections": self = .section
            default: self = .other
            }
        }
    }
}
