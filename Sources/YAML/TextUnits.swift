/// One step through a file's bytes, as libyaml's marks count them.
///
/// A unit is a UTF-8 character, a `\r\n` pair (one line break, two characters
/// to libyaml), or a broken UTF-8 sequence (one column, so text after it still
/// lines up).
struct TextUnit {
    /// The first byte's offset.
    var offset: Int
    /// How many bytes the unit spans.
    var length: Int
    /// The decoded character, or `nil` for bytes that are not valid UTF-8.
    /// For `\r\n` this is `\n`.
    var scalar: Unicode.Scalar?
    /// How far it moves libyaml's character index: 2 for `\r\n`, else 1.
    var characters: Int

    /// Whether libyaml counts it as a line break: `\n`, `\r\n`, a lone `\r`,
    /// NEL (U+0085), LINE SEPARATOR (U+2028) or PARAGRAPH SEPARATOR (U+2029).
    /// These are libyaml's `IS_BREAK` characters; its scanner starts a new
    /// line of its marks after each of them.
    var isLineBreak: Bool {
        switch scalar {
        case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": true
        default: false
        }
    }
}

/// The units of UTF-8 text in order, skipping a leading UTF-8 byte-order mark
/// the way libyaml's reader does (its marks never count it).
///
/// Decoding follows libyaml's reader: a leading byte announces the sequence
/// length; overlong forms, surrogates and values above U+10FFFF are invalid.
/// An invalid sequence is one unit: its leading byte and the continuation
/// bytes that follow it, up to the announced length.
struct TextUnits: Sequence, IteratorProtocol {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position: Int

    /// Walks `bytes`, which must stay valid while the walk lasts.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        position = Self.hasByteOrderMark(bytes) ? 3 : 0
    }

    /// Whether the text starts with the UTF-8 byte-order mark EF BB BF.
    static func hasByteOrderMark(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }

    mutating func next() -> TextUnit? {
        guard position < bytes.count else { return nil }
        let unit = Self.unit(at: position, in: bytes)
        position += unit.length
        return unit
    }

    /// The unit starting at `offset`.
    static func unit(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> TextUnit {
        let lead = bytes[offset]
        if lead < 0x80 {
            if lead == 0x0D, offset + 1 < bytes.count, bytes[offset + 1] == 0x0A {
                return TextUnit(offset: offset, length: 2, scalar: "\n", characters: 2)
            }
            return TextUnit(offset: offset, length: 1, scalar: Unicode.Scalar(lead), characters: 1)
        }
        let width = sequenceLength(lead: lead)
        guard width > 0 else { return TextUnit(offset: offset, length: 1, scalar: nil, characters: 1) }
        var value = UInt32(lead) & (width == 2 ? 0x1F : width == 3 ? 0x0F : 0x07)
        var length = 1
        while length < width, offset + length < bytes.count, bytes[offset + length] & 0xC0 == 0x80 {
            value = value << 6 | UInt32(bytes[offset + length] & 0x3F)
            length += 1
        }
        guard length == width, !isOverlong(value, width: width), let scalar = Unicode.Scalar(value) else {
            return TextUnit(offset: offset, length: length, scalar: nil, characters: 1)
        }
        return TextUnit(offset: offset, length: length, scalar: scalar, characters: 1)
    }

    /// The length a leading byte announces, or 0 if it cannot start a sequence
    /// (a continuation byte, or F8–FF).
    static func sequenceLength(lead: UInt8) -> Int {
        if lead & 0x80 == 0x00 { return 1 }
        if lead & 0xE0 == 0xC0 { return 2 }
        if lead & 0xF0 == 0xE0 { return 3 }
        if lead & 0xF8 == 0xF0 { return 4 }
        return 0
    }

    private static func isOverlong(_ value: UInt32, width: Int) -> Bool {
        switch width {
        case 2: value < 0x80
        case 3: value < 0x800
        default: value < 0x10000
        }
    }
}

/// Runs `body` over the bytes of any collection as one contiguous buffer.
func withContiguousBytes<Result>(
    _ bytes: some Collection<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Result
) -> Result {
    if let result = bytes.withContiguousStorageIfAvailable(body) { return result }
    return Array(bytes).withUnsafeBufferPointer(body)
}
