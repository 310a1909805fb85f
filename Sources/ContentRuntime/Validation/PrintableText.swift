/// Text from content made safe to print on a terminal, in a CI log or in a
/// report another tool reads.
///
/// Content may be hostile: a key, a value, a file name or an id can carry a
/// line feed that starts a forged GitHub workflow command (`::error …`,
/// `::add-mask::`), an escape sequence a terminal acts on (`ESC ]0;…BEL`
/// retitles the window, `ESC [2J` clears it), or a bidirectional override
/// that shows text in another order than it is stored. Everything printed
/// from content goes through ``escaping(_:)`` first, which writes each such
/// character as a visible escape instead.
package enum PrintableText {
    /// Whether printing `scalar` could do something other than show a
    /// character: a C0 control (U+0000–U+001F, tab and line feed included),
    /// DEL (U+007F), a C1 control (U+0080–U+009F), a line or paragraph
    /// separator (U+2028, U+2029), or a bidirectional embedding, override or
    /// isolate (U+202A–U+202E, U+2066–U+2069).
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Whether text shown by apps may not hold `scalar`: every control
    /// character of ``isControl(_:)`` but the line feed and the tab, which
    /// text keeps (rule S113; the loader checks it again).
    package static func isRefusedInText(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\n" && scalar != "\t" && isControl(scalar)
    }

    /// `U+001B`: a character's code point, as people look it up.
    package static func codePoint(_ scalar: Unicode.Scalar) -> String {
        "U+" + hexadecimal(scalar.value, digits: 4)
    }

    /// Whether `text` holds a character ``isControl(_:)`` is true of; line
    /// feeds are not counted when `exceptLineFeeds` is set.
    package static func containsControl(_ text: String, exceptLineFeeds: Bool = false) -> Bool {
        if let answer = text.utf8.withContiguousStorageIfAvailable({ containsControl(utf8: $0, exceptLineFeeds: exceptLineFeeds) }) {
            return answer
        }
        return text.unicodeScalars.contains { isControl($0) && !(exceptLineFeeds && $0 == "\n") }
    }

    /// ``containsControl(_:exceptLineFeeds:)`` on the valid UTF-8 of a
    /// string: eight bytes at once while they are all printable ASCII
    /// (U+0020–U+007E, the bulk of any report), else a byte at a time, where
    /// the control characters above U+007F are C2 80–9F (U+0080–U+009F),
    /// E2 80 A8–AE (U+2028–U+202E) and E2 81 A6–A9 (U+2066–U+2069).
    package static func containsControl(utf8 bytes: UnsafeBufferPointer<UInt8>, exceptLineFeeds: Bool) -> Bool {
        var index = 0
        let count = bytes.count
        while index < count {
            if count - index >= 8, areEightPrintableASCII(UnsafeRawPointer(bytes.baseAddress! + index))
                || (exceptLineFeeds && areEightPrintableASCIIOrLineFeeds(UnsafeRawPointer(bytes.baseAddress! + index))) {
                index += 8
                continue
            }
            let byte = bytes[index]
            if byte < 0x20 {
                if !(exceptLineFeeds && byte == 0x0A) { return true }
            } else if byte == 0x7F {
                return true
            } else if byte == 0xC2, index + 1 < count, (0x80...0x9F).contains(bytes[index + 1]) {
                return true
            } else if byte == 0xE2, index + 2 < count {
                let second = bytes[index + 1], third = bytes[index + 2]
                if (second == 0x80 && (0xA8...0xAE).contains(third)) || (second == 0x81 && (0xA6...0xA9).contains(third)) {
                    return true
                }
            }
            index += 1
        }
        return false
    }

    /// Whether `bytes` are valid UTF-8, as `String(validating:as:)` tells
    /// it, holding no character ``isControl(_:)`` is true of but line feeds:
    /// both checked in one pass, without making a string. Printable ASCII
    /// and line feeds, the bulk of any report, are passed eight bytes at
    /// once; every other sequence must be one of Unicode's well-formed byte
    /// sequences (its table 3-7: no overlong form, no surrogate, nothing
    /// above U+10FFFF, no sequence cut short) and not a control character
    /// (C2 80–9F, E2 80 A8–AE, E2 81 A6–A9).
    package static func isPrintableUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        var index = 0
        while index < count {
            // Thirty-two bytes at once while they are printable ASCII and line feeds: four words
            // tested apart and told together, without a branch on each.
            while count - index >= 32 {
                let start = UnsafeRawPointer(bytes.baseAddress! + index)
                let outside = bytesOutsidePrintableASCIIOrLineFeeds(start.loadUnaligned(as: UInt64.self))
                    | bytesOutsidePrintableASCIIOrLineFeeds(start.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
                    | bytesOutsidePrintableASCIIOrLineFeeds(start.loadUnaligned(fromByteOffset: 16, as: UInt64.self))
                    | bytesOutsidePrintableASCIIOrLineFeeds(start.loadUnaligned(fromByteOffset: 24, as: UInt64.self))
                guard outside == 0 else { break }
                index += 32
            }
            guard index < count else { break }
            if count - index >= 8, areEightPrintableASCII(UnsafeRawPointer(bytes.baseAddress! + index))
                || areEightPrintableASCIIOrLineFeeds(UnsafeRawPointer(bytes.baseAddress! + index)) {
                index += 8
                continue
            }
            let lead = bytes[index]
            if lead < 0x80 {
                if (lead < 0x20 && lead != 0x0A) || lead == 0x7F { return false }
                index += 1
                continue
            }
            let length: Int
            let second: ClosedRange<UInt8>
            switch lead {
            case 0xC2: (length, second) = (2, 0xA0...0xBF)
            case 0xC3...0xDF: (length, second) = (2, 0x80...0xBF)
            case 0xE0: (length, second) = (3, 0xA0...0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
            case 0xED: (length, second) = (3, 0x80...0x9F)
            case 0xF0: (length, second) = (4, 0x90...0xBF)
            case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
            case 0xF4: (length, second) = (4, 0x80...0x8F)
            default: return false
            }
            guard count - index >= length, second.contains(bytes[index + 1]) else { return false }
            for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return false }
            if lead == 0xE2 {
                let second = bytes[index + 1], third = bytes[index + 2]
                if (second == 0x80 && (0xA8...0xAE).contains(third)) || (second == 0x81 && (0xA6...0xA9).contains(third)) {
                    return false
                }
            }
            index += length
        }
        return true
    }

    /// Whether the eight bytes at `start` all lie in 0x20–0x7E, tested on
    /// them as one number: a byte of 0x7F or more has its top bit set itself
    /// or once 1 is added to it (a carry out of an 0xFF byte only follows a
    /// byte already caught), and a byte below 0x20 borrows into its top bit
    /// when 0x20 is taken from it (the usual test for a byte below a bound
    /// up to 0x80, exact as a yes or no).
    @inline(__always)
    static func areEightPrintableASCII(_ start: UnsafeRawPointer) -> Bool {
        let word = start.loadUnaligned(as: UInt64.self)
        let topBits: UInt64 = 0x8080_8080_8080_8080
        let aboveTilde = ((word &+ 0x0101_0101_0101_0101) | word) & topBits
        let belowSpace = (word &- 0x2020_2020_2020_2020) & ~word & topBits
        return aboveTilde | belowSpace == 0
    }

    /// Whether the eight bytes at `start` all lie in 0x20–0x7E or are line
    /// feeds (the end of each line of a report), tested on them as one
    /// number (``bytesOutsidePrintableASCIIOrLineFeeds(_:)``).
    @inline(__always)
    static func areEightPrintableASCIIOrLineFeeds(_ start: UnsafeRawPointer) -> Bool {
        bytesOutsidePrintableASCIIOrLineFeeds(start.loadUnaligned(as: UInt64.self)) == 0
    }

    /// The top bit of each byte of `word` that neither lies in 0x20–0x7E nor
    /// is a line feed, found for each byte on its own: the low seven bits of
    /// a byte plus a constant never carry into the next byte, so the top bit
    /// of `(byte & 0x7F) + 0x60` tells a byte of 0x20 or more, and that of
    /// `(byte & 0x7F) + 0x7F`, or the byte itself, a byte that is not zero
    /// (after the byte sought, 0x7F or 0x0A, is taken out by exclusive or).
    @inline(__always)
    static func bytesOutsidePrintableASCIIOrLineFeeds(_ word: UInt64) -> UInt64 {
        let topBits: UInt64 = 0x8080_8080_8080_8080, lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        func zeroBytes(_ word: UInt64) -> UInt64 { ~(((word & lowBits) &+ lowBits) | word) & topBits }
        let belowSpace = ~(((word & lowBits) &+ 0x6060_6060_6060_6060) | word) & topBits
        let lineFeeds = zeroBytes(word ^ 0x0A0A_0A0A_0A0A_0A0A)
        return (word & topBits) | zeroBytes(word ^ lowBits) | (belowSpace & ~lineFeeds)
    }

    /// `text` with every control character (see ``isControl(_:)``) written as
    /// the escape a YAML double-quoted string would use for it: `\n`, `\t`,
    /// `\r`, `\e`, `\0`, `\a`, `\b`, `\v`, `\f`, else `\xHH` below U+0100 and
    /// `\uHHHH` above. Other characters, backslashes included, are kept.
    package static func escaping(_ text: String) -> String {
        guard containsControl(text) else { return text }
        var escaped = ""
        for scalar in text.unicodeScalars {
            escaped += escape(scalar)
        }
        return escaped
    }

    /// One character as printed: itself, or its escape when it is a control character.
    package static func escape(_ scalar: Unicode.Scalar) -> String {
        guard isControl(scalar) else { return String(scalar) }
        switch scalar {
        case "\n": return "\\n"
        case "\t": return "\\t"
        case "\r": return "\\r"
        case "\u{1B}": return "\\e"
        case "\0": return "\\0"
        case "\u{07}": return "\\a"
        case "\u{08}": return "\\b"
        case "\u{0B}": return "\\v"
        case "\u{0C}": return "\\f"
        default:
            return scalar.value < 0x100 ? "\\x" + hexadecimal(scalar.value, digits: 2) : "\\u" + hexadecimal(scalar.value, digits: 4)
        }
    }

    /// `value` in uppercase hexadecimal, with leading zeros to at least `digits` digits.
    package static func hexadecimal(_ value: UInt32, digits: Int) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - hex.count)) + hex
    }
}
