@testable import ContentCompiler
import ContentTestSupport
import Foundation
import Testing
import YAML

/// A source line is shown escaped and cut around its caret; a short line with
/// nothing to escape is shown as it is, with the caret at the same place.
@Suite struct SourceExcerptTests {
    static let file = "content/books/b/ideas/b1i1.yaml"

    func excerpt(_ text: String, line: Int, column: Int) -> SourceExcerpts.Excerpt? {
        let mark = Mark(line: line, column: column)
        return SourceExcerpts(file: Self.file, bytes: Array(text.utf8), marks: [mark])[SourceLocation(file: Self.file, mark: mark)]
    }

    @Test func aPlainLineIsShownAsItIs() {
        let text = "plain: line\n  - Épictète’s café\n"
        #expect(excerpt(text, line: 1, column: 8) == .init(text: "plain: line", caretOffset: 7))
        #expect(excerpt(text, line: 1, column: 40) == .init(text: "plain: line", caretOffset: 11), "a caret past the end stays at it")
        #expect(excerpt(text, line: 2, column: 5) == .init(text: "  - Épictète’s café", caretOffset: 4), "columns count scalars")
    }

    /// The caret is padded by terminal columns: a CJK character or an emoji
    /// takes two, a combining mark none; the column itself counts scalars.
    @Test func wideCharactersTakeTwoColumnsBeforeTheCaret() {
        let line = "  - {text: \"最大の大陸はどれ？\", correct: 7}\n"
        // Before the 7 (column 34): 12 ASCII characters, the 9 wide ones (18 columns), 12 ASCII.
        #expect(excerpt(line, line: 1, column: 34) == .init(text: String(line.dropLast()), caretOffset: 42))
        #expect(excerpt("a: 🌍 x\n", line: 1, column: 6) == .init(text: "a: 🌍 x", caretOffset: 6))
        #expect(excerpt("a: e\u{301} x\n", line: 1, column: 7) == .init(text: "a: e\u{301} x", caretOffset: 5))
        let long = String(repeating: "語", count: 400) + " x"
        let shown = excerpt(long, line: 1, column: 100)
        #expect(shown?.caretOffset == 1 + 2 * (SourceExcerpts.maxColumns / 2), "a cut line counts its '…' as one column")
    }

    @Test func controlCharactersAreEscapedAndMoveTheCaret() {
        #expect(excerpt("\tTabbed: x\n", line: 1, column: 3) == .init(text: "\\tTabbed: x", caretOffset: 3))
    }

    /// A file holding NEL, LINE SEPARATOR or PARAGRAPH SEPARATOR is refused
    /// at the first (Y102), located as editors count lines: its line is shown
    /// whole, the character escaped under the caret, not cut where YAML ends
    /// a line.
    @Test func aLineBreakOnlyYAMLSeesIsShownInItsLine() {
        #expect(excerpt("a: 1\nauthor: a\u{85}b\n", line: 2, column: 10) == .init(text: "author: a\\x85b", caretOffset: 9))
        #expect(excerpt("title: S\u{2028}Book\r\nnext: x\n", line: 1, column: 9) == .init(text: "title: S\\u2028Book", caretOffset: 8))
        #expect(excerpt("a\u{2029}b\r\nnext: x\n", line: 2, column: 1) == .init(text: "next: x", caretOffset: 0), "lines as editors count them")
    }

    @Test func aLongLineIsCutAroundTheCaret() throws {
        let long = String(repeating: "word ", count: 60)
        let shown = try #require(excerpt(long, line: 1, column: 200))
        #expect(shown.text.hasPrefix("…") && shown.text.hasSuffix("…"))
        #expect(shown.text.unicodeScalars.count == SourceExcerpts.maxColumns + 2)
        #expect(shown.caretOffset == 1 + SourceExcerpts.maxColumns / 2)
    }

    /// The lines a folder's own diagnostics point at come from the bytes the
    /// folder was decoded from, not from the file read again: here the file
    /// on disk is gone (or could have changed), and the lines are still found.
    @Test func linesOfBytesAtHandAreNotReadAgain() throws {
        let folder = try TemporaryFolder()
        let gone = SourceFile(url: folder.path("never-written.yaml"), displayPath: Self.file)
        let mark = Mark(line: 2, column: 3)
        let location = SourceLocation(file: Self.file, mark: mark)
        let diagnostic = Diagnostic(severity: .warning, rule: .itemStemClue, message: "m", location: location)
        var read = SourceExcerpts()
        read.addMissing(for: [diagnostic], files: [Self.file: gone])
        #expect(read[location] == nil, "a file that cannot be read gives no line")
        var atHand = SourceExcerpts()
        atHand.addMissing(for: [diagnostic], files: [Self.file: gone], readAlready: [Self.file: Array("a: 1\nb: two\n".utf8)])
        #expect(atHand[location] == .init(text: "b: two", caretOffset: 2))
    }
}
