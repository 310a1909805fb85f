extension Rule {
    /// Q203: an option that combines others.
    static let itemCombinedOptions = Rule(
        code: "Q203", name: "item.combined-options",
        summary: "no option combines others ('A and B', 'both of the above')",
        severity: .warning, configurable: true,
        explanation: """
        An option such as "A and C" or "both of the above" turns one question into \
        several: the learner must judge each part, and a partial knower rules out \
        every option that holds a part they know to be false. Apps may also shuffle \
        options, so letters and "above" point at the wrong ones. If several answers \
        are right, make the question a multiple-select (`type: msq`); otherwise write \
        each option as a statement of its own.
        """)
}

/// Q203 `item.combined-options`, by option.
///
/// Does not catch: combinations written out in full ("opinions and desires",
/// which may be a true single answer); letters that are not capitals (`a and
/// b`, where `a` is an article); option numbers without a word naming them
/// (`1 and 3`, which may be quantities).
enum CombinedOptionsRule: ItemRule {
    static let rule = Rule.itemCombinedOptions

    static func check(_ question: ItemQuestion, words: ItemWords?, parameter: Int, log: inout DiagnosticLog) {
        guard let words else { return }
        for (index, option) in question.options.enumerated() {
            guard let combination = combination(in: option, optionCount: question.options.count, words: words) else { continue }
            log.report(rule,
                       "option '\(ItemQuestion.shortened(option.text))' combines other options ('\(combination)'): write it as a statement of its own, or make the question an msq",
                       at: question.location(ofOption: index))
        }
    }

    /// The words of an option that combine others, if any: a phrase of the
    /// language's list, two option letters joined (`A and C`, `A, B`), or a
    /// word naming options followed by two of them (`options 1 and 3`).
    static func combination(in option: ItemText, optionCount: Int, words: ItemWords) -> String? {
        if let phrase = words.combinationPhrases.first(where: { AllNoneAboveRule.standsFor($0, option) }) {
            return phrase.description
        }
        let letters = Set("ABCDEF".prefix(optionCount).map(String.init))
        func isLetter(_ word: Substring) -> Bool { letters.contains(String(word)) }
        func isReference(_ word: Substring) -> Bool { isLetter(word) || word.allSatisfy(\.isNumber) && word.count == 1 }
        let written = option.words
        for start in written.indices {
            let named = start > 0 && words.optionNames.contains(option.lowercased[start - 1])
            let matches = named ? isReference : isLetter
            guard matches(written[start]) else { continue }
            var end = start + 1
            if end < written.count, words.combinationJoiners.contains(option.lowercased[end]) { end += 1 }
            if end < written.count, matches(written[end]), end > start + 1 || option.text.contains(",") {
                return written[start...end].joined(separator: " ")
            }
        }
        return nil
    }

    static let example = RuleExample(rule,
        fails: [.lastQuestions(ExampleProject.idea, """
        - text: Which of these is up to us, for Epictetus?
          options: [Our opinions, Our reputation, Our health, A and C]
          correct: 0
          difficulty: hard
          bloom: howWield
        """)],
        passes: [.lastQuestions(ExampleProject.idea, """
        - text: Which of these is up to us, for Epictetus?
          options: [Our opinions, Our reputation, Our health, Our property]
          correct: 0
          difficulty: hard
          bloom: howWield
        """)])
}
