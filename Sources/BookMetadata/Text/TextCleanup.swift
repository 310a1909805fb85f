import Foundation

/// Text as book.yaml keeps it: Unicode NFC, runs of white space collapsed to
/// one space, no leading or trailing space.
enum TextCleanup {
    /// The cleaned text, or `nil` when nothing is left.
    static func clean(_ text: String) -> String? {
        let collapsed = text.precomposedStringWithCanonicalMapping
            .split(whereSeparator: { $0.isWhitespace || $0 == "\u{200B}" })
            .joined(separator: " ")
        return collapsed.isEmpty ? nil : collapsed
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
