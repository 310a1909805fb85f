/// What one pass over a text's UTF-8 bytes tells the decoder before it checks
/// the text character by character. Most text is printable ASCII, in which
/// those checks have nothing to find, so they run only when this says they may.
struct TextScan {
    /// Whether the text starts with a printable ASCII character other than a
    /// space, so that it is not blank.
    let startsWithPrintableASCII: Bool
    /// Whether the text may hold a character refused in text
    /// (``PrintableText/isRefusedInText(_:)``): a C0 control other than the
    /// line feed and the tab, DEL, a C1 control, U+2028 to U+202E or U+2066
    /// to U+2069, told by their UTF-8 bytes.
    let mayHoldRefusedCharacter: Bool

    /// Scans the bytes of a text (valid UTF-8).
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        startsWithPrintableASCII = bytes.first.map { $0 > 0x20 && $0 < 0x7F } ?? false
        mayHoldRefusedCharacter = Self.firstRefusedCandidate(in: bytes) != nil
    }

    private static func firstRefusedCandidate(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        var index = 0
        while index < count {
            // Eight printable ASCII bytes (0x20 to 0x7E) at a time.
            while index + 8 <= count, isPrintableASCII(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                index += 8
            }
            guard index < count else { break }
            let byte = bytes[index]
            switch byte {
            case 0x0A, 0x09:
                break
            case 0x00...0x1F, 0x7F:
                return index
            case 0xC2:
                // U+0080 to U+009F.
                if index + 1 < count, bytes[index + 1] <= 0x9F { return index }
            case 0xE2:
                // U+2028 to U+202E, U+2066 to U+2069.
                if index + 2 < count {
                    let second = bytes[index + 1]
                    let third = bytes[index + 2]
                    if second == 0x80, (0xA8...0xAE).contains(third) { return index }
                    if second == 0x81, (0xA6...0xA9).contains(third) { return index }
                }
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// Whether each of the eight bytes of a word is printable ASCII, 0x20 to 0x7E.
    private static func isPrintableASCII(_ word: UInt64) -> Bool {
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let ones: UInt64 = 0x0101_0101_0101_0101
        // A byte of 0x80 or more; a byte below 0x20; a byte of 0x7F (zero after the exclusive or).
        let nonASCII = word & highBits
        let below = (word &- ones &* 0x20) & ~word & highBits
        let delete = word ^ (ones &* 0x7F)
        let isDelete = (delete &- ones) & ~delete & highBits
        return nonASCII | below | isDelete == 0
    }
}
