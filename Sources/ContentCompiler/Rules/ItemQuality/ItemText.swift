/// A text of a question (its stem or an option) cut into words once, for the
/// item-quality rules to compare.
struct ItemText: Sendable {
    /// The text as written, without surrounding whitespace.
    var text: String
    /// The words as written: letters and digits, with apostrophes and dots
    /// inside a word kept (`isn't`, `B.C.`).
    var words: [Substring]
    /// The same words, lowercased.
    var lowercased: [String]

    /// Cuts a text into words; at most ``maxWords`` are kept, since no rule
    /// needs more of a question and content is untrusted.
    init(_ text: String) {
        self.text = String(text.trimmingWhitespace())
        let scalars = self.text.unicodeScalars
        var words: [Substring] = []
        var start: String.Index?
        var previous: Unicode.Scalar?
        var index = scalars.startIndex
        while index < scalars.endIndex, words.count < Self.maxWords {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            let following = next < scalars.endIndex ? scalars[next] : nil
            // An apostrophe or a dot joins letters (`isn't`, `B.C.`); a comma joins digits (`1,200`).
            let joinsWord = start != nil && following.map(Self.isWordScalar) == true
                && (scalar == "'" || scalar == "’" || scalar == "."
                    || scalar == "," && previous.map(Self.isDigit) == true && following.map(Self.isDigit) == true)
            if Self.isWordScalar(scalar) || joinsWord {
                if start == nil { start = index }
            } else if let first = start {
                words.append(self.text[first..<index])
                start = nil
            }
            previous = scalar
            index = next
        }
        if let first = start, words.count < Self.maxWords { words.append(self.text[first..<index]) }
        self.words = words
        self.lowercased = words.map { $0.lowercased() }
        self.length = self.text.count
    }

    /// A letter or a digit; ASCII is told without looking up Unicode properties.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
        }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    /// The most words kept of one text.
    static let maxWords = 400

    /// The number of characters, as a learner sees the text's length.
    var length: Int

    /// Whether the words hold a phrase's words, consecutively.
    func contains(phrase: [String]) -> Bool {
        guard !phrase.isEmpty, phrase.count <= lowercased.count else { return false }
        return (0...(lowercased.count - phrase.count)).contains { start in
            phrase.indices.allSatisfy { lowercased[start + $0] == phrase[$0] }
        }
    }

    /// The base forms of the distinctive words, in a language's terms.
    func distinctiveWords(_ words: ItemWords) -> Set<String> {
        Set(lowercased.lazy.filter(words.isDistinctive).map(words.baseForm))
    }
}
