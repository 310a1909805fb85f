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

    /// Whether the whole part has a leading zero, as in `012` (not in `0x12`,
    /// whose whole part is not digits).
    static func hasLeadingZero(_ text: String) -> Bool {
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        let whole = digits.prefix { $0 != "." }
        return whole.count > 1 && whole.first == "0" && whole.unicodeScalars.allSatisfy(isDigit)
    }

    /// How to write `text`, a number in a notation content files do not read
    /// (`012`, `0x1F`, `+5`, `.5`, `1_000`, `1e3`, `4,5`), as a plain decimal;
    /// `nil` when it is no such notation (a word, or a plain decimal).
    static func notationHint(_ text: String) -> String? {
        if hasLeadingZero(text) { return "write it without the leading zero" }
        let sign = text.hasPrefix("-") ? "-" : ""
        let unsigned = text.dropFirst(sign.count)
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where unsigned.lowercased().hasPrefix(prefix) {
            guard let value = Int(unsigned.dropFirst(2), radix: radix) else { return nil }
            return "write it in decimal digits: \(sign)\(value)"
        }
        if text.hasPrefix("+"), isDecimal(String(text.dropFirst())) { return "write it without the '+'" }
        if unsigned.hasPrefix("."), isDecimal("0" + unsigned) { return "write a 0 before the point: \(sign)0\(unsigned)" }
        if text.contains("_"), isDecimal(text.replacing("_", with: "")) {
            return "write it without the '_': \(text.replacing("_", with: ""))"
        }
        if let exponent = text.firstIndex(where: { $0 == "e" || $0 == "E" }), isDecimal(String(text[..<exponent])),
           Int(text[text.index(after: exponent)...]) != nil {
            return "write it out in digits, without an exponent"
        }
        if text.contains(","), isDecimal(text.replacing(",", with: "")) {
            return "write digits only, with a point before any decimals: 4.5, not 4,5; 1000, not 1,000"
        }
        return nil
    }

    /// `4.5`, `5` (no `.0`).
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
}
