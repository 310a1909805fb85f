extension Rule {
    /// The keys of content files the rule is about: those its summary and
    /// explanation name in backticks (`` `bloom` ``, `` `correct: 2` ``).
    public var concernedKeys: Set<String> {
        var keys: Set<String> = []
        for text in [summary, explanation] {
            for (index, span) in text.split(separator: "`", omittingEmptySubsequences: false).enumerated() where index % 2 == 1 {
                let word = span.prefix { $0.isLetter || $0.isNumber }
                if Self.contentKeys.contains(String(word)) { keys.insert(String(word)) }
            }
        }
        return keys
    }

    /// Every key of every kind of content file.
    private static let contentKeys: Set<String> = [ContentShape.manifest, .book, .idea, .course, .section]
        .reduce(into: []) { $0.formUnion($1.allKeys) }

    /// The rules a word is about, for `contentc explain` when the word names no
    /// rule: first those whose name holds the word (`bloom` →
    /// question.bloom-band), then those concerning a key of that name, then
    /// those whose summary uses the word; a misspelt word is corrected first.
    ///
    /// - Parameters:
    ///   - word: What the user typed, in any case.
    ///   - limit: The most rules returned.
    /// - Returns: The rules, best first, and the word they were found for (the
    ///   corrected spelling, when it differs).
    public static func rules(about word: String, limit: Int = 6) -> (rules: [Rule], word: String) {
        let found = ranked(about: word)
        if !found.isEmpty { return (Array(found.prefix(limit)), word) }
        let vocabulary = all.flatMap(\.nameParts) + all.flatMap(\.concernedKeys)
        guard let corrected = Suggestion.closest(to: word, in: vocabulary), corrected.lowercased() != word.lowercased() else {
            return ([], word)
        }
        return (Array(ranked(about: corrected).prefix(limit)), corrected)
    }

    private static func ranked(about word: String) -> [Rule] {
        let lowered = word.lowercased()
        guard !lowered.isEmpty else { return [] }
        func score(_ rule: Rule) -> Int {
            if rule.nameParts.contains(lowered) { return 3 }
            if rule.concernedKeys.contains(where: { $0.lowercased() == lowered }) { return 2 }
            let words = rule.summary.lowercased().split { !$0.isLetter && !$0.isNumber }
            return words.contains(Substring(lowered)) ? 1 : 0
        }
        let scored: [(rule: Rule, score: Int)] = all.map { ($0, score($0)) }.filter { $0.score > 0 }
        return scored.sorted { lhs, rhs in
            lhs.score != rhs.score ? lhs.score > rhs.score : lhs.rule.code < rhs.rule.code
        }.map(\.rule)
    }

    /// The words of the rule's name: `question.bloom-band` → question, bloom, band.
    private var nameParts: [String] {
        name.lowercased().split { $0 == "." || $0 == "-" }.map(String.init)
    }
}
