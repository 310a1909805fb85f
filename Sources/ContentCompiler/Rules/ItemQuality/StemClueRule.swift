extension Rule {
    /// Q206: the correct option echoes the stem.
    static let itemStemClue = Rule(
        code: "Q206", name: "item.stem-clue",
        summary: "the correct option does not alone repeat a distinctive word of the stem",
        severity: .warning, configurable: true,
        parameter: .init(name: "words", defaultValue: 1, range: 1...5,
                         summary: "how many of the stem's distinctive words the correct option alone repeats before it is reported"),
        explanation: """
        When the correct option repeats a distinctive word of the stem and no \
        distractor does ("What is *judgement*, for Epictetus?" — "A *judgement* we \
        add to events"), a learner finds the answer by matching words. Distinctive \
        words are those of three letters or more that are not common words of the \
        language, compared in their base form (`insults` as `insult`). A question is \
        reported when the correct option alone repeats at least `words` (1 by \
        default) of them, and repeats more of the stem than any distractor does (in \
        "an insult or our judgement?" each option echoes one word, and matching \
        picks nothing out). Reword the answer, or let the distractors use the \
        stem's words as well.
        """)
}

/// Q206 `item.stem-clue`, by question, at the correct option.
///
/// Does not catch: echoes by synonym or by another form than the language's
/// endings give (`judge`, `judgement`); short words; echoes the distractors
/// share with the stem as much as the answer does, even by other words of
/// it; multiple-select questions.
enum StemClueRule: ItemRule {
    static let rule = Rule.itemStemClue

    static func check(_ question: ItemQuestion, in language: ItemLanguage, parameter: Int, log: inout DiagnosticLog) {
        guard language.hasWords, let answer = question.answer else { return }
        guard !question.stemWords.isEmpty else { return }
        // Most answers repeat fewer of the stem's words than `parameter` (most, none): told by a count,
        // before their echoes are gathered as a set.
        guard question.options[answer].tokens.count(where: { $0.stemPlace >= 0 }) >= parameter else { return }
        let echoes = Echoes(of: question.options[answer].tokens)
        // The words the answer alone repeats are some of those it repeats.
        guard echoes.count >= parameter else { return }
        var shared = echoes
        var mostByADistractor = 0
        for index in question.options.indices where index != answer {
            let distractorEchoes = Echoes(of: question.options[index].tokens)
            shared.subtract(distractorEchoes)
            mostByADistractor = max(mostByADistractor, distractorEchoes.count)
        }
        // When a distractor echoes the stem as much ("an insult or our judgement?"), matching words picks nothing out.
        guard shared.count >= parameter, echoes.count > mostByADistractor else { return }
        // The words the answer alone repeats, as written, each once whatever its capitals (few: a list, not a set).
        let correct = question.options[answer]
        var seen: [String] = []
        var listed = ""
        for index in correct.tokens.indices where correct.tokens[index].stemPlace >= 0 && shared.contains(Int(correct.tokens[index].stemPlace)) {
            let word = correct.word(index)
            let lowercased = word.lowercased()
            guard !seen.contains(lowercased) else { continue }
            seen.append(lowercased)
            listed += seen.count == 1 ? "'\(word)'" : ", '\(word)'"
        }
        log.report(rule,
                   "the correct option repeats \(listed) from the stem and no distractor does: a learner can match words instead of knowing the answer; reword the answer, or let distractors echo the stem too",
                   at: question.location(ofOption: answer))
    }

    /// The distinctive words of the stem that an option repeats, as bits by
    /// their place among the stem's word numbers: the first 64 in one
    /// word, so that most stems need no array (not even an empty one).
    struct Echoes {
        private var first: UInt64 = 0
        private var rest: [UInt64]?

        /// The stem's words an option's words repeat, compared by base form
        /// (see ``ItemToken/stemPlace``).
        init(of words: ItemTokens) {
            for token in words where token.stemPlace >= 0 { insert(Int(token.stemPlace)) }
        }

        private mutating func insert(_ place: Int) {
            guard place >= 64 else {
                first |= 1 << UInt64(place)
                return
            }
            let chunk = place / 64 - 1
            var more = rest ?? []
            if more.count <= chunk { more += Array(repeating: 0, count: chunk + 1 - more.count) }
            more[chunk] |= 1 << UInt64(place % 64)
            rest = more
        }

        /// Whether the word at a place of the stem is repeated.
        func contains(_ place: Int) -> Bool {
            guard place >= 64 else { return first & (1 << UInt64(place)) != 0 }
            let chunk = place / 64 - 1
            guard let rest, chunk < rest.count else { return false }
            return rest[chunk] & (1 << UInt64(place % 64)) != 0
        }

        /// Leaves out the words another option repeats.
        mutating func subtract(_ other: Echoes) {
            first &= ~other.first
            guard var more = rest, let others = other.rest else { return }
            for chunk in more.indices where chunk < others.count { more[chunk] &= ~others[chunk] }
            rest = more
        }

        /// How many of the stem's words are repeated.
        var count: Int {
            guard let rest else { return first.nonzeroBitCount }
            return rest.reduce(first.nonzeroBitCount) { $0 + $1.nonzeroBitCount }
        }
    }

    static let example = RuleExample(rule,
        fails: [.lastQuestions(ExampleProject.idea, """
        - text: What upsets us about an insult, according to Epictetus?
          options: [The words used, The speaker's tone, Our opinion about the insult, Its timing]
          correct: 2
          difficulty: hard
          bloom: howWield
        """)],
        passes: [.lastQuestions(ExampleProject.idea, """
        - text: What upsets us about an insult, according to Epictetus?
          options: [The words spoken, The speaker's tone, Our opinion of what was said, Its timing]
          correct: 2
          difficulty: hard
          bloom: howWield
        """)])
}
