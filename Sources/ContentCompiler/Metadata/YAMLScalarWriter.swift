/// Writes text values as YAML that reads back exactly, in the plainest style
/// that does: plain, double-quoted, folded (`>-`, wrapped) for long single
/// paragraphs, or literal (`|-`) for text with line breaks.
enum YAMLScalarWriter {
    /// The value after `key: `, possibly spanning several lines indented by `indent + 2`.
    static func value(_ text: String, indent: Int = 0, width: Int = 80) -> String {
        let pad = String(repeating: " ", count: indent + 2)
        if text.contains("\n"), isPrintable(text), !text.hasPrefix(" "), !text.hasSuffix("\n"),
           !text.split(separator: "\n", omittingEmptySubsequences: false).contains(where: { $0.hasSuffix(" ") }) {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            return "|-\n" + lines.map { $0.isEmpty ? "" : pad + $0 }.joined(separator: "\n")
        }
        if text.count > width - indent - 20, isPrintable(text), !text.contains("\n"), !text.hasPrefix(" "),
           !text.hasSuffix(" "), !text.contains("  ") {
            return ">-\n" + wrap(text, width: width - pad.count).map { pad + $0 }.joined(separator: "\n")
        }
        return isPlainSafe(text) ? text : doubleQuoted(text)
    }

    /// Whether `text` can be written plain and still read as this text, also by
    /// tools that resolve YAML types (so numbers, booleans and null are quoted).
    static func isPlainSafe(_ text: String) -> Bool {
        guard let first = text.first, let last = text.last, isPrintable(text), !text.contains("\n") else { return false }
        if "-?:,[]{}#&*!|>'\"%@` ".contains(first) || last == " " || last == ":" { return false }
        if text.contains(": ") || text.contains(" #") || text.contains("\t") { return false }
        let lower = text.lowercased()
        if ["true", "false", "yes", "no", "on", "off", "y", "n", "null", "~"].contains(lower) { return false }
        if text.allSatisfy({ $0.isNumber || ".-+:_eE".contains($0) }) { return false }
        return true
    }

    /// `"…"` with backslash escapes.
    static func doubleQuoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                    || scalar.value == 0xFEFF || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    result += "\\u" + hex4(scalar.value)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Lines of at most `width` characters, broken at single spaces (a folded
    /// scalar turns each break back into one space).
    private static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = String(word)
            } else {
                line += line.isEmpty ? String(word) : " " + word
            }
        }
        lines.append(line)
        return lines
    }

    /// No control characters, BOM or the line separators YAML treats as breaks.
    private static func isPrintable(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            (scalar.value >= 0x20 || scalar == "\n") && scalar.value != 0x7F && !(0x80...0x9F).contains(scalar.value)
                && scalar.value != 0xFEFF && scalar.value != 0x2028 && scalar.value != 0x2029 && scalar.value != 0x85
        }
    }
}

/// Four uppercase hexadecimal digits.
private func hex4(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - hex.count)) + hex
}
