@testable import ContentCompiler
import ContentTestSupport
import Foundation
import Testing

/// Replacing one scalar in messages: every occurrence, whatever follows it.
@Suite struct ScalarReplacementTests {
    @Test func everyOccurrenceIsReplaced() {
        #expect("x\r\ny".replacingScalar("\n", with: " ") == "x\r y")
        #expect("it's".replacingScalar("'", with: "''") == "it''s")
        #expect("a'\u{301}b".replacingScalar("'", with: "''") == "a''\u{301}b")
        #expect("a:\u{301},\u{20DD}".replacingScalar(":", with: "%3A").replacingScalar(",", with: "%2C")
                == "a%3A\u{301}%2C\u{20DD}")
        #expect("pt_br".replacingScalar("_", with: "-") == "pt-br")
        #expect("plain".replacingScalar("'", with: "''") == "plain")
        #expect("".replacingScalar("'", with: "''") == "")
        #expect("a\nb\n".dropFirst().replacingScalar("\n", with: " ") == " b ")
    }

    /// Text without combining marks: the same as Foundation's `replacingOccurrences(of:with:)`,
    /// CR LF pairs, emoji and accented letters included.
    @Test func textWithoutCombiningMarksIsReplacedAsFoundationDoes() {
        var random = SplitMix64(seed: 15)
        let pieces = ["a", "'", "''", "\n", "\r\n", "\r", ":", ",", "_", "é", "😀", "👍🏽", " ", "ß", "\u{2028}"]
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            for (scalar, replacement) in [("'", "''"), ("\n", " "), (":", "%3A"), ("_", "-")] as [(Unicode.Scalar, String)] {
                #expect(text.replacingScalar(scalar, with: replacement)
                        == text.replacingOccurrences(of: String(scalar), with: replacement), "\(Array(text.unicodeScalars))")
            }
        }
    }
}
