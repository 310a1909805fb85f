import ContentRuntime
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import YAML

/// One line of a file as the diagnoses read it: its characters by column
/// (Unicode scalars, as ``Mark`` counts them), its indentation, and the key or
/// list item it starts with.
struct SourceLine {
    /// The 1-based line number.
    let number: Int
    /// The line's characters, without its line break.
    let scalars: [Unicode.Scalar]

    /// The line `number` of `lines`, or `nil` if the file has no such line.
    init?(_ number: Int, in lines: SourceLines) {
        guard let text = lines[number] else { return nil }
        self.number = number
        scalars = Array(text.unicodeScalars)
    }

    /// The number of spaces before the first other character.
    var indentation: Int { scalars.prefix { $0 == " " }.count }

    /// The 1-based column of the first character that is not a space.
    var firstColumn: Int { indentation + 1 }

    /// Whether the line holds nothing but spaces, or a comment.
    var isBlankOrComment: Bool {
        let rest = scalars.drop { $0 == " " || $0 == "\t" }
        return rest.isEmpty || rest.first == "#"
    }

    /// Whether the line starts (after its indentation) with a list item's `- `.
    var startsWithDash: Bool {
        character(at: firstColumn) == "-" && [nil, " "].contains(character(at: firstColumn + 1))
    }

    /// The character at a 1-based column, or `nil` past the end.
    func character(at column: Int) -> Unicode.Scalar? {
        column >= 1 && column <= scalars.count ? scalars[column - 1] : nil
    }

    /// The text from a 1-based column to the end of the line.
    func text(from column: Int) -> String {
        text(from: column, to: scalars.count + 1)
    }

    /// The text from one 1-based column up to (not including) another.
    func text(from start: Int, to end: Int) -> String {
        let lower = min(max(start - 1, 0), scalars.count)
        let upper = min(max(end - 1, lower), scalars.count)
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[lower..<upper])
        return text
    }

    /// The key the line starts with, after an optional `- `: a word followed by
    /// `:` and a space or the line's end, as in `  - text: …` or `bloom: recall`.
    var leadingKey: (name: String, column: Int)? {
        var column = firstColumn
        if startsWithDash {
            column += 1
            while character(at: column) == " " { column += 1 }
        }
        let start = column
        while let scalar = character(at: column), scalar.isKeyCharacter { column += 1 }
        guard column > start, character(at: column) == ":", [nil, " "].contains(character(at: column + 1)) else {
            return nil
        }
        return (text(from: start, to: column), start)
    }

    /// The column where the line's value starts: after its leading key and the
    /// spaces that follow, or after a list item's `- `; `nil` when nothing follows.
    var valueColumn: Int? {
        var column: Int
        if let key = leadingKey {
            column = key.column + key.name.unicodeScalars.count + 1
        } else if startsWithDash {
            column = firstColumn + 1
        } else {
            return nil
        }
        while character(at: column) == " " { column += 1 }
        return column <= scalars.count ? column : nil
    }

    /// The value's text from a column to the end of the line, without a trailing
    /// comment (` #…`) or spaces: what an author means as the value.
    func value(from column: Int) -> String {
        var end = scalars.count + 1
        var index = column
        while index <= scalars.count {
            if scalars[index - 1] == "#", index > column, scalars[index - 2] == " " {
                end = index
                break
            }
            index += 1
        }
        return text(from: column, to: end).trimmingWhitespace().description
    }
}

extension Unicode.Scalar {
    /// A character of a key as authors write them: letters, digits, `_`, `-` and `.`.
    var isKeyCharacter: Bool {
        properties.isAlphabetic || ("0"..."9").contains(self) || self == "_" || self == "-" || self == "."
    }
}

/// Text put in quotes so that YAML reads it exactly: double quotes, or single
/// quotes when the text holds a double quote or a backslash (an apostrophe in
/// single quotes is written twice).
func quotedForYAML(_ text: String) -> String {
    if !text.contains("\"") && !text.contains("\\") {
        return "\"\(text)\""
    }
    return "'\(text.replacingScalar("'", with: "''"))'"
}

/// Where to move a line, in words: "indent 'bloom' by 4 spaces", or "write
/// 'author' at the start of the line".
///
/// - Parameters:
///   - what: What the line starts with, as the message names it (`'bloom'`, `its '-'`).
///   - spaces: The indentation it needs.
func indentationAdvice(_ what: String, _ spaces: Int) -> String {
    switch spaces {
    case 0: "write \(what) at the start of the line"
    case 1: "indent \(what) by 1 space"
    default: "indent \(what) by \(spaces) spaces"
    }
}
