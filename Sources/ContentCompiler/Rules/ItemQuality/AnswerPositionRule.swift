extension Rule {
    /// Q209: the correct position is skewed or repeats in long runs.
    static let itemAnswerPosition = Rule(
        code: "Q209", name: "item.answer-position",
        summary: "across a book or course, the correct option's position is balanced and does not repeat in long runs",
        severity: .warning, configurable: true,
        parameter: .init(name: "run", defaultValue: 6, range: 3...50,
                         summary: "how many questions in a row with the correct option in the same position are reported"),
        explanation: """
        Authors tend to put the answer in the same place (often the middle, or \
        after the distractors they thought of first), and a learner who notices \
        guesses that place and scores above chance. Across the questions of a book \
        or a course (\(ItemBank.minimumForStatistics) multiple-choice questions or \
        more), the rule reports, once each, a position that is correct far more or \
        far less often than chance would have it, and the longest run of `run` (6 by \
        default) or more questions in a row whose correct option stands in the same \
        position. Move correct options so that each position is correct about as \
        often as chance, in no evident pattern.
        """)
}

/// Q209 `item.answer-position`, by bank.
///
/// Does not catch: patterns other than runs (A, B, C, D, A, B, C, D…);
/// skews within one idea or lesson too small to tell from chance; positions
/// of multiple-select questions.
enum AnswerPositionRule: ItemRule {
    static let rule = Rule.itemAnswerPosition

    static func check(_ bank: ItemBank, parameter: Int, log: inout DiagnosticLog) {
        let questions = bank.singleAnswerIndices
        guard questions.count >= ItemBank.minimumForStatistics else { return }
        let answers = questions.map { bank.questions[$0].correct[0] }
        let optionCounts = questions.map { bank.questions[$0].optionCount }
        checkSkew(questions, answers: answers, optionCounts: optionCounts, bank: bank, log: &log)
        checkRuns(questions, answers: answers, bank: bank, length: parameter, log: &log)
    }

    /// Reports the position farthest from chance, when it is far enough.
    ///
    /// - Parameters:
    ///   - questions: The positions of the bank's single-answer questions.
    ///   - answers: The correct option of each; `optionCounts`: the number of options of each.
    private static func checkSkew(_ questions: [Int], answers: [Int], optionCounts: [Int], bank: ItemBank, log: inout DiagnosticLog) {
        let positions = optionCounts.max() ?? 0
        var farthest: (position: Int, deviation: Double, observed: Int, expected: Double)?
        for position in 0..<positions {
            // Summed in question order, as chance is the sum of each question's chance.
            var expected = 0.0
            var variance = 0.0
            for count in optionCounts where count > position { expected += 1.0 / Double(count) }
            for count in optionCounts where count > position {
                let chance = 1.0 / Double(count)
                variance += chance * (1 - chance)
            }
            let spread = variance.squareRoot()
            guard spread > 0 else { continue }
            let observed = answers.count { $0 == position }
            let deviation = (Double(observed) - expected) / spread
            if abs(deviation) > abs(farthest?.deviation ?? 0) {
                farthest = (position, deviation, observed, expected)
            }
        }
        guard let farthest, abs(farthest.deviation) >= ItemStatistics.significance else { return }
        let often = farthest.deviation > 0 ? "often" : "rarely"
        let correctThere = questions.indices.filter { answers[$0] == farthest.position }.map { questions[$0] }
        log.report(rule,
                   "the \(positionName(farthest.position)) option is correct in \(farthest.observed) of the \(questions.count) questions of \(bank.name); chance would give about \(Int(farthest.expected.rounded())): a learner who guesses by position scores above chance",
                   at: bank.location,
                   notes: farthest.deviation > 0
                       ? bank.notes("the correct option is the \(positionName(farthest.position)) here", at: correctThere)
                       : [],
                   hint: "the \(positionName(farthest.position)) option is correct too \(often); move correct options until each position is correct about as often as chance")
    }

