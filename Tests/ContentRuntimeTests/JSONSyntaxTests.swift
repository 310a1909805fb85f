@testable import ContentRuntime
import ContentTestSupport
import Foundation
import Testing

/// The JSON syntax check that locates a decoder's "not valid JSON": on
/// thousands of seeded mutations of real bundles and of small texts full of
/// escapes, numbers and nesting, it calls valid exactly what
/// `JSONSerialization` calls valid, returns without trapping, and points at a
/// byte of the text.
@Suite struct JSONSyntaxTests {
    /// Whether the platform's JSON parser takes `data`.
    static func parses(_ data: Data) -> Bool {
        (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil
    }

    static let smallTexts: [String] = [
        #"{"a": [1, -2.5e+3, 0, -0, 1E-2, true, false, null, "x\"\\\/\b\f\n\r\t\u00e9\uD83D\uDE00"], "b": {}}"#,
        #"[[[], {}], {"k": {"k": [0.5]}}, "é🌍", 123456789012345678901234567890]"#,
        #"{"a": 1,}"#, #"[1, 2, ]"#, "\u{FEFF}[1]", #""fragment""#, "42", " \r\n\t{ \"a\" : null } ",
    ]

    @Test(.timeLimit(.minutes(2)))
    func mutationsAreJudgedAsTheSystemParserJudgesThem() throws {
        let folder = try OutFolder()
        let originals = try [folder.read("books/meditations.json"), folder.read("courses/flags-and-continents.json")]
            + Self.smallTexts.map { Data($0.utf8) }
        var random = SplitMix64(seed: 0x5EED_150B)
        var valid = 0
        var invalid = 0
        for original in originals {
            #expect(JSONSyntax.firstError(in: original) == nil, "\(String(decoding: original, as: UTF8.self))")
            for _ in 0..<(original.count > 1_000 ? 600 : 1_500) {
                var bytes = Array(original)
                for _ in 0..<Int.random(in: 1...3, using: &random) { CanonicalIndexReaderMutationTests.mutate(&bytes, &random) }
                let data = Data(bytes)
                let error = JSONSyntax.firstError(in: data)
                // A NUL or a UTF-16 byte order mark in the first four bytes makes the system parser
                // read the text as UTF-16 or UTF-32; bundles and snapshots are UTF-8 (a NUL there is refused).
                if bytes.prefix(4).contains(0) || bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
                    #expect(error != nil)
                    continue
                }
                #expect((error == nil) == Self.parses(data), "\(bytes) \(String(describing: error))")
                if let error {
                    invalid += 1
                    #expect(error.offset >= 0 && error.offset <= data.count)
                    #expect(error.line >= 1 && error.column >= 1)
                    guard case .failure(let same) = JSONSyntax.numbers(in: data, limit: .max) else {
                        Issue.record("numbers(in:) read \(bytes)")
                        continue
                    }
                    #expect(same == error)
                } else {
                    valid += 1
                    guard case .success = JSONSyntax.numbers(in: data, limit: .max) else {
                        Issue.record("numbers(in:) refused \(bytes)")
                        continue
                    }
                }
            }
        }
        #expect(valid > 500)
        #expect(invalid > 2_000)
    }

