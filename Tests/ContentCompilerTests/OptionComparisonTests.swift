@testable import ContentCompiler
import ContentRuntime
import YAML
import Testing

/// Q102's comparison of options agrees with lower-casing the trimmed texts.
@Suite struct OptionComparisonTests {
    /// Texts that read the same or almost: case, surrounding spaces, prefixes, and
    /// text outside ASCII that lower-cases or composes into ASCII or into each other.
    static let options = [
        "Yes", "yes", " yes", "YES ", "\tYes\t", "Ye", "Yes!", "", " ",
        "Paris", "Paris, France", "paris", "abc", "abc\u{E9}", "abce\u{301}",
        "k", "K", "\u{212A}", "kelvin K", "KELVIN \u{212A}",
        "\u{130}stanbul", "i\u{307}stanbul", "istanbul", "ISTANBUL",
        "caf\u{E9}", "cafe\u{301}", "CAF\u{C9}", "cafe",
        "Stra\u{DF}e", "STRASSE", "strasse", "\u{3A3}\u{3A3}", "\u{3C3}\u{3C2}", "\u{3C3}\u{3C3}",
        "a\r\n", "A", "\u{A0}a", "a\u{A0}", "@", "`", "[", "{",
    ]

    @Test func pairsAgreeWithLowerCasing() {
        for first in Self.options {
            for second in Self.options {
                let expected = first.trimmingWhitespace().lowercased() == second.trimmingWhitespace().lowercased()
                #expect((optionKey(first) == optionKey(second)) == expected, "\(first.debugDescription) vs \(second.debugDescription)")
                #expect(Self.found([first, second]) == [nil, expected ? 0 : nil])
            }
        }
    }

    /// A few options are compared pairwise, many through a dictionary: both find the same first equal option.
    @Test(arguments: [2, 4, 8, 9, 20, 42])
    func pairwiseAndDictionaryAgree(_ count: Int) {
        let options = Array(Self.options.prefix(count))
        #expect(Self.found(options) == Self.expected(options))
    }

    /// Random options of ASCII letters, spaces and a few characters beyond
    /// ASCII that fold or compose into them: the first equal earlier option is
    /// the one lower-casing the trimmed texts finds, for 2 to 8 options.
    @Test func randomOptionsAgreeWithLowerCasing() {
        let pieces = ["a", "A", "b", "B", " ", "\t", "\r\n", "\u{A0}", "\u{212A}", "k", "K", "e\u{301}", "\u{E9}", "\u{C9}", "\u{DF}", "ss"]
        var generator = StemSignatureTests.SeededGenerator(state: 0x0102)
        for _ in 0..<2_000 {
            let count = Int.random(in: 2...8, using: &generator)
            let options = (0..<count).map { _ in
                (0..<Int.random(in: 0...3, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            }
            #expect(Self.found(options) == Self.expected(options), "\(options.map(\.debugDescription))")
        }
    }

    /// What Q102 finds for these options: for each, the first earlier one that reads the same.
    static func found(_ options: [String]) -> [Int?] {
        firstEarlierSameOption(options.map { Located($0, at: Mark(line: 1, column: 1)) })
    }

    /// The same found by lower-casing the trimmed texts, through a dictionary.
    static func expected(_ options: [String]) -> [Int?] {
        var first: [String: Int] = [:]
        return options.indices.map { position -> Int? in
            let key = options[position].trimmingWhitespace().lowercased()
            if let earlier = first[key] { return earlier }
            first[key] = position
            return nil
        }
    }
}
