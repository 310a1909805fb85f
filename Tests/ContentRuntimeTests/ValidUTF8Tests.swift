@testable import ContentRuntime
import Testing

/// `String(validUTF8:)` tells valid UTF-8 from broken bytes as Unicode's
/// table 3-7 does, on every platform (where `String(validating:as:)` is
/// not available), and keeps a U+FFFD that the bytes spell themselves.
@Suite struct ValidUTF8Tests {
    @Test func validBytesAreTheirText() {
        for text in ["", "b1i1.yaml", "caf\u{E9}", "\u{2028}", "\u{1F600}", "\u{FFFD}", "a\u{FFFD}b", "\u{10FFFF}"] {
            #expect(String(validUTF8: Array(text.utf8)) == text, "\(text.debugDescription)")
        }
    }

    @Test func brokenBytesAreNoText() {
        let broken: [[UInt8]] = [
            [0xFF], [0x62, 0x31, 0xFF, 0x2E], [0x80], [0xC0, 0x80], [0xC1, 0xBF],  // stray, overlong
            [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],      // overlong, surrogate, past U+10FFFF
            [0xE2, 0x80], [0xF0, 0x9F, 0x98], [0x61, 0xC3],                        // cut short
        ]
        for bytes in broken {
            #expect(String(validUTF8: bytes) == nil, "\(bytes)")
        }
    }
}
