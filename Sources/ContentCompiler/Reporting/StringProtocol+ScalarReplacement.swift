extension StringProtocol {
    /// The text with every `scalar` in it replaced by `replacement`, scalar by
    /// scalar: the line feed of a CR LF pair is replaced, and so is a quote
    /// followed by a combining mark. (The standard library's
    /// `replacing(_:with:)` compares whole characters, and leaves both;
    /// Foundation's `replacingOccurrences(of:with:)` leaves the second, which
    /// would let a quote through undoubled or a `:` unescaped.)
    func replacingScalar(_ scalar: Unicode.Scalar, with replacement: String) -> String {
        guard unicodeScalars.contains(scalar) else { return String(self) }
        var result = ""
        result.reserveCapacity(utf8.count + replacement.utf8.count)
        for each in unicodeScalars {
            if each == scalar {
                result += replacement
            } else {
                result.unicodeScalars.append(each)
            }
        }
        return result
    }
}
