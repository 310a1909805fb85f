import ContentRuntime
import YAML

extension Rule {
    /// Q101: how many options a choice question has.
    static let optionsRange = Rule(
        code: "Q101", name: "question.options-range",
        summary: "mcq and msq questions have 2 to 6 options",
        explanation: """
        A multiple-choice (`mcq`) or multiple-select (`msq`) question needs `options`: \
        at least 2, so there is a choice, and at most 6, so they fit on a phone screen.
        """)

    /// Q102: distinct options.
    static let optionsUnique = Rule(
        code: "Q102", name: "question.options-unique",
        summary: "no two options of a question are the same",
        explanation: """
        Two options read the same (ignoring case and surrounding spaces), so a learner \
        cannot tell them apart and one of them can never be the only right answer. \
        Reword or remove one; the note points at the first.
        """)

    /// Q103: correct indices within the options.
    static let correctInBounds = Rule(
        code: "Q103", name: "question.correct-in-bounds",
        summary: "each correct index points at an option",
        explanation: """
        `correct` holds 0-based positions in `options`: the first option is 0, the \
        fourth is 3. An index at or past the number of options (or below 0) points at \
        nothing. Remember that counting starts at 0.
        """)

    /// Q104: no repeated correct indices.
    static let correctUnique = Rule(
        code: "Q104", name: "question.correct-unique",
        summary: "no correct index is listed twice",
        explanation: """
        The same option is listed twice in `correct`. List each correct option once.
        """)

    /// Q105: how many correct answers.
    static let correctCount = Rule(
        code: "Q105", name: "question.correct-count",
        summary: "an mcq has exactly one correct option; an msq at least one",
        explanation: """
        A multiple-choice question (`mcq`, the default type) has exactly one correct \
        option: `correct: 2`. A multiple-select question (`msq`) has at least one: \
        `correct: [0, 2]`. If several options are right, make the question an `msq`.
        """)

    /// Q106: an msq with a single correct option.
    static let msqSingleCorrect = Rule(
        code: "Q106", name: "question.msq-single-correct",
        summary: "an msq usually has more than one correct option",
        severity: .warning, configurable: true,
        explanation: """
        A multiple-select question with only one correct option is a multiple-choice \
        question in disguise, and learners who expect several answers are misled. \
        Make it an `mcq`, or add the other correct options.
        """)

    /// Q107: open questions have no options.
    static let openHasNoChoices = Rule(
        code: "Q107", name: "question.open-shape",
        summary: "an open question has no options and no correct index",
        explanation: """
        An `open` question is answered in the learner's own words and judged against \
        its `rubric`, so `options` and `correct` mean nothing for it. Remove them, or \
        change the `type` to `mcq` or `msq`.
        """)

    /// Q108: open questions need a rubric.
    static let openNeedsRubric = Rule(
        code: "Q108", name: "question.open-rubric",
        summary: "an open question has a rubric",
        explanation: """
        An `open` question needs a `rubric`: what a good answer contains. Free answers \
        are evaluated against it, so without one an answer cannot be judged.
        """)

    /// Q109: rubrics only on open questions.
    static let rubricOnlyOpen = Rule(
        code: "Q109", name: "question.rubric-open-only",
        summary: "only open questions have a rubric",
        explanation: """
        A `rubric` is used to judge free answers; a question with options is judged by \
        `correct`. Remove the rubric, or make the question `open` (and remove its \
        options). For feedback shown after answering, use `explanation`.
        """)

    /// Q110: unique question ids.
    static let questionIdUnique = Rule(
        code: "Q110", name: "question.id-unique",
        summary: "question ids are unique in their book or course",
        explanation: """
        Apps record answers by question id. A question without an `id` gets \
        `<idea or lesson id>-q<position>`; an explicit `id` must not repeat another \
        question's id, written or derived, in the same book or course.
        """)

    /// Q111: Bloom category within the difficulty's band.
    static let bloomBand = Rule(
        code: "Q111", name: "question.bloom-band",
        summary: "a question's Bloom category belongs to its difficulty",
        configurable: true,
        explanation: """
        Each `difficulty` admits certain Bloom categories (`bloom`): easy — recall, \
        reframe, whyImportant; medium — apply, whenUse; hard — contrast, critique, \
        howWield. Change the difficulty or the category so that they match.
        """)
}

