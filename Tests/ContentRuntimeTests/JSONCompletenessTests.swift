@testable import ContentRuntime
import Foundation
import Testing

@Suite struct JSONCompletenessTests {
    typealias Truncation = JSONCompleteness.Truncation

    func truncation(_ text: String) -> Truncation? {
        JSONCompleteness.truncation(in: Data(text.utf8))
    }

    @Test(arguments: [
        #"{}"#,
        #"[]"#,
        #"{"a": [1, 2, {"b": null}]}"#,
        "{\"a\": 1}\n\n",
        #"{"brackets": "}]{[", "more": "]]]"}"#,
        #"{"quote": "she said \"}\" and left"}"#,
        #"{"backslash": "C:\\"}"#,
        #"{"escapes": "\\\"\\\\\n\u005c"}"#,
        #"{"unicode": "Zürich — 東京 🌍"}"#,
        "\u{FEFF}{\"bom\": true}",
    ])
    func completeTextIsNotTruncated(_ text: String) {
        #expect(truncation(text) == nil)
    }

    @Test(arguments: [
        #"{}}"#,
        #"{]"#,
        #"[}"#,
        #"]"#,
        #"{} {"#,
        #"{"a": 1} garbage"#,
        #"not json at all"#,
    ])
    func malformedTextIsLeftToTheDecoder(_ text: String) {
        #expect(truncation(text) == nil)
    }

    @Test func emptyAndWhitespaceOnlyAreTruncated() {
        let empty = Truncation(isEmpty: true, openString: nil, openObjects: 0, openArrays: 0)
        #expect(truncation("") == empty)
        #expect(truncation(" \n\t\r\n") == empty)
    }

    @Test func endingInsideAStringGivesWhereItStarts() {
        let text = "{\n  \"title\": \"Medit"
        #expect(truncation(text) == Truncation(
            isEmpty: false, openString: .init(line: 2, column: 12), openObjects: 1, openArrays: 0))
    }

    @Test func bracketsInsideAnOpenStringDoNotCount() {
        #expect(truncation(#"{"a": ["x", "}]}"#)?.openString?.column == 13)
        #expect(truncation(#"{"a": ["x", "}]}"#)?.openArrays == 1)
    }

    @Test func escapedQuoteDoesNotCloseTheString() {
        #expect(truncation(#"{"a": "x\"}"#)?.openString?.column == 7)
    }

    @Test func escapedBackslashThenQuoteClosesTheString() {
        #expect(truncation(#"{"a": "x\\"}"#) == nil)
        #expect(truncation(#"{"a": "x\\""#) == Truncation(
            isEmpty: false, openString: nil, openObjects: 1, openArrays: 0))
    }

    @Test func endingRightAfterABackslashIsInsideTheString() {
        #expect(truncation(#"{"a": "x\"#)?.openString != nil)
    }

    @Test func endingInsideAMultiByteCharacterIsInsideTheString() {
        let bytes = Array(#"{"city": "Zürich"}"#.utf8)
        let cut = bytes.firstIndex(of: 0xC3)! + 1  // Between the two bytes of "ü".
        let result = JSONCompleteness.truncation(in: Data(bytes[..<cut]))
        #expect(result?.openString == .init(line: 1, column: 10))
    }

    @Test func countsOpenObjectsAndArrays() {
        #expect(truncation(#"{"a": [1, [2, {"b": [3"#) == Truncation(
            isEmpty: false, openString: nil, openObjects: 2, openArrays: 3))
        #expect(truncation(#"{"a": tru"#)?.openObjects == 1)
    }

    @Test func descriptionsReadAsPlainText() {
        #expect(truncation("{\"a\": [\"x")?.description
            == "inside a string that starts at line 1, column 8, with 1 object and 1 array still open")
        #expect(truncation("[[{")?.description == "with 1 object and 2 arrays still open")
        #expect(truncation("")?.description == "before it starts (the file is empty)")
    }

    @Test func everyCutOfARealBundleIsTruncated() throws {
        let bundle = BookBundle(header: SampleContent.header(.book, "deep-work"), book: SampleContent.deepWork)
        let data = try BundleCoding.encode(bundle)
        #expect(data.last == UInt8(ascii: "\n"))
        let json = data.dropLast()  // The final newline: without it the JSON is still complete.
        #expect(JSONCompleteness.truncation(in: Data(json)) == nil)
        for length in 0..<json.count {
            let cut = Data(json.prefix(length))
            guard JSONCompleteness.truncation(in: cut) != nil else {
                Issue.record("a cut at \(length) of \(json.count) bytes was not seen as truncated")
                return
            }
        }
    }
}
