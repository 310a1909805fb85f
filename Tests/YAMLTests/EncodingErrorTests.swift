import Testing
import YAML

/// Bytes that are not UTF-8 text get an `.encoding` error at the first byte of
/// the broken character, with columns counted in Unicode scalars.
@Suite struct EncodingErrorTests {
    // MARK: Invalid UTF-8

    /// What libyaml 0.2.5's `problem_offset` points at, problem by problem, and
    /// the column the wrapper reports: always the first byte of the broken
    /// character. Input: "ab: " + the bytes + "xyz\n".
    @Test(arguments: [
        ([0xFF], "invalid leading UTF-8 octet", 0),
        ([0x80], "invalid leading UTF-8 octet", 0),
        ([0xE9, 0x20], "invalid trailing UTF-8 octet", 1),
        ([0xF0, 0x9F, 0x98], "invalid trailing UTF-8 octet", 3),
        ([0xC0, 0xAF], "invalid length of a UTF-8 sequence", 0),
        ([0xED, 0xBF, 0xBF], "invalid Unicode character", 0),
        ([0x01], "control characters are not allowed", 0),
        ([0xC2, 0x9F], "control characters are not allowed", 0),
        ([0xEF, 0xBF, 0xBE], "control characters are not allowed", 0),
    ] as [([UInt8], String, Int)])
    func libyamlReaderOffsets(broken: [UInt8], problem: String, offsetPastStart: Int) {
        let input = bytes("ab: ", broken, "xyz\n")
        let raw = RawLibyaml.readerError(input)
        #expect(raw?.problem == problem)
        #expect(raw?.offset == 4 + offsetPastStart)
        expectYAMLError(input, .encoding, at: 1, 5)
    }

    @Test func latin1OnLineOne() throws {
        // Latin-1 "é" (E9) announces a 3-byte character; libyaml blames the
        // newline after it, the error points at the E9.
        let input = bytes("title: caf", [0xE9], "\nnext: 1\n")
        #expect(RawLibyaml.readerError(input)?.problem == "invalid trailing UTF-8 octet")
        #expect(RawLibyaml.readerError(input)?.offset == 11)
        let error = try #require(expectYAMLError(input, .encoding, at: 1, 11))
        #expect(error.message.contains("byte 0xE9 starts a 3-byte character, but 0x0A cannot continue it"))
        #expect(error.hint?.contains("Latin-1") == true)
    }

    @Test func latin1AtTheEndOfTheFile() throws {
        // Two bytes left: libyaml calls it incomplete, but the newline is what breaks it.
        let input = bytes("title: caf", [0xE9], "\n")
        #expect(RawLibyaml.readerError(input)?.problem == "incomplete UTF-8 octet sequence")
        let error = try #require(expectYAMLError(input, .encoding, at: 1, 11))
        #expect(error.message.contains("byte 0xE9 starts a 3-byte character, but 0x0A cannot continue it"))
    }

    @Test func latin1InTheMiddleOfALine() {
        // Two broken bytes in a row: the first one is reported.
        expectYAMLError(bytes("name: Bj", [0xF6], "rn Stra") + bytes("", [0xDF], "e\n"), .encoding, at: 1, 9)
    }

    @Test func columnsCountScalarsNotBytes() throws {
        // 日本語 is 9 bytes but 3 columns; the FF is the 12th scalar.
        let error = try #require(expectYAMLError(bytes("title: 日本語 ", [0xFF], "\n"), .encoding, at: 1, 12))
        #expect(error.message.contains("byte 0xFF cannot start a character"))
        expectYAMLError(bytes("- 😀😀: ", [0xFE]), .encoding, at: 1, 7)
    }

    @Test func afterCRLFLineEnds() {
        let input = bytes("a: 1\r\nb: é\r\nc: ", [0xC3, 0x28], "\r\n")
        #expect(RawLibyaml.readerError(input)?.offset == 17)  // the 0x28
        expectYAMLError(input, .encoding, at: 3, 4)
    }

    @Test func afterLoneCRAndUnicodeLineEnds() {
        expectYAMLError(bytes("a: 1\rb: ", [0xFF]), .encoding, at: 2, 4)
        expectYAMLError(bytes("a: 1\u{85}b: 2\u{2028}c: 3\u{2029}d: ", [0xFF]), .encoding, at: 4, 4)
    }

    @Test func truncatedSequenceAtEndOfFile() throws {
        let input = bytes("key: value\nother: ", [0xE2, 0x82])
        #expect(RawLibyaml.readerError(input)?.problem == "incomplete UTF-8 octet sequence")
        #expect(RawLibyaml.readerError(input)?.offset == 18)
        let error = try #require(expectYAMLError(input, .encoding, at: 2, 8))
        #expect(error.message.contains("the file ends inside a character, after bytes 0xE2 0x82"))
    }

    @Test func afterAByteOrderMark() {
        // libyaml's offset counts the BOM's 3 bytes; its columns do not.
        let input: [UInt8] = [0xEF, 0xBB, 0xBF] + bytes("ab: ", [0xFF])
        #expect(RawLibyaml.readerError(input)?.offset == 7)
        expectYAMLError(input, .encoding, at: 1, 5)
    }

