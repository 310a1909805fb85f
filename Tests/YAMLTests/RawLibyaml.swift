import CYAML

/// libyaml's own view of an input, straight from its C API, to check the
/// wrapper's marks against.
enum RawLibyaml {
    /// A 0-based libyaml mark: `index` counts characters, as `line` and `column` do.
    struct RawMark: Equatable, CustomStringConvertible {
        var index: Int
        var line: Int
        var column: Int

        var description: String { "\(line):\(column)@\(index)" }
    }

    /// The start marks of every event libyaml emits for `bytes`, up to its first error.
    static func eventStarts(_ bytes: [UInt8]) -> [RawMark] {
        var marks: [RawMark] = []
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return [] }
        defer { yaml_parser_delete(&parser) }
        var input = bytes + [0]
        input.withUnsafeMutableBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, bytes.count)
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { return }
                defer { yaml_event_delete(&event) }
                guard event.type != YAML_NO_EVENT else { return }
                marks.append(RawMark(
                    index: Int(event.start_mark.index),
                    line: Int(event.start_mark.line),
                    column: Int(event.start_mark.column)))
                if event.type == YAML_STREAM_END_EVENT { return }
            }
        }
        return marks
    }

    /// libyaml's reader error for `bytes`, if parsing stops with one: its problem and byte offset.
    static func readerError(_ bytes: [UInt8]) -> (problem: String, offset: Int)? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        var input = bytes + [0]
        return input.withUnsafeMutableBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, bytes.count)
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    guard parser.error == YAML_READER_ERROR else { return nil }
                    return (String(cString: parser.problem), Int(parser.problem_offset))
                }
                let type = event.type
                yaml_event_delete(&event)
                if type == YAML_STREAM_END_EVENT || type == YAML_NO_EVENT { return nil }
            }
        }
    }

    /// The byte offset of libyaml's character `index`: characters are UTF-8
    /// sequences, a leading byte-order mark is skipped and `\r\n` counts as two.
    static func byteOffset(ofCharacter index: Int, in bytes: [UInt8]) -> Int {
        var offset = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var remaining = index
        while remaining > 0, offset < bytes.count {
            let lead = bytes[offset]
            offset += lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            remaining -= 1
        }
        return min(offset, bytes.count)
    }
}

extension RawLibyaml {
    /// One event as libyaml reports it: its `test.event` line and its 0-based marks.
    struct RawEvent {
        var line: String
        var start: RawMark
        var end: RawMark
    }

    /// libyaml's error state after `yaml_parser_parse` returned 0.
    struct RawError {
        var type: yaml_error_type_t
        var problem: String?
        /// libyaml's own position when it stopped (what it reports for memory errors).
        var mark: RawMark
        var problemMark: RawMark
        /// A byte offset into the input; set by reader errors only.
        var problemOffset: Int
        /// The offending byte or code point, or -1; set by reader errors only.
        var problemValue: Int
        var context: String?
        var contextMark: RawMark

        var typeName: String {
            switch type {
            case YAML_READER_ERROR: "reader"
            case YAML_SCANNER_ERROR: "scanner"
            case YAML_PARSER_ERROR: "parser"
            case YAML_MEMORY_ERROR: "memory"
            default: "error type \(type.rawValue)"
            }
        }
    }

    /// Everything libyaml reports for one input: its events up to the stream's
    /// end or its first error, and that error.
    struct Run {
        var events: [RawEvent]
        var error: RawError?
    }

