import Testing
import YAML

/// The event tape holds every node the events name, with its text, style,
/// tag, anchor and marks, and walks a collection's children without walking
/// inside them.
@Suite struct EventTapeTests {
    static let sample = """
        %TAG !e! tag:example.com,2000:
        ---
        title: &t "quoted \\u00e9"
        list: [a, {b: c}, [d, e], *t]
        nested:
          - !e!thing plain
          - |
            literal
            block
          - key: >
              folded
            other: !!str 12
        empty:
        ...
        --- second
        """

    /// Whether two trees hold the same nodes at the same marks.
    static func same(_ a: Node, _ b: Node) -> Bool {
        guard a.tag == b.tag, a.anchor == b.anchor, a.isFlow == b.isFlow, a.start == b.start, a.end == b.end else {
            return false
        }
        switch (a.content, b.content) {
        case let (.scalar(x, xs), .scalar(y, ys)): return x == y && xs == ys
        case let (.alias(x), .alias(y)): return x == y
        case let (.sequence(x), .sequence(y)): return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
        case let (.mapping(x), .mapping(y)):
            return x.count == y.count && zip(x, y).allSatisfy { same($0.key, $1.key) && same($0.value, $1.value) }
        default: return false
        }
    }

    @Test func recordsWhatTheEventsSay() throws {
        let tape = try EventTape(bytes: Array(Self.sample.utf8))
        #expect(tape.documents.count == 2)
        let root = try #require(tape.documents.first?.root)
        #expect(root.kind == .mapping)
        #expect(root.pairs.count == 4)
        #expect(root.pairs.map { $0.key.scalarValue } == ["title", "list", "nested", "empty"])
        let title = try #require(root.pairs.first?.value)
        #expect(title.scalarValue == "quoted é")
        #expect(title.style == .doubleQuoted)
        #expect(title.anchor == "t")
        #expect(title.start == Mark(line: 3, column: 8))

        let list = Array(root.pairs)[1].value
        #expect(list.isFlow)
        #expect(list.items.count == 4)
        #expect(list.items.map(\.kind) == [.scalar, .mapping, .sequence, .alias])
        #expect(Array(list.items).last?.content.aliasName == "t")

        let nested = Array(root.pairs)[2].value
        #expect(nested.items.map(\.kind) == [.scalar, .scalar, .mapping])
        #expect(nested.items.first?.tag == "tag:example.com,2000:thing")
        #expect(Array(nested.items)[1].scalarValue == "literal\nblock\n")
        #expect(Array(nested.items)[1].style == .literal)
        let last = try #require(Array(nested.items).last)
        #expect(last.pairs.map { $0.value.scalarValue } == ["folded\n", "12"])
        #expect(Array(last.pairs).last?.value.tag == "tag:yaml.org,2002:str")

        let empty = Array(root.pairs)[3].value
        #expect(empty.isScalar(""))
        #expect(!empty.isScalar("x"))
        let second = try #require(tape.documents.last)
        #expect(second.root.scalarValue == "second")
        #expect(second.hasExplicitStart)
    }

    @Test func aTreeRecordedOnATapeReadsBackTheSame() throws {
        for document in try parseDocuments(Array(Self.sample.utf8)) {
            let recorded = try #require(EventTape(tree: document.root).documents.first?.root)
            #expect(Self.same(recorded.tree, document.root))
        }
    }

    @Test func bytesCompareAsText() throws {
        let tape = try EventTape(bytes: Array("{a: b, c: b, d: [b]}".utf8))
        let root = try #require(tape.documents.first?.root)
        let values = root.pairs.map(\.value)
        #expect(values[0].hasSameText(as: values[1]))
        #expect(!values[0].hasSameText(as: root.pairs.first!.key))
        #expect(values[2].isScalar("b") == false)
        #expect(values[2].items.first?.isScalar("b") == true)
    }
}

extension TapeNode.Content {
    /// An alias's name.
    var aliasName: String? {
        if case .alias(let name) = self { return name }
        return nil
    }
}