/// Notes at the options that go on over several lines, for an error about how
/// many options there are: a line that lost its `- ` reads as the rest of the
/// option above, which no check can tell from text wrapped on purpose.
func wrappedOptionNotes(_ question: QuestionSource, file: String) -> [Diagnostic.Note] {
    question.wrappedOptions.map { mark in
        Diagnostic.Note("this option goes on over more than one line; if a line of it is an option of its own, start that line with '- '",
                        at: SourceLocation(file: file, mark: mark))
    }
}

/// Checks one question's shape: options, correct indices, rubric, Bloom band.
///
/// - Parameter requiredOptions: How many options the question must have, when
///   a check of its own reports that it has another number (a lesson
///   question's C109): a correct index that would be within that number is
///   the same mistake, and not reported again.
func checkQuestion(_ question: QuestionSource, file: String, requiredOptions: Int? = nil, log: inout DiagnosticLog) {
    func at(_ mark: Mark) -> SourceLocation { SourceLocation(file: file, mark: mark) }
    if let difficulty = question.difficulty, let bloom = question.bloom, bloom.value.difficulty != difficulty.value {
        let allowed = difficulty.value.bloomCategories.map(\.rawValue).joined(separator: ", ")
        log.report(.bloomBand,
                   "Bloom category '\(bloom.value.rawValue)' does not belong to difficulty '\(difficulty.value.rawValue)'",
                   at: at(bloom.mark),
                   notes: [.init("the difficulty is set here", at: at(difficulty.mark))],
                   hint: "\(difficulty.value.rawValue) questions are \(allowed); '\(bloom.value.rawValue)' is \(bloom.value.difficulty.rawValue)")
    }
    // An unknown type was reported; what a question needs depends on its type.
    guard !question.hasInvalidType else { return }
    let type = question.effectiveType
    switch type {
    case .open:
        if let options = question.options {
            log.report(.openHasNoChoices, "an open question has no 'options'", at: at(options.keyMark ?? options.mark),
                       hint: "remove 'options', or make the question an mcq or msq")
        }
        if let correct = question.correct {
            log.report(.openHasNoChoices, "an open question has no 'correct' option", at: at(correct.mark),
                       hint: "remove 'correct', or make the question an mcq or msq")
        }
        if question.rubric == nil {
            log.report(.openNeedsRubric, "this open question has no 'rubric'", at: at(question.mark),
                       hint: "add 'rubric:' describing what a good answer contains")
        }
    case .mcq, .msq:
        if let rubric = question.rubric {
            log.report(.rubricOnlyOpen, "only open questions have a 'rubric'; this one is an \(type.rawValue)",
                       at: at(rubric.keyMark ?? rubric.mark), hint: "use 'explanation' for feedback after answering")
        }
        checkChoices(question, type: type, file: file, requiredOptions: requiredOptions, log: &log)
    }
}