    /// Reports the longest run of questions in a row whose correct option stands in one position.
    private static func checkRuns(_ questions: [Int], answers: [Int], bank: ItemBank, length: Int, log: inout DiagnosticLog) {
        var longest = 0..<0
        var start = 0
        for index in answers.indices.dropFirst() where answers[index] != answers[start] {
            if index - start > longest.count { longest = start..<index }
            start = index
        }
        if answers.count - start > longest.count { longest = start..<answers.count }
        guard longest.count >= length else { return }
        let position = answers[longest.lowerBound]
        let run = Array(questions[longest])
        log.report(rule,
                   "the correct option is the \(positionName(position)) in \(run.count) questions in a row of \(bank.name): a learner who notices the run guesses the rest",
                   at: bank.location,
                   notes: bank.notes("the \(positionName(position)) option is correct here", at: run),
                   hint: "move some of these correct options to other positions")
    }

    /// `first (A)`, `second (B)`…
    static func positionName(_ position: Int) -> String {
        let ordinals = ["first", "second", "third", "fourth", "fifth", "sixth"]
        let letter = Character(UnicodeScalar(UInt8(65 + position % 26)))
        return position < ordinals.count ? "\(ordinals[position]) (\(letter))" : "option \(position + 1)"
    }

    static let example = RuleExample(rule,
        fails: [.fields(ExampleProject.book, "language: en"), .lastQuestions(ExampleProject.idea, """
        - {text: What is up to us?, options: [Our opinions, Our health, Our fame], correct: 0, difficulty: easy, bloom: recall}
        - {text: What lies outside our will?, options: [Our body, Our desires, Our aims], correct: 0, difficulty: easy, bloom: reframe}
        - {text: Why does this matter?, options: [It frees us, It flatters us, It pays], correct: 0, difficulty: easy, bloom: whyImportant}
        - {text: What to do when insulted?, options: [Let it pass, Retaliate, Sulk], correct: 0, difficulty: medium, bloom: apply}
        - {text: When to use the dichotomy?, options: [Under stress, On holidays, At meals], correct: 0, difficulty: medium, bloom: whenUse}
        - {text: What to do when ill?, options: [Bear it well, Blame fate, Despair], correct: 0, difficulty: medium, bloom: apply}
        - {text: How is this unlike fatalism?, options: [We still act, We give up, We pray], correct: 0, difficulty: hard, bloom: contrast}
        - {text: Where does the idea fail?, options: [Real injustice, Nowhere, Weather], correct: 0, difficulty: hard, bloom: critique}
        - {text: How to wield it in grief?, options: [Mourn and accept, Deny loss, Blame], correct: 0, difficulty: hard, bloom: howWield}
        """)],
        passes: [.fields(ExampleProject.book, "language: en"), .lastQuestions(ExampleProject.idea, """
        - {text: What is up to us?, options: [Our opinions, Our health, Our fame], correct: 0, difficulty: easy, bloom: recall}
        - {text: What lies outside our will?, options: [Our desires, Our aims, Our body], correct: 2, difficulty: easy, bloom: reframe}
        - {text: Why does this matter?, options: [It flatters us, It frees us, It pays], correct: 1, difficulty: easy, bloom: whyImportant}
        - {text: What to do when insulted?, options: [Retaliate, Sulk, Let it pass], correct: 2, difficulty: medium, bloom: apply}
        - {text: When to use the dichotomy?, options: [Under stress, On holidays, At meals], correct: 0, difficulty: medium, bloom: whenUse}
        - {text: What to do when ill?, options: [Blame fate, Bear it well, Despair], correct: 1, difficulty: medium, bloom: apply}
        - {text: How is this unlike fatalism?, options: [We give up, We pray, We still act], correct: 2, difficulty: hard, bloom: contrast}
        - {text: Where does the idea fail?, options: [Real injustice, Nowhere, Weather], correct: 0, difficulty: hard, bloom: critique}
        - {text: How to wield it in grief?, options: [Deny loss, Mourn and accept, Blame], correct: 1, difficulty: hard, bloom: howWield}
        """)])
}
