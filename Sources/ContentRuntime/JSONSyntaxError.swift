/// The first thing wrong with a JSON text, and where: what a decoder that only
/// says "not valid JSON" leaves out. Found by ``JSONSyntax``.
struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What a place in the text should have held.
    enum Expected: Sendable, Hashable {
        case value
        case valueOrArrayEnd
        case keyOrObjectEnd
        case colon
        case commaOrArrayEnd
        case commaOrObjectEnd
        case end

        var phrase: String {
            switch self {
            case .value: "a value"
            case .valueOrArrayEnd: "a value or `]`"
            case .keyOrObjectEnd: "a key in double quotes or `}`"
            case .colon: "`:` after the key"
            case .commaOrArrayEnd: "`,` or `]`"
            case .commaOrObjectEnd: "`,` or `}`"
            case .end: "the end of the text"
            }
        }
    }

    /// What is wrong.
    enum Problem: Sendable, Hashable {
        /// Another byte than the one expected, or none (`found` is `nil`: the text ends).
        case unexpected(found: UInt8?, expected: Expected)
        /// A word other than `true`, `false` or `null`.
        case unknownWord
        /// A number such as `01` or `-00`.
        case leadingZero
        /// A number without digits where it needs some: `-`, `1.`, `1e`.
        case incompleteNumber
        /// A number too large for any number type (`1e400`); its text, shortened if long.
        case numberOutOfRange(String)
        /// A byte below 0x20 inside a string.
        case controlCharacter(UInt8)
        /// A backslash followed by something that is no escape (`nil`: the text ends).
        case unknownEscape(UInt8?)
        /// `\u` not followed by four hexadecimal digits.
        case incompleteUnicodeEscape
        /// A `\u` escape of one half of a surrogate pair without the other half.
        case loneSurrogate(UInt16)
        /// Bytes in a string that are not UTF-8.
        case invalidUTF8
        /// A string still open when the text ends.
        case unterminatedString
        /// More arrays and objects open at once than ``JSONSyntax/maxDepth``.
        case tooDeep
    }

    /// What is wrong.
    var problem: Problem
    /// The byte offset in the text of the first byte that is wrong (for a
    /// string that never ends, of its opening quote).
    var offset: Int
    /// Its 1-based line.
    var line: Int
    /// Its 1-based column, counted in bytes.
    var column: Int

    /// "expected a value at line 3, column 9, found `,`".
    var description: String {
        let place = "line \(line), column \(column)"
        switch problem {
        case .unexpected(let found?, let expected):
            return "expected \(expected.phrase) at \(place), found \(Self.show(found))"
        case .unexpected(nil, let expected):
            return "expected \(expected.phrase) at \(place), but the text ends"
        case .unknownWord:
            return "a word at \(place) that is not true, false or null"
        case .leadingZero:
            return "a number with a leading zero at \(place)"
        case .incompleteNumber:
            return "a number without its digits at \(place)"
        case .numberOutOfRange(let text):
            return "the number \(text) at \(place) is too large for any number type"
        case .controlCharacter(let byte):
            return "a control character (\(Self.hex(byte))) not escaped in a string at \(place)"
        case .unknownEscape(let byte?):
            return "an unknown escape (a backslash followed by \(Self.show(byte))) at \(place)"
        case .unknownEscape(nil):
            return "a backslash at \(place) that ends the text"
        case .incompleteUnicodeEscape:
            return "a `\\u` escape without four hexadecimal digits at \(place)"
        case .loneSurrogate(let unit):
            return "half of a surrogate pair without the other half (`\\u\(String(unit, radix: 16, uppercase: true))`) at \(place)"
        case .invalidUTF8:
            return "bytes that are not UTF-8 in a string at \(place)"
        case .unterminatedString:
            return "a string that starts at \(place) and never ends"
        case .tooDeep:
            return "more than \(JSONSyntax.maxDepth) arrays and objects open at once at \(place)"
        }
    }

    /// A printable ASCII byte in backticks, any other as its value: `,` or byte 0xC3.
    private static func show(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) && byte != UInt8(ascii: "`") ? "`\(Character(Unicode.Scalar(byte)))`" : "byte \(hex(byte))"
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "0x" + (digits.count == 1 ? "0" + digits : digits)
    }
}
