import ContentRuntime
import YAML

extension Rule {
    /// I101: the idea id names its file.
    static let ideaIdMatchesFile = Rule(
        code: "I101", name: "idea.id-matches-file",
        summary: "an idea's id equals its file name",
        explanation: """
        An idea lives in `ideas/<id>.yaml`, so the file `b1i2.yaml` holds the idea \
        `id: b1i2`. Rename the file or fix the id so that they agree.
        """)

    /// I102: the idea id names its book.
    static let ideaIdMatchesBook = Rule(
        code: "I102", name: "idea.id-matches-book",
        summary: "an idea id is b<book number>i<idea number>",
        explanation: """
        Idea ids are `b<N>i<M>`: N is the `number` of the book the idea belongs to and \
        M the idea's number in it, from 1, without leading zeros (`b1i1`, `b1i2`, \
        `b12i3`). Apps store progress by these ids.
        """)

    /// I103: ideas numbered without gaps.
    static let ideaNumbering = Rule(
        code: "I103", name: "idea.numbering",
        summary: "a book's ideas are numbered 1…k without gaps",
        explanation: """
        The ideas of a book are numbered 1, 2, 3 … k: a missing number (b1i1, b1i3) \
        leaves apps with a hole in the book's sequence. Renumber the ideas (file \
        names and ids) to close the gap. An idea's number is that of its file name, \
        so an id that repeats another idea's is reported by idea.id-matches-file.
        """)

    /// I104: the size of a question bank.
    static let ideaQuestionCount = Rule(
        code: "I104", name: "idea.question-count",
        summary: "an idea's question bank has 9 questions",
        configurable: true,
        parameter: .init(name: "count", defaultValue: 9, range: 1...100, summary: "questions per idea"),
        explanation: """
        Deepread's test for an idea has a fixed number of questions (9 by default: \
        3 easy, 3 medium, 3 hard, 150 points in all). Add or remove questions to \
        match; `idea.difficulty-mix` checks the split.
        """)

    /// I105: the difficulty split of a question bank.
    static let ideaDifficultyMix = Rule(
        code: "I105", name: "idea.difficulty-mix",
        summary: "an idea has 3 easy, 3 medium and 3 hard questions",
        configurable: true,
        parameter: .init(name: "perDifficulty", defaultValue: 3, range: 1...33, summary: "questions of each difficulty"),
        explanation: """
        An idea's test mixes difficulties evenly (3 each by default), so every test is \
        worth the same (3×10 + 3×15 + 3×25 = 150 points). Change the `difficulty` of \
        questions, with a matching `bloom`, until the counts agree.
        """)
}

/// Checks what one idea file can tell by itself: its id against its file name,
/// its questions, and its question bank's size and mix.
func checkIdea(_ idea: IdeaSource, log: inout DiagnosticLog) {
    let file = idea.file
    if let id = idea.id, id.value != idea.fileStem {
        let hint = parseIdeaId(idea.fileStem) == nil
            ? "rename the file to '\(id.value).yaml'"
            : "set 'id: \(idea.fileStem)', or rename the file to '\(id.value).yaml' if the id is right"
        log.report(.ideaIdMatchesFile, "idea id '\(id.value)' does not match its file name '\(idea.fileStem).yaml'",
                   file: file, at: id.mark, hint: hint)
    }
    guard let questions = idea.questions else { return }
    for question in questions.value {
        checkQuestion(question, file: file, log: &log)
    }
    // An item that is not a question was reported; the counts would not be what the author wrote.
    guard !questions.hasInvalidItems else { return }
    let expected = log.parameter(of: .ideaQuestionCount)
    let perDifficulty = log.parameter(of: .ideaDifficultyMix)
    let counts = Dictionary(grouping: questions.value.compactMap(\.difficulty?.value), by: { $0 }).mapValues(\.count)
    let mixKnown = questions.value.allSatisfy { $0.difficulty != nil }
    let mixIsWrong = mixKnown && Difficulty.allCases.contains { counts[$0, default: 0] != perDifficulty }
    let split = Difficulty.allCases.map { "\(counts[$0, default: 0]) \($0.rawValue)" }.joined(separator: ", ")
    // A question added or lost changes the count and the mix at once: one error, the count's, says both.
    if questions.value.count != expected, log.configuration.severity(of: .ideaQuestionCount) != nil {
        let mix = mixIsWrong && log.configuration.severity(of: .ideaDifficultyMix) != nil
            ? mixAdvice(counts, perDifficulty: perDifficulty, split: split) : nil
        log.report(.ideaQuestionCount, "this idea has \(questions.value.count) questions; an idea has \(expected)",
                   file: file, at: questions.keyMark ?? questions.mark, hint: mix)
    } else if mixIsWrong {
        log.report(.ideaDifficultyMix, "this idea has \(split); it needs \(perDifficulty) of each difficulty",
                   file: file, at: questions.keyMark ?? questions.mark)
    }
}

