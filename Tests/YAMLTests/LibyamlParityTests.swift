import CYAML
import Foundation
import Testing
import YAML

/// The wrapper must be libyaml itself, not merely agree with the suite: over
/// every yaml-test-suite input, libyaml run directly through its C API and the
/// wrapper (``EventParser``, ``EventNotation``) must give
///
/// - the same events, line for line in `test.event` notation;
/// - the same start and end mark for every event: libyaml's 0-based line and
///   column + 1, except at the end of a file whose last line has no line
///   break, where libyaml names column 0 of a line the file does not have and
///   the wrapper names the real end (see `LibyamlMarks`);
/// - when libyaml stops with an error, an error after the same number of
///   events, at libyaml's problem mark + 1 (scanner and parser errors, with
///   their context and its mark; the same end-of-file exception applies, as
///   `LibyamlMarks` translates every mark) or, for reader errors, at the first
///   byte of the broken character that libyaml's byte offset points into (see
///   `ReaderProblem`); when libyaml does not stop, no error.
///
/// Expected marks are computed here from the input bytes and libyaml's raw
/// marks alone, without the wrapper's mark code.
@Suite struct LibyamlParityTests {
    // MARK: The input, as libyaml counts it

    /// Where things are in an input, counted by libyaml's rules: a leading
    /// byte-order mark is skipped, `\r\n` is two characters and one line break,
    /// and `\n`, a lone `\r`, NEL, LS and PS each end a line.
    struct InputShape {
        let bytes: [UInt8]
        /// libyaml's character count of the whole input (its index at the end).
        let characters: Int
        /// How many line breaks the input has.
        let lineBreaks: Int
        /// How many characters follow the last line break.
        let lastLineLength: Int
        /// Whether the last character is a line break.
        let endsWithLineBreak: Bool
        /// Whether the input is valid UTF-8 (the counts above assume it).
        let isValidUTF8: Bool

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            let walk = Self.walk(bytes[...])
            characters = walk.characters
            lineBreaks = walk.lineBreaks
            lastLineLength = walk.column
            endsWithLineBreak = walk.endsWithLineBreak
            isValidUTF8 = String(validating: bytes, as: UTF8.self) != nil
        }

