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

    /// The scan a byte at a time, as it was before it passed runs of eight bytes at once.
    private func truncationByteByByte(_ bytes: [UInt8]) -> Truncation? {
        var stack: [UInt8] = []
        var inString = false, escaped = false, sawValue = false
        var line = 1, lineStart = 0
        var stringStart = Truncation.Position(line: 1, column: 1)
        let bytes = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        for (offset, byte) in bytes.enumerated() {
            if byte == 0x0A {
                line += 1
                lineStart = offset + 1
            }
            if inString {
                if escaped { escaped = false } else if byte == 0x5C { escaped = true } else if byte == 0x22 { inString = false }
                continue
            }
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D: continue
            case _ where sawValue && stack.isEmpty: return nil
            case 0x22:
                inString = true
                stringStart = Truncation.Position(line: line, column: offset - lineStart + 1)
            case 0x7B, 0x5B: stack.append(byte)
            case 0x7D, 0x5D:
                guard let open = stack.popLast(), open == (byte == 0x7D ? 0x7B : 0x5B) else { return nil }
            default: break
            }
            sawValue = true
        }
        guard sawValue else { return Truncation(isEmpty: true, openString: nil, openObjects: 0, openArrays: 0) }
        guard inString || !stack.isEmpty else { return nil }
        let openObjects = stack.filter { $0 == 0x7B }.count
        return Truncation(isEmpty: false, openString: inString ? stringStart : nil,
                          openObjects: openObjects, openArrays: stack.count - openObjects)
    }

    /// Random texts of JSON's structural bytes, runs of spaces and string bytes
    /// (long enough to be passed eight at a time), and every cut of a real
    /// bundle, give what the scan a byte at a time gives.
    @Test func passingEightBytesAtOnceChangesNothing() throws {
        var random = SystemRandomNumberGenerator()
        let pieces: [[UInt8]] = ["{", "}", "[", "]", "\"", "\\", " ", "        ", "\n", "\t", "\r", ":", ",",
                                 "abcdefghij", "Zürich 日本", "1.5", "\u{1}", "!", "   "].map { Array($0.utf8) }
        for _ in 0..<3000 {
            var text: [UInt8] = Bool.random(using: &random) ? [0xEF, 0xBB, 0xBF] : []
            for _ in 0..<Int.random(in: 0...40, using: &random) { text += pieces.randomElement(using: &random)! }
            #expect(JSONCompleteness.truncation(in: Data(text)) == truncationByteByByte(text), "\(String(decoding: text, as: UTF8.self).debugDescription)")
        }
        let bundle = BookBundle(header: SampleContent.header(.book, "deep-work"), book: SampleContent.deepWork)
        let json = Array(try BundleCoding.encode(bundle))
        for length in stride(from: 0, through: json.count, by: 7) {
            let cut = Array(json.prefix(length))
            #expect(JSONCompleteness.truncation(in: Data(cut)) == truncationByteByByte(cut), "a cut at \(length)")
        }
    }
}
