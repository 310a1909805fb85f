extension Rule {
    /// Q202: "all of the above", "none of the above".
    static let itemAllNoneAbove = Rule(
        code: "Q202", name: "item.all-none-above",
        summary: "no option is 'all of the above', 'none of the above' or the like",
        severity: .warning, configurable: true,
        explanation: """
        An option that stands for all or none of the others lets a learner answer \
        from part of the knowledge: whoever sees two true options picks "all of the \
        above" without knowing the third, and "none of the above" as the answer \
        checks only that a learner can reject, never that they know. Apps may also \
        shuffle options, and then "above" points nowhere. Replace it with an option \
        of its own: a real statement, as specific as the others.
        """)
}

/// Q202 `item.all-none-above`, by option.
///
/// Does not catch: the phrase inside a longer sentence (more than
/// ``extraWords`` words besides it), where it is usually not an option
/// standing for the others; wordings not in the language's list.
enum AllNoneAboveRule: ItemRule {
    static let rule = Rule.itemAllNoneAbove

    /// The most words an option may have besides the phrase and still be reported.
    static let extraWords = 3

    static func check(_ question: ItemQuestion, in language: ItemLanguage, parameter: Int, log: inout DiagnosticLog) {
        guard language.hasWords, question.optionTraits.contains(.opensPhrase) else { return }
        for (index, option) in question.options.enumerated() where option.contains(.opensPhrase) {
            guard let phrase = language.allNonePhrases.first(where: { standsFor($0, option) }) else { continue }
            log.report(rule,
                       "option '\(ItemQuestion.shortened(option.text))' says '\(phrase.phrase)': a learner answers it from part of the knowledge; write a real option instead",
                       at: question.location(ofOption: index))
        }
    }

    /// Whether an option is (almost only) a phrase.
    static func standsFor(_ phrase: ItemVocabulary.NumberedPhrase, _ option: ItemText) -> Bool {
        option.tokens.count <= phrase.words.count + extraWords && option.contains(phrase: phrase)
    }

    static let example = RuleExample(rule,
        fails: [.lastQuestions(ExampleProject.idea, """
        - text: Which of these is up to us, for Epictetus?
          options: [Our opinions, Our desires, Our aversions, All of the above]
          correct: 3
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
