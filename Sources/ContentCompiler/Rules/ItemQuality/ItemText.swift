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
        var words: [Substring] = []
        var start: String.Index?
        var index = self.text.startIndex
        let characters = self.text
        while index < characters.endIndex, words.count < Self.maxWords {
            let character = characters[index]
            let next = characters.index(after: index)
            let joinsWord = (character == "'" || character == "’" || character == "." || character == ",")
                && start != nil && next < characters.endIndex && characters[next].isLetterOrNumber
                && (character != "," || characters[characters.index(before: index)].isNumber && characters[next].isNumber)
            if character.isLetterOrNumber || joinsWord {
                if start == nil { start = index }
            } else if let first = start {
                words.append(characters[first..<index])
                start = nil
            }
            index = next
        }
        if let first = start, words.count < Self.maxWords { words.append(characters[first..<index]) }
        self.words = words
        self.lowercased = words.map { $0.lowercased() }
    }

    /// The most words kept of one text.
    static let maxWords = 400

    /// The number of characters, as a learner sees the text's length.
    var length: Int { text.count }

    /// Whether the words hold a phrase (lowercase words separated by spaces) as consecutive words.
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

extension Character {
    /// A letter or a digit.
    var isLetterOrNumber: Bool { isLetter || isNumber }
}

extension String {
    /// A phrase's words, as ``ItemText/contains(phrase:)`` matches them.
    var phraseWords: [String] { ItemText(self).lowercased }
}
