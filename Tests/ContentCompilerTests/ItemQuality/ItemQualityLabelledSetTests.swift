import ContentCompiler
import ContentTestSupport
import Foundation
import Testing

/// The question-quality rules (SPEC §4.2) measured on a labelled set of
/// questions written for these tests (`Fixtures/ItemQuality`): for each rule,
/// flawed questions and clean ones that look alike. Precision must be at
/// least 90% and recall at least 80% for every rule; the figures are printed.
///
/// Question ids carry the labels: `f-q201-3` is flawed for Q201 (and for any
/// other code it names), `c-q201-3` a clean look-alike, `o-q208-1` the
/// earlier of two near-duplicates (Q208 reports the later one). Each rule's
/// flawed and clean questions become two books, so that look-alikes, which
/// often share a stem, are not reported as duplicates of each other; the
/// duplicate set is one book. Banks for the bank-wide statistics are built
/// from the clean questions, with the correct option moved by rotating the
/// options, and labelled by how they are built.
@Suite struct ItemQualityLabelledSetTests {
    static let folder = ContentFixtures.root.appendingPathComponent("ItemQuality")
    static let questionSets = [
        "longest-correct", "all-none-above", "combined-options", "negative-stem", "absolute-terms", "stem-clue",
        "grammar-cue", "duplicate-question", "option-order",
    ]

    @Test func everyRuleMeetsItsPrecisionAndRecall() throws {
        let set = try LabelledSet.build(folder: Self.folder, questionSets: Self.questionSets)
        let compilation = try set.project.compile()
        #expect(!compilation.diagnostics.hasErrors,
                "\(compilation.diagnostics.filter { $0.severity == .error }.map(\.location.description))")
        let scores = set.score(compilation.diagnostics)
        print(LabelledSet.table(scores))
        for score in scores {
            #expect(score.precision >= 0.9, "\(score.name): precision \(score.precision); false positives \(score.falsePositives)")
            #expect(score.recall >= 0.8, "\(score.name): recall \(score.recall); missed \(score.missed)")
            if !score.missed.isEmpty || !score.falsePositives.isEmpty { print("\(score.name): missed \(score.missed), false \(score.falsePositives)") }
        }
        let measured = Set(scores.map(\.code))
        #expect(measured == Set(Rule.all.filter { $0.name.hasPrefix("item.") }.map(\.code)), "every item rule is measured")
    }
}

/// The labelled set laid out as a project: books of labelled questions and banks.
struct LabelledSet {
    /// One labelled question or bank, where it ended up, and what it should report.
    struct Item {
        var label: String
        var expected: Set<String>
        var file: String
        /// The first and last line of the question in its file; `nil` for a bank (its book.yaml).
        var lines: ClosedRange<Int>?
    }

    /// Precision and recall of one rule, at the level it reports.
    struct Score {
        var code: String
        var name: String
        var truePositives = 0
        var falsePositives: [String] = []
        var missed: [String] = []
        var items = 0
        var precision: Double {
            truePositives + falsePositives.count == 0 ? (missed.isEmpty ? 1 : 0)
                : Double(truePositives) / Double(truePositives + falsePositives.count)
        }
        var recall: Double { truePositives + missed.count == 0 ? 1 : Double(truePositives) / Double(truePositives + missed.count) }
    }

    var project: TemporaryProject
    var questions: [Item]
    var banks: [Item]

    /// The rules measured on banks, and the rows they get.
    static let bankRules = ["Q201": "item.longest-correct (bank)", "Q209": "item.answer-position"]

    /// The project's manifest: the rules on the number and mix of an idea's questions are off.
    static let manifest = """
        name: labelled-set
        version: 1.0.0
        rules:
          idea.question-count: off
          idea.difficulty-mix: off

        """

