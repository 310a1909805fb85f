import ContentTestSupport
import Foundation
import Testing
import YAML

/// Hostile input gets a located error, never a crash, hang or unbounded memory
/// (SPEC §3.1). Times are not asserted here; they are measured separately.
@Suite struct HostileInputTests {
    /// Every node of a tree, the root included.
    static func nodeCount(_ node: Node) -> Int {
        switch node.content {
        case .scalar, .alias: 1
        case .sequence(let items): 1 + items.reduce(0) { $0 + nodeCount($1) }
        case .mapping(let pairs): 1 + pairs.reduce(0) { $0 + nodeCount($1.key) + nodeCount($1.value) }
        }
    }

    // MARK: Alias bombs

    @Test func billionLaughsStaysUnexpanded() throws {
        var text = "a: &a [\"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\"]\n"
        let names = "abcdefghijklmnopqrstuvwxyz".map(String.init)
        for (previous, name) in zip(names, names.dropFirst()) {
            text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
        }
        // Expanded, "z" alone would hold 9^26 strings.
        let documents = try parseDocuments(Array(text.utf8))
        #expect(documents.count == 1)
        let root = try #require(documents.first?.root)
        #expect(Self.nodeCount(root) == 1 + 26 + 26 * 10)
        guard case .mapping(let pairs) = root.content, let last = pairs.last else {
            Issue.record("expected a mapping")
            return
        }
        #expect(last.value.anchor == "z")
        guard case .sequence(let items) = last.value.content else {
            Issue.record("expected a sequence")
            return
        }
        #expect(items.count == 9)
        for item in items {
            guard case .alias(let name) = item.content else {
                Issue.record("expected an alias, got \(item.content)")
                continue
            }
            #expect(name == "y")
        }
        #expect(last.value.start == Mark(line: 26, column: 4))
    }

    @Test func aliasOfAnUndefinedOrRecursiveAnchorIsKeptAsWritten() throws {
        let documents = try parseDocuments(Array("a: &a [*a, *b]\n".utf8))
        let root = try #require(documents.first?.root)
        #expect(Self.nodeCount(root) == 5)
    }

    // MARK: Deep nesting

    /// 200,000 levels from `openers` (cycled), on one line; returns the input
    /// and the column where the 257th level starts.
    static func nested(_ openers: [String], levels: Int = 200_000, blockPrefix: [String] = []) -> ([UInt8], Int) {
        var text = ""
        var column257 = 0
        for level in 1...levels {
            if level == 257 { column257 = text.unicodeScalars.count + 1 }
            text += level <= blockPrefix.count
                ? blockPrefix[(level - 1) % blockPrefix.count]
                : openers[(level - 1 - blockPrefix.count) % openers.count]
        }
        return (Array((text + "x\n").utf8), column257)
    }

    @Test func deepFlowSequences() throws {
        let (input, column) = Self.nested(["["])
        #expect(column == 257)
        let error = try #require(expectYAMLError(input, .limit, at: 1, column))
        #expect(error.message.contains("nesting is too deep"))
    }

    @Test func deepFlowMappings() {
        let (input, column) = Self.nested(["{a: "])
        #expect(column == 1 + 256 * 4)
        expectYAMLError(input, .limit, at: 1, column)
    }

    @Test func deepBlockSequencesOnOneLine() {
        let (input, column) = Self.nested(["- "])
        #expect(column == 1 + 256 * 2)
        expectYAMLError(input, .limit, at: 1, column)
    }

    @Test func deepMixedBlockAndFlow() {
        // 100 levels of block lists and explicit-key mappings, then flow lists and mappings.
        let prefix = (0..<100).map { $0 % 2 == 0 ? "- " : "? " }
        let (input, column) = Self.nested(["[", "{a: "], blockPrefix: prefix)
        #expect(column == 1 + 100 * 2 + 78 * 1 + 78 * 4)
        expectYAMLError(input, .limit, at: 1, column)
    }

