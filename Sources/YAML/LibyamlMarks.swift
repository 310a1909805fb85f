internal import CYAML

/// Turns libyaml's positions into ``Mark``s, and finds what they point at.
///
/// libyaml's marks are 0-based and count characters: a leading byte-order mark
/// is not counted, `\r\n` counts as two characters and one line break, and
/// every `IS_BREAK` character (see ``TextUnit/isLineBreak``) starts a line.
/// One mark is not usable as it is: at the end of a file whose last line has
/// no line break, libyaml moves to column 0 of one more line, which the file
/// does not have. Such marks become the real end, just after the last character.
struct LibyamlMarks {
    /// The input libyaml reads.
    let bytes: UnsafeBufferPointer<UInt8>
    /// Whether the input's last character is a line break (then libyaml's marks never pass its end).
    private let endsWithLineBreak: Bool
    /// The end of the input, as libyaml's character index and as a mark; computed on first need.
    private var end: (characters: Int, mark: Mark)?

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        endsWithLineBreak = Self.endsWithLineBreak(bytes)
    }

    /// libyaml's mark as a 1-based ``Mark``.
    mutating func mark(_ raw: yaml_mark_t) -> Mark {
        guard !endsWithLineBreak, raw.column == 0, raw.line > 0 else { return Mark(raw) }
        let end = self.end ?? Self.end(of: bytes)
        self.end = end
        return Int(raw.index) >= end.characters ? end.mark : Mark(raw)
    }

    /// The text unit at one of libyaml's character indexes.
    func unit(atCharacterIndex target: Int) -> TextUnit? {
        var index = 0
        for unit in TextUnits(bytes) {
            if index + unit.characters > target { return unit }
            index += unit.characters
        }
        return nil
    }

    /// Where the directives of a document begin, given the end of the event
    /// before them: the first line from there that starts with `%` (between
    /// documents, only a directive can).
    func firstDirective(after raw: yaml_mark_t) -> Mark {
        var offset = unit(atCharacterIndex: Int(raw.index))?.offset ?? bytes.count
        var atLineStart = raw.column == 0
        for unit in TextUnits(bytes) where unit.offset >= offset {
            if atLineStart, unit.scalar == "%" {
                offset = unit.offset
                break
            }
            atLineStart = unit.isLineBreak
        }
        return Mark(byteOffset: offset, inBuffer: bytes)
    }

    private static func end(of bytes: UnsafeBufferPointer<UInt8>) -> (characters: Int, mark: Mark) {
        var characters = 0
        var line = 1
        var column = 1
        for unit in TextUnits(bytes) {
            characters += unit.characters
            if unit.isLineBreak {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (characters, Mark(line: line, column: column))
    }

    /// Whether the last character is a line break. The leading bytes of NEL,
    /// LS and PS (C2, E2) never continue another sequence, so the last bytes decide.
    private static func endsWithLineBreak(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let last = bytes.last else { return false }
        if last == 0x0A || last == 0x0D { return true }
        if bytes.count >= 2, bytes[bytes.count - 2] == 0xC2, last == 0x85 { return true }
        return bytes.count >= 3 && bytes[bytes.count - 3] == 0xE2 && bytes[bytes.count - 2] == 0x80
            && (last == 0xA8 || last == 0xA9)
    }
}

extension Mark {
    /// Converts libyaml's 0-based mark to a 1-based one, as it is.
    init(_ mark: yaml_mark_t) {
        self.init(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }
}