    static func build(folder: URL, questionSets: [String]) throws -> LabelledSet {
        let project = try TemporaryProject()
        try project.write("contentc.yaml", manifest)
        var set = LabelledSet(project: project, questions: [], banks: [])
        var number = 1
        var pool: [LabelledQuestion] = []
        for name in questionSets {
            let questions = try LabelledQuestion.parse(String(contentsOf: folder.appendingPathComponent(name + ".yaml"), encoding: .utf8))
            let groups = name == "duplicate-question"
                ? [(name, questions)]
                : [(name + "-flawed", questions.filter { $0.id.hasPrefix("f-") }),
                   (name + "-clean", questions.filter { !$0.id.hasPrefix("f-") })]
            for (slug, group) in groups {
                number += 1
                set.questions += try set.writeBook(slug, number: number, questions: group)
                set.banks.append(Item(label: "c-" + slug, expected: [], file: "books/\(slug)/book.yaml", lines: nil))
            }
            if !["option-order", "grammar-cue", "duplicate-question"].contains(name) {
                pool += questions.filter { $0.id.hasPrefix("c-") && $0.options.count >= 3 }
            }
        }
        for bank in BankRecipe.all(pool: pool) {
            number += 1
            _ = try set.writeBook(bank.label, number: number, questions: bank.questions)
            set.banks.append(Item(label: bank.label, expected: bank.expected, file: "books/\(bank.label)/book.yaml", lines: nil))
        }
        return set
    }

    /// Writes a book of one idea holding the questions; returns the items at their lines.
    private mutating func writeBook(_ slug: String, number: Int, questions: [LabelledQuestion]) throws -> [Item] {
        let written = try project.writeLabelledBook(slug, number: number, questions: questions)
        return zip(questions, written.lines).map { question, lines in
            Item(label: question.id, expected: question.expected, file: written.file, lines: lines)
        }
    }

    /// Scores every item rule: question-level rules over the labelled
    /// questions, bank-wide findings over the banks.
    func score(_ diagnostics: [Diagnostic]) -> [Score] {
        let itemRules = Rule.all.filter { $0.name.hasPrefix("item.") }
        var scores: [Score] = []
        for rule in itemRules where rule.code != "Q209" {
            scores.append(score(rule.code, name: rule.name, items: questions, diagnostics: diagnostics))
        }
        for (code, name) in Self.bankRules.sorted(by: { $0.key < $1.key }) {
            scores.append(score(code, name: name, items: banks, diagnostics: diagnostics))
        }
        return scores
    }

    private func score(_ code: String, name: String, items: [Item], diagnostics: [Diagnostic]) -> Score {
        var score = Score(code: code, name: name, items: items.count)
        let reported = diagnostics.filter { $0.code == code }
        for item in items {
            let hit = reported.contains { diagnostic in
                diagnostic.location.file == item.file
                    && (item.lines.map { $0.contains(diagnostic.location.line ?? 0) } ?? true)
            }
            switch (item.expected.contains(code), hit) {
            case (true, true): score.truePositives += 1
            case (true, false): score.missed.append(item.label)
            case (false, true): score.falsePositives.append(item.label)
            case (false, false): break
            }
        }
        return score
    }

    /// The scores as a table, to quote.
    static func table(_ scores: [Score]) -> String {
        var lines = ["item-quality rules on the labelled set", "rule                           items  flawed  found  false  precision  recall"]
        for score in scores {
            let flawed = score.truePositives + score.missed.count
            lines.append(String(format: "%@ %@ %5d  %6d  %5d  %5d  %8.0f%%  %5.0f%%",
                                score.code, score.name.padding(toLength: 26, withPad: " ", startingAt: 0), score.items,
                                flawed, score.truePositives, score.falsePositives.count,
                                score.precision * 100, score.recall * 100))
        }
        return lines.joined(separator: "\n")
    }
}

extension TemporaryProject {
    /// Writes a book in English of one idea holding the labelled questions;
    /// returns the idea's file and the first and last line of each question in it, in order.
    func writeLabelledBook(_ slug: String, number: Int, questions: [LabelledQuestion]) throws -> (file: String, lines: [ClosedRange<Int>]) {
        try write("books/\(slug)/book.yaml", "number: \(number)\ntitle: \(slug)\nauthor: A. Writer\nlanguage: en\n")
        var text = """
            id: b\(number)i1
            title: Labelled questions
            description: Questions written to measure the question-quality rules.
            importance: foundation
            depthTarget: 1
            primer:
              thesis: A thesis.
              story: A story.
              useItWhen: [When it helps.]
              howToApply: [Apply it.]
              edgesAndLimits: [Not always.]
              oneLineRecall: Recall it.
            questions:

            """
        var lines: [ClosedRange<Int>] = []
        let file = "books/\(slug)/ideas/b\(number)i1.yaml"
        for question in questions {
            let first = text.split(separator: "\n", omittingEmptySubsequences: false).count
            text += question.yaml
            lines.append(first...(text.split(separator: "\n", omittingEmptySubsequences: false).count - 1))
        }
        try write(file, text)
        return (file, lines)
    }
}

