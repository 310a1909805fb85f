@testable import ContentCompiler
import Foundation
import Testing

/// The schema a file's first line names, with white space around the modeline.
@Suite struct SchemaModelineTests {
    let file = URL(fileURLWithPath: "/project/content/books/stoic/book.yaml")

    @Test func theModelineIsReadWithWhiteSpaceAroundIt() {
        let expected = URL(fileURLWithPath: "/project/schemas/book.schema.json")
        for line in ["# yaml-language-server: $schema=../../../schemas/book.schema.json",
                     "  \t# yaml-language-server: $schema=../../../schemas/book.schema.json \r",
                     "\u{3000}# yaml-language-server: $schema=../../../schemas/book.schema.json\u{2028}"] {
            let bytes = Array((line + "\ntitle: x\n").utf8)
            #expect(SchemaModeline.schema(namedIn: bytes, ofFileAt: file)?.path == expected.path, "\(line)")
        }
    }

    @Test func otherFirstLinesNameNoSchema() {
        for line in ["title: x", "# a comment", "# yaml-language-server: $schema=", "# yaml-language-server: $schema=https://x/y.json",
                     "\u{301}# yaml-language-server: $schema=../../../schemas/book.schema.json"] {
            #expect(SchemaModeline.schema(namedIn: Array((line + "\n").utf8), ofFileAt: file) == nil, "\(line)")
        }
    }
}
