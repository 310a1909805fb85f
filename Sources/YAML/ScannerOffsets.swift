internal import CYAML

/// Finds the byte offset of one of libyaml's character indexes a little
/// behind its scanner, such as the end of the scalar just parsed, without
/// counting characters from the start of the input.
///
/// libyaml's marks count characters, and its reader counts the bytes it has
/// decoded (`offset`); the characters decoded but not yet scanned are in its
/// buffer, between `pointer` and `last`, as UTF-8, the same bytes as the
/// input's (plus a NUL once the input has ended). So the scanner's own
/// position is known in bytes and in characters. Between two positions, the
/// bytes outnumber the characters by the extra bytes of the characters
/// beyond U+007F; when that excess has not grown since a position known
/// before the one asked for, every character in between is one byte and the
/// offset follows at once: always, in ASCII text. Otherwise the characters
/// are walked back from the scanner's position.
struct ScannerOffsets {
    /// The input libyaml reads.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The last position found: its character index, and its byte offset minus that index.
    private var known: (index: Int, excess: Int)

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        // libyaml does not count a leading byte-order mark as a character.
        let hasByteOrderMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        known = (0, hasByteOrderMark ? 3 : 0)
    }

    /// The byte offset of the character index `target`, which is at or after
    /// the last one asked for and at or before the scanner's position; `nil`
    /// when libyaml's state does not allow finding it.
    mutating func byteOffset(ofCharacterIndex target: Int, parser: UnsafePointer<yaml_parser_t>) -> Int? {
        // Fields read one by one: the parser struct is too large to copy for each scalar.
        guard let pointer = parser.pointee.buffer.pointer, let last = parser.pointee.buffer.last else { return nil }
        let scannerIndex = Int(parser.pointee.mark.index)
        let scannerOffset = Int(parser.pointee.offset) - (last - pointer) + (parser.pointee.eof != 0 ? 1 : 0)
        guard target >= known.index, target <= scannerIndex, scannerOffset >= 0, scannerOffset <= bytes.count else {
            return nil
        }
        let excess = scannerOffset - scannerIndex
        var offset: Int
        if excess == known.excess {
            offset = target + excess
        } else {
            offset = scannerOffset
            for _ in target..<scannerIndex {
                guard offset > 0 else { return nil }
                offset -= 1
                while offset > 0, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
            }
        }
        known = (target, offset - target)
        return offset
    }
}
