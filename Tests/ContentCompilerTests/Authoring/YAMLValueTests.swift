@testable import ContentCompiler
import Testing
import YAML

/// What `contentc new` writes reads back as the value it meant.
@Suite struct YAMLValueTests {
    static let value = YAMLValue.mapping([
        .init("id", .text("b1i1")),
        .init("title", .text("TODO: the title: with a colon")),
        .init("number", .integer(3), comment: "a comment"),
        .init("yes", .text("NO")),
        .init("empty", .list([])),
        .init("long", .text(String(repeating: "a long line of text ", count: 8))),
        .init("items", .list([
            .text("one"),
            .mapping([.init("text", .text("[bracketed]")), .init("options", .list([.text("a"), .text("b, c")]))]),
            .list([.text("nested")]),
        ])),
    ])

    @Test func blockDocumentReadsBack() throws {
        let text = Self.value.document(firstLine: "# first line")
        #expect(text.hasPrefix("# first line\nid: b1i1\ntitle: \"TODO: the title: with a colon\"\nnumber: 3  # a comment\n"))
        #expect(text.contains("\nitems:\n  - one\n  - text: \"[bracketed]\"\n    options:\n      - a\n      - b, c\n  - - nested\n"))
        let root = try #require(parseDocuments(Array(text.utf8)).first?.root)
        #expect(Self.value.matches(root))
    }

    @Test func flowReadsBack() throws {
        let text = "v: " + Self.value.flow + "\n"
        let root = try #require(parseDocuments(Array(text.utf8)).first?.root)
        guard case .mapping(let pairs) = root.content else {
            Issue.record("not a mapping")
            return
        }
        #expect(Self.value.matches(pairs[0].value))
    }

    @Test func matchingIsExact() throws {
        let root = try #require(parseDocuments(Array("a: 1\nb: [x]\n".utf8)).first?.root)
        #expect(YAMLValue.mapping([.init("a", .integer(1)), .init("b", .list([.text("x")]))]).matches(root))
        #expect(!YAMLValue.mapping([.init("a", .text("2")), .init("b", .list([.text("x")]))]).matches(root))
        #expect(!YAMLValue.mapping([.init("a", .integer(1)), .init("b", .list([]))]).matches(root))
        #expect(!YAMLValue.mapping([.init("b", .list([.text("x")])), .init("a", .integer(1))]).matches(root))
    }
}
