import ContentTestSupport
import Foundation
import Testing
import YAML

/// `Mark(byteOffset:in:)` must give exactly the marks libyaml gives, whatever
/// the line breaks: `\n`, `\r\n`, a lone `\r`, NEL, LS and PS all start a line.
@Suite struct MarkTests {
    static let breaks = ["\n", "\r\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"]

    /// Documents that put every kind of line break between tokens, in
    /// comments, in plain, quoted and block scalars and in flow collections.
    static func handWritten() -> [String] {
        breaks.flatMap { br in
            [
                "a: 1\(br)b: 2\(br)c: 3\(br)",
                "# comment\(br)key: value\(br)\(br)other: 'x'\(br)",
                "- é\(br)- 日本語\(br)- \"multi\(br)  line\"\(br)- plain\(br)  continued\(br)- end",
                "key: |\(br)  literal\(br)  text\(br)next: >\(br)  folded\(br)\(br)  more\(br)last: x",
                "[a,\(br) b,\(br) {c: d,\(br) e: f}]\(br)",
                "---\(br)a: 1\(br)...\(br)---\(br)- x\(br)",
                "\u{FEFF}bom: first\(br)second: 2\(br)",
                "a:\t1\(br)\tb\(br)",
                "? complex\(br): value\(br)&anchor x: *anchor\(br)",
                "\"escaped \\\(br) break\": 1\(br)'single\(br)\(br)quoted': 2",
                "😀: 🎉\(br)ключ: значение\(br)",
            ]
        }
    }

    /// Every document above with every line break swapped for a randomly chosen one.
    static func shuffledBreaks(seed: UInt64) -> [String] {
        var random = SplitMix64(seed: seed)
        return handWritten().map { text in
            var result = ""
            for character in text {
                if breaks.contains(String(character)) {
                    result += breaks.randomElement(using: &random)!
                } else {
                    result.append(character)
                }
            }
            return result
        }
    }

    /// Checks every event start libyaml reports for `bytes` against
    /// `Mark(byteOffset:in:)`, and the wrapper's own event marks against both.
    ///
    /// One difference is by design: at the end of a file whose last line has no
    /// line break, libyaml moves its marks to column 0 of a line that does not
    /// exist; the wrapper reports the real end, just after the last character.
    static func checkEventMarks(_ bytes: [UInt8], _ name: String) -> Int {
        let starts = RawLibyaml.eventStarts(bytes)
        let lines = SourceLines(bytes)
        var wrapperStarts: [Mark] = []
        if let parser = try? EventParser(bytes: bytes) {
            while let event = try? parser.next() { wrapperStarts.append(event.start) }
        }
        #expect(wrapperStarts.count == starts.count, "\(name): event counts differ")
        let endsWithBreak = [UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x85, 0xA8, 0xA9].contains(bytes.last ?? 0x0A)
        for (number, start) in starts.enumerated() {
            let offset = RawLibyaml.byteOffset(ofCharacter: start.index, in: bytes)
            let computed = Mark(byteOffset: offset, in: bytes)
            let inventedLine = offset == bytes.count && start.column == 0 && start.line > 0 && !endsWithBreak
            if inventedLine {
                #expect(computed.line == start.line, "\(name): \(start) should be just after the last line")
            } else {
                let expected = Mark(line: start.line + 1, column: start.column + 1)
                #expect(computed == expected, "\(name): libyaml \(start) at byte \(offset)")
            }
            if number < wrapperStarts.count {
                #expect(wrapperStarts[number] == computed, "\(name): event \(number)")
            }
            // The same position in SourceLines: the line exists and holds the character.
            let text = lines.line(computed.line)
            #expect(text != nil, "\(name): no line \(computed.line)")
            if let text, offset < bytes.count, computed.column <= text.unicodeScalars.count {
                let scalars = Array(text.unicodeScalars)
                let here = String(decoding: bytes[offset...].prefix(4), as: UTF8.self).unicodeScalars.first
                #expect(scalars[computed.column - 1] == here, "\(name): line \(computed.line) column \(computed.column)")
            }
        }
        return starts.count
    }

