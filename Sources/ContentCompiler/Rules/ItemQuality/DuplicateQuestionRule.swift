extension Rule {
    /// Q208: two questions of one book or course ask nearly the same thing.
    static let itemDuplicateQuestion = Rule(
        code: "Q208", name: "item.duplicate-question",
        summary: "no two questions of one book or course ask nearly the same thing",
        severity: .warning, configurable: true,
        parameter: .init(name: "percent", defaultValue: 80, range: 50...100,
                         summary: "the share of distinctive stem words two questions have in common, in percent, from which they are reported"),
        explanation: """
        Two questions whose stems share nearly all their distinctive words ask the \
        same thing twice: the second is answered from memory of the first, and it \
        takes the place of a question about another side of the idea. Stems are \
        compared by their distinctive words (three letters or more, not common words \
        of the language, in their base form): a question is reported when it shares \
        at least `percent` (80 by default) of the words of the two stems together \
        with an earlier question of the same book or course. Stems of fewer than \
        \(DuplicateQuestionRule.minimumWords) such words are not compared. Ask about \
        another side of the idea, or remove one of the two.
        """)
}

/// Q208 `item.duplicate-question`, by bank: each question that nearly repeats
/// an earlier one is reported once, with notes at the earlier ones.
///
/// Stems are compared through an index of their rarest words (a prefix
/// filter: two stems that share `percent` of their words share one of the
/// rarest few), and each question is compared with at most
/// ``maxComparisons`` earlier ones, so a bank of any size costs time in
/// proportion to its questions.
///
/// Does not catch: the same question in other words (synonyms, another
/// sentence shape); two questions that differ in the stem but share the
/// answer; very short stems.
enum DuplicateQuestionRule: ItemRule {
    static let rule = Rule.itemDuplicateQuestion

    /// The fewest distinctive words a stem needs to be compared.
    static let minimumWords = 3
    /// The most earlier questions one question is compared with.
    static let maxComparisons = 64

    static func check(_ bank: ItemBank, parameter: Int, log: inout DiagnosticLog) {
        guard bank.words != nil else { return }
        // Each stem as the sorted numbers of its distinctive words, numbered by rarity in the bank.
        let stems = bank.questions.map(\.stemWords)
        var frequency: [String: Int] = [:]
        for stem in stems { for word in stem { frequency[word, default: 0] += 1 } }
        let byRarity = frequency.keys.sorted { (frequency[$0]!, $0) < (frequency[$1]!, $1) }
        let number = Dictionary(uniqueKeysWithValues: byRarity.enumerated().map { ($0.element, $0.offset) })
        let ordered = stems.map { $0.map { number[$0]! }.sorted() }
        // Two stems sharing `percent` of their words share one of the rarest few of each (a prefix filter).
        var index: [Int: [Int]] = [:]
        for (position, stem) in ordered.enumerated() where stem.count >= minimumWords {
            let prefix = stem.prefix(prefixLength(stem.count, percent: parameter))
            // The nearest earlier questions sharing a word of the prefix, at most maxComparisons of them.
            var candidates: [Int] = []
            var seen: Set<Int> = []
            candidates: for word in prefix {
                for earlier in (index[word] ?? []).reversed() {
                    guard candidates.count < maxComparisons else { break candidates }
                    if seen.insert(earlier).inserted { candidates.append(earlier) }
                }
            }
            let matches = candidates.sorted().filter { similarity(ordered[$0], stem) * 100 >= Double(parameter) }
            for word in prefix { index[word, default: []].append(position) }
            guard let first = matches.first else { continue }
            let question = bank.questions[position]
            let share = Int((similarity(ordered[first], stem) * 100).rounded())
            log.report(rule,
                       "this question asks nearly what an earlier question of \(bank.name) asks (\(share)% of their stems' distinctive words are shared): the second is answered from memory of the first; ask about another side of the idea, or remove one",
                       at: question.stemLocation,
                       notes: matches.prefix(ItemBank.maxNotes).map {
                           .init("the earlier question: '\(bank.questions[$0].shortStem)'", at: bank.questions[$0].stemLocation)
                       })
        }
    }

    /// How many of a stem's rarest words two stems sharing `percent` of their
    /// words must have one of in common.
    static func prefixLength(_ count: Int, percent: Int) -> Int {
        count - Int((Double(count * percent) / 100).rounded(.up)) + 1
    }

    /// The words two stems share, as a share of the words of both; each stem is sorted word numbers.
    static func similarity(_ first: [Int], _ second: [Int]) -> Double {
        var shared = 0
        var (i, j) = (0, 0)
        while i < first.count, j < second.count {
            if first[i] == second[j] {
                shared += 1
                i += 1
                j += 1
            } else if first[i] < second[j] {
                i += 1
            } else {
                j += 1
            }
        }
        let union = first.count + second.count - shared
        return union == 0 ? 0 : Double(shared) / Double(union)
    }

    static let example = RuleExample(rule,
        fails: [.lastQuestions(ExampleProject.idea, """
        - text: Which reply to a stranger's insult would Epictetus approve?
          options: [Let it pass, Insult them back]
          correct: 0
          difficulty: hard
          bloom: howWield
        - text: Which reply to an insult from a stranger would Epictetus approve?
          options: [Let it pass, Demand an apology]
          correct: 0
          difficulty: hard
          bloom: howWield
        """)],
        passes: [.lastQuestions(ExampleProject.idea, """
        - text: Which reply to a stranger's insult would Epictetus approve?
          options: [Let it pass, Insult them back]
          correct: 0
          difficulty: hard
          bloom: howWield
        - text: Why does an insult harm only those who accept it?
          options: [Because they judge it harmful, Because words carry force]
          correct: 0
          difficulty: hard
          bloom: contrast
        """)])
}
