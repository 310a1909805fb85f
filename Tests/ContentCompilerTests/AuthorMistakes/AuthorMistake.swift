import ContentTestSupport
import Foundation

/// One typical author mistake, made in an otherwise valid project
/// (`Fixtures/AuthorProject`, written in block style as authors write), and
/// what a person reading the file would say about it: the line they would
/// point at, and the advice that fixes it.
///
/// A case with no expectation is a clean case: an edit that must not be
/// reported at all (a byte-order mark, CRLF line ends, text wrapped over lines).
struct AuthorMistake: Sendable, CustomStringConvertible {
    /// How the mistake is made.
    enum Edit: Sendable {
        /// Replaces the first occurrence of a text, which must be in the file.
        case replace(String, with: String)
        /// Rewrites every line break as CRLF.
        case crlfLineEnds
        /// Puts a UTF-8 byte-order mark before the text.
        case byteOrderMark
    }

    /// What a person would say about the mistake.
    struct Expectation: Sendable {
        /// The first occurrence of this text in the edited file is on the line a
        /// person would point at (line breaks it starts with make it unique
        /// without moving it to the line before).
        var pointAt: String
        /// The code the one diagnostic must have.
        var code: String
        /// Texts the diagnostic's message or help must contain (ignoring case).
        var advice: [String]
    }

    /// What the case shows, in a few words.
    var name: String
    /// The edited file, relative to the project.
    var file: String
    /// The edits, in order.
    var edits: [Edit]
    /// What must be reported, or `nil` for a clean case.
    var expected: Expectation?

    var description: String { name }

    /// A mistake made by replacing `old` with `new` in `file`.
    static func mistake(_ name: String, in file: String, replacing old: String, with new: String,
                        pointAt: String, code: String, advice: String...) -> AuthorMistake {
        AuthorMistake(name: name, file: file, edits: [.replace(old, with: new)],
                      expected: Expectation(pointAt: pointAt, code: code, advice: advice))
    }

    /// A change that must compile without any diagnostic.
    static func clean(_ name: String, in file: String, _ edits: Edit...) -> AuthorMistake {
        AuthorMistake(name: name, file: file, edits: edits, expected: nil)
    }

    /// The files of the author project.
    enum Path {
        static let manifest = "contentc.yaml"
        static let book = "books/meditations/book.yaml"
        static let idea = "books/meditations/ideas/b1i1.yaml"
        static let secondIdea = "books/meditations/ideas/b1i2.yaml"
        static let course = "courses/world/course.yaml"
        static let europe = "courses/world/sections/europe.yaml"
        static let asia = "courses/world/sections/asia.yaml"
    }

    /// The folder of the valid project every case edits.
    static let project = ContentFixtures.root.appendingPathComponent("AuthorProject")

    /// Every case: the mistakes, then the clean cases.
    static let all: [AuthorMistake] = quoting + colonsAndComments + indentation + valueStarts + shape
        + oneMistakeOneError + values + clean
}

extension AuthorMistake.Edit {
    /// Applies the edit to a file's text.
    func apply(to text: String) throws -> String {
        switch self {
        case .replace(let old, let new):
            guard let range = text.range(of: old) else { throw EditNotApplicable(old: old) }
            return text.replacingCharacters(in: range, with: new)
        case .crlfLineEnds:
            return text.replacingOccurrences(of: "\n", with: "\r\n")
        case .byteOrderMark:
            return "\u{FEFF}" + text
        }
    }

    /// An edit whose text is not in the file: the case is out of date with the project.
    struct EditNotApplicable: Error, CustomStringConvertible {
        var old: String
        var description: String { "the file does not contain \(old.debugDescription)" }
    }
}
