/// The number syntax of content files: plain decimals, nothing YAML 1.1 adds.
///
/// `12`, `-3`, `4.5` are numbers; `012` (octal in YAML 1.1), `0x1F`, `1e3`,
/// `+5`, `.5`, `1_000` and `∞` are not, so no field silently changes meaning.
enum DecimalNumber {
    /// The integer `text` spells, or `nil`.
    static func integer(_ text: String) -> Int? {
        // The usual case, a few ASCII digits, read from the bytes.
        var digits = text.utf8[...]
        let isNegative = digits.first == UInt8(ascii: "-")
        if isNegative { digits = digits.dropFirst() }
        if !digits.isEmpty, digits.count <= 18, digits.allSatisfy({ (0x30...0x39).contains($0) }) {
            guard digits.count == 1 || digits.first != UInt8(ascii: "0") else { return nil }
            let value = digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
            return isNegative ? -value : value
        }
        guard isDecimal(text), !text.contains("."), !hasLeadingZero(text) else { return nil }
        return Int(text)
    }

    /// The number `text` spells, or `nil`.
    static func number(_ text: String) -> Double? {
        guard isDecimal(text), !hasLeadingZero(text) else { return nil }
        return Double(text)
    }

    /// Whether `text` is `-?digits(.digits)?`.
    static func isDecimal(_ text: String) -> Bool {
        var scalars = Substring(text).unicodeScalars[...]
        if scalars.first == "-" { scalars = scalars.dropFirst() }
        let parts = scalars.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, whole.allSatisfy(isDigit) else { return false }
        if parts.count == 2 { return !parts[1].isEmpty && parts[1].allSatisfy(isDigit) }
        return true
    }

    /// Whether the whole part has a leading zero, as in `012`.
    static func hasLeadingZero(_ text: String) -> Bool {
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        let whole = digits.prefix { $0 != "." }
        return whole.count > 1 && whole.first == "0"
    }

    /// `4.5`, `5` (no `.0`).
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
}
