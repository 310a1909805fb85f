extension Rule {
    /// Q201: the correct option stands out by its length.
    static let itemLongestCorrect = Rule(
        code: "Q201", name: "item.longest-correct",
        summary: "the correct option is not conspicuously longer than every distractor",
        severity: .warning, configurable: true,
        parameter: .init(name: "percent", defaultValue: 150, range: 110...400,
                         summary: "the correct option's length against the longest distractor's, in percent, from which it is reported"),
        explanation: """
        Authors qualify the right answer until it is exact, and leave the wrong ones \
        short, so a test-wise learner picks the longest option and scores without \
        knowing the idea. A question is reported when its correct option is at least \
        `percent` (150 by default) of the longest distractor's length and at least \
        \(LongestCorrectRule.minimumExcess) characters longer. Across a book or a course \
        (\(ItemBank.minimumForStatistics) questions or more), the rule also reports, \
        once, when the correct option is the longest far more often than chance would \
        have it. Cut the correct option to its core claim, and make the distractors as \
        specific: plausible misreadings of the idea, as long and as careful as the answer.
        """)
}

/// Q201 `item.longest-correct`: by question, and by bank.
///
/// Does not catch: a correct option longer by fewer than ``minimumExcess``
/// characters, however large the ratio (`Yes` against `No`); length in words
/// rather than characters; multiple-select questions.
enum LongestCorrectRule: ItemRule {
    static let rule = Rule.itemLongestCorrect

    /// The fewest characters by which the correct option must exceed every distractor to be reported.
    static let minimumExcess = 20

    static func check(_ question: ItemQuestion, in language: ItemLanguage, parameter: Int, log: inout DiagnosticLog) {
        guard let answer = question.answer else { return }
        let correct = question.options[answer].length
        var longest = 0
        for index in question.options.indices where index != answer { longest = max(longest, question.options[index].length) }
        guard correct - longest >= minimumExcess, correct * 100 >= longest * parameter else { return }
        log.report(rule,
                   "the correct option is \(correct) characters; the longest distractor is \(longest): shorten it to its core claim, or make the distractors as specific",
                   at: question.location(ofOption: answer))
    }

    static func check(_ bank: ItemBank, parameter: Int, log: inout DiagnosticLog) {
        // Only questions with one longest option count: there, by chance, it is the correct one in 1 of k.
        // One pass, each sum taken in the bank's order.
        var counted = 0
        var longestCorrect: [Int] = []
        var expected = 0.0
        var variance = 0.0
        for index in bank.questions.indices {
            // Read in place: a question taken whole is copied, with its stem.
            guard let answer = bank.questions[index].answer,
                  let longest = uniqueLongest(bank.optionLengths[bank.questions[index].optionLengths]) else { continue }
            counted += 1
            if longest == answer { longestCorrect.append(index) }
            let chance = 1.0 / Double(bank.questions[index].optionCount)
            expected += chance
            variance += chance * (1 - chance)
        }
        guard counted >= ItemBank.minimumForStatistics,
              Double(longestCorrect.count) - expected >= ItemStatistics.oneSidedSignificance * variance.squareRoot() else { return }
        log.report(rule,
                   "in \(longestCorrect.count) of the \(counted) questions of \(bank.name) that have one longest option, the correct option is the longest; chance would give about \(Int(expected.rounded())): a learner who picks the longest option scores without reading",
                   at: bank.location,
                   notes: bank.notes("the correct option is the longest here", at: longestCorrect),
                   hint: "shorten correct options to their core claim and lengthen distractors, until the longest option is the correct one about as often as chance")
    }

    /// The index of the one longest option, or `nil` when two share the
    /// greatest length, among the lengths of a question's options.
    static func uniqueLongest(_ lengths: some Collection<Int>) -> Int? {
        var longest: (index: Int, length: Int)?
        var shared = false
        for (index, length) in lengths.enumerated() {
            if let current = longest, length <= current.length {
                if length == current.length { shared = true }
            } else {
                longest = (index, length)
                shared = false
            }
        }
        return shared ? nil : longest?.index
    }

    static let example = RuleExample(rule,
        fails: [.lastQuestions(ExampleProject.idea, """
        - text: What does Epictetus say disturbs us?
          options:
            - The events themselves
            - Other people's actions
            - Our judgements about events, not the events themselves, which are outside our control
          correct: 2
          difficulty: hard
          bloom: howWield
        """)],
        passes: [.lastQuestions(ExampleProject.idea, """
        - text: What does Epictetus say disturbs us?
          options:
            - The events that befall us
            - Other people's actions
            - Our judgements about events
          correct: 2
          difficulty: hard
          bloom: howWield
        """)])
}

/// What counts as far from chance in a bank statistic.
enum ItemStatistics {
    /// How many standard deviations from chance a count must be, either way,
    /// when a rule looks at several counts of a bank (one per position): at 3,
    /// a bank written at random is reported about once in 100 even with six positions.
    static let significance = 3.0
    /// How many standard deviations above chance one count must be, when a rule
    /// looks only at that count and only above chance: at 2.33, a bank written
    /// at random is reported once in 100.
    static let oneSidedSignificance = 2.33
}