    @Test func deepNestingOnManyLines() {
        // One opener per line, so libyaml's look-ahead never spans a line.
        let input = Array((String(repeating: "[\n", count: 200_000) + "x").utf8)
        expectYAMLError(input, .limit, at: 257, 1)
    }

    @Test func nestingAtTheLimitIsAccepted() throws {
        let text = String(repeating: "[", count: 256) + "x" + String(repeating: "]", count: 256)
        let documents = try parseDocuments(Array(text.utf8))
        #expect(Self.nodeCount(try #require(documents.first?.root)) == 257)
        expectYAMLError(Array(("[" + text + "]").utf8), .limit, at: 1, 257)
    }

    // MARK: Sizes

    @Test func tenMegabyteScalar() throws {
        let plain = bytes("key: " + String(repeating: "x", count: 10_000_000) + "\n")
        let error = try #require(expectYAMLError(plain, .limit, at: 1, 6))
        #expect(error.message.contains("value is too large"))
        let quoted = bytes("a: 1\nb: 2\nc: \"" + String(repeating: "y", count: 10_000_000) + "\"\n")
        expectYAMLError(quoted, .limit, at: 3, 4)
        let literal = bytes("a: |\n" + String(repeating: "  0123456789abcdef\n", count: 600_000))
        expectYAMLError(literal, .limit, at: 1, 4)
    }

    @Test func fileOverSixteenMebibytes() throws {
        let input = [UInt8](repeating: UInt8(ascii: "#"), count: (16 << 20) + 1)
        let error = try #require(expectYAMLError(input, .limit, at: 1, 1))
        #expect(error.message.contains("file is too large"))
        // Exactly at the limit is read (one long comment).
        #expect(try parseDocuments(input.dropLast()).isEmpty)
    }

    @Test func tooManyNodes() throws {
        // "[" is node 1; the 1,000,000th "a" is node 1,000,001, at column 2,000,000.
        let input = bytes("[" + String(repeating: "a,", count: 1_000_100) + "a]")
        let error = try #require(expectYAMLError(input, .limit, at: 1, 2_000_000))
        #expect(error.message.contains("too many values"))
    }

    // MARK: %TAG directives

    static func tagDirectives(_ count: Int) -> String {
        (0..<count).map { "%TAG !t\($0)! tag:example.com,2024:\($0)/\n" }.joined()
    }

    @Test func tagDirectivesUpToTheLimitAreAccepted() throws {
        let documents = try parseDocuments(bytes(Self.tagDirectives(64) + "--- !t63!x value\n"))
        #expect(documents.first?.root.tag == "tag:example.com,2024:63/x")
    }

    @Test func oneTagDirectiveTooMany() throws {
        let error = try #require(expectYAMLError(bytes("# header\n\n" + Self.tagDirectives(65) + "--- x\n"), .limit, at: 3, 1))
        #expect(error.message.contains("%TAG"))
    }

    @Test func sixteenMebibytesOfTagDirectives() {
        // libyaml compares every %TAG handle with all earlier ones while it reads
        // one prologue: this file alone would take it hours.
        var text = "# header\n%YAML 1.1\n"
        var number = 0
        while text.utf8.count < (16 << 20) - 100 {
            text += "%TAG !\(String(number, radix: 36))! t:\n"
            number += 1
        }
        expectYAMLError(bytes(text + "--- x\n"), .limit, at: 2, 1)
    }

    @Test func tagDirectivesOfALaterDocument() {
        let many = String(repeating: "%TAG !a! t:\n", count: 1) + Self.tagDirectives(20_000)
        // After an explicit end marker, a comment and a blank line.
        expectYAMLError(bytes("a: 1\n... # end\n# next\n\n" + many + "--- x\n"), .limit, at: 5, 1)
        // After an implicit end (a plain scalar would run on into the directives).
        expectYAMLError(bytes("--- [a]\n" + many + "--- x\n"), .limit, at: 2, 1)
    }

