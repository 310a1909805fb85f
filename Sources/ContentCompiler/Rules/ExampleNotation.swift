/// How a rule example writes what cannot be typed as text.
///
/// - `⟨byte E9⟩` is the single byte E9 (hexadecimal), for files that are not
///   UTF-8: `author: Ren⟨byte E9⟩` is "René" saved as Latin-1.
/// - `⟨300 × [⟩` is the text after `×` written 300 times, for input too large
///   to print.
///
/// Anything else between `⟨` and `⟩` is kept as written.
public enum ExampleNotation {
    /// The bytes a text stands for: its UTF-8, with each `⟨byte HH⟩` and `⟨N × text⟩` expanded.
    public static func bytes(_ text: String) -> [UInt8] {
        segments(of: text).flatMap { segment in
            switch segment {
            case .text(let text): Array(text.utf8)
            case .notation(_, let expansion): expansion.bytes
            }
        }
    }

    /// What the notation in some texts stands for, as `contentc explain` prints
    /// it under the examples; `nil` when they use none.
    public static func legend(for texts: [String]) -> String? {
        var meanings: [String] = []
        for case .notation(_, let expansion) in texts.flatMap(segments) where !meanings.contains(expansion.meaning) {
            meanings.append(expansion.meaning)
        }
        guard !meanings.isEmpty else { return nil }
        return "In these examples, " + meanings.joined(separator: ", and ") + "."
    }

    /// What a notation stands for: its bytes, and the same in words.
    private struct Expansion {
        var bytes: [UInt8]
        var meaning: String
    }

    /// A piece of a text: plain text, or a notation and what it stands for.
    private enum Segment {
        case text(Substring)
        case notation(Substring, Expansion)
    }

    private static let opening: Character = "⟨"
    private static let closing: Character = "⟩"

    /// A text cut into plain text and notations, in order.
    private static func segments(of text: String) -> [Segment] {
        var result: [Segment] = []
        var rest = Substring(text)
        var plainStart = rest.startIndex
        while let start = rest.firstIndex(of: opening) {
            let inner = rest[rest.index(after: start)...]
            guard let end = inner.firstIndex(of: closing), let expansion = expand(inner[..<end]) else {
                rest = inner
                continue
            }
            result.append(.text(text[plainStart..<start]))
            result.append(.notation(inner[..<end], expansion))
            rest = inner[inner.index(after: end)...]
            plainStart = rest.startIndex
        }
        result.append(.text(text[plainStart...]))
        return result
    }

    /// `byte HH` as its byte, `N × text` as the text N times; `nil` for anything else.
    private static func expand(_ notation: Substring) -> Expansion? {
        let hex = notation.dropFirst(5)
        if notation.hasPrefix("byte "), hex.count == 2, let byte = UInt8(hex, radix: 16) {
            return Expansion(bytes: [byte], meaning: "⟨\(notation)⟩ stands for the single byte \(hex) (hexadecimal)")
        }
        let parts = notation.split(separator: " × ", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, let count = Int(parts[0]), count > 0, !parts[1].isEmpty else { return nil }
        return Expansion(bytes: Array(repeating: Array(parts[1].utf8), count: count).flatMap { $0 },
                         meaning: "⟨\(notation)⟩ stands for \(parts[1]) written \(count) times")
    }
}