    /// Parses `bytes` with libyaml alone, through its C API, as a plain C test
    /// program would (`yaml_parser_set_input_string`, no limits, no wrapper).
    static func run(_ bytes: [UInt8]) -> Run {
        // libyaml keeps pointers to the parser and the input: both stay put until the end.
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        let input = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count + 1)
        defer { input.deallocate() }
        _ = input.initialize(from: bytes)
        input[bytes.count] = 0
        guard yaml_parser_initialize(parser) == 1 else {
            let origin = RawMark(index: 0, line: 0, column: 0)
            return Run(events: [], error: RawError(
                type: YAML_MEMORY_ERROR, problem: "yaml_parser_initialize failed", mark: origin,
                problemMark: origin, problemOffset: 0, problemValue: -1, context: nil, contextMark: origin))
        }
        defer { yaml_parser_delete(parser) }
        yaml_parser_set_input_string(parser, input.baseAddress, bytes.count)
        var events: [RawEvent] = []
        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(parser, &event) == 1 else {
                let state = parser.pointee
                return Run(events: events, error: RawError(
                    type: state.error,
                    problem: state.problem.map { String(cString: $0) },
                    mark: RawMark(state.mark),
                    problemMark: RawMark(state.problem_mark),
                    problemOffset: Int(state.problem_offset),
                    problemValue: Int(state.problem_value),
                    context: state.context.map { String(cString: $0) },
                    contextMark: RawMark(state.context_mark)))
            }
            defer { yaml_event_delete(&event) }
            guard event.type != YAML_NO_EVENT else { return Run(events: events, error: nil) }
            events.append(RawEvent(line: notation(of: event), start: RawMark(event.start_mark), end: RawMark(event.end_mark)))
            if event.type == YAML_STREAM_END_EVENT { return Run(events: events, error: nil) }
        }
    }

    /// The `test.event` line of one libyaml event, written from the C struct
    /// alone (after libyaml's `tests/run-parser-test-suite.c` with `--flow keep`).
    static func notation(of event: yaml_event_t) -> String {
        func text(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            pointer.map { String(cString: $0) }
        }
        func properties(anchor: UnsafeMutablePointer<yaml_char_t>?, tag: UnsafeMutablePointer<yaml_char_t>?) -> String {
            (text(anchor).map { " &\($0)" } ?? "") + (text(tag).map { " <\($0)>" } ?? "")
        }
        switch event.type {
        case YAML_STREAM_START_EVENT:
            return "+STR"
        case YAML_STREAM_END_EVENT:
            return "-STR"
        case YAML_DOCUMENT_START_EVENT:
            return event.data.document_start.implicit != 0 ? "+DOC" : "+DOC ---"
        case YAML_DOCUMENT_END_EVENT:
            return event.data.document_end.implicit != 0 ? "-DOC" : "-DOC ..."
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            return "+MAP" + (data.style == YAML_FLOW_MAPPING_STYLE ? " {}" : "")
                + properties(anchor: data.anchor, tag: data.tag)
        case YAML_MAPPING_END_EVENT:
            return "-MAP"
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            return "+SEQ" + (data.style == YAML_FLOW_SEQUENCE_STYLE ? " []" : "")
                + properties(anchor: data.anchor, tag: data.tag)
        case YAML_SEQUENCE_END_EVENT:
            return "-SEQ"
        case YAML_ALIAS_EVENT:
            return "=ALI *" + (text(event.data.alias.anchor) ?? "")
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let style: String
            switch data.style {
            case YAML_PLAIN_SCALAR_STYLE: style = ":"
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = "'"
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = "\""
            case YAML_LITERAL_SCALAR_STYLE: style = "|"
            case YAML_FOLDED_SCALAR_STYLE: style = ">"
            default: style = "?style\(data.style.rawValue)?"
            }
            // Escaped byte by byte, as the C printer does.
            var value: [UInt8] = []
            for byte in UnsafeBufferPointer(start: data.value, count: data.length) {
                switch byte {
                case UInt8(ascii: "\\"): value += Array("\\\\".utf8)
                case 0x00: value += Array("\\0".utf8)
                case 0x08: value += Array("\\b".utf8)
                case UInt8(ascii: "\n"): value += Array("\\n".utf8)
                case UInt8(ascii: "\r"): value += Array("\\r".utf8)
                case UInt8(ascii: "\t"): value += Array("\\t".utf8)
                default: value.append(byte)
                }
            }
            return "=VAL" + properties(anchor: data.anchor, tag: data.tag) + " " + style
                + String(decoding: value, as: UTF8.self)
        default:
            return "?event type \(event.type.rawValue)?"
        }
    }
}

extension RawLibyaml.RawMark {
    init(_ mark: yaml_mark_t) {
        self.init(index: Int(mark.index), line: Int(mark.line), column: Int(mark.column))
    }
}