private func checkChoices(_ question: QuestionSource, type: QuestionType, file: String, requiredOptions: Int?,
                          log: inout DiagnosticLog) {
    func at(_ mark: Mark) -> SourceLocation { SourceLocation(file: file, mark: mark) }
    guard let options = question.options else {
        if !question.misspeltKeys.contains("options") {
            log.report(.missingKey, "an \(type.rawValue) question is missing the required key 'options'", at: at(question.mark))
        }
        if question.correct == nil, !question.misspeltKeys.contains("correct") {
            log.report(.missingKey, "an \(type.rawValue) question is missing the required key 'correct'", at: at(question.mark))
        }
        return
    }
    let count = options.value.count
    // An option that is not text was reported; the count and the indices are then not what the author wrote.
    var countReportedUpTo = requiredOptions.flatMap { $0 != count ? $0 : nil }
    if !options.hasInvalidItems, !(2...6).contains(count) {
        log.report(.optionsRange, "this \(type.rawValue) question has \(count) option\(count == 1 ? "" : "s"); it needs 2 to 6",
                   at: at(options.mark), notes: wrappedOptionNotes(question, file: file))
        countReportedUpTo = 6
    }
    let earlierOptions = firstEarlierSameOption(options.value)
    for (option, first) in zip(options.value, earlierOptions) {
        if let first {
            log.report(.optionsUnique, "option '\(option.value)' is the same as an earlier option", at: at(option.mark),
                       notes: [.init("the same option is first written here", at: at(options.value[first].mark))])
        }
    }
    guard let correct = question.correct else {
        if !question.misspeltKeys.contains("correct") {
            log.report(.missingKey, "an \(type.rawValue) question is missing the required key 'correct'", at: at(question.mark))
        }
        return
    }
    let earlierIndices = firstEarlierEquals(correct.indices, equal: { $0.value == $1.value }, key: \.value)
    for (index, first) in zip(correct.indices, earlierIndices) {
        // An index within the options the question should have points at one that is missing: the count's error says so.
        let missingOption = countReportedUpTo.map { index.value >= count && index.value < $0 } ?? false
        if index.value < 0 || (index.value >= count && !options.hasInvalidItems && !missingOption) {
            let range = count == 0 ? "no options" : "\(count) option\(count == 1 ? "" : "s") (0...\(count - 1))"
            let countedFromOne = question.wrappedOptions.isEmpty
                ? "indices start at 0: the last option is \(count - 1)"
                : "indices start at 0: the last option is \(count - 1), unless an option lost its '- ' (see the note)"
            log.report(.correctInBounds, "correct index \(index.value) is out of bounds: this question has \(range)",
                       at: at(index.mark), notes: wrappedOptionNotes(question, file: file),
                       hint: index.value == count ? countedFromOne : nil)
        }
        if let first {
            log.report(.correctUnique, "correct index \(index.value) is listed twice", at: at(index.mark),
                       notes: [.init("first listed here", at: at(correct.indices[first].mark))])
        }
    }
    switch type {
    case _ where correct.hasInvalidItems:
        break  // An index that is not a number was reported.
    case .mcq where correct.indices.count != 1:
        log.report(.correctCount, "an mcq question has exactly one correct option; this one lists \(correct.indices.count)",
                   at: at(correct.mark), hint: correct.indices.count > 1 ? "if several options are right, set 'type: msq'" : nil)
    case .msq where correct.indices.isEmpty:
        log.report(.correctCount, "an msq question needs at least one correct option", at: at(correct.mark))
    // One index listed twice (`[2, 2]`) is reported above as such (Q104), not also as a single answer.
    case .msq where correct.indices.count == 1:
        log.report(.msqSingleCorrect, "this msq question has only one correct option", at: at(correct.mark),
                   hint: "make it an mcq, or list the other correct options")
    default:
        break
    }
}

/// The id a question has in its bundle: the author's, or `<owner>-q<position>`.
func questionId(_ question: QuestionSource, owner: String) -> String {
    question.id?.value ?? "\(owner)-q\(question.position)"
}

/// Checks that question ids are unique across one bundle.
///
/// A written id that another question's derived id equals is reported at the
/// written one, the id to change. Two derived ids are equal only when their
/// owners share an id, which the owners' own rule reports (C105, I103).
///
/// - Parameter owners: Every idea or lesson of the bundle, in order, with its
///   questions, its id and its file. (The questions are read in place, not
///   copied one by one.)
func checkQuestionIdsUnique(_ owners: [(questions: [QuestionSource], owner: String, file: String)],
                            log: inout DiagnosticLog) {
    var seen: [String: (location: SourceLocation, isDerived: Bool)] = [:]
    seen.reserveCapacity(owners.reduce(0) { $0 + $1.questions.count })
    for (questions, owner, file) in owners {
        for index in questions.indices {
            let id = questionId(questions[index], owner: owner)
            let written = questions[index].id
            let location = SourceLocation(file: file, mark: written?.mark ?? questions[index].mark)
            let isDerived = written == nil
            guard let first = seen[id] else {
                seen[id] = (location, isDerived)
                continue
            }
            if isDerived, first.isDerived { continue }
            if isDerived || first.isDerived {
                let (written, derived) = isDerived ? (first.location, location) : (location, first.location)
                log.report(.questionIdUnique, "question id '\(id)' is also the id another question gets from its position",
                           at: written, notes: [.init("this question's id is '\(id)', derived from its position", at: derived)],
                           hint: "give this question another 'id'")
            } else {
                log.report(.questionIdUnique, "question id '\(id)' is already used by another question",
                           at: location, notes: [.init("'\(id)' is first used here", at: first.location)],
                           hint: "give one of the questions another 'id'")
            }
        }
    }
}
