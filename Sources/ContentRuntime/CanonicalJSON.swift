#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The one byte-exact JSON form of bundles, independent of the platform's Foundation.
///
/// - objects have their keys sorted by their UTF-8 bytes; arrays keep their order;
/// - two spaces of indentation per level, `"key": value`, one member or item per
///   line, and `{}` / `[]` for empty containers;
/// - strings escape `"`, `\` and control characters only (`\b \f \n \r \t`, else
///   `\u00XX` in lowercase hex); everything else, `/` and non-ASCII included, is
///   written as UTF-8;
/// - integers in decimal; other numbers as Swift's shortest round-trip form
///   (`4.5`, `5.0`), non-finite numbers refused;
/// - a final `\n`.
package enum CanonicalJSON {
    /// A JSON value under construction. Containers are references so that
    /// encoding containers can fill them after handing them out.
    package enum Value {
        case null
        case bool(Bool)
        /// An integer's decimal digits.
        case integer(String)
        case number(Double)
        case string(String)
        case object(Object)
        case array(Array)

        /// A finite number, or an encoding error naming where it was.
        static func double(_ number: Double, at codingPath: [any CodingKey]) throws -> Value {
            guard number.isFinite else {
                throw EncodingError.invalidValue(number, .init(
                    codingPath: codingPath, debugDescription: "JSON has no form for the number \(number)"))
            }
            return .number(number)
        }
    }

    /// An object's members, in the order they were encoded; a key set twice
    /// keeps its last value (as with `JSONEncoder`).
    package final class Object {
        package private(set) var members: [(key: String, value: Value)] = []

        /// Sets a member's value.
        func set(_ key: String, _ value: Value) {
            members.append((key, value))
        }

        /// The members sorted by their keys' UTF-8 bytes, each key once.
        var sortedMembers: [(key: String, value: Value)] {
            var sorted = members.enumerated().sorted { left, right in
                left.element.key == right.element.key
                    ? left.offset < right.offset
                    : left.element.key.utf8.lexicographicallyPrecedes(right.element.key.utf8)
            }.map(\.element)
            // Of equal keys, now adjacent in encoding order, keep the last.
            var index = sorted.count - 1
            while index > 0 {
                if sorted[index - 1].key == sorted[index].key { sorted.remove(at: index - 1) }
                index -= 1
            }
            return sorted
        }
    }

    /// An array's items.
    package final class Array {
        package var items: [Value] = []
    }

    /// The tree of JSON values an `Encodable` value encodes to, before it is
    /// written: members in the order they were encoded, a key set twice
    /// listed twice (the last counts).
    ///
    /// - Throws: `EncodingError` if a value has no JSON form (a non-finite number).
    package static func tree(of value: some Encodable) throws -> Value {
        try CanonicalJSONEncoder.encode(value, at: [])
    }

    /// The canonical bytes of an `Encodable` value.
    static func encode(_ value: some Encodable) throws -> Data {
        let tree = try CanonicalJSONEncoder.encode(value, at: [])
        var output: [UInt8] = []
        output.reserveCapacity(64 * 1024)
        write(tree, indent: 0, into: &output)
        output.append(0x0A)
        return Data(output)
    }

    private static func write(_ value: Value, indent: Int, into output: inout [UInt8]) {
        switch value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .integer(let digits): output.append(contentsOf: digits.utf8)
        case .number(let number): output.append(contentsOf: number.description.utf8)
        case .string(let text): writeString(text, into: &output)
        case .object(let object):
            guard !object.members.isEmpty else {
                output.append(contentsOf: "{}".utf8)
                return
            }
            output.append(UInt8(ascii: "{"))
            let members = object.sortedMembers
            for (position, member) in members.enumerated() {
                newline(indent: indent + 1, into: &output)
                writeString(member.key, into: &output)
                output.append(contentsOf: ": ".utf8)
                write(member.value, indent: indent + 1, into: &output)
                if position < members.count - 1 { output.append(UInt8(ascii: ",")) }
            }
            newline(indent: indent, into: &output)
            output.append(UInt8(ascii: "}"))
        case .array(let array):
            guard !array.items.isEmpty else {
                output.append(contentsOf: "[]".utf8)
                return
            }
            output.append(UInt8(ascii: "["))
            for (position, item) in array.items.enumerated() {
                newline(indent: indent + 1, into: &output)
                write(item, indent: indent + 1, into: &output)
                if position < array.items.count - 1 { output.append(UInt8(ascii: ",")) }
            }
            newline(indent: indent, into: &output)
            output.append(UInt8(ascii: "]"))
        }
    }

    static func newline(indent: Int, into output: inout [UInt8]) {
        output.append(0x0A)
        var remaining = indent * 2
        while remaining > 0 {
            let count = min(remaining, spaces.count)
            spaces.withUnsafeBufferPointer { output.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<count])) }
            remaining -= count
        }
    }

    private static let spaces = Swift.Array(repeating: UInt8(ascii: " "), count: 64)

    private static let hexDigits = Swift.Array("0123456789abcdef".utf8)

    /// Whether a byte of `word` (eight bytes of UTF-8) may need an escape: a
    /// control character, `"` or `\`. Exact as a whole (some byte does,
    /// or none), though not which byte.
    @inline(__always)
    private static func hasEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & highs != 0 }
        let hasControl = (word &- ones &* 0x20) & ~word & highs != 0
        return hasControl || hasZeroByte(word ^ (ones &* 0x22)) || hasZeroByte(word ^ (ones &* 0x5C))
    }

    /// Appends `text` as a JSON string, escaped as above (and as `JSONEncoder`
    /// escapes it with `.withoutEscapingSlashes`).
    package static func writeString(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            // Copy runs that need no escape in one go, passing eight bytes at a
            // time where none needs one; escape the rest byte by byte.
            var runStart = 0
            var index = 0
            let raw = UnsafeRawBufferPointer(bytes)
            while index < bytes.count {
                if bytes.count - index >= 8 && !hasEscape(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
                    index += 8
                    continue
                }
                let byte = bytes[index]
                index += 1
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index - 1]))
                runStart = index
                switch byte {
                case UInt8(ascii: "\""): output.append(contentsOf: "\\\"".utf8)
                case UInt8(ascii: "\\"): output.append(contentsOf: "\\\\".utf8)
                case 0x08: output.append(contentsOf: "\\b".utf8)
                case 0x0C: output.append(contentsOf: "\\f".utf8)
                case 0x0A: output.append(contentsOf: "\\n".utf8)
                case 0x0D: output.append(contentsOf: "\\r".utf8)
                case 0x09: output.append(contentsOf: "\\t".utf8)
                default:
                    output.append(contentsOf: "\\u00".utf8)
                    output.append(hexDigits[Int(byte >> 4)])
                    output.append(hexDigits[Int(byte & 0x0F)])
                }
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
        output.append(UInt8(ascii: "\""))
    }
}
