import Foundation
import Testing
import YAML

@Suite struct SourceLinesTests {
    @Test func splitsAtEveryLineBreakLibyamlCounts() {
        let text = "one\ntwo\r\nthree\rfour\u{85}five\u{2028}six\u{2029}seven"
        let lines = SourceLines(Array(text.utf8))
        #expect(lines.count == 7)
        #expect((1...7).map { lines.line($0) } == ["one", "two", "three", "four", "five", "six", "seven"])
        #expect(lines[3] == "three")
        #expect(lines.line(0) == nil)
        #expect(lines.line(8) == nil)
        #expect(lines[-1] == nil)
    }

    /// Counted as editors count lines, NEL and the separators stay in their
    /// line, with or without a carriage return elsewhere in the file.
    @Test func editorsCountOnlyLineFeedsAndCarriageReturns() {
        let text = Array("one\ntwo\r\nthree\rfour\u{85}five\u{2028}six\u{2029}seven".utf8)
        #expect(SourceLines.lines([1, 2, 3, 4, 5], of: text, asEditorsCount: true)
                == [1: "one", 2: "two", 3: "three", 4: "four\u{85}five\u{2028}six\u{2029}seven"])
        let feedsOnly = Array("\u{FEFF}a\u{85}b\nc\u{2028}d".utf8)
        #expect(SourceLines.lines([1, 2, 3], of: feedsOnly, asEditorsCount: true) == [1: "a\u{85}b", 2: "c\u{2028}d"])
        #expect(SourceLines.lines([1, 2, 3], of: feedsOnly) == [1: "a", 2: "b", 3: "c"])
    }

    @Test func someLinesAreTheLinesOfTheWholeFile() {
        // Long plain runs, every kind of break, broken UTF-8 and a leading byte-order mark, at random.
        // The first pieces hold no break but the line feed: files of them alone are read through
        // the line feeds' fast path, the others through every unit.
        let pieces: [[UInt8]] = [Array("plain text of many bytes".utf8), [0x0A], [0xE2, 0x80], [0xC3, 0xA9], [0xFF], Array("ab".utf8),
                                 [0xE2, 0x80, 0x99], [0xC2, 0xA0], [0xE2], [0xC2], [0xF0, 0x9F],
                                 [0x0D], [0x0D, 0x0A], [0xC2, 0x85], [0xE2, 0x80, 0xA8], [0xE2, 0x80, 0xA9]]
        let onlyLineFeeds = 11
        var state: UInt64 = 0x5EED_11E5
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        for round in 0..<2_000 {
            var bytes: [UInt8] = round % 7 == 0 ? [0xEF, 0xBB, 0xBF] : []
            let kinds = round % 2 == 0 ? onlyLineFeeds : pieces.count
            for _ in 0..<next(30) { bytes += pieces[next(kinds)] }
            let whole = SourceLines(bytes)
            let numbers = Set((0..<next(6)).map { _ in 1 + next(whole.count + 2) })
            let some = SourceLines.lines(numbers, of: bytes)
            for number in numbers {
                #expect(some[number] == whole.line(number), "line \(number) of \(bytes)")
            }
        }
    }

    @Test func aFinalBreakLeavesAnEmptyLastLine() throws {
        let bytes = Data("a: 1\nb: 2\n".utf8)
        let lines = SourceLines(bytes)
        #expect(lines.count == 3)
        #expect(lines.line(2) == "b: 2")
        #expect(lines.line(3) == "")
        // libyaml's stream end is on that last line, which therefore exists.
        let parser = try EventParser(bytes: bytes)
        var last: Event?
        while let event = try parser.next() { last = event }
        #expect(last?.kind == .streamEnd)
        #expect(last?.start == Mark(line: 3, column: 1))
    }

    @Test func emptyFileHasOneEmptyLine() {
        let lines = SourceLines([UInt8]())
        #expect(lines.count == 1)
        #expect(lines.line(1) == "")
    }

    @Test func blankLinesAndCRLFPairs() {
        let lines = SourceLines(Array("\r\n\r\n\r\r\n\n".utf8))
        // CRLF, CRLF, CR, CRLF, LF: five breaks.
        #expect(lines.count == 6)
        #expect((1...6).allSatisfy { lines.line($0) == "" })
    }

    @Test func byteOrderMarkIsNotPartOfLineOne() {
        let lines = SourceLines([0xEF, 0xBB, 0xBF] + Array("title: x\nb".utf8))
        #expect(lines.line(1) == "title: x")
        #expect(lines.line(2) == "b")
    }

    @Test func brokenUTF8BecomesOneReplacementCharacterPerSequence() {
        // "a", a truncated 3-byte sequence, "b", a stray continuation byte, "c".
        let lines = SourceLines([0x61, 0xE2, 0x82, 0x62, 0x80, 0x63, 0x0A, 0xFF])
        #expect(lines.line(1) == "a\u{FFFD}b\u{FFFD}c")
        #expect(lines.line(2) == "\u{FFFD}")
    }

    @Test func invalidBytesNeverMakeLineBreaks() {
        // C2 alone, then "85" as a stray byte: not a NEL.
        let lines = SourceLines([0x61, 0xC2, 0x20, 0x85, 0x62])
        #expect(lines.count == 1)
        #expect(lines.line(1) == "a\u{FFFD} \u{FFFD}b")
    }

    @Test func errorMarksPointIntoTheirLine() throws {
        // The caret column of a reader error is the broken character in the rendered line.
        let bytes: [UInt8] = Array("a: 1\r\ntitle: caf".utf8) + [0xE9] + Array(" au lait\n".utf8)
        do {
            _ = try parseDocuments(bytes)
            Issue.record("expected an encoding error")
        } catch {
            let line = try #require(SourceLines(bytes).line(error.mark.line))
            #expect(line == "title: caf\u{FFFD} au lait")
            #expect(Array(line.unicodeScalars)[error.mark.column - 1] == "\u{FFFD}")
        }
    }

    @Test func byteOffsetsOfMarksCountCharactersAsMarksDo() throws {
        // BOM, "é" (2 bytes), CRLF, a broken sequence (E2 82), then "b".
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("é: 1\r\n".utf8) + [0xE2, 0x82] + Array("b: 2".utf8)
        let lines = SourceLines(bytes)
        #expect(lines.byteOffset(of: Mark(line: 1, column: 1)) == 3)
        #expect(lines.byteOffset(of: Mark(line: 1, column: 2)) == 5)  // ":" after the two bytes of "é"
        #expect(lines.byteOffset(of: Mark(line: 1, column: 5)) == 8)  // the end of line 1: its break
        #expect(lines.byteOffset(of: Mark(line: 1, column: 6)) == nil)
        #expect(lines.byteOffset(of: Mark(line: 2, column: 2)) == 12)  // "b", after one broken character
        #expect(lines.byteOffset(of: Mark(line: 2, column: 6)) == bytes.count)
        #expect(lines.byteOffset(of: Mark(line: 3, column: 1)) == nil)
        #expect(lines.byteOffset(of: Mark(line: 0, column: 1)) == nil)

        // Every key's mark names the byte its text starts at.
        let text = "title: café\nnested:\n  – dash: x\n  key: \"é\"\n"
        let root = try #require(parseDocuments(Array(text.utf8)).first?.root)
        guard case .mapping(let pairs) = root.content, case .mapping(let inner) = pairs[1].value.content else {
            Issue.record("expected mappings")
            return
        }
        let utf8 = Array(text.utf8)
        for pair in pairs + inner {
            let key = try #require(pair.key.scalarValue)
            let offset = try #require(SourceLines(utf8).byteOffset(of: pair.key.start))
            #expect(Array(utf8[offset..<(offset + key.utf8.count)]) == Array(key.utf8))
        }
    }
}
