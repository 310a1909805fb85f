import ContentRuntime
import Foundation
import Testing

/// The exact text a damaged bundle or progress snapshot is reported with, for
/// each way its JSON can be wrong: a syntax error anywhere in the file, a
/// number no field can hold, a value of the wrong type, a missing key.
@Suite struct MalformedJSONTextTests {
    static let meditations = "books/meditations.json"

    /// The meditations bundle with the first `target` replaced by `replacement`.
    static func damaged(_ target: String, _ replacement: String) throws -> (folder: OutFolder, data: Data, offset: Int) {
        let folder = try OutFolder()
        let data = try folder.read(meditations)
        let range = try #require(data.firstRange(of: Data(target.utf8)), "\(target)")
        var damaged = data
        damaged.replaceSubrange(range, with: Data(replacement.utf8))
        return (folder, damaged, range.lowerBound)
    }

    /// The detail of the `malformedJSON` error loading `data` as the bundle gives.
    static func detail(_ folder: OutFolder, _ data: Data) throws -> String {
        try folder.write(data, to: meditations)
        let error = try #require(throws: ContentLoadError.self) { try ContentLibrary.loadBundle(at: folder.fileURL(meditations)) }
        guard case .malformedJSON(let path, let detail) = error else {
            Issue.record("expected malformedJSON, got \(error)")
            return ""
        }
        #expect(path == folder.path(meditations))
        return detail
    }

    /// Replaces the first `target` in the bundle and returns the error's detail
    /// and the byte offset of the replacement.
    static func detail(replacing target: String, with replacement: String) throws -> (text: String, offset: Int) {
        let (folder, data, offset) = try damaged(target, replacement)
        return (try detail(folder, data), offset)
    }

    @Test func aDoubledComma() throws {
        let (text, offset) = try Self.detail(replacing: #""id": "meditations","#, with: #""id": "meditations",,"#)
        #expect(text == "the text is not valid JSON: invalid value around character \(offset + 20)")
    }

    @Test func aMissingComma() throws {
        let (text, offset) = try Self.detail(replacing: #""id": "meditations","#, with: #""id": "meditations""#)
        let next = try #require(Self.nextNonSpace(try Self.damaged(#""id": "meditations","#, #""id": "meditations""#).data,
                                                  after: offset + 19))
        #expect(text == "the text is not valid JSON: invalid value around character \(next)")
    }

    @Test func aLeadingZero() throws {
        let (text, offset) = try Self.detail(replacing: #""points": 10"#, with: #""points": 010"#)
        #expect(text == "the text is not valid JSON: number with leading zero around character \(offset + 11)")
    }

    @Test func anUnknownEscape() throws {
        let (text, offset) = try Self.detail(replacing: #""id": "meditations""#, with: #""id": "medi\qtations""#)
        #expect(text == "the text is not valid JSON: invalid escape sequence around character \(offset + 11)")
    }

    @Test func aControlCharacterInAString() throws {
        let (text, offset) = try Self.detail(replacing: #""id": "meditations""#, with: "\"id\": \"medi\u{7}tations\"")
        #expect(text == "the text is not valid JSON: unescaped control character around character \(offset + 11)")
    }

    @Test func invalidUTF8InAString() throws {
        var (folder, data, offset) = try Self.damaged(#""id": "meditations""#, #""id": "medi?tations""#)
        data[offset + 11] = 0xFF
        let text = try Self.detail(folder, data)
        #expect(text == "the text is not valid JSON: invalid UTF-8 sequence 12 bytes starting from character \(offset + 7)")
    }

    @Test func aLoneSurrogate() throws {
        let (text, _) = try Self.detail(replacing: #""id": "meditations""#, with: #""id": "medi\uDC00tations""#)
        #expect(text == "the text is not valid JSON: unable to convert hex escape sequence (no high character) to UTF8-encoded character")
    }

    @Test func aNumberNoDoubleHolds() throws {
        let (text, _) = try Self.detail(replacing: #""points": 10"#, with: #""points": 1e400"#)
        #expect(text == "the text is not valid JSON: number 1e400 is not representable in Swift")
    }

    @Test func aMisspelledLiteral() throws {
        let (text, offset) = try Self.detail(replacing: #""points": 10"#, with: #""points": tru"#)
        #expect(text == "the text is not valid JSON: invalid value around character \(offset + 13)")
    }

    @Test func textAfterTheValue() throws {
        let folder = try OutFolder()
        var data = try folder.read(Self.meditations)
        let end = data.count
        data.append(contentsOf: Array(" x".utf8))
        #expect(try Self.detail(folder, data) == "the text is not valid JSON: invalid value around character \(end + 1)")
    }

    @Test func garbage() throws {
        let folder = try OutFolder()
        #expect(try Self.detail(folder, Data("#####".utf8)) == "the text is not valid JSON: invalid value around character 0")
    }

    @Test func tooDeeplyNested() throws {
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        let (text, offset) = try Self.detail(replacing: #""points": 10"#, with: #""points": \#(deep)"#)
        #expect(text == "the text is not valid JSON: too many nested arrays or dictionaries around character \(offset + 10 + 507)")
    }

    @Test func aFractionWhereAWholeNumberBelongs() throws {
        let (text, _) = try Self.detail(replacing: #""points": 10"#, with: #""points": 1.5"#)
        #expect(text == "at book.ideas[0].questions[0].points: the number 1.5 is not a whole number from "
            + "\(Int.min) to \(Int.max), which this field holds")
    }

    @Test func aWholeNumberTooLargeForAnInt() throws {
        let (text, _) = try Self.detail(replacing: #""points": 10"#, with: #""points": 99999999999999999999"#)
        #expect(text == "at book.ideas[0].questions[0].points: the number 1e+20 is not a whole number from "
            + "\(Int.min) to \(Int.max), which this field holds")
    }

    @Test func aStringWhereANumberBelongs() throws {
        let (text, _) = try Self.detail(replacing: #""points": 10"#, with: #""points": "ten""#)
        #expect(text == "at book.ideas[0].questions[0].points: expected to decode Int but found a string instead")
    }

    @Test func nullWhereANumberBelongs() throws {
        let (text, _) = try Self.detail(replacing: #""points": 10"#, with: #""points": null"#)
        #expect(text == "at book.ideas[0].questions[0].points: expected a number, but found null")
    }

    @Test func aMissingKey() throws {
        let (text, _) = try Self.detail(replacing: #""points": 10,"#, with: "")
        #expect(text == "at book.ideas[0].questions[0]: the required key `points` is missing")
    }

    @Test func aSnapshotWithASyntaxError() throws {
        let data = Data(#"{"format": "contentc.progress", "version": 1,, "progress": {}}"#.utf8)
        #expect(throws: SnapshotError.malformed(detail: "the text is not valid JSON: invalid value around character 45")) {
            try ProgressSnapshot.decode(data)
        }
    }

    static func nextNonSpace(_ data: Data, after offset: Int) -> Int? {
        data[offset...].firstIndex { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }
    }
}