/// A question of the labelled set, read from its fixture file.
struct LabelledQuestion {
    var id: String
    /// The rest of the question as written, after `- id:`.
    var body: [String]
    var options: [String]
    var correct: Int

    /// The codes the id names when it is flawed (`f-q201-q206-3` names Q201 and Q206).
    var expected: Set<String> {
        guard id.hasPrefix("f-") else { return [] }
        return Set(id.split(separator: "-").filter { $0.count == 4 && $0.hasPrefix("q") && Int($0.dropFirst()) != nil }
            .map { $0.uppercased() })
    }

    /// The question as an item of an idea's `questions:` list, hard, with its options in block style.
    var yaml: String {
        var lines = ["  - id: \(id)", "    difficulty: hard", "    bloom: howWield"]
        lines += body.filter { !$0.hasPrefix("options:") && !$0.hasPrefix("correct:") && !$0.hasPrefix("  - ") }.map { "    " + $0 }
        lines.append("    options:")
        lines += options.map { "      - " + Self.quoted($0) }
        lines.append("    correct: \(correct)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The same question with its options rotated so the correct one stands at `position`.
    func moving(correctTo position: Int, label: String) -> LabelledQuestion {
        let shift = ((position - correct) % options.count + options.count) % options.count
        var moved = self
        moved.id = label
        moved.options = options.indices.map { options[($0 - shift + options.count) % options.count] }
        moved.correct = position
        return moved
    }

    /// Whether the correct option is the one longest option.
    var correctIsLongest: Bool {
        let lengths = options.map(\.count)
        let longest = lengths.max() ?? 0
        return lengths[correct] == longest && lengths.filter { $0 == longest }.count == 1
    }

    /// Whether one option other than the correct one is the one longest.
    var distractorIsLongest: Bool {
        let lengths = options.map(\.count)
        let longest = lengths.max() ?? 0
        return lengths[correct] != longest && lengths.filter { $0 == longest }.count == 1
    }

    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    }

    /// Reads the questions of a fixture file: items of `- id:`, `text:`,
    /// `options:` (a flow list or a block list) and `correct:`.
    static func parse(_ text: String) throws -> [LabelledQuestion] {
        var questions: [LabelledQuestion] = []
        var inOptions = false
        for line in text.split(separator: "\n").map(String.init) where !line.hasPrefix("#") {
            if line.hasPrefix("- id: ") {
                questions.append(LabelledQuestion(id: String(line.dropFirst(6)), body: [], options: [], correct: -1))
                inOptions = false
                continue
            }
            guard !questions.isEmpty else { continue }
            let content = String(line.dropFirst(2))
            if content.hasPrefix("options:") {
                let rest = content.dropFirst(8).trimmingCharacters(in: .whitespaces)
                if rest.hasPrefix("[") {
                    questions[questions.count - 1].options = flowItems(String(rest.dropFirst().dropLast()))
                } else {
                    inOptions = true
                }
            } else if inOptions, content.hasPrefix("  - ") {
                questions[questions.count - 1].options.append(unquoted(String(content.dropFirst(4))))
            } else if content.hasPrefix("correct: "), let value = Int(content.dropFirst(9)) {
                questions[questions.count - 1].correct = value
                inOptions = false
            } else {
                questions[questions.count - 1].body.append(content)
                inOptions = false
            }
        }
        for question in questions where !question.options.indices.contains(question.correct) {
            throw ParseError(description: "\(question.id): correct \(question.correct) outside its \(question.options.count) options")
        }
        return questions
    }

    struct ParseError: Error, CustomStringConvertible {
        var description: String
    }

    /// The items of a flow list's inside, split at commas outside quotes.
    private static func flowItems(_ text: String) -> [String] {
        var items: [String] = []
        var current = ""
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil }
                current.append(character)
            } else if character == "'" || character == "\"", current.trimmingCharacters(in: .whitespaces).isEmpty {
                quote = character
                current.append(character)
            } else if character == "," {
                items.append(unquoted(current.trimmingCharacters(in: .whitespaces)))
                current = ""
            } else {
                current.append(character)
            }
        }
        items.append(unquoted(current.trimmingCharacters(in: .whitespaces)))
        return items
    }

    private static func unquoted(_ text: String) -> String {
        guard text.count >= 2, let first = text.first, first == text.last, first == "'" || first == "\"" else { return text }
        let inner = String(text.dropFirst().dropLast())
        return first == "'" ? inner.replacingOccurrences(of: "''", with: "'") : inner
    }
}

