import CYAML
import Foundation

/// The baseline: read each file and pull every event out of libyaml, building
/// nothing. No YAML tool can read the files faster than this.
enum LibyamlScan {
    /// Scans every file and returns the number of events seen.
    ///
    /// - Parameter parallel: Spread files over all cores, as the compiler does.
    static func scan(_ files: [URL], parallel: Bool) -> Int {
        ParallelSum.of(files.count, parallel: parallel) { events(in: files[$0]) }
    }

    private static func events(in file: URL) -> Int {
        guard let data = try? Data(contentsOf: file) else { return 0 }
        let bytes = [UInt8](data)
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return 0 }
        defer { yaml_parser_delete(&parser) }
        var count = 0
        bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var event = yaml_event_t()
            while yaml_parser_parse(&parser, &event) == 1 {
                let type = event.type
                yaml_event_delete(&event)
                if type == YAML_STREAM_END_EVENT || type == YAML_NO_EVENT { break }
                count += 1
            }
        }
        return count
    }
}
