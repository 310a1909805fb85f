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
    /// and where the byte at an offset from the replacement is.
    static func detail(replacing target: String, with replacement: String) throws -> (text: String, place: (Int) -> String) {
        let (folder, data, offset) = try damaged(target, replacement)
        return (try detail(folder, data), { place(data, offset + $0) })
    }

    /// "line 3, column 9": where the byte at `offset` is, columns counted in bytes.
    static func place(_ data: Data, _ offset: Int) -> String {
        let before = data[..<offset]
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        return "line \(before.count(where: { $0 == 0x0A }) + 1), column \(offset - lineStart + 1)"
    }

    @Test func aDoubledComma() throws {
        let (text, place) = try Self.detail(replacing: #""id": "meditations","#, with: #""id": "meditations",,"#)
        #expect(text == "the text is not valid JSON: expected a key in double quotes or `}` at \(place(20)), found `,`")
    }

    @Test func aMissingComma() throws {
        let (folder, data, offset) = try Self.damaged(#""id": "meditations","#, #""id": "meditations""#)
        let next = try #require(Self.nextNonSpace(data, after: offset + 19))
        #expect(try Self.detail(folder, data)
            == "the text is not valid JSON: expected `,` or `}` at \(Self.place(data, next)), found `\"`")
    }

    @Test func aLeadingZero() throws {
        let (text, place) = try Self.detail(replacing: #""points": 10"#, with: #""points": 010"#)
        #expect(text == "the text is not valid JSON: a number with a leading zero at \(place(10))")
    }

    @Test func anUnknownEscape() throws {
        let (text, place) = try Self.detail(replacing: #""id": "meditations""#, with: #""id": "medi\qtations""#)
        #expect(text == "the text is not valid JSON: an unknown escape (a backslash followed by `q`) at \(place(11))")
    }

    @Test func aControlCharacterInAString() throws {
        let (text, place) = try Self.detail(replacing: #""id": "meditations""#, with: "\"id\": \"medi\u{7}tations\"")
        #expect(text == "the text is not valid JSON: a control character (0x07) not escaped in a string at \(place(11))")
    }

    @Test func invalidUTF8InAString() throws {
        var (folder, data, offset) = try Self.damaged(#""id": "meditations""#, #""id": "medi?tations""#)
        data[offset + 11] = 0xFF
        let text = try Self.detail(folder, data)
        #expect(text == "the text is not valid JSON: bytes that are not UTF-8 in a string at \(Self.place(data, offset + 11))")
    }

    @Test func aLoneSurrogate() throws {
        let (text, place) = try Self.detail(replacing: #""id": "meditations""#, with: #""id": "medi\uDC00tations""#)
        #expect(text == "the text is not valid JSON: half of a surrogate pair without the other half (`\\uDC00`) at \(place(11))")
    }

    @Test func aNumberNoDoubleHolds() throws {
        let (text, place) = try Self.detail(replacing: #""points": 10"#, with: #""points": 1e400"#)
        #expect(text == "the text is not valid JSON: the number 1e400 at \(place(10)) is too large for any number type")
    }

    @Test func aMisspelledLiteral() throws {
        let (text, place) = try Self.detail(replacing: #""points": 10"#, with: #""points": tru"#)
        #expect(text == "the text is not valid JSON: a word at \(place(10)) that is not true, false or null")
    }

    @Test func textAfterTheValue() throws {
        let folder = try OutFolder()
        var data = try folder.read(Self.meditations)
        let end = data.count
        data.append(contentsOf: Array(" x".utf8))
        #expect(try Self.detail(folder, data)
            == "the text is not valid JSON: expected the end of the text at \(Self.place(data, end + 1)), found `x`")
    }

    @Test func garbage() throws {
        let folder = try OutFolder()
        #expect(try Self.detail(folder, Data("#####".utf8))
            == "the text is not valid JSON: expected a value at line 1, column 1, found `#`")
    }

    @Test func tooDeeplyNested() throws {
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        let (text, place) = try Self.detail(replacing: #""points": 10"#, with: #""points": \#(deep)"#)
        // `points` is inside six arrays and objects: the 507th bracket of the value is the 513th open.
        #expect(text == "the text is not valid JSON: more than 512 arrays and objects open at once at \(place(10 + 506))")
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
        #expect(throws: SnapshotError.malformed(
            detail: "the text is not valid JSON: expected a key in double quotes or `}` at line 1, column 46, found `,`")) {
            try ProgressSnapshot.decode(data)
        }
    }

    static func nextNonSpace(_ data: Data, after offset: Int) -> Int? {
        data[offset...].firstIndex { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }
    }
}
