import Foundation
import Testing
import YAML

/// ``EditorJSON`` reads YAML as yaml-language-server does (YAML 1.2's core
/// schema), not as contentc does: the editor schemas are judged on it.
@Suite struct EditorJSONTests {
    private func value(_ yaml: String) throws -> EditorJSON.Value {
        EditorJSON.value(of: try EditorJSON.root(ofYAML: Array(yaml.utf8)))
    }

    /// The value of `key` in a one-key document.
    private func scalar(_ text: String) throws -> EditorJSON.Value {
        guard case .object(let members) = try value("key: \(text)\n"), let member = members.first else {
            throw EditorJSON.Failure.noDocument
        }
        return member.value
    }

    @Test(arguments: [
        ("NO", EditorJSON.Value.string("NO")), ("yes", .string("yes")), ("off", .string("off")),
        ("1:20", .string("1:20")), ("2024-01-01", .string("2024-01-01")), ("1_000", .string("1_000")),
        ("0b101", .string("0b101")), ("e3", .string("e3")), (".", .string(".")),
        ("", .null), ("~", .null), ("null", .null), ("Null", .null), ("NULL", .null),
        ("true", .bool(true)), ("True", .bool(true)), ("FALSE", .bool(false)), ("tRUE", .string("tRUE")),
        ("12", .number("12")), ("012", .number("12")), ("+5", .number("5")), ("-7", .number("-7")),
        ("0o17", .number("15")), ("0x1F", .number("31")), ("0xFFFFFFFFFFFFFFFFFF", .number("4722366482869645213695")),
        ("1.10", .number("1.10")), (".5", .number("0.5")), ("1.", .number("1.0")), ("-1e3", .number("-1e3")),
        ("007.5E+2", .number("7.5E+2")), (".inf", .number("Infinity")), ("-.Inf", .number("-Infinity")),
        (".NaN", .number("NaN")),
    ])
    func plainScalarsAreTypedByTheCoreSchema(_ text: String, _ expected: EditorJSON.Value) throws {
        #expect(try scalar(text) == expected)
    }

    @Test func quotedAndBlockScalarsAreStrings() throws {
        #expect(try scalar("'12'") == .string("12"))
        #expect(try scalar("\"true\"") == .string("true"))
        #expect(try scalar("''") == .string(""))
        #expect(try value("key: |\n  ~\n") == .object([.init(key: "key", value: .string("~\n"))]))
    }

    @Test func coreTagsChooseTheTypeAndOtherTagsKeepTheValue() throws {
        #expect(try scalar("!!str 12") == .string("12"))
        #expect(try scalar("!!int \"12\"") == .number("12"))
        #expect(try scalar("!!int twelve") == .string("twelve"))
        #expect(try scalar("!!float 1") == .number("1"))
        #expect(try scalar("!!bool 'true'") == .bool(true))
        #expect(try scalar("!!null ''") == .null)
        #expect(try scalar("!!binary c2FtcGxl") == .string("c2FtcGxl"))
        #expect(try scalar("!custom 2024") == .string("2024"))
        #expect(try scalar("!!set {a, b}") == .object([.init(key: "a", value: .null), .init(key: "b", value: .null)]))
        #expect(try scalar("!!int [1]") == .array([.number("1")]))
    }

    @Test func aliasesAreExpandedAndMergeKeysMerged() throws {
        #expect(try value("a: &x [1, two]\nb: *x\n")
            == .object([.init(key: "a", value: .array([.number("1"), .string("two")])),
                        .init(key: "b", value: .array([.number("1"), .string("two")]))]))
        let merged = try value("base: &b {x: 1, y: 2}\nother: &o {z: 3, x: 9}\nm: {y: 5, <<: [*b, *o]}\n")
        guard case .object(let members) = merged, let m = members.last else { throw EditorJSON.Failure.noDocument }
        #expect(m.value == .object([.init(key: "y", value: .number("5")), .init(key: "x", value: .number("1")),
                                    .init(key: "z", value: .number("3"))]))
        #expect(try value("m: {\"<<\": {x: 1}, y: 2}\n")
            == .object([.init(key: "m", value: .object([.init(key: "y", value: .number("2")), .init(key: "x", value: .number("1"))]))]))
        #expect(try value("<<: 5\ny: 2\n") == .object([.init(key: "y", value: .number("2"))]))
    }

    @Test func keysAreTheirTextAndDuplicatesStay() throws {
        #expect(try value("1: a\n012: b\n~: c\n[x]: d\na: 1\na: 2\n").json
            == #"{"1":"a","012":"b","~":"c","[\"x\"]":"d","a":1,"a":2}"#)
    }

    @Test func jsonTextEscapesWhatJSONRequires() throws {
        let text = EditorJSON.Value.string("a \"b\" \\ c\n\t\u{01}\u{7F} é").json
        #expect(text == #""a \"b\" \\ c\n\t\u0001\u007f é""#)
        let parsed = try JSONSerialization.jsonObject(with: Data("[\(text)]".utf8)) as? [String]
        #expect(parsed == ["a \"b\" \\ c\n\t\u{01}\u{7F} é"])
    }

    @Test func filesWithoutOneDocumentAreRefused() {
        #expect(throws: EditorJSON.Failure.self) { try EditorJSON.root(ofYAML: Array("# only a comment\n".utf8)) }
        #expect(throws: EditorJSON.Failure.self) { try EditorJSON.root(ofYAML: Array("a: 1\n---\nb: 2\n".utf8)) }
        #expect(throws: EditorJSON.Failure.self) { try EditorJSON.root(ofYAML: Array("a: [1\n".utf8)) }
    }
}
