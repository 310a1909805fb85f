import Testing
import YAML

/// Inputs the fuzzer (Fuzz/run) stopped on, minimized, with the invariant it
/// checks: the parsers agree, and every mark names a line of the file and a
/// column of that line or just past its end.
@Suite struct FuzzRegressionTests {
    static func checkInvariants(_ input: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        let lines = SourceLines(input)
        func expectLocated(_ mark: Mark, _ what: String) {
            let line = lines.line(mark.line)
            #expect(line != nil, "\(what) \(mark): the file has \(lines.count) lines", sourceLocation: sourceLocation)
            if let line {
                #expect(mark.column >= 1 && mark.column <= line.unicodeScalars.count + 1,
                        "\(what) \(mark): line \(mark.line) has \(line.unicodeScalars.count) columns",
                        sourceLocation: sourceLocation)
            }
        }
        var streamed: YAMLError?
        do {
            let parser = try EventParser(bytes: input)
            while let event = try parser.next() {
                expectLocated(event.start, "start of \(event.kind)")
                expectLocated(event.end, "end of \(event.kind)")
            }
        } catch {
            streamed = error
            expectLocated(error.mark, "error")
            if let context = error.context { expectLocated(context.mark, "context") }
        }
        #expect(EventNotation.render(input).error == streamed, sourceLocation: sourceLocation)
        do {
            _ = try parseDocuments(input)
            #expect(streamed == nil, sourceLocation: sourceLocation)
        } catch {
            #expect(error == streamed, sourceLocation: sourceLocation)
        }
    }

    /// libyaml ends a file whose last line has no line break on column 0 of a
    /// line after it, which the file does not have ("event start: line 2 of 1").
    @Test func unterminatedLastLine() throws {
        Self.checkInvariants(Array("-".utf8))
        let parser = try EventParser(bytes: Array("-".utf8))
        var last: Event?
        while let event = try parser.next() { last = event }
        #expect(last?.start == Mark(line: 1, column: 2))
    }
}
