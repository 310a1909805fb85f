import ContentRuntime
import Foundation
import Testing

/// The bundle encoding is fixed byte for byte, whatever the platform's Foundation does.
@Suite struct CanonicalJSONTests {
    private struct Sample: Encodable {
        var zeta = 1
        var alpha = "a/b \"quoted\" \\ tab\t newline\n bell\u{07} é"
        var empty: [Int] = []
        var emptyObject: [String: Int] = [:]
        var missing: String?
        var rating = 4.5
        var whole = 5.0
        var nested = ["b": [1, 2], "a": [3]]
        var flag = true
    }

    @Test func writesTheDocumentedForm() throws {
        let text = String(decoding: try BundleCoding.encode(Sample()), as: UTF8.self)
        #expect(text == """
            {
              "alpha": "a/b \\"quoted\\" \\\\ tab\\t newline\\n bell\\u0007 é",
              "empty": [],
              "emptyObject": {},
              "flag": true,
              "nested": {
                "a": [
                  3
                ],
                "b": [
                  1,
                  2
                ]
              },
              "rating": 4.5,
              "whole": 5.0,
              "zeta": 1
            }

            """)
    }

    @Test func sortsKeysByTheirBytes() throws {
        let text = String(decoding: try BundleCoding.encode(["b": 1, "B": 2, "a": 3, "é": 4, "aa": 5]), as: UTF8.self)
        #expect(text == "{\n  \"B\": 2,\n  \"a\": 3,\n  \"aa\": 5,\n  \"b\": 1,\n  \"é\": 4\n}\n")
    }

    private struct TwiceEncoded: Encodable {
        enum Keys: String, CodingKey { case a, b }
        func encode(to encoder: any Encoder) throws {
            var first = encoder.container(keyedBy: Keys.self)
            try first.encode(1, forKey: .b)
            try first.encode(1, forKey: .a)
            var second = encoder.container(keyedBy: Keys.self)
            try second.encode(2, forKey: .a)
        }
    }

    @Test func aKeyEncodedTwiceKeepsItsLastValue() throws {
        #expect(String(decoding: try BundleCoding.encode(TwiceEncoded()), as: UTF8.self) == "{\n  \"a\": 2,\n  \"b\": 1\n}\n")
    }

    @Test func refusesNonFiniteNumbers() {
        #expect(throws: EncodingError.self) { try BundleCoding.encode(["rating": Double.nan]) }
        #expect(throws: EncodingError.self) { try BundleCoding.encode([Double.infinity]) }
    }

    @Test func decodesBackToTheSameValueAndBytes() throws {
        let bundle = BookBundle(header: BundleHeader(contentVersion: SampleContent.contentVersion, kind: .book, id: "meditations", compiler: SampleContent.compiler), book: SampleContent.meditations)
        let data = try BundleCoding.encode(bundle)
        let decoded = try BundleCoding.makeDecoder().decode(BookBundle.self, from: data)
        #expect(decoded == bundle)
        #expect(try BundleCoding.encode(decoded) == data)
    }

    /// Strings are scanned eight bytes at a time for what needs an escape:
    /// every character that needs one, and some that do not, at every
    /// position of strings of every length up to 24 bytes, give exactly the
    /// escapes of the documented form, character by character.
    @Test func escapesEveryCharacterThatNeedsItAtEveryPosition() throws {
        let special = (0..<0x20).map { Character(Unicode.Scalar($0)!) } + ["\"", "\\", "\u{7F}", "é", "🙂", "/", " "]
        func escaped(_ character: Character) -> String {
            switch character {
            case "\"": return "\\\""
            case "\\": return "\\\\"
            case "\u{08}": return "\\b"
            case "\u{0C}": return "\\f"
            case "\n": return "\\n"
            case "\r": return "\\r"
            case "\t": return "\\t"
            default:
                guard let scalar = character.unicodeScalars.first, scalar.value < 0x20 else { return String(character) }
                let hex = String(scalar.value, radix: 16)
                return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        for length in 1...24 {
            for position in 0..<length {
                for character in special {
                    var text = String(repeating: "a", count: length)
                    let index = text.index(text.startIndex, offsetBy: position)
                    text.replaceSubrange(index...index, with: String(character))
                    let expected = "\"" + text.map(escaped).joined() + "\"\n"
                    #expect(String(decoding: try BundleCoding.encode(text), as: UTF8.self) == expected)
                }
            }
        }
        #expect(String(decoding: try BundleCoding.encode(""), as: UTF8.self) == "\"\"\n")
    }
}