    @Test func numbersAreFoundWithTheirPaths() throws {
        let data = Data(#"{"a": [1, {"b\u00e9\n": -2.5e3}], "c": 7, "d": "8"}"#.utf8)
        guard case .success(let numbers) = JSONSyntax.numbers(in: data, limit: .max) else {
            Issue.record("not read")
            return
        }
        #expect(numbers.map(\.text) == ["1", "-2.5e3", "7"])
        #expect(numbers.map(\.path) == [[.key("a"), .index(0)], [.key("a"), .index(1), .key("bé\n")], [.key("c")]])
        #expect(numbers.map { String(decoding: data[$0.range], as: UTF8.self) } == ["1", "-2.5e3", "7"])
    }

    @Test func onlyTheNumbersWantedAreKeptUpToTheLimit() {
        let data = Data(#"[1, {"a": [2.5, 3, 4e1]}, -0.5, 7.25]"#.utf8)
        let isFraction: (String) -> Bool = { $0.contains(".") }
        guard case .success(let numbers) = JSONSyntax.numbers(in: data, limit: 2, where: isFraction) else {
            Issue.record("not read")
            return
        }
        #expect(numbers.map(\.text) == ["2.5", "-0.5"])
        #expect(numbers.map(\.path) == [[.index(1), .key("a"), .index(0)], [.index(2)]])
        // Past the limit, the rest of the text is still checked.
        let broken = Data(#"[1.5, 2.5, 3.5, 4.5 5]"#.utf8)
        guard case .failure(let error) = JSONSyntax.numbers(in: broken, limit: 1, where: isFraction) else {
            Issue.record("a mistake after the limit was not found")
            return
        }
        #expect(error == JSONSyntax.firstError(in: broken))
    }

    /// Numbers nested deep, each of which would keep a path hundreds of steps
    /// long: only the numbers wanted are kept, so the cost is that of the text.
    @Test(.timeLimit(.minutes(1)))
    func manyDeeplyNestedNumbersCostWhatTheirTextDoes() {
        let depth = JSONSyntax.maxDepth - 10
        let count = 300_000
        let text = String(repeating: "[", count: depth) + String(repeating: "1,", count: count) + "0.5"
            + String(repeating: "]", count: depth)
        guard case .success(let numbers) = JSONSyntax.numbers(in: Data(text.utf8), limit: 64, where: { $0.contains(".") }) else {
            Issue.record("not read")
            return
        }
        #expect(numbers.map(\.text) == ["0.5"])
        #expect(numbers.first?.path == Array(repeating: .index(0), count: depth - 1) + [.index(count)])
    }

    /// Numbers near and past the largest `Double`, written with and without
    /// an exponent, long runs of digits included.
    @Test func hugeNumbersAreJudgedAsTheSystemParserJudgesThem() {
        let zeros = { (count: Int) in String(repeating: "0", count: count) }
        let numbers = [
            "1" + zeros(308), "1" + zeros(309), "-1" + zeros(309), "17" + zeros(307), "18" + zeros(307),
            "1" + zeros(299), "9" + zeros(300), "1" + zeros(400) + ".5e-100", "0." + zeros(400) + "1", "1" + zeros(1_000) + "e-900",
            "1e308", "1.7976931348623157e308", "1.8e308", "1e309", "-1e400", "1e-400", "1E+0308", "0e99999",
            "123456789012345678901234567890e280",
        ]
        for number in numbers {
            for text in [number, "[\(number)]", #"{"a": \#(number)}"#] {
                let data = Data(text.utf8)
                let error = JSONSyntax.firstError(in: data)
                #expect((error == nil) == Self.parses(data), "\(text.prefix(60)) \(String(describing: error))")
                if case .numberOutOfRange(let shown)? = error?.problem { #expect(shown.count <= 41) }
            }
        }
    }

    @Test func nestingIsRefusedPastTheSystemParsersLimit() {
        for depth in [JSONSyntax.maxDepth, JSONSyntax.maxDepth + 1, 100_000] {
            let data = Data((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)
            #expect((JSONSyntax.firstError(in: data) == nil) == Self.parses(data), "\(depth)")
            #expect((JSONSyntax.firstError(in: data) == nil) == (depth <= JSONSyntax.maxDepth))
        }
    }

    @Test func whereAndWhatIsSaid() {
        let cases: [(String, String)] = [
            ("", "expected a value at line 1, column 1, but the text ends"),
            ("{\n  \"a\": 1,\n  \"b\" 2\n}", "expected `:` after the key at line 3, column 7, found `2`"),
            ("[1 2]", "expected `,` or `]` at line 1, column 4, found `2`"),
            ("[,]", "expected a value or `]` at line 1, column 2, found `,`"),
            ("[1, 2", "expected `,` or `]` at line 1, column 6, but the text ends"),
            ("[-]", "a number without its digits at line 1, column 2"),
            ("[1.]", "a number without its digits at line 1, column 2"),
            ("[\"ab", "a string that starts at line 1, column 2 and never ends"),
            ("[\"\\uD800x\"]", "half of a surrogate pair without the other half (`\\uD800`) at line 1, column 3"),
            ("[\"\\u12G4\"]", "a `\\u` escape without four hexadecimal digits at line 1, column 3"),
            ("[é]", "expected a value or `]` at line 1, column 2, found byte 0xC3"),
            ("\u{FEFF}[x]", "expected a value or `]` at line 1, column 2, found `x`"),
        ]
        for (text, expected) in cases {
            #expect(JSONSyntax.firstError(in: Data(text.utf8))?.description == expected, "\(text)")
        }
    }
}
