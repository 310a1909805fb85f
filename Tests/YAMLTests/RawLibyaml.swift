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
