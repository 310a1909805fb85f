internal import CYAML

/// Hands the input to libyaml in the chunks its reader asks for, and stops it
/// when a document declares far too many `%TAG` directives.
///
/// libyaml compares each new `%TAG` handle with every earlier one and reads a
/// document's whole prologue in one call, so a file of nothing but directives
/// costs quadratic time (a million directives take hours) and no event comes
/// back in between for the wrapper to count. The reader sees libyaml's list of
/// directives whenever it needs more input, about every 16 KiB, and ends the
/// input early once the list is past the limit; the parser then reports the
/// limit instead of libyaml's read error. Smaller excesses reach the document
/// start event and are caught there exactly.
struct InputReader {
    /// The whole input; libyaml reads it through ``read(_:_:_:_:)`` only.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The parser whose `%TAG` directives are watched.
    let parser: UnsafeMutablePointer<yaml_parser_t>
    /// The most `%TAG` directives one document may declare.
    let maxTagDirectives: Int
    /// How many bytes libyaml has been given.
    var position = 0
    /// Whether the input was cut short because of `%TAG` directives.
    var stoppedForTagDirectives = false

    /// libyaml's read callback (a `yaml_read_handler_t`); `data` points at an
    /// ``InputReader``. Returns 1 on success, 0 to stop libyaml with a read error.
    static func read(
        _ data: UnsafeMutableRawPointer?, _ buffer: UnsafeMutablePointer<UInt8>?,
        _ size: Int, _ sizeRead: UnsafeMutablePointer<Int>?
    ) -> Int32 {
        guard let data, let buffer, let sizeRead else { return 0 }
        let reader = data.assumingMemoryBound(to: InputReader.self)
        // libyaml's own "!" and "!!" join the list after the prologue.
        guard reader.pointee.declaredTagDirectives <= reader.pointee.maxTagDirectives + 2 else {
            reader.pointee.stoppedForTagDirectives = true
            return 0
        }
        let count = min(size, reader.pointee.bytes.count - reader.pointee.position)
        if count > 0, let base = reader.pointee.bytes.baseAddress {
            buffer.update(from: base + reader.pointee.position, count: count)
        }
        reader.pointee.position += count
        sizeRead.pointee = count
        return 1
    }

    /// The length of libyaml's list of `%TAG` directives for the current document.
    private var declaredTagDirectives: Int {
        let list = parser.pointee.tag_directives
        guard let start = list.start, let top = list.top else { return 0 }
        return top - start
    }
}
