import Testing
import YAML

/// NEL, LINE SEPARATOR and PARAGRAPH SEPARATOR, which libyaml reads as line
/// breaks and editors do not, are found at the first one and located as
/// editors count lines and columns.
@Suite struct HiddenLineBreakTests {
    /// The mark of the error for `text`, as `line:column`, or `nil` when there is none.
    static func place(_ text: String) -> String? {
        HiddenLineBreak.error(in: Array(text.utf8)).map { "\($0.mark)" }
    }

    @Test func eachIsFoundWhereEditorsShowIt() {
        #expect(Self.place("a: 1\u{85}b: 2\n") == "1:5")
        #expect(Self.place("a: 1\nb: \"x\u{2028}y\"\n") == "2:6")
        #expect(Self.place("a: 1\r\nb: 2\rc: é\u{2029}\n") == "3:5")
        #expect(Self.place("\u{FEFF}a: 😀 \u{85}\u{2028}") == "1:6")
        // Past the eight-byte steps over ASCII, and in the last bytes of the file.
        #expect(Self.place(String(repeating: "abcdefgh\n", count: 20) + "x\u{2028}") == "21:2")
        #expect(HiddenLineBreak.error(in: Array("a: 1\u{85}".utf8))?.message.contains("U+0085") == true)
    }

    @Test func otherTextHasNone() {
        #expect(Self.place("a: é \u{A0} \u{2027} \u{202A} \u{2030} \u{C5} 😀\r\n") == nil)
        #expect(Self.place("") == nil)
        #expect(HiddenLineBreak.error(in: [0x61, 0xC2]) == nil)
        #expect(HiddenLineBreak.error(in: [0xE2, 0x80]) == nil)
    }
}
