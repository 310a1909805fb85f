#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Text as book.yaml keeps it: Unicode NFC, runs of white space collapsed to
/// one space, no leading or trailing space.
enum TextCleanup {
    /// The cleaned text, or `nil` when nothing is left.
    static func clean(_ text: String) -> String? {
        let collapsed = collapsedPlain(text) ?? collapsed(text)
        return collapsed.isEmpty ? nil : collapsed
    }

    /// Any text normalized and collapsed: NFC, white space (and zero-width
    /// spaces) between words made one space, none at either end.
    static func collapsed(_ text: String) -> String {
        text.canonicallyComposed
            .split(whereSeparator: { $0.isWhitespace || $0 == "\u{200B}" })
            .joined(separator: " ")
    }

    /// Text collapsed on its UTF-8 bytes, as ``collapsed(_:)`` does it, when
    /// every scalar is one of ``isPlain(_:)``: such text is its own NFC, each
    /// scalar is a character of its own (but `\r\n`, white space either
    /// way), and its white space is tab, the line breaks, space, NEL and
    /// no-break space. `nil` for any other text.
    static func collapsedPlain(_ text: String) -> String? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            var words = [UInt8]()
            words.reserveCapacity(bytes.count)
            var spaceBefore = false
            var index = 0
            while index < bytes.count {
                let lead = bytes[index]
                // The length of the scalar's UTF-8 (valid, since it is a String's), and whether it is white space.
                let length: Int
                let isSpace: Bool
                switch lead {
                case 0..<0x80:
                    length = 1
                    isSpace = lead == 0x20 || (0x09...0x0D).contains(lead)
                case 0xC2...0xCB:  // U+0080 to U+02FF
                    length = 2
                    isSpace = lead == 0xC2 && (bytes[index + 1] == 0x85 || bytes[index + 1] == 0xA0)
                case 0xE2:
                    let value = (UInt32(bytes[index + 1] & 0x3F) << 6) | UInt32(bytes[index + 2] & 0x3F) | 0x2000
                    guard bytes[index + 1] & 0xF0 == 0x80, isPlain(Unicode.Scalar(value)!) else { return nil }
                    length = 3
                    isSpace = false
                default:
                    return nil
                }
                if isSpace {
                    spaceBefore = !words.isEmpty
                } else {
                    if spaceBefore { words.append(0x20) }
                    spaceBefore = false
                    words.append(contentsOf: bytes[index..<index + length])
                }
                index += length
            }
            return String(decoding: words, as: UTF8.self)
        } ?? nil
    }

    /// Whether a scalar is ASCII, Latin (U+0080 to U+02FF: no combining
    /// marks, nothing NFC changes) or common punctuation (dashes, quotes,
    /// bullets, the ellipsis: U+2010 to U+2027 and U+2030 to U+205E).
    static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x300, 0x2010...0x2027, 0x2030...0x205E: true
        default: false
        }
    }

    /// Paragraphs (separated by a blank line), each cleaned; `nil` when empty.
    static func cleanParagraphs(_ paragraphs: [String]) -> String? {
        let kept = paragraphs.compactMap(clean)
        return kept.isEmpty ? nil : kept.joined(separator: "\n\n")
    }

    /// Removes the punctuation cataloguers put between MARC subfields (ISBD):
    /// a trailing ` /`, ` :`, ` ;`, ` =`, `,` and a final full stop that does
    /// not end an initial or a common abbreviation.
    static func removingCataloguingPunctuation(_ text: String) -> String {
        var result = text.trimmingSpaces()
        while let last = result.last, "/:;=,".contains(last) {
            result.removeLast()
            result = result.trimmingSpaces()
        }
        if result.hasSuffix("."), !result.hasSuffix("..") {
            let lastWord = result.dropLast().split(whereSeparator: { $0 == " " || $0 == "." }).last ?? ""
            let isInitial = lastWord.count == 1 && lastWord.first?.isUppercase == true
            if !isInitial && !abbreviations.contains(lastWord.lowercased()) { result.removeLast() }
        }
        return result
    }

    private static let abbreviations: Set<String> = ["etc", "inc", "ltd", "co", "jr", "sr", "st", "ed", "eds", "vol", "dr", "mr", "mrs", "ms"]
}
