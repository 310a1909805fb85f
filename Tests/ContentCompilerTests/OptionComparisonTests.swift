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
                let found = firstEarlierSameOption([first, second].map { Located($0, at: Mark(line: 1, column: 1)) })
                #expect(found == [nil, expected ? 0 : nil])
            }
        }
    }

    /// A few options are compared pairwise, many through a dictionary: both find the same first equal option.
    @Test(arguments: [2, 4, 8, 9, 20, 42])
    func pairwiseAndDictionaryAgree(_ count: Int) {
        let options = Array(Self.options.prefix(count))
        let found = firstEarlierSameOption(options.map { Located($0, at: Mark(line: 1, column: 1)) })
        var first: [String: Int] = [:]
        let expected = options.indices.map { position -> Int? in
            let key = options[position].trimmingWhitespace().lowercased()
            if let earlier = first[key] { return earlier }
            first[key] = position
            return nil
        }
        #expect(found == expected)
    }
}
