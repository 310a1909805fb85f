#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Rule {
    /// P107: placeholder text left in the content.
    static let placeholder = Rule(
        code: "P107", name: "project.placeholder",
        summary: "no text is still a TODO: placeholder",
        severity: .warning, configurable: true,
        explanation: """
        A placeholder is a text value that starts with `TODO:` (in capitals, with \
        the colon), such as `title: "TODO: the idea's title"`. `contentc new` writes \
        them where the author has to write the real text, so a new file compiles at \
        once; each one left is reported here, in any text field of any file (titles, \
        descriptions, primer texts and list items, questions, options, explanations, \
        rubrics, lesson overviews, icons; ids, links, dates and fixed words have \
        checks of their own). Replace the placeholder with the real \
        text. Set the rule to `error` to stop a release that still has placeholders, \
        or pass --werror in CI.
        """)
}

/// The placeholders `contentc new` writes and P107 reports: text values that
/// start with `TODO:`, which real text for learners never does.
public enum Placeholder {
    /// What every placeholder starts with.
    public static let prefix = "TODO:"

    /// A placeholder describing what to write: `TODO: the idea's title`.
    public static func text(_ description: String) -> String {
        "\(prefix) \(description)"
    }

    /// Whether a text value is a placeholder (leading whitespace is ignored).
    public static func isPlaceholder(_ text: String) -> Bool {
        // Most text starts with a printable character, which tells at once.
        if let first = text.utf8.first, first > 0x20, first < 0x7F { return first == UInt8(ascii: "T") && text.hasPrefix(prefix) }
        return text.drop { $0.isWhitespace }.hasPrefix(prefix)
    }
}

extension FileDecoder {
    /// Reports a text value that is still a placeholder.
    mutating func reportPlaceholder(_ text: Located<String>, field: String) {
        guard Placeholder.isPlaceholder(text.value) else { return }
        let shown = text.value.count > 60 ? text.value.prefix(57) + "…" : Substring(text.value)
        log.report(.placeholder,
                   "\(fieldName(field)) is still a placeholder: '\(shown.replacingScalar("\n", with: " "))'",
                   file: file, at: text.mark, hint: "replace it with the real text")
    }
}
