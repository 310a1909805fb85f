import Testing
import YAML

/// A plain scalar followed on its line by a comment that looks like more of
/// its text (`#1`) is marked on the tape with the comment and where its `#`
/// is; other comments, and `#` in quotes or inside a word, are not.
@Suite struct TextCutByCommentTests {
    /// Each plain scalar value of the first document with the cut the tape found, as `text|comment@line:column`.
    static func cuts(_ yaml: String) throws -> [String] {
        let tape = try EventTape(bytes: Array(yaml.utf8))
        var found: [String] = []
        func walk(_ node: TapeNode) {
            switch node.kind {
            case .scalar:
                if let cut = node.textCutByComment { found.append("\(node.scalarValue!)|\(cut.text)@\(cut.mark)") }
            case .sequence: node.items.forEach(walk)
            case .mapping: node.pairs.forEach { walk($0.key); walk($0.value) }
            case .alias: break
            }
        }
        tape.documents.forEach { walk($0.root) }
        return found
    }

    @Test func aHashGluedToAWordAfterPlainTextIsACut() throws {
        #expect(try Self.cuts("title: Marcus is the #1 Stoic\n") == ["Marcus is the|#1 Stoic@1:22"])
        #expect(try Self.cuts("- a\n- b \t#tag  \n") == ["b|#tag@2:6"])
        #expect(try Self.cuts("text: one\n  two #three\n") == ["one two|#three@2:7"])
        #expect(try Self.cuts("title: last #1") == ["last|#1@1:13"])
        // No text left at all.
        #expect(try Self.cuts("title: #1 Stoic\nnext: x\n") == ["|#1 Stoic@1:8"])
    }

    @Test func otherCommentsAndHashesAreNot() throws {
        #expect(try Self.cuts("title: Marcus # a comment\n# own line\nb: '#1' #\nc: \"x\" #q\nd: C#\ne: a#b\n") == [])
        #expect(try Self.cuts("f: |\n  x #1\ng: [a, b] #c\nh: 5 # n\n") == [])

    }

    @Test func columnsCountCharactersAfterTextBeyondASCII() throws {
        #expect(try Self.cuts("\u{FEFF}a: é\nb: Épictète est #1\n") == ["Épictète est|#1@2:17"])
        #expect(try Self.cuts("a: 😀😀\r\nb: x #1 🙂\r\n") == ["x|#1 🙂@2:6"])
        #expect(try Self.cuts("a: x #é\n") == ["x|#é@1:6"])
    }

    /// libyaml reads its input 16 KiB at a time: cuts are found on each side of every refill.
    @Test func cutsAreFoundThroughALongFile() throws {
        var yaml = ""
        var expected: [String] = []
        for line in 1...3000 {
            let accent = line % 7 == 0 ? "é" : "e"
            yaml += "k\(line): v\(accent)\(line) #\(line)\n"
            expected.append("v\(accent)\(line)|#\(line)@\(line):\(7 + 2 * String(line).count)")
        }
        #expect(try Self.cuts(yaml) == expected)
    }
}
