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

    static func check(_ question: ItemQuestion, in language: ItemLanguage, parameter: Int, log: inout DiagnosticLog) {
        // Most questions have no option that may combine others (see combination(in:optionCount:phrases:)).
        guard language.hasWords, question.optionTraits.contains(.opensPhrase) || question.optionTraits.contains(.optionName)
                || question.someOptionHasOneLetterCapital
        else { return }
        for index in question.options.indices {
            guard let combination = combination(in: question.options[index], optionCount: question.options.count,
                                                phrases: language.combinationPhrases)
            else { continue }
            log.report(rule,
                       "option '\(ItemQuestion.shortened(question.options[index].text))' combines other options ('\(combination)'): write it as a statement of its own, or make the question an msq",
                       at: question.location(ofOption: index))
        }
    }

    /// The words of an option that combine others, if any: a phrase of the
    /// language's list, two option letters joined (`A and C`, `A, B`), or a
    /// word naming options followed by two of them (`options 1 and 3`).
    static func combination(in option: ItemText, optionCount: Int, phrases: [ItemVocabulary.NumberedPhrase]) -> String? {
        if option.contains(.opensPhrase), let phrase = phrases.first(where: { AllNoneAboveRule.standsFor($0, option) }) {
            return phrase.phrase.description
        }
        // Options are named by a one-letter capital, or by a word naming them before a number.
        guard option.hasOneLetterCapital || option.contains(.optionName) else { return nil }
        // One of the capitals `A`, `B`, … naming the question's options, told by its one byte.
        let letterCount = UInt8(clamping: min(optionCount, 6))
        func isLetter(_ index: Int) -> Bool {
            guard option.tokens[index].byteCount == 1 else { return false }
            let byte = option.firstByte(of: index)
            return byte >= UInt8(ascii: "A") && byte - UInt8(ascii: "A") < letterCount
        }
        // After a word naming options, a one-digit number names one too.
        func names(_ index: Int, afterName named: Bool) -> Bool {
            isLetter(index) || named && option.word(index).allSatisfy(\.isNumber) && option.word(index).count == 1
        }
        let count = option.tokens.count
        for start in 0..<count {
            let named = start > 0 && option.has(.optionName, at: start - 1)
            guard names(start, afterName: named) else { continue }
            var end = start + 1
            if end < count, option.has(.combinationJoiner, at: end) { end += 1 }
            if end < count, names(end, afterName: named), end > start + 1 || option.text.contains(",") {
                return (start...end).map(option.word).joined(separator: " ")
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