/// How the banks for the bank-wide statistics are built from clean questions.
struct BankRecipe {
    var label: String
    var expected: Set<String>
    var questions: [LabelledQuestion]

    static func all(pool: [LabelledQuestion]) -> [BankRecipe] {
        var banks: [BankRecipe] = []
        // Position banks take the correct option as the longest about as often as chance,
        // so that they are clean for item.longest-correct by construction.
        let longest = pool.filter(\.correctIsLongest)
        let notLongest = pool.filter { !$0.correctIsLongest }
        var positionPool: [LabelledQuestion] = []
        for (index, question) in notLongest.enumerated() {
            if index % 3 == 0, index / 3 < longest.count { positionPool.append(longest[index / 3]) }
            positionPool.append(question)
        }
        func bank(_ label: String, _ expected: Set<String>, _ positions: [Int], from source: [LabelledQuestion]) {
            let questions = zip(positions, source).enumerated().map { index, pair in
                pair.1.moving(correctTo: min(pair.0, pair.1.options.count - 1), label: "\(label)-\(index + 1)")
            }
            banks.append(BankRecipe(label: label, expected: expected, questions: questions))
        }
        func random(_ seed: UInt64, _ source: ArraySlice<LabelledQuestion>) -> [Int] {
            var generator = SplitMix64(seed: seed)
            return source.map { Int(generator.next() % UInt64($0.options.count)) }
        }
        // Answer position: flawed banks are skewed or hold a long run; clean ones are random, or hold a run just short.
        bank("f-q209-always-first", ["Q209"], Array(repeating: 0, count: 20), from: positionPool)
        bank("f-q209-run-of-eight", ["Q209"],
             random(7, positionPool[0..<8]) + Array(repeating: 2, count: 8) + random(8, positionPool[16..<24]), from: positionPool)
        bank("f-q209-mostly-second", ["Q209"], (0..<24).map { [1, 0, 1, 1, 2, 1, 1, 0][$0 % 8] }, from: positionPool)
        bank("f-q209-run-of-six", ["Q209"], [0, 1, 2, 1, 0, 2, 1, 1, 1, 1, 1, 1, 0, 2, 0, 2, 1, 0, 2, 0], from: positionPool)
        for seed: UInt64 in 1...4 {
            let source = positionPool.shuffledDeterministically(seed: seed).prefix(22)
            bank("c-q209-random-\(seed)", [], random(seed, source), from: Array(source))
        }
        bank("c-q209-run-of-five", [], [0, 1, 2, 0, 2, 2, 2, 2, 2, 1, 0, 1, 0, 1, 2, 0, 1, 0, 1, 0], from: positionPool)
        bank("c-q209-cycling", [], (0..<20).map { $0 % 3 }, from: positionPool)
        // Longest correct: built from clean questions whose correct option is, or is not, the longest.
        let distractorLongest = pool.filter(\.distractorIsLongest)
        func mixed(_ label: String, _ expected: Set<String>, longest count: Int, others: Int) {
            let source = Array(longest.prefix(count)) + Array(distractorLongest.prefix(others))
            let positions = source.enumerated().map { $0.offset % $0.element.options.count }
            bank(label, expected, positions, from: source)
        }
        mixed("f-q201-mostly-longest", ["Q201"], longest: 14, others: 4)
        mixed("f-q201-often-longest", ["Q201"], longest: 12, others: 8)
        mixed("c-q201-as-chance", [], longest: 5, others: 15)
        mixed("c-q201-slightly-above", [], longest: 7, others: 14)
        return banks
    }
}

extension Array {
    /// The elements in an order fixed by a seed.
    func shuffledDeterministically(seed: UInt64) -> [Element] {
        var generator = SplitMix64(seed: seed)
        return shuffled(using: &generator)
    }
}
