/// What a libyaml reader error means, in plain words, and where it is.
///
/// libyaml's reader reports a byte offset and a value, not a line and column.
/// Measured on libyaml 0.2.5, the offset is the first byte of the character
/// that could not be read, except for "invalid trailing UTF-8 octet", where it
/// is the byte that fails to continue the sequence (and the value is that
/// byte). Every error here points at the first byte of the broken character,
/// which is where an author must look: in Latin-1 `café`, the `é`, not the
/// byte after it.
enum ReaderProblem {
    /// The ``YAMLError`` for a libyaml reader error.
    ///
    /// - Parameters:
    ///   - problem: libyaml's problem text.
    ///   - offset: libyaml's `problem_offset`, a byte offset into the input.
    ///   - value: libyaml's `problem_value`: a byte, a code point, or -1.
    ///   - bytes: The whole input.
    static func error(problem: String, offset: Int, value: Int, in bytes: UnsafeBufferPointer<UInt8>) -> YAMLError {
        let offset = min(max(offset, 0), bytes.count)
        if problem == "invalid trailing UTF-8 octet", offset > 0, offset < bytes.count {
            // Back from the byte that failed to continue the sequence to its leading byte.
            var start = offset - 1
            while start > 0, offset - start < 4, bytes[start] & 0xC0 == 0x80 { start -= 1 }
            return invalidUTF8(problem: problem, at: start, in: bytes)
        }
        if startsAtTheBrokenCharacter.contains(problem), offset < bytes.count {
            return invalidUTF8(problem: problem, at: offset, in: bytes)
        }
        switch problem {
        case "control characters are not allowed":
            return YAMLError(
                kind: .encoding,
                message: "control character \(codePoint(value)) is not allowed in a YAML file",
                mark: Mark(byteOffset: offset, inBuffer: bytes),
                hint: value == 0
                    ? "a NUL byte means this is a binary file, or text saved as UTF-16; content files must be UTF-8 text"
                    : "delete the invisible character (it was probably pasted in)"
            )
        default:
            return YAMLError(kind: .encoding, message: problem, mark: Mark(byteOffset: offset, inBuffer: bytes))
        }
    }

    /// The UTF-8 problems whose offset is the broken character's first byte.
    private static let startsAtTheBrokenCharacter: Set<String> = [
        "invalid leading UTF-8 octet", "incomplete UTF-8 octet sequence",
        "invalid length of a UTF-8 sequence", "invalid Unicode character",
    ]

    private static func invalidUTF8(problem: String, at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> YAMLError {
        YAMLError(
            kind: .encoding,
            message: "invalid UTF-8: \(describeSequence(at: start, in: bytes)) (\(problem))",
            mark: Mark(byteOffset: start, inBuffer: bytes),
            hint: "save the file as UTF-8; if it came from another program, it may have used a legacy encoding such as Latin-1"
        )
    }

    /// What is wrong with the UTF-8 sequence starting at `start`, from the bytes
    /// themselves: libyaml's wording can mislead (at the end of the input it
    /// calls a sequence "incomplete" even when its next byte is a line break).
    static func describeSequence(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        let lead = bytes[start]
        let width = TextUnits.sequenceLength(lead: lead)
        guard width > 1 else { return "byte \(hex(lead)) cannot start a character" }
        var length = 1
        while length < width, start + length < bytes.count, bytes[start + length] & 0xC0 == 0x80 { length += 1 }
        let sequence = bytes[start..<start + length]
        if length < width {
            guard start + length < bytes.count else {
                return "the file ends inside a character, after \(hex(sequence))"
            }
            return "byte \(hex(lead)) starts a \(width)-byte character, but \(hex(bytes[start + length])) cannot continue it"
        }
        let value = sequence.dropFirst().reduce(UInt32(lead) & (0x7F >> width)) { $0 << 6 | UInt32($1 & 0x3F) }
        if Unicode.Scalar(value) == nil {
            return "\(hex(sequence)) encode \(codePoint(Int(value))), which is not a Unicode character"
        }
        return "\(hex(sequence)) encode \(codePoint(Int(value))) in more bytes than UTF-8 allows"
    }

    /// `0xE9`.
    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "0x" + (digits.count < 2 ? "0" : "") + digits
    }

    /// `byte 0xE9` or `bytes 0xE2 0x82`.
    private static func hex(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        (bytes.count == 1 ? "byte " : "bytes ") + bytes.map(hex).joined(separator: " ")
    }

    /// `U+D800`, with at least four digits.
    private static func codePoint(_ value: Int) -> String {
        let digits = String(max(value, 0), radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
