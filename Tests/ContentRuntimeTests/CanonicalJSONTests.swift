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
}
