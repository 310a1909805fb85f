#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads an `index.json` that holds exactly the bytes contentc writes for
/// an index of the current format version (``BundleCoding/encode(_:)-(BundleIndex)``),
/// without `JSONDecoder`, whose first use in a process costs more than the
/// whole read of a small index.
///
/// It is only a shortcut: the index it reads is encoded again and taken only
/// when that gives the very bytes read, which then decode, with
/// `JSONDecoder`, to that same index. Anything else (another layout, key
/// order or format version, unknown keys, bytes that are not JSON) gives
/// `nil`, and the caller decodes and reports as it would without it.
enum CanonicalIndexReader {
    /// The index `data` holds, when it is written as contentc writes it; `nil` otherwise.
    static func index(in data: Data) -> BundleIndex? {
        let read = data.withUnsafeBytes { bytes in
            var scanner = Scanner(bytes: bytes)
            return scanner.index()
        }
        guard let read, read.format == BundleIndex.indexFormat, read.formatVersion == .current,
              let encoded = try? BundleCoding.encode(read), encoded == data else { return nil }
        return read
    }

    /// Reads the tokens of one index, in the order the writer puts them; whitespace between them is skipped.
    private struct Scanner {
        let bytes: UnsafeRawBufferPointer
        var offset = 0

        mutating func index() -> BundleIndex? {
            guard take("{"), key("bundles"), take("[") else { return nil }
            var entries: [BundleIndex.Entry] = []
            if !take("]") {
                repeat {
                    guard let entry = entry() else { return nil }
                    entries.append(entry)
                } while take(",")
                guard take("]") else { return nil }
            }
            guard take(","), key("compiler"), let compiler = string(),
                  take(","), key("contentVersion"), let contentVersion = string(),
                  take(","), key("format"), let format = string(),
                  take(","), key("formatVersion"), let formatVersion = string().flatMap(FormatVersion.init),
                  take(","), key("name"), let name = string(),
                  take("}") else { return nil }
            return BundleIndex(format: format, formatVersion: formatVersion, name: name, contentVersion: contentVersion,
                               compiler: compiler, bundles: entries)
        }

        private mutating func entry() -> BundleIndex.Entry? {
            guard take("{"), key("bytes"), let bytes = integer(),
                  take(","), key("contentVersion"), let contentVersion = string(),
                  take(","), key("file"), let file = string(),
                  take(","), key("id"), let id = string(),
                  take(","), key("kind"), let kind = string().flatMap(BundleKind.init(rawValue:)),
                  take(","), key("sha256"), let sha256 = string(),
                  take(","), key("title"), let title = string(),
                  take("}") else { return nil }
            return BundleIndex.Entry(id: id, kind: kind, title: title, file: file, contentVersion: contentVersion,
                                     sha256: sha256, bytes: bytes)
        }

        private mutating func skipSpace() {
            while offset < bytes.count {
                switch bytes[offset] {
                case 0x20, 0x0A, 0x0D, 0x09: offset += 1
                default: return
                }
            }
        }

        /// Takes `character` after any whitespace; `false`, taking nothing, when another comes.
        private mutating func take(_ character: Unicode.Scalar) -> Bool {
            skipSpace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: character) else { return false }
            offset += 1
            return true
        }

        /// Takes the key `name` and its colon.
        private mutating func key(_ name: StaticString) -> Bool {
            guard take("\"") else { return false }
            let count = name.utf8CodeUnitCount
            guard offset + count < bytes.count, bytes[offset + count] == UInt8(ascii: "\""),
                  name.withUTF8Buffer({ UnsafeRawBufferPointer($0).elementsEqual(bytes[offset..<offset + count]) })
            else { return false }
            offset += count + 1
            return take(":")
        }

        /// Takes a whole number of at most 18 digits.
        private mutating func integer() -> Int? {
            skipSpace()
            let isNegative = offset < bytes.count && bytes[offset] == UInt8(ascii: "-")
            if isNegative { offset += 1 }
            var value = 0
            var digits = 0
            while offset < bytes.count, (0x30...0x39).contains(bytes[offset]), digits < 18 {
                value = value * 10 + Int(bytes[offset] - 0x30)
                offset += 1
                digits += 1
            }
            return digits > 0 ? (isNegative ? -value : value) : nil
        }

        /// Takes a string with the escapes the writer makes (`\"`, `\\`, `\b`,
        /// `\f`, `\n`, `\r`, `\t`, `\u00XX`); bytes that are not UTF-8 come out
        /// repaired, so that they do not encode to the bytes read.
        private mutating func string() -> String? {
            guard take("\"") else { return nil }
            // Most strings have no escape: made from their bytes where they are.
            let start = offset
            while offset < bytes.count, bytes[offset] != UInt8(ascii: "\""), bytes[offset] != UInt8(ascii: "\\") {
                offset += 1
            }
            guard offset < bytes.count else { return nil }
            if bytes[offset] == UInt8(ascii: "\"") {
                offset += 1
                return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<offset - 1]), as: UTF8.self)
            }
            var text = Array(bytes[start..<offset])
            while offset < bytes.count {
                let byte = bytes[offset]
                offset += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return String(decoding: text, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard offset < bytes.count else { return nil }
                    let escape = bytes[offset]
                    offset += 1
                    switch escape {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"): text.append(escape)
                    case UInt8(ascii: "b"): text.append(0x08)
                    case UInt8(ascii: "f"): text.append(0x0C)
                    case UInt8(ascii: "n"): text.append(0x0A)
                    case UInt8(ascii: "r"): text.append(0x0D)
                    case UInt8(ascii: "t"): text.append(0x09)
                    case UInt8(ascii: "u"):
                        guard offset + 4 <= bytes.count, bytes[offset] == 0x30, bytes[offset + 1] == 0x30,
                              let high = Self.hexValue(bytes[offset + 2]), let low = Self.hexValue(bytes[offset + 3]),
                              high < 2 else { return nil }
                        text.append(high << 4 | low)
                        offset += 4
                    default:
                        return nil
                    }
                default:
                    text.append(byte)
                }
            }
            return nil
        }

        private static func hexValue(_ byte: UInt8) -> UInt8? {
            switch byte {
            case 0x30...0x39: byte - 0x30
            case 0x61...0x66: byte - 0x61 + 10
            default: nil
            }
        }
    }
}
