#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Tells a JSON text that was cut short from one that is merely wrong.
///
/// A decoder reports both the same way ("unexpected end of data" or a syntax
/// error); a file cut short while copying or downloading deserves its own
/// message. The scan tracks strings, escapes and the stack of open objects and
/// arrays, byte by byte: the JSON structural characters are ASCII and never
/// occur inside a multi-byte UTF-8 sequence, so no decoding is needed.
enum JSONCompleteness {
    /// Where and how a JSON text stops before it is complete.
    struct Truncation: Sendable, Hashable, CustomStringConvertible {
        /// A place in the text: 1-based line, and 1-based column counted in bytes.
        struct Position: Sendable, Hashable {
            var line: Int
            var column: Int
        }

        /// The text has nothing but whitespace.
        var isEmpty: Bool
        /// When the text stops inside a string: where that string starts.
        var openString: Position?
        /// The objects still open when the text stops.
        var openObjects: Int
        /// The arrays still open when the text stops.
        var openArrays: Int

        /// Completes "its JSON ends …": "inside a string that starts at line 3, column 9,
        /// with 2 objects and 1 array still open".
        var description: String {
            if isEmpty { return "before it starts (the file is empty)" }
            var parts: [String] = []
            if openObjects > 0 { parts.append(Self.count(openObjects, "object")) }
            if openArrays > 0 { parts.append(Self.count(openArrays, "array")) }
            let open = parts.isEmpty ? "" : "with \(parts.joined(separator: " and ")) still open"
            guard let string = openString else { return open }
            let inside = "inside a string that starts at line \(string.line), column \(string.column)"
            return open.isEmpty ? inside : "\(inside), \(open)"
        }

        private static func count(_ number: Int, _ noun: String) -> String {
            "\(number) \(noun)\(number == 1 ? "" : "s")"
        }
    }

    /// Returns how `data` stops short of a complete JSON text, or `nil` when it
    /// does not: it is complete, or it is wrong in a way that is not a cut
    /// (a stray or mismatched bracket, text after the value), which a decoder
    /// reports better.
    static func truncation(in data: Data) -> Truncation? {
        data.withUnsafeBytes { bytes in
            let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
            let start = bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
            return truncation(in: UnsafeRawBufferPointer(rebasing: bytes[start...]))
        }
    }

    private static func truncation(in bytes: UnsafeRawBufferPointer) -> Truncation? {
        var stack: [UInt8] = []
        var inString = false
        var escaped = false
        var sawValue = false
        var line = 1
        var lineStart = 0
        var stringStart = Truncation.Position(line: 1, column: 1)

        var offset = 0
        while offset < bytes.count {
            // Up to eight bytes at a time where they change nothing: inside a string, the
            // bytes before one that ends it, escapes or starts a line; outside, spaces.
            // The word holds the bytes in little-endian order: its lowest byte is the first.
            if !escaped, bytes.count - offset >= 8 {
                let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                let stops = inString ? zeroBytes(word ^ everyByte(quote)) | zeroBytes(word ^ everyByte(backslash))
                    | zeroBytes(word ^ everyByte(newline))
                    : ~zeroBytes(word ^ everyByte(space)) & everyByte(0x80)
                let passed = stops.trailingZeroBitCount / 8
                if passed > 0 {
                    offset += passed
                    continue
                }
            }
            let byte = bytes[offset]
            offset += 1
            if byte == newline {
                line += 1
                lineStart = offset
            }
            if inString {
                if escaped {
                    escaped = false
                } else if byte == backslash {
                    escaped = true
                } else if byte == quote {
                    inString = false
                }
                continue
            }
            switch byte {
            case space, tab, newline, carriageReturn:
                continue
            case _ where sawValue && stack.isEmpty:
                return nil  // Text after a complete value: malformed, not cut short.
            case quote:
                inString = true
                stringStart = Truncation.Position(line: line, column: offset - lineStart)
            case openBrace, openBracket:
                stack.append(byte)
            case closeBrace, closeBracket:
                guard let open = stack.popLast(), open == (byte == closeBrace ? openBrace : openBracket) else {
                    return nil  // A stray or mismatched bracket: malformed, not cut short.
                }
            default:
                break
            }
            sawValue = true
        }

        guard sawValue else {
            return Truncation(isEmpty: true, openString: nil, openObjects: 0, openArrays: 0)
        }
        guard inString || !stack.isEmpty else { return nil }
        let openObjects = stack.reduce(0) { $0 + ($1 == openBrace ? 1 : 0) }
        return Truncation(
            isEmpty: false,
            openString: inString ? stringStart : nil,
            openObjects: openObjects,
            openArrays: stack.count - openObjects)
    }

    /// The high bit of each byte of `word` that is zero, and of no other: the
    /// low seven bits of a byte added to 0x7F carry into its high bit, and
    /// never into the next byte, exactly when they are not all zero.
    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        ~(((word & everyByte(0x7F)) &+ everyByte(0x7F)) | word) & everyByte(0x80)
    }

    /// `byte` in each of the eight bytes of a word.
    @inline(__always)
    private static func everyByte(_ byte: UInt8) -> UInt64 {
        0x0101_0101_0101_0101 &* UInt64(byte)
    }

    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")
    private static let openBrace = UInt8(ascii: "{")
    private static let closeBrace = UInt8(ascii: "}")
    private static let openBracket = UInt8(ascii: "[")
    private static let closeBracket = UInt8(ascii: "]")
    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
}
