/// What the byte cut of a text (``ItemText/cutPlain(_:into:)``) knows of the
/// Latin characters beyond ASCII of two UTF-8 bytes, U+0080 to U+024F (Latin-1
/// Supplement, Latin Extended-A and B): `é`, `ß`, `ł`, `«`, `°`, a no-break space.
///
/// Such a character is read on its bytes when it is, as a learner sees it, a
/// character of its own beside any other (not a mark that joins the one
/// before, not a control or format character) and its lowercase is one
/// scalar of two bytes too, so that a word is lowercased byte for byte as
/// `String.lowercased()` lowercases it (which maps scalar by scalar). Any
/// other scalar of the range (`İ`, whose lowercase is two scalars; the
/// controls U+0080–U+009F; the soft hyphen) sends its text to the scalar cut.
enum ItemLatinLetters {
    /// The first scalar after the range.
    static let end: UInt32 = 0x250

    /// By scalar value below ``end``: 0 for a scalar the byte cut does not
    /// read, else ``readable``, ``letter`` when it is in words (see
    /// ``ItemText/isWordScalar(_:)``), and the value of its lowercase in the low 11 bits.
    static let entries: [UInt16] = (0..<end).map { value in
        guard value >= 0x80, let scalar = Unicode.Scalar(value) else { return 0 }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .control, .format, .surrogate, .privateUse, .unassigned,
             .lineSeparator, .paragraphSeparator:
            return 0
        default:
            break
        }
        guard !properties.isGraphemeExtend else { return 0 }
        let lowercase = properties.lowercaseMapping.unicodeScalars
        guard lowercase.count == 1, let lower = lowercase.first, (0x80..<0x800).contains(lower.value) else { return 0 }
        return readable | (ItemText.isWordScalar(scalar) ? letter : 0) | UInt16(lower.value)
    }

    static let readable: UInt16 = 0x8000
    static let letter: UInt16 = 0x4000

    /// The entry of the character of two bytes whose first byte is at `index`
    /// of `count` bytes; 0 when it is not read on its bytes.
    @inline(__always)
    static func entry(_ base: UnsafePointer<UInt8>, count: Int, at index: Int) -> UInt16 {
        guard index &+ 1 < count else { return 0 }
        let value = UInt32(base[index] & 0x1F) << 6 | UInt32(base[index &+ 1] & 0x3F)
        return value < end ? entries.withUnsafeBufferPointer { $0[Int(value)] } : 0
    }

    /// Writes `count` bytes of a word cut on its bytes, from `source`,
    /// lowercased, to `destination`: ASCII capitals and the letters of the
    /// range alike, each kept to its number of bytes.
    static func lowercase(_ source: UnsafePointer<UInt8>, count: Int, into destination: UnsafeMutablePointer<UInt8>) {
        var index = 0
        while index < count {
            let byte = source[index]
            if byte & 0xE0 == 0xC0, index &+ 1 < count {
                let lower = entry(source, count: count, at: index) & 0x7FF
                destination[index] = 0xC0 | UInt8(truncatingIfNeeded: lower >> 6)
                destination[index &+ 1] = 0x80 | UInt8(truncatingIfNeeded: lower & 0x3F)
                index &+= 2
            } else {
                destination[index] = byte.asciiLowercased
                index &+= 1
            }
        }
    }
}
