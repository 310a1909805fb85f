@testable import ContentCompiler
import Testing

/// Appending to a list in a YAML file's text: every other byte stays.
@Suite struct ListAppendTests {
    private func appended(_ item: YAMLValue, to key: String, in text: String) throws -> String {
        String(decoding: try ListAppend.append(item, toListAt: key, in: Array(text.utf8), file: "f.yaml"), as: UTF8.self)
    }

    private static let lesson = YAMLValue.mapping([.init("id", .text("x-2")), .init("tags", .list([.text("a, b"), .text("c")]))])

    @Test func blockListOfScalarsGetsALineAfterItsLastItem() throws {
        let text = """
            id: c   # the course
            sections:
              - first    # comment stays
              - second
            # Rewards come next.

            rewards: {coinsPerLesson: 5}
            """
        #expect(try appended(.text("third"), to: "sections", in: text) == """
            id: c   # the course
            sections:
              - first    # comment stays
              - second
              - third
            # Rewards come next.

            rewards: {coinsPerLesson: 5}
            """)
    }

    @Test func indentlessListAndAFileWithoutAFinalLineBreak() throws {
        #expect(try appended(.text("b"), to: "sections", in: "sections:\n- a") == "sections:\n- a\n- b\n")
    }

    @Test func blockListOfMappingsEndingInABlockScalar() throws {
        // The literal scalar ends where the next line's text starts; the new item goes before that line.
        let text = """
            lessons:
              - id: x-1
                overview: |
                  Read this.

            title: After
            """
        #expect(try appended(Self.lesson, to: "lessons", in: text) == """
            lessons:
              - id: x-1
                overview: |
                  Read this.

              - id: x-2
                tags:
                  - a, b
                  - c
            title: After
            """)
    }

    @Test func aBlockScalarEndingInsideTheNextLinesIndentation() throws {
        // The scalar ends after its last line break: the comment line is not part of it.
        let text = """
            lessons:
              - id: x-1
                overview: |
                  Read this.
              # the next lesson goes here
            title: After
            """
        #expect(try appended(.text("x-2"), to: "lessons", in: text) == """
            lessons:
              - id: x-1
                overview: |
                  Read this.
              - x-2
              # the next lesson goes here
            title: After
            """)
    }

    @Test func crlfFilesGetCRLFLines() throws {
        #expect(try appended(.text("b"), to: "s", in: "s:\r\n  - a\r\nt: 1\r\n") == "s:\r\n  - a\r\n  - b\r\nt: 1\r\n")
    }

    @Test func flowListOnOneLine() throws {
        #expect(try appended(.text("third"), to: "sections", in: "sections: [first, second]  # order\nx: 1\n")
            == "sections: [first, second, third]  # order\nx: 1\n")
        #expect(try appended(Self.lesson, to: "lessons", in: "lessons: [{id: x-1}]\n")
            == "lessons: [{id: x-1}, {id: x-2, tags: [\"a, b\", c]}]\n")
        #expect(try appended(.text("a"), to: "s", in: "s: [ ]\n") == "s: [ a]\n")
    }

    @Test func flowListWithOneItemPerLineAndATrailingComma() throws {
        let text = "sections: [\n    first,\n    second,\n]\n"
        #expect(try appended(.text("third"), to: "sections", in: text) == "sections: [\n    first,\n    second,\n    third,\n]\n")
    }

    @Test func anIdThatLooksLikeANumberIsQuoted() throws {
        #expect(try appended(.text("2024"), to: "s", in: "s: [a]\n") == "s: [a, \"2024\"]\n")
        #expect(try appended(.text("2024"), to: "s", in: "s:\n  - a\n") == "s:\n  - a\n  - \"2024\"\n")
    }

    @Test func refusesWhatItCannotAddTo() {
        for (text, expected) in [
            ("title: x\n", "there is no 'sections:' list"),
            ("sections: first\n", "is not a plain list"),
            ("sections: [a\n", "not valid YAML"),
            ("- a\n", "one YAML mapping"),
        ] {
            #expect {
                try ListAppend.append(.text("b"), toListAt: "sections", in: Array(text.utf8), file: "f.yaml")
            } throws: { error in
                (error as? AuthoringError).map { $0.kind == .refused && $0.message.contains(expected) } ?? false
            }
        }
    }
}
