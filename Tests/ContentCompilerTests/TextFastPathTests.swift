@testable import ContentCompiler
import Foundation
import ContentRuntime
import ContentTestSupport
import Testing

/// The byte-level shortcuts for the usual text agree with the general rules.
@Suite struct TextFastPathTests {
    /// An integer read from its bytes is the integer the general syntax reads.
    @Test(arguments: ["0", "-0", "7", "-7", "12", "007", "-01", "10", "123456789012345678", "1234567890123456789",
                      "-9223372036854775808", "9223372036854775808", "99999999999999999999", "", "-", "1.0", "١٢", "+5", "1_000"])
    func integersReadFromBytesAgree(_ text: String) {
        let general: Int? = DecimalNumber.isDecimal(text) && !text.contains(".") && !DecimalNumber.hasLeadingZero(text)
            ? Int(text) : nil
        #expect(DecimalNumber.integer(text) == general)
    }

    /// A file name read on its bytes ends in `.yaml` exactly when `hasSuffix` says so,
    /// also where a character before the dot may join it.
    @Test(arguments: ["b1i1.yaml", ".yaml", "yaml", "a.yml", "a.YAML", "a.yaml ", "\u{E9}.yaml", "x\u{600}.yaml",
                      "x\u{301}.yaml", "a.yaml\u{301}", "\u{1F600}.yaml", "a\r.yaml", "\u{600}.yaml", "a.yam"])
    func yamlNamesReadFromBytesAgree(_ name: String) {
        #expect(ProjectLayout.isYAMLName(name) == name.hasSuffix(".yaml"))
    }

    /// Two paths concatenated in one piece are the two joined with `+`.
    @Test(arguments: [("", ""), ("content/books/b/ideas/", "b1i1.yaml"), ("", "x"), ("/tmp/", ""),
                      ("c/\u{E9}t\u{E9}/", "\u{1F600}.yaml"), ("a small one/", "e\u{301}.yaml")])
    func concatenatedPathsAreJoinedPaths(_ prefix: String, _ name: String) {
        #expect(concatenated(prefix, name) == prefix + name)
        #expect(Array(concatenated(prefix, name).utf8) == Array((prefix + name).utf8))
    }

    /// Trimming keeps text that starts and ends with a printable ASCII character
    /// as it is, and trims the rest by characters.
    @Test(arguments: ["a", "a b", " a ", "\ta\n", "a\u{301}", "\u{A0}a\u{A0}", "x\u{2003}", "\u{2003}", "", " ", "\u{600}1"])
    func trimmingAgreesWithTrimmingByCharacter(_ text: String) {
        let start = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
        let end = text.lastIndex { !$0.isWhitespace }.map { text.index(after: $0) } ?? start
        #expect(text.trimmingWhitespace() == text[start..<max(start, end)])
    }

    /// Web links read on their bytes when ASCII, by character otherwise.
    @Test(arguments: [
        ("https://example.com/a?b#c", true), ("http://a.b:8080/x", true), ("https://ex ample.com", false),
        ("https://exa\u{7F}mple.com", false), ("https://ex_ample.com", false), ("https://-a.com", false),
        ("https://ex\u{E4}mple.com", true), ("https://ex\u{A0}ample.com", false), ("https://\u{661}\u{662}.com", true),
        ("https://example.com/\u{2003}", false), ("https://a..b", false), ("https://a.b..", false), ("https://.a", false), ("https://a.com:99999", false),
    ])
    func webLinksAreToldAsBefore(_ url: String, _ isWebURL: Bool) {
        #expect(TextFormats.isWebURL(url) == isWebURL)
    }

    @Test(arguments: [
        ("a", true), ("flags-and-continents", true), ("b1", true), ("", false), ("-a", false), ("a-", false),
        ("a--b", false), ("A", false), ("a_b", false), ("a b", false), ("\u{E9}", false), ("-", false), ("a-\u{301}", false),
    ])
    func slugsAreToldAsBefore(_ text: String, _ isSlug: Bool) {
        #expect(TextFormats.isSlug(text) == isSlug)
        #expect(TextFormats.isSlug(text[...]) == isSlug)
    }

    /// Finding control characters on the bytes agrees with asking each
    /// scalar, for every scalar up to U+2FFF and its neighbours in UTF-8
    /// (U+2027 and U+202F, U+2065 and U+206A sit beside the ranges).
    @Test func controlCharactersFoundOnBytesAgreeWithScalars() {
        var random = SplitMix64(seed: 9)
        let scalars = (0...0x2FFF).compactMap(Unicode.Scalar.init) + ["\u{1F600}", "\u{FEFF}", "\u{E000}"]
        for scalar in scalars {
            for text in ["\(scalar)", "a\(scalar)b", "\u{E9}\(scalar)", "\(scalar)\u{2027}"] {
                let general = text.unicodeScalars.contains(where: PrintableText.isControl)
                #expect(PrintableText.containsControl(text) == general, "U+\(String(scalar.value, radix: 16))")
                let exceptLineFeeds = text.unicodeScalars.contains { $0 != "\n" && PrintableText.isControl($0) }
                #expect(PrintableText.containsControl(text, exceptLineFeeds: true) == exceptLineFeeds)
            }
        }
        for _ in 0..<2000 {
            let text = String(String.UnicodeScalarView((0..<Int.random(in: 0...12, using: &random)).map { _ in
                scalars.randomElement(using: &random)!
            }))
            #expect(PrintableText.containsControl(text) == text.unicodeScalars.contains(where: PrintableText.isControl), "\(Array(text.unicodeScalars))")
        }
    }

    /// The eight-bytes-at-once test finds each control character at every
    /// place in a run of printable ASCII that spans several words, and lets
    /// every printable character through (the boundary bytes 0x1F, 0x20,
    /// 0x7E and 0x7F included, and bytes of longer characters, which send
    /// the scan a byte at a time).
    @Test func controlCharactersFoundAtEveryPlaceOfAWord() {
        let scalars = (0...0x2FFF).compactMap(Unicode.Scalar.init)
        for scalar in scalars {
            let character = String(scalar)
            let general = PrintableText.isControl(scalar)
            for offset in 0..<17 {
                let text = String(repeating: "a~ ", count: 9)
                let place = text.index(text.startIndex, offsetBy: offset)
                let placed = text[..<place] + character + text[place...]
                #expect(PrintableText.containsControl(String(placed)) == general, "U+\(String(scalar.value, radix: 16)) at \(offset)")
                #expect(PrintableText.containsControl(String(placed), exceptLineFeeds: true) == (general && scalar != "\n"))
                // With line feeds in the same words, which the test of words with line feeds lets through.
                let lines = String(placed).replacingOccurrences(of: " ", with: "\n")
                #expect(PrintableText.containsControl(lines, exceptLineFeeds: true) == (general && scalar != "\n"),
                        "U+\(String(scalar.value, radix: 16)) at \(offset) among line feeds")
            }
        }
    }

    @Test(arguments: ["TODO: x", "  TODO: x", "TODO x", "Today", "\u{A0}TODO: x", "a", ""])
    func placeholdersAreToldByTheirStart(_ text: String) {
        #expect(Placeholder.isPlaceholder(text) == text.drop { $0.isWhitespace }.hasPrefix(Placeholder.prefix))
    }
}
