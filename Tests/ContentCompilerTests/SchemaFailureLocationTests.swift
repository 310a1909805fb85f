import ContentTestSupport
import Testing
import YAML

/// A schema failure's JSON path leads back to the lines of the YAML file.
@Suite struct SchemaFailureLocationTests {
    private func failure(_ path: SchemaValidator.PathStep...) -> SchemaValidator.Failure {
        SchemaValidator.Failure(path: path, message: "")
    }

    @Test func pathsLeadBackToLines() throws {
        let root = try EditorJSON.root(ofYAML: Array("a: 1\nlist:\n  - x: ~\n    y:\n      - 2\nz: null\n".utf8))
        #expect(failure().lines(in: root) == 1...7)
        #expect(failure(.key("list"), .index(0), .key("y")).lines(in: root) == 4...6)
        #expect(failure(.key("list"), .index(0), .key("missing")).lines(in: root) == 3...6)
        #expect(failure(.key("list"), .index(3)).lines(in: root) == 2...6)
    }

    @Test func nullWrittenOutIsToldFromNothingWritten() throws {
        let root = try EditorJSON.root(ofYAML: Array("a: 1\nlist:\n  - x: ~\nz: null\nq: \"null\"\nempty:\n".utf8))
        #expect(failure(.key("list"), .index(0), .key("x")).isNullWrittenOut(in: root))
        #expect(failure(.key("z")).isNullWrittenOut(in: root))
        #expect(!failure(.key("a")).isNullWrittenOut(in: root))
        #expect(!failure(.key("q")).isNullWrittenOut(in: root))
        #expect(!failure(.key("empty")).isNullWrittenOut(in: root))
        #expect(!failure(.key("missing")).isNullWrittenOut(in: root))
    }
}
