extension Rule {
    /// Q205: absolutes in distractors only.
    static let itemAbsoluteTerms = Rule(
        code: "Q205", name: "item.absolute-terms",
        summary: "distractors do not use absolutes (always, never, only) that the correct option lacks",
        severity: .warning, configurable: true,
        parameter: .init(name: "distractors", defaultValue: 1, range: 1...5,
                         summary: "how many distractors with an absolute make a question reported"),
        explanation: """
        Test-wise learners know that claims without exception ("always", "never", \
        "only", "every") are rarely right, and rule out the options that make them. \
        When absolutes appear only in distractors, the question is answered by that \
        habit alone. A question is reported when at least `distractors` (1 by \
        default) of its distractors use an absolute and the correct option uses none. \
        A qualified absolute ("not always", "almost never") does not count. Qualify \
        the distractor's claim, or state the answer as firmly where it is firm.
        """)
}

/// Q205 `item.absolute-terms`, by question, at the first distractor with an absolute.
///
/// Does not catch: absolutes by meaning without a listed word ("without
/// exception", "in every case" is caught by `every`); multiple-select
/// questions; distractors whose absolute the correct option shares.
enum AbsoluteTermsRule: ItemRule {
    static let rule = Rule.itemAbsoluteTerms

    static func check(_ question: ItemQuestion, in language: ItemLanguage, parameter: Int, log: inout DiagnosticLog) {
        // Most questions have no absolute in any option.
        guard language.hasWords, question.optionTraits.contains(.absolute), let answer = question.answer,
              absolute(in: question.options[answer]) == nil
        else { return }
        var flagged: [(index: Int, word: String)] = []
        for index in question.options.indices where index != answer {
            // An option standing for all or none of the others is item.all-none-above's to report.
            if question.options[index].contains(.opensPhrase),
               language.allNonePhrases.contains(where: { AllNoneAboveRule.standsFor($0, question.options[index]) }) {
                continue
            }
            if let word = absolute(in: question.options[index]) { flagged.append((index: index, word: word)) }
        }
        guard flagged.count >= parameter, let first = flagged.first else { return }
        log.report(rule,
                   "distractor '\(ItemQuestion.shortened(question.options[first.index].text))' says '\(first.word)' and the correct option has no such absolute: learners rule absolutes out without knowing the idea; qualify the distractor, or state the answer as firmly",
                   at: question.location(ofOption: first.index),
                   notes: flagged.dropFirst().map { .init("this distractor says '\($0.word)' too", at: question.location(ofOption: $0.index)) })
    }

    /// The first absolute of a text that no qualifier softens, as written.
    static func absolute(in text: ItemText) -> String? {
        for index in text.tokens.indices where text.has(.absolute, at: index) {
            let qualified = index > 0 && text.has([.absoluteQualifier, .negativeEnding], at: index - 1)
            if !qualified { return String(text.word(index)) }
        }
        return nil
    }

    static let example = RuleExample(rule,
        fails: [.lastQuestions(ExampleProject.idea, """
        - text: How should a Stoic treat an insult?
          options: [As an opinion they may decline, As a wrong that must always be avenged, As a harm that never heals]
          correct: 0
          difficulty: hard
          bloom: howWield
        """)],
        passes: [.lastQuestions(ExampleProject.idea, """
        - text: How should a Stoic treat an insult?
          options: [As an opinion they may decline, As a wrong to repay in kind, As a harm to their character]
          correct: 0
          difficulty: hard
          bloom: howWield
        """)])
}
