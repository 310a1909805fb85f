/// A line break that only YAML sees: NEL (U+0085), LINE SEPARATOR (U+2028)
/// or PARAGRAPH SEPARATOR (U+2029).
///
/// libyaml ends a line at each of them; editors and GitHub do not, so every
/// line libyaml names after one is a line further than the line an author
/// sees, and a NEL inside a quoted text silently becomes a space. Content
/// refuses a file holding one at the first, located as editors count: only
/// `\n`, `\r\n` and a lone `\r` end a line there. Since nothing else of the
/// file is read, none of its other diagnostics can be misplaced. (The parser
/// itself reads them as libyaml does.)
public enum HiddenLineBreak {
    /// The error for the first such character of UTF-8 text, if it holds one.
    public static func error(in bytes: [UInt8]) -> YAMLError? {
        bytes.withUnsafeBufferPointer { bytes in
            firstOffset(in: bytes).map { error(at: $0, in: bytes) }
        }
    }

    /// Whether UTF-8 text holds such a character: then its lines are shown
    /// as editors count them (``SourceLines/lines(_:of:asEditorsCount:)``).
    public static func isHeld(in bytes: some Collection<UInt8>) -> Bool {
        bytes.withContiguousStorageIfAvailable { firstOffset(in: $0) != nil }
            ?? Array(bytes).withUnsafeBufferPointer { firstOffset(in: $0) != nil }
    }

    /// The byte offset of the first such character in UTF-8 text, if any.
    /// Eight bytes are passed at once while they are all ASCII, the bulk of
    /// any content file.
    static func firstOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        var index = 0
        while index < count {
            while index + 8 <= count,
                  UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
            }
            guard index < count else { break }
            switch bytes[index] {
            case 0xC2:
                // NEL is C2 85.
                if index + 1 < count, bytes[index + 1] == 0x85 { return index }
            case 0xE2:
                // LINE SEPARATOR is E2 80 A8, PARAGRAPH SEPARATOR E2 80 A9.
                if index + 2 < count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
                    return index
                }
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// The error for the character at `offset`.
    static func error(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> YAMLError {
        let (name, codePoint) = switch bytes[offset] {
        case 0xC2: ("next line character (NEL)", "U+0085")
        case _ where bytes[offset + 2] == 0xA8: ("line separator", "U+2028")
        default: ("paragraph separator", "U+2029")
        }
        return YAMLError(
            kind: .encoding,
            message: "\(name) \(codePoint) is not allowed in a YAML file: YAML reads it as a line break, "
                + "editors do not, so the lines YAML counts after it are not the ones shown",
            // The first such character: every line break before it is one editors count too.
            mark: Mark(byteOffset: offset, inBuffer: bytes),
            hint: "delete the invisible character (it was probably pasted in), or put a real line break in its place"
        )
    }
}