    // MARK: Junk and edge cases

    /// A located error names a line of the file and a column of that line (or just past its end).
    static func expectLocated(_ error: YAMLError, in input: [UInt8], _ name: String) {
        let lines = SourceLines(input)
        guard let line = lines.line(error.mark.line) else {
            Issue.record("\(name): \(error) names line \(error.mark.line) of \(lines.count)")
            return
        }
        #expect(error.mark.column >= 1 && error.mark.column <= line.unicodeScalars.count + 1, "\(name): \(error)")
        if let context = error.context {
            #expect(lines.line(context.mark.line) != nil, "\(name): context \(context)")
        }
    }

    static func checkJunk(_ input: [UInt8], _ name: String) {
        let rendered = EventNotation.render(input)
        do {
            _ = try parseDocuments(input)
            #expect(rendered.error == nil, "\(name)")
        } catch {
            #expect(rendered.error == error, "\(name)")
            expectLocated(error, in: input, name)
        }
    }

    @Test(arguments: 0..<40 as Range<UInt64>)
    func randomBytes(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for round in 0..<25 {
            let count = Int.random(in: 0...4_096, using: &random)
            let input = (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
            Self.checkJunk(input, "seed \(seed) round \(round)")
        }
    }

    @Test(arguments: 0..<40 as Range<UInt64>)
    func randomYAMLPunctuation(seed: UInt64) {
        // Mostly valid UTF-8 made of YAML's indicators, so the scanner and
        // parser see the junk rather than the UTF-8 decoder.
        let alphabet: [String] = ["[", "]", "{", "}", ":", ",", "-", "?", "&a", "*a", "!", "!!str", "|", ">",
                                  "'", "\"", "#", "%", "@", "`", " ", "  ", "\n", "\r\n", "\r", "\t", "a", "é",
                                  "---", "...", "%TAG ! t:\n", "\u{85}", "\u{2028}", "\u{FEFF}", "\\", "\u{0}"]
        var random = SplitMix64(seed: seed)
        for round in 0..<50 {
            let count = Int.random(in: 0...400, using: &random)
            let text = (0..<count).map { _ in alphabet.randomElement(using: &random)! }.joined()
            Self.checkJunk(Array(text.utf8), "seed \(seed) round \(round)")
        }
    }

    @Test func emptyFile() throws {
        #expect(try parseDocuments([UInt8]()).isEmpty)
        #expect(try parseDocuments(Data()).isEmpty)
        #expect(EventNotation.render([UInt8]()).lines == ["+STR", "-STR"])
    }

    @Test func onlyCommentsAndWhitespace() throws {
        #expect(try parseDocuments(bytes("# a comment\n   \n\n# another\r\n  # indented\n   ")).isEmpty)
        #expect(try parseDocuments(bytes("\n\n\n")).isEmpty)
        #expect(try parseDocuments([0xEF, 0xBB, 0xBF]).isEmpty)
        // A tab on an otherwise blank line is an error to libyaml 0.2.5, at the tab.
        expectYAMLError(bytes("# a\n  \n\t\n# b\n"), .syntax, at: 3, 1)
    }

    @Test func loneCarriageReturnLineEnds() throws {
        let documents = try parseDocuments(bytes("a: 1\rb: 2\r\rc: three\r"))
        guard case .mapping(let pairs) = try #require(documents.first).root.content else {
            Issue.record("expected a mapping")
            return
        }
        #expect(pairs.map { $0.key.scalarValue } == ["a", "b", "c"])
        #expect(pairs.map(\.key.start) == [Mark(line: 1, column: 1), Mark(line: 2, column: 1), Mark(line: 4, column: 1)])
        #expect(pairs[2].value.start == Mark(line: 4, column: 4))
        expectYAMLError(bytes("a: 1\rb: [\r"), .syntax, at: 3, 1)
    }
}
