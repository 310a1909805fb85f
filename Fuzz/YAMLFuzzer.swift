internal import CYAML

// libFuzzer entry point for the YAML module. Fuzz/run compiles this file
// together with Sources/YAML/*.swift into one module, so it can reach internal
// declarations. Besides crashes, hangs, leaks and memory blow-ups (found by the
// sanitizers and libFuzzer's limits), it traps when an invariant breaks:
//
// - parseDocuments, EventNotation.render and EventParser agree on the error;
// - every mark (events, errors, contexts) names a line of SourceLines and a
//   column inside it or just past its end;
// - Mark(byteOffset:) gives libyaml's own mark for the start of its events
//   (except where libyaml invents a line after a file's unterminated last
//   line), and EventParser gives the same marks as Mark(byteOffset:).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzYAML(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size)) : []
    let lines = SourceLines(input)

    var streamed: YAMLError?
    var starts: [Mark] = []
    do {
        let parser = try EventParser(bytes: input)
        while let event = try parser.next() {
            FuzzChecks.locate(event.start, in: lines, "event start")
            FuzzChecks.locate(event.end, in: lines, "event end")
            starts.append(event.start)
        }
    } catch {
        streamed = error
    }

    let rendered = EventNotation.render(input)
    FuzzChecks.require(rendered.error == streamed, "render and EventParser disagree: \(String(describing: rendered.error)) vs \(String(describing: streamed))")
    FuzzChecks.require(rendered.lines.count == starts.count, "render saw \(rendered.lines.count) events, EventParser \(starts.count)")

    do {
        let documents = try parseDocuments(input)
        FuzzChecks.require(streamed == nil, "parseDocuments accepted what EventParser rejected: \(streamed!)")
        for document in documents { FuzzChecks.locate(document.root, in: lines) }
    } catch {
        FuzzChecks.require(error == streamed, "parseDocuments threw \(error), EventParser \(String(describing: streamed))")
        FuzzChecks.locate(error.mark, in: lines, "error \(error)")
        if let context = error.context { FuzzChecks.locate(context.mark, in: lines, "context of \(error)") }
    }

    FuzzChecks.compareMarksWithLibyaml(input, wrapperStarts: starts)
    return 0
}

/// The invariants the fuzzer checks.
enum FuzzChecks {
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError(message()) }
    }

    /// A mark must name a line of the file and a column of it, or just past its end.
    static func locate(_ mark: Mark, in lines: SourceLines, _ what: @autoclosure () -> String) {
        guard let line = lines.line(mark.line) else {
            fatalError("\(what()): line \(mark.line) of \(lines.count)")
        }
        require(mark.column >= 1 && mark.column <= line.unicodeScalars.count + 1,
                "\(what()): column \(mark.column) of a line of \(line.unicodeScalars.count)")
    }

    static func locate(_ node: Node, in lines: SourceLines) {
        var stack = [node]
        while let node = stack.popLast() {
            locate(node.start, in: lines, "node start")
            locate(node.end, in: lines, "node end")
            switch node.content {
            case .sequence(let items): stack += items
            case .mapping(let pairs): stack += pairs.flatMap { [$0.key, $0.value] }
            case .scalar, .alias: break
            }
        }
    }

    /// Parses with libyaml directly and checks `Mark(byteOffset:)` against the
    /// start marks of a sample of its events. Stops at nesting 300, past which
    /// libyaml itself is quadratic (and EventParser has long stopped).
    static func compareMarksWithLibyaml(_ input: [UInt8], wrapperStarts: [Mark]) {
        // libyaml would read these as UTF-16; EventParser refuses them.
        if input.starts(with: [0xFF, 0xFE]) || input.starts(with: [0xFE, 0xFF]) { return }
        var starts: [yaml_mark_t] = []
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return }
        defer { yaml_parser_delete(&parser) }
        var copy = input + [0]
        copy.withUnsafeMutableBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, input.count)
            var depth = 0
            while depth <= 300 {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { return }
                defer { yaml_event_delete(&event) }
                switch event.type {
                case YAML_NO_EVENT, YAML_STREAM_END_EVENT: return
                case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT: depth += 1
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT: depth -= 1
                default: break
                }
                starts.append(event.start_mark)
            }
        }
        guard !starts.isEmpty else { return }
        // Byte offset of each libyaml character index.
        var offsets: [Int] = []
        var endsWithLineBreak = false
        input.withUnsafeBufferPointer { buffer in
            for unit in TextUnits(buffer) {
                offsets.append(unit.offset)
                if unit.characters == 2 { offsets.append(unit.offset + 1) }
                endsWithLineBreak = unit.isLineBreak
            }
            offsets.append(buffer.count)
        }
        let step = max(1, starts.count / 16)
        for number in Array(stride(from: 0, to: starts.count, by: step)) + [starts.count - 1] {
            let start = starts[number]
            let index = Int(start.index)
            require(index < offsets.count, "libyaml index \(index) past the end")
            let mark = Mark(byteOffset: offsets[index], in: input)
            if number < wrapperStarts.count {
                require(wrapperStarts[number] == mark, "event \(number): EventParser says \(wrapperStarts[number]), Mark(byteOffset: \(offsets[index])) \(mark)")
            }
            let inventedLine = index == offsets.count - 1 && start.column == 0 && start.line > 0 && !endsWithLineBreak
            guard !inventedLine else { continue }
            require(mark == Mark(line: Int(start.line) + 1, column: Int(start.column) + 1),
                    "Mark(byteOffset: \(offsets[index])) is \(mark), libyaml says \(start.line + 1):\(start.column + 1)")
        }
    }
}