        private static func walk(_ bytes: ArraySlice<UInt8>) -> (characters: Int, lineBreaks: Int, column: Int, endsWithLineBreak: Bool) {
            var scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scalars.removeFirst() }
            var lineBreaks = 0
            var column = 0
            var lastIsBreak = false
            for (number, scalar) in scalars.enumerated() {
                let crBeforeLF = scalar == "\r" && number + 1 < scalars.count && scalars[number + 1] == "\n"
                lastIsBreak = ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar) && !crBeforeLF
                if lastIsBreak {
                    lineBreaks += 1
                    column = 0
                } else if !crBeforeLF {
                    column += 1
                }
            }
            return (scalars.count, lineBreaks, column, lastIsBreak)
        }

        /// The 1-based mark of the character holding byte `offset`; the bytes
        /// before that character must be valid UTF-8.
        func mark(ofCharacterAtByte offset: Int) -> Mark {
            var offset = min(max(offset, 0), bytes.count)
            // Back to the character's first byte (the `\r` of `\r\n`, a UTF-8 lead byte).
            if offset > 0, offset < bytes.count, bytes[offset - 1] == 0x0D, bytes[offset] == 0x0A { offset -= 1 }
            while offset > 0, offset < bytes.count, bytes[offset] & 0xC0 == 0x80, bytes[offset - 1] >= 0x80 { offset -= 1 }
            if offset < 3, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return Mark(line: 1, column: 1) }
            let walk = Self.walk(bytes[..<offset])
            return Mark(line: walk.lineBreaks + 1, column: walk.column + 1)
        }

        /// Whether `raw` is libyaml's invented end-of-file mark: the input's
        /// last line has no line break, and libyaml's mark at the end moved to
        /// column 0 of the line after it.
        func isInventedEnd(_ raw: RawLibyaml.RawMark) -> Bool {
            !endsWithLineBreak && raw.index == characters && raw.line == lineBreaks + 1 && raw.column == 0
        }

        /// The mark the wrapper must report for libyaml's `raw`: `raw` + 1, or
        /// for the invented end-of-file mark, just after the last character.
        func expectedMark(_ raw: RawLibyaml.RawMark) -> Mark {
            isInventedEnd(raw)
                ? Mark(line: lineBreaks + 1, column: lastLineLength + 1)
                : Mark(line: raw.line + 1, column: raw.column + 1)
        }

        /// Where the wrapper must report a libyaml reader error: the first byte
        /// of the broken character. libyaml's offset is that byte, except for
        /// "invalid trailing UTF-8 octet", where it is the byte that fails to
        /// continue the sequence.
        func readerErrorMark(problem: String?, offset: Int) -> Mark {
            mark(ofCharacterAtByte: problem == "invalid trailing UTF-8 octet" ? offset - 1 : offset)
        }
    }

    // MARK: Both sides as comparable lines

    /// One side of the comparison: a line per event (`test.event` notation and
    /// both marks), then one line for how the stream stopped.
    struct Transcript {
        var lines: [String] = []
        /// Per line, what libyaml reported raw (empty for the wrapper).
        var notes: [String] = []
    }

    static func describe(_ raw: RawLibyaml.RawMark) -> String { "\(raw.line):\(raw.column)@\(raw.index)" }

    /// libyaml's events and error, translated into what the wrapper must report.
    static func libyamlTranscript(_ run: RawLibyaml.Run, _ shape: InputShape) -> Transcript {
        var transcript = Transcript()
        for event in run.events {
            transcript.lines.append("\(event.line) @\(shape.expectedMark(event.start))-\(shape.expectedMark(event.end))")
            transcript.notes.append("libyaml 0-based \(describe(event.start))-\(describe(event.end))")
        }
        guard let error = run.error else {
            transcript.lines.append("end")
            transcript.notes.append("")
            return transcript
        }
        var line: String
        var note = "libyaml \(error.typeName) error: \(error.problem ?? "(no problem text)")"
        switch error.type {
        case YAML_READER_ERROR:
            line = "error encoding @\(shape.readerErrorMark(problem: error.problem, offset: error.problemOffset))"
            note += " at byte \(error.problemOffset), value \(error.problemValue)"
        case YAML_SCANNER_ERROR, YAML_PARSER_ERROR:
            line = "error syntax @\(shape.expectedMark(error.problemMark))"
            note += " at 0-based \(describe(error.problemMark))"
            if let context = error.context {
                line += " context \"\(context)\" @\(shape.expectedMark(error.contextMark))"
                note += "; \(context) at 0-based \(describe(error.contextMark))"
            }
        case YAML_MEMORY_ERROR:
            line = "error limit @\(shape.expectedMark(error.mark))"
        default:
            line = "error syntax @\(shape.expectedMark(error.mark))"
        }
        transcript.lines.append(line)
        transcript.notes.append(note)
        return transcript
    }

    /// What the wrapper reports: every event from ``EventParser`` and the error that stopped it.
    struct WrapperRun {
        var events: [Event] = []
        var error: YAMLError?
        /// Whether `next()` returned something after the stream's end or an error.
        var continuedAfterEnd = false
    }

    static func wrapperRun(_ bytes: [UInt8]) -> WrapperRun {
        var run = WrapperRun()
        do {
            let parser = try EventParser(bytes: bytes)
            do {
                while let event = try parser.next() { run.events.append(event) }
            } catch {
                run.error = error
            }
            run.continuedAfterEnd = (try? parser.next()) != nil
        } catch {
            run.error = error
        }
        return run
    }

    static func wrapperTranscript(_ run: WrapperRun) -> Transcript {
        var transcript = Transcript()
        for event in run.events {
            transcript.lines.append("\(EventNotation.line(for: event)) @\(event.start)-\(event.end)")
        }
        if let error = run.error {
            var line = "error \(error.kind) @\(error.mark)"
            if let context = error.context {
                line += " context \"\(context.message)\" @\(context.mark)"
            }
            transcript.lines.append(line)
        } else {
            transcript.lines.append("end")
        }
        if run.continuedAfterEnd { transcript.lines.append("an event after the end") }
        transcript.notes = Array(repeating: "", count: transcript.lines.count)
        return transcript
    }

    /// `nil` when both sides agree; else the case id and the first line that differs.
    static func firstDifference(id: String, libyaml: Transcript, wrapper: Transcript) -> String? {
        let count = max(libyaml.lines.count, wrapper.lines.count)
        for number in 0..<count {
            let expected = number < libyaml.lines.count ? libyaml.lines[number] : "(nothing)"
            let actual = number < wrapper.lines.count ? wrapper.lines[number] : "(nothing)"
            guard expected != actual else { continue }
            var text = "\(id): first difference at line \(number + 1)"
                + " (libyaml \(libyaml.lines.count) lines, wrapper \(wrapper.lines.count))\n"
                + "  libyaml: \(expected)"
            if number < libyaml.notes.count, !libyaml.notes[number].isEmpty { text += "   [\(libyaml.notes[number])]" }
            text += "\n  wrapper: \(actual)"
            if number > 0 { text += "\n  (line \(number) agreed: \(libyaml.lines[number - 1]))" }
            return text
        }
        return nil
    }

    // MARK: One case

    struct CaseResult {
        var failures: [String] = []
        var raw: RawLibyaml.Run
        var eventCount: Int { raw.events.count }
        /// Marks (event starts and ends, problem and context marks) where the end-of-file exception applied.
        var inventedEndMarks = 0
    }

    /// Runs libyaml and the wrapper over `bytes` and compares everything.
    static func check(id: String, bytes: [UInt8]) -> CaseResult {
        let shape = InputShape(bytes)
        let raw = RawLibyaml.run(bytes)
        var result = CaseResult(raw: raw)
        let wrapper = wrapperRun(bytes)
        if let difference = firstDifference(
            id: id, libyaml: libyamlTranscript(raw, shape), wrapper: wrapperTranscript(wrapper))
        {
            result.failures.append(difference)
        }
        if !shape.isValidUTF8, raw.error == nil || raw.error?.type != YAML_READER_ERROR {
            result.failures.append("\(id): input is not UTF-8 and libyaml read it all; the marks above are not reliable")
        }
        // libyaml's problem text stays in the wrapper's message, whatever hint it adds.
        if let error = raw.error, error.type == YAML_SCANNER_ERROR || error.type == YAML_PARSER_ERROR,
           let problem = error.problem, let message = wrapper.error?.message, !message.contains(problem)
        {
            result.failures.append("\(id): message \"\(message)\" does not contain libyaml's problem \"\(problem)\"")
        }
        // EventNotation.render is the same stream as EventParser.
        let rendered = EventNotation.render(bytes)
        let lines = wrapper.events.map(EventNotation.line(for:))
        if rendered.lines != lines || rendered.error != wrapper.error {
            result.failures.append("\(id): EventNotation.render differs from EventParser"
                + " (\(rendered.lines.count) lines, error \(rendered.error.map(String.init(describing:)) ?? "none");"
                + " parser \(lines.count) events, error \(wrapper.error.map(String.init(describing:)) ?? "none"))")
        }
        var marks = raw.events.flatMap { [$0.start, $0.end] }
        if let error = raw.error, error.type != YAML_READER_ERROR {
            marks.append(error.problemMark)
            if error.context != nil { marks.append(error.contextMark) }
        }
        result.inventedEndMarks = marks.filter(shape.isInventedEnd).count
        return result
    }

    static func input(of testCase: ConformanceTests.Case) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: testCase.directory.appendingPathComponent("in.yaml")))
    }

    // MARK: Tests

    @Test func everySuiteInputMatchesLibyamlEventsMarksAndErrors() throws {
        let cases = try ConformanceTests.cases()
        #expect(cases.count == 402)
        var failing: [String] = []
        var events = 0
        var stops: [String: Int] = [:]
        var inventedEndMarks = 0
        var casesWithInventedEnd = 0
        for testCase in cases {
            let result = Self.check(id: testCase.id, bytes: try Self.input(of: testCase))
            for failure in result.failures { Issue.record(Comment(rawValue: failure)) }
            if !result.failures.isEmpty { failing.append(testCase.id) }
            events += result.eventCount
            if let error = result.raw.error { stops[error.typeName, default: 0] += 1 }
            inventedEndMarks += result.inventedEndMarks
            if result.inventedEndMarks > 0 { casesWithInventedEnd += 1 }
        }
        #expect(failing.isEmpty, "\(failing.count) of \(cases.count) inputs differ from libyaml: \(failing)")
        // What was compared, measured with libyaml 0.2.5: it stops with an error
        // on 51 valid and 78 error tests (README's baseline), none of them a
        // reader error; 3,640 events before the end or the error.
        #expect(stops == ["scanner": 67, "parser": 62], "libyaml's errors: \(stops)")
        #expect(events == 3_640)
        // The end-of-file exception: the marks at the very end of the 6 inputs
        // that lack a final line break and parse to the end (2G84/02, 2G84/03,
        // 4RWC, JEF9/02, L24T/01, SM9W/00), and no others.
        #expect(inventedEndMarks == 30 && casesWithInventedEnd == 6,
                "end-of-file marks: \(inventedEndMarks) in \(casesWithInventedEnd) inputs")
    }

    /// The libyaml side's own printer must be right, or the comparison proves
    /// little: on the 252 valid tests libyaml passes, it prints `test.event`.
    @Test func libyamlPrinterReproducesTestEvent() throws {
        let known = try ConformanceTests.knownFailures()
        var compared = 0
        for testCase in try ConformanceTests.cases() where !testCase.isErrorTest && known[testCase.id] == nil {
            let expected = try String(contentsOf: testCase.directory.appendingPathComponent("test.event"), encoding: .utf8)
                .split(separator: "\n").map(String.init)
            let run = RawLibyaml.run(try Self.input(of: testCase))
            #expect(run.error == nil, "\(testCase.id): \(run.error?.problem ?? "")")
            #expect(run.events.map(\.line) == expected, "\(testCase.id)")
            compared += 1
        }
        #expect(compared == 252)
    }

    /// Inputs the suite does not have: reader errors (invalid UTF-8, control
    /// characters), every kind of line break, a byte-order mark, and files
    /// without a final line break that end in an error or inside a token.
    @Test(arguments: [
        ("Latin-1 é", bytes("title: caf", [0xE9], "\nnext: 1\n")),
        ("Latin-1 é at the end", bytes("title: caf", [0xE9], "\n")),
        ("invalid leading octet", bytes("a: 1\nb: ", [0xFF], "xyz\n")),
        ("stray continuation byte", bytes("- a\n- ", [0x80], "\n")),
        ("truncated 4-byte sequence", bytes("- 😀😀: ", [0xF0, 0x9F, 0x98], "x\n")),
        ("overlong sequence", bytes("k: ", [0xC0, 0xAF], "\n")),
        ("surrogate", bytes("k: ", [0xED, 0xBF, 0xBF], "\n")),
        ("truncated at the end", bytes("key: value\nother: ", [0xE2, 0x82])),
        ("control character", bytes("a: 1\r\nb: x", [0x01], "\r\n")),
        ("C1 control character", bytes("a: ", [0xC2, 0x9F], "\n")),
        ("non-character", bytes("a: ", [0xEF, 0xBF, 0xBE], "\n")),
        ("NUL", bytes("a: b", [0x00], "c\n")),
        ("after CRLF lines", bytes("a: 1\r\nb: é\r\nc: ", [0xC3, 0x28], "\r\n")),
        ("after NEL, LS, PS", bytes("a: 1\u{85}b: 2\u{2028}c: 3\u{2029}d: ", [0xFF])),
        ("after a lone CR", bytes("a: 1\rb: ", [0xFF])),
        ("byte-order mark", bytes("\u{FEFF}bom: first\nsecond: [a, b]\n")),
        ("byte-order mark, then an error", bytes("\u{FEFF}a: [b\n")),
        ("CRLF and lone CR", bytes("a: 1\r\nb:\r  - x\r\n  - 'y\r\n  z'\r\n")),
        ("unterminated flow at the end", bytes("key: [a")),
        ("unterminated quote at the end", bytes("a: \"b\n  c")),
        ("block scalar without final break", bytes("a: |\n  x\n  y")),
        ("comment without final break", bytes("a: 1\n# done")),
        ("no final break after CR", bytes("a: 1\rb: 2")),
        ("no final break after NEL", bytes("a: 1\u{85}b: [x")),
        ("empty", bytes("")),
        ("only a break", bytes("\n")),
        ("tab indentation", bytes("a:\n\t- b\n")),
        ("multi-byte columns", bytes("日本語: [é, 😀\n")),
    ] as [(String, [UInt8])])
    func handWrittenInputsMatchLibyaml(name: String, input: [UInt8]) {
        let result = Self.check(id: name, bytes: input)
        for failure in result.failures { Issue.record(Comment(rawValue: failure)) }
    }

    /// The comparison catches the kinds of mistakes it is for: a mark off by
    /// one, the end-of-file exception left out, an event too few or too many,
    /// an error at another place, with another context, or none at all.
    @Test func alteredWrapperOutputIsCaught() throws {
        var inputs: [(id: String, bytes: [UInt8])] = []
        for testCase in try ConformanceTests.cases() { inputs.append((testCase.id, try Self.input(of: testCase))) }
        // A file without a final line break whose last marks are libyaml's invented end.
        let atEnd = try #require(inputs.first { input in
            let shape = InputShape(input.bytes)
            return RawLibyaml.run(input.bytes).events.contains { shape.isInventedEnd($0.end) }
        })
        // A file libyaml rejects with a parser error that has a context.
        let rejected = try #require(inputs.first { input in
            let error = RawLibyaml.run(input.bytes).error
            return error?.type == YAML_PARSER_ERROR && error?.context != nil
        })
        for input in [atEnd, rejected] {
            let shape = InputShape(input.bytes)
            let raw = RawLibyaml.run(input.bytes)
            let libyaml = Self.libyamlTranscript(raw, shape)
            let honest = Self.wrapperRun(input.bytes)
            if let difference = Self.firstDifference(id: input.id, libyaml: libyaml, wrapper: Self.wrapperTranscript(honest)) {
                Issue.record(Comment(rawValue: difference))
                continue
            }

            var alterations: [(String, WrapperRun)] = []
            var shifted = honest
            shifted.events[1].end.column += 1
            alterations.append(("end column + 1", shifted))
            var dropped = honest
            dropped.events.removeLast()
            alterations.append(("an event too few", dropped))
            var extra = honest
            extra.events.append(honest.events[0])
            alterations.append(("an event too many", extra))
            var continued = honest
            continued.continuedAfterEnd = true
            alterations.append(("an event after the end", continued))
            if input.id == atEnd.id {
                var rawMarks = honest
                for (number, event) in raw.events.enumerated() {
                    rawMarks.events[number].start = Mark(line: event.start.line + 1, column: event.start.column + 1)
                    rawMarks.events[number].end = Mark(line: event.end.line + 1, column: event.end.column + 1)
                }
                alterations.append(("libyaml's marks + 1 with no end-of-file exception", rawMarks))
            } else {
                var moved = honest
                moved.error?.mark.column += 1
                alterations.append(("error a column later", moved))
                var otherContext = honest
                otherContext.error?.context?.mark.line += 1
                alterations.append(("context a line lower", otherContext))
                var lost = honest
                lost.error = nil
                alterations.append(("no error", lost))
            }
            for (name, altered) in alterations {
                let difference = Self.firstDifference(id: input.id, libyaml: libyaml, wrapper: Self.wrapperTranscript(altered))
                #expect(difference?.hasPrefix("\(input.id): first difference at line ") == true,
                        "\(input.id), \(name): \(difference ?? "not caught")")
            }
        }
    }
}
