import Foundation

/// Text as book.yaml keeps it: Unicode NFC, runs of white space collapsed to
/// one space, no leading or trailing space.
enum TextCleanup {
    /// The cleaned text, or `nil` when nothing is left.
    static func clean(_ text: String) -> String? {
        let collapsed = collapsedASCII(text) ?? collapsed(text)
        return collapsed.isEmpty ? nil : collapsed
    }

    /// Any text normalized and collapsed: NFC, white space (and zero-width
    /// spaces) between words made one space, none at either end.
    static func collapsed(_ text: String) -> String {
        text.precomposedStringWithCanonicalMapping
            .split(whereSeparator: { $0.isWhitespace || $0 == "\u{200B}" })
            .joined(separator: " ")
    }

    /// ASCII text collapsed by its bytes, as ``collapsed(_:)`` does it (ASCII
    /// is its own NFC, and its white space is tab, the line breaks and
    /// space); `nil` for text with any other character, or not stored as UTF-8.
    static func collapsedASCII(_ text: String) -> String? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var words = [UInt8]()
            words.reserveCapacity(bytes.count)
            var spaceBefore = false
            for byte in bytes {
                if byte == 0x20 || (0x09...0x0D).contains(byte) {
                    spaceBefore = !words.isEmpty
                } else {
                    if spaceBefore { words.append(0x20) }
                    spaceBefore = false
                    words.append(byte)
                }
            }
            return String(decoding: words, as: UTF8.self)
        } ?? nil
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
        var result = text.trimmingCharacters(in: .whitespaces)
        while let last = result.last, "/:;=,".contains(last) {
            result.removeLast()
            result = result.trimmingCharacters(in: .whitespaces)
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