    @Test func unterminatedLastLineEndsAfterItsLastCharacter() throws {
        // libyaml puts the end of "key: [a" at 0-based 1:0, a line the file does not have.
        let input = Array("key: [a".utf8)
        #expect(RawLibyaml.eventStarts(input).last == RawLibyaml.RawMark(index: 6, line: 0, column: 6))
        do {
            _ = try parseDocuments(input)
            Issue.record("expected an error")
        } catch {
            #expect(error.mark == Mark(line: 1, column: 8))
        }
        let parser = try EventParser(bytes: Array("- a\n-".utf8))
        var events: [Event] = []
        while let event = try parser.next() { events.append(event) }
        #expect(RawLibyaml.eventStarts(Array("- a\n-".utf8)).last == RawLibyaml.RawMark(index: 5, line: 2, column: 0))
        #expect(events.last?.start == Mark(line: 2, column: 2))
        #expect(events.last?.kind == .streamEnd)
    }

    @Test func handWrittenDocumentsAgreeWithLibyaml() {
        var events = 0
        for (number, text) in Self.handWritten().enumerated() {
            events += Self.checkEventMarks(Array(text.utf8), "document \(number)")
        }
        #expect(events > 500)
    }

    @Test(arguments: 1...20 as ClosedRange<UInt64>)
    func mixedLineBreaksAgreeWithLibyaml(seed: UInt64) {
        for (number, text) in Self.shuffledBreaks(seed: seed).enumerated() {
            _ = Self.checkEventMarks(Array(text.utf8), "seed \(seed) document \(number)")
        }
    }

    @Test func yamlTestSuiteAgreesWithLibyaml() throws {
        var events = 0
        for testCase in try ConformanceTests.cases() {
            let bytes = try [UInt8](Data(contentsOf: testCase.directory.appendingPathComponent("in.yaml")))
            events += Self.checkEventMarks(bytes, testCase.id)
        }
        #expect(events > 3_000)
    }

    @Test func lineBreakKindsEachStartALine() {
        // "a" then a break then "b": b is always at 2:1.
        for br in Self.breaks {
            let bytes = Array("a\(br)b".utf8)
            #expect(Mark(byteOffset: bytes.count - 1, in: bytes) == Mark(line: 2, column: 1), "\(br.unicodeScalars.first!.value)")
        }
    }

    @Test func offsetsInsideCharactersAndBreaksGiveThatCharacter() {
        let bytes = Array("é\r\nx".utf8)  // C3 A9 0D 0A 78
        #expect(Mark(byteOffset: 0, in: bytes) == Mark(line: 1, column: 1))
        #expect(Mark(byteOffset: 1, in: bytes) == Mark(line: 1, column: 1))
        #expect(Mark(byteOffset: 2, in: bytes) == Mark(line: 1, column: 2))
        #expect(Mark(byteOffset: 3, in: bytes) == Mark(line: 1, column: 2))
        #expect(Mark(byteOffset: 4, in: bytes) == Mark(line: 2, column: 1))
        #expect(Mark(byteOffset: 5, in: bytes) == Mark(line: 2, column: 2))
        #expect(Mark(byteOffset: 99, in: bytes) == Mark(line: 2, column: 2))
        #expect(Mark(byteOffset: -1, in: bytes) == Mark(line: 1, column: 1))
    }

    @Test func byteOrderMarkTakesNoColumn() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("ab: c".utf8)
        #expect(Mark(byteOffset: 3, in: bytes) == Mark(line: 1, column: 1))
        #expect(Mark(byteOffset: 7, in: bytes) == Mark(line: 1, column: 5))
        #expect(Mark(byteOffset: 1, in: bytes) == Mark(line: 1, column: 1))
    }

    @Test func brokenSequenceIsOneColumn() {
        // E2 82 is a truncated three-byte character: one column, then "x".
        let bytes: [UInt8] = [0x61, 0xE2, 0x82, 0x78, 0xFF, 0x79]
        #expect(Mark(byteOffset: 3, in: bytes) == Mark(line: 1, column: 3))
        #expect(Mark(byteOffset: 5, in: bytes) == Mark(line: 1, column: 5))
    }

    @Test func rawBufferAndCollectionAgree() {
        let bytes = Array("a: é\u{2028}b: 日\r\nc".utf8)
        for offset in 0...bytes.count {
            let viaRaw = bytes.withUnsafeBytes { Mark(byteOffset: offset, in: $0) }
            #expect(viaRaw == Mark(byteOffset: offset, in: Data(bytes)))
        }
    }
}