    @Test func overlongSurrogateAndOutOfRangeSequences() throws {
        let overlong = try #require(expectYAMLError(bytes("a: ", [0xC0, 0xAF]), .encoding, at: 1, 4))
        #expect(overlong.message.contains("bytes 0xC0 0xAF encode U+002F in more bytes than UTF-8 allows"))
        let surrogate = try #require(expectYAMLError(bytes("a: x\nb: ", [0xED, 0xA0, 0x80], "\n"), .encoding, at: 2, 4))
        #expect(surrogate.message.contains("U+D800"))
        let tooLarge = try #require(expectYAMLError(bytes("a: ", [0xF4, 0x90, 0x80, 0x80]), .encoding, at: 1, 4))
        #expect(tooLarge.message.contains("U+110000"))
        expectYAMLError(bytes("a: ", [0x80]), .encoding, at: 1, 4)
        expectYAMLError(bytes("a: ", [0xF8, 0x88, 0x80, 0x80, 0x80]), .encoding, at: 1, 4)
    }

    @Test func farIntoALargeFile() {
        // Past libyaml's first 16 KiB chunk of input.
        let prefix = String(repeating: "key: é and ü\n", count: 3_000)
        expectYAMLError(bytes(prefix + "last: ab", [0xFF]), .encoding, at: 3_001, 9)
    }

    @Test func multiByteCharactersAcrossChunkBoundariesAreFine() throws {
        // Every alignment of a 4-byte character against the reader's 16 KiB chunks.
        for padding in 0..<4 {
            let text = "k: " + String(repeating: "a", count: 16_380 + padding) + "😀😀\nnext: é\n"
            let documents = try parseDocuments(Array(text.utf8))
            #expect(documents.count == 1)
        }
    }

    // MARK: Wide encodings and control characters

    @Test(arguments: [
        ([0xFF, 0xFE, 0x61, 0x00], "UTF-16 (little-endian)"),
        ([0xFE, 0xFF, 0x00, 0x61], "UTF-16 (big-endian)"),
        ([0xFF, 0xFE, 0x00, 0x00, 0x61, 0x00, 0x00, 0x00], "UTF-32 (little-endian)"),
        ([0x00, 0x00, 0xFE, 0xFF, 0x00, 0x00, 0x00, 0x61], "UTF-32 (big-endian)"),
    ] as [([UInt8], String)])
    func wideEncodingsWithByteOrderMark(input: [UInt8], name: String) throws {
        let error = try #require(expectYAMLError(input, .encoding, at: 1, 1))
        #expect(error.message.contains(name))
        #expect(error.hint != nil)
    }

    @Test func utf16WithoutByteOrderMark() throws {
        let text = "title: x\n"
        let littleEndian: [UInt8] = text.utf16.flatMap { (unit: UInt16) -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let error = try #require(expectYAMLError(littleEndian, .encoding, at: 1, 2))
        #expect(error.message.contains("U+0000"))
        #expect(error.hint?.contains("UTF-16") == true)
        let bigEndian: [UInt8] = text.utf16.flatMap { (unit: UInt16) -> [UInt8] in [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        expectYAMLError(bigEndian, .encoding, at: 1, 1)
        let utf32: [UInt8] = text.unicodeScalars.flatMap { (scalar: Unicode.Scalar) -> [UInt8] in [UInt8(scalar.value), 0, 0, 0] }
        expectYAMLError(utf32, .encoding, at: 1, 2)
    }

    @Test func controlCharacters() throws {
        let error = try #require(expectYAMLError(bytes("a: b", [0x01], "\n"), .encoding, at: 1, 5))
        #expect(error.message.contains("U+0001"))
        expectYAMLError(bytes("a: 1\nb: ", [0x7F]), .encoding, at: 2, 4)
        let c1 = try #require(expectYAMLError(bytes("é: ", [0xC2, 0x80]), .encoding, at: 1, 4))
        #expect(c1.message.contains("U+0080"))
        let nonCharacter = try #require(expectYAMLError(bytes("x: ", [0xEF, 0xBF, 0xBF]), .encoding, at: 1, 4))
        #expect(nonCharacter.message.contains("U+FFFF"))
    }

    // MARK: Tabs

    @Test func tabIndentation() throws {
        let error = try #require(expectYAMLError(bytes("key:\n\tchild: 1\n"), .syntax, at: 2, 1))
        #expect(error.hint?.contains("tab") == true)
        let inList = try #require(expectYAMLError(bytes("- a\n\t- b\n"), .syntax, at: 2, 1))
        #expect(inList.hint?.contains("tab") == true)
        let deeper = try #require(expectYAMLError(bytes("root:\n  a: 1\n  b:\n  \tc: 2\n"), .syntax, at: 4, 3))
        #expect(deeper.hint?.contains("tab") == true)
        let afterBOM = try #require(expectYAMLError([0xEF, 0xBB, 0xBF] + bytes("\tkey: 1\n"), .syntax, at: 1, 1))
        #expect(afterBOM.hint?.contains("tab") == true)
    }

    @Test func tabsInsideLinesAreFine() throws {
        let documents = try parseDocuments(bytes("[a,\tb]\n"))
        #expect(documents.count == 1)
        _ = try parseDocuments(bytes("key:\tvalue # tab\tcomment\n"))
    }
}
