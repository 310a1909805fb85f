extension UInt8 {
    /// The byte with an ASCII capital lowered; any other byte, non-ASCII
    /// ones included, as it is. For comparing and hashing ASCII text without
    /// case on its bytes.
    var asciiLowercased: UInt8 {
        self &- UInt8(ascii: "A") < 26 ? self | 0x20 : self
    }

    /// Whether the byte is ASCII white space: space, tab, line feed, vertical
    /// tab, form feed or carriage return (what `Character.isWhitespace` says
    /// of ASCII).
    var isASCIIWhitespace: Bool {
        self == 0x20 || self &- 0x09 < 5
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether every byte is ASCII, read 8 bytes at a time.
    var isASCII: Bool {
        var index = 0
        var bits: UInt64 = 0
        let raw = UnsafeRawBufferPointer(self)
        while index + 8 <= count {
            bits |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index += 8
        }
        while index < count {
            bits |= UInt64(self[index])
            index += 1
        }
        return bits & 0x8080_8080_8080_8080 == 0
    }
}