/// What to add or remove to bring a question bank's mix of difficulties right,
/// when each difficulty is off in the same direction ("add 1 easy question").
private func mixAdvice(_ counts: [Difficulty: Int], perDifficulty: Int, split: String) -> String {
    let differences = Difficulty.allCases.map { ($0, perDifficulty - counts[$0, default: 0]) }.filter { $0.1 != 0 }
    let changes = differences.map { difficulty, difference in
        "\(abs(difference)) \(difficulty.rawValue) question\(abs(difference) == 1 ? "" : "s")"
    }
    let list = changes.count <= 1 ? changes.joined() : changes.dropLast().joined(separator: ", ") + " and " + changes.last!
    if differences.allSatisfy({ $0.1 > 0 }) { return "it has \(split): add \(list)" }
    if differences.allSatisfy({ $0.1 < 0 }) { return "it has \(split): remove \(list)" }
    return "it has \(split), and needs \(perDifficulty) of each difficulty"
}

/// `b<N>i<M>` parsed into N and M, or `nil` when the id is not of that form.
func parseIdeaId(_ id: String) -> (book: Int, idea: Int)? {
    guard id.hasPrefix("b"), let iIndex = id.firstIndex(of: "i") else { return nil }
    let bookDigits = id[id.index(after: id.startIndex)..<iIndex]
    let ideaDigits = id[id.index(after: iIndex)...]
    func number(_ digits: Substring) -> Int? {
        guard !digits.isEmpty, digits.first != "0", digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits)
    }
    guard let book = number(bookDigits), let idea = number(ideaDigits) else { return nil }
    return (book, idea)
}

/// Checks a book's ideas together: ids against the book number, and numbering 1…k.
func checkIdeaNumbering(_ book: BookSource, log: inout DiagnosticLog) {
    guard let bookNumber = book.number?.value else { return }
    var numbered: [Int: IdeaSource] = [:]
    // An id that differs from an idea-like file name is reported (I101): the file name keeps the idea's place.
    func placedByFileName(_ idea: IdeaSource) -> Bool {
        idea.id == nil || (idea.id?.value != idea.fileStem && parseIdeaId(idea.fileStem) != nil)
    }
    for idea in book.ideas where !placedByFileName(idea) {
        guard let id = idea.id else { continue }
        guard let parsed = parseIdeaId(id.value), parsed.book == bookNumber else {
            let expected = parseIdeaId(id.value).map { "b\(bookNumber)i\($0.idea)" } ?? "b\(bookNumber)i<number>"
            log.report(.ideaIdMatchesBook,
                       "idea id '\(id.value)' does not fit book number \(bookNumber): it should be like '\(expected)'",
                       file: idea.file, at: id.mark,
                       notes: [.init("the book number is set here", at: SourceLocation(file: book.file, mark: book.number?.mark))])
            continue
        }
        // Two ids in one folder clash only when one differs from its file name, which I101 reports.
        if numbered[parsed.idea] == nil { numbered[parsed.idea] = idea }
    }
    // Ideas that could not be read, or have no id matching their file, still hold their number (their file name).
    let heldByFileName = Set((book.undecodedIdeaStems + book.ideas.filter(placedByFileName).map(\.fileStem))
        .compactMap { parseIdeaId($0)?.idea })
    let present = Set(numbered.keys).union(heldByFileName).sorted()
    var next = 1
    for number in present {
        defer { next = number &+ 1 }  // Only wraps after Int.max, the last number.
        guard number > next, let idea = numbered[number] else { continue }
        let missing = number - next
        let shown = (next..<(next + min(3, missing))).map { "b\(bookNumber)i\($0)" }
        let names = missing <= 3
            ? shown.joined(separator: ", ")
            : shown.joined(separator: ", ") + " and \(missing - shown.count) more"
        log.report(.ideaNumbering, "ideas are numbered without gaps, but \(names) \(missing == 1 ? "is" : "are") missing",
                   file: idea.file, at: idea.id?.mark,
                   hint: "renumber the ideas after the gap, or add the missing idea")
        return  // The first gap is enough: renumbering it moves every later one.
    }
}
