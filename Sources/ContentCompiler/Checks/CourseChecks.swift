import ContentRuntime
import YAML

extension Rule {
    /// C101: the course id names its folder.
    static let courseIdMatchesFolder = Rule(
        code: "C101", name: "course.id-matches-folder",
        summary: "a course's id equals its folder name",
        explanation: """
        A course lives in `courses/<id>/course.yaml`, so the folder \
        `courses/flags-and-continents` holds `id: flags-and-continents`. Rename the \
        folder or fix the id so that they agree.
        """)

    /// C102: listed sections exist.
    static let sectionMissing = Rule(
        code: "C102", name: "course.section-missing",
        summary: "every section course.yaml lists has a file",
        explanation: """
        `sections:` in course.yaml lists section ids in order, and each names the \
        file `sections/<id>.yaml`. This one has no file: create it, or fix the id \
        (the message suggests a close file name).
        """)

    /// C103: section files are listed.
    static let sectionUnlisted = Rule(
        code: "C103", name: "course.section-unlisted",
        summary: "every section file is listed in course.yaml",
        explanation: """
        A file in `sections/` that course.yaml does not list would never be shown. \
        Add its id to `sections:` where it belongs in the order, or delete the file.
        """)

    /// C104: the section id names its file.
    static let sectionIdMatchesFile = Rule(
        code: "C104", name: "section.id-matches-file",
        summary: "a section's id equals its file name",
        explanation: """
        A section lives in `sections/<id>.yaml`, so `sections/europe.yaml` holds \
        `id: europe`. Rename the file or fix the id so that they agree.
        """)

    /// C105: unique lesson ids.
    static let lessonIdUnique = Rule(
        code: "C105", name: "lesson.id-unique",
        summary: "lesson ids are unique in their course",
        explanation: """
        Apps record progress by lesson id, across all sections of a course, so two \
        lessons with one id would share progress. Give each lesson its own id.
        """)

    /// C106: what a lesson is.
    static let lessonKind = Rule(
        code: "C106", name: "lesson.kind",
        summary: "a lesson is a quiz, a reading (overview and key takeaways), or both",
        explanation: """
        A lesson has `questions` (a quiz lesson), or an `overview` with at least one \
        `keyTakeaways` item (a reading lesson), or both. A lesson with neither has \
        nothing to show; an overview needs takeaways and takeaways need an overview.
        """)

    /// C107: questions per quiz lesson.
    static let lessonQuestionCount = Rule(
        code: "C107", name: "lesson.question-count",
        summary: "a quiz lesson has 6 questions",
        configurable: true,
        parameter: .init(name: "count", defaultValue: 6, range: 1...50, summary: "questions per quiz lesson"),
        explanation: """
        Quiz lessons have a fixed length (6 questions by default), so every lesson \
        takes about as long and rewards compare fairly. Add or remove questions to \
        match.
        """)

    /// C108: course questions are multiple choice.
    static let lessonQuestionType = Rule(
        code: "C108", name: "lesson.question-type",
        summary: "a quiz lesson's questions are multiple choice (mcq)",
        configurable: true,
        explanation: """
        The quiz screen of a course shows one question with its options as a grid \
        and takes one tap, so lesson questions are `mcq`. Rewrite msq or open \
        questions as multiple choice.
        """)

    /// C109: options per course question.
    static let courseOptionsCount = Rule(
        code: "C109", name: "question.options-count",
        summary: "a quiz lesson's questions have exactly 4 options",
        configurable: true,
        parameter: .init(name: "count", defaultValue: 4, range: 2...6, summary: "options per lesson question"),
        explanation: """
        The quiz screen shows the options of a lesson question as a 2×2 grid, so each \
        has exactly 4 options by default. Add or remove options to match.
        """)

    /// C111: a coinsPerLesson no tier uses.
    static let unusedCoinsPerLesson = Rule(
        code: "C111", name: "rewards.unused-coins-per-lesson",
        summary: "coinsPerLesson is not written beside tiers that all give their own coins",
        severity: .warning, configurable: true,
        explanation: """
        A lesson pays the coins of the diamond tier it earns. A tier's `coins` says         how many; a tier without `coins` pays `coinsPerLesson` (and, without that, 25         a diamond: 75, 50 and 25 for 3, 2 and 1); without `diamonds`, the standard         tiers pay `coinsPerLesson` when it is written, else 75, 50 and 25. When         every tier gives its own coins, `coinsPerLesson` changes nothing a lesson         pays: remove it, or remove the tiers' coins if every lesson should pay the same.
        """)

    /// C110: diamond tiers.
    static let diamondTiers = Rule(
        code: "C110", name: "rewards.diamond-tiers",
        summary: "diamond tiers are ordered by maxErrors, the open tier last",
        explanation: """
        Diamond tiers are checked in order and the first that admits the lesson's \
        error count applies, so their `maxErrors` must rise from tier to tier, and a \
        tier without `maxErrors` (which admits any count) must come last.
        """)
}

/// Checks a course: its id, its sections against their files, lessons, questions,
/// rewards and achievements.
func checkCourse(_ course: CourseSource, log: inout DiagnosticLog) {
    let file = course.file
    if let id = course.id, id.value != course.slug {
        log.report(.courseIdMatchesFolder, "course id '\(id.value)' does not match its folder name '\(course.slug)'",
                   file: file, at: id.mark, hint: "set 'id: \(course.slug)', or rename the folder")
    }
    let sectionsByStem = Dictionary(course.sectionFiles.map { ($0.fileStem, $0) }, uniquingKeysWith: { first, _ in first })
    if let listed = course.sections {
        let stems = course.sectionFiles.map(\.fileStem)
        let listedIds = Set(listed.value.map(\.value))
        let unlistedStems = stems.filter { !listedIds.contains($0) }
        // A listed id misspelt from a file the list lacks is one mistake: reported at the list
        // alone, naming the file, which is then not reported as unlisted (C103).
        var misspeltFrom: Set<String> = []
        for id in listed.value where sectionsByStem[id.value] == nil && !course.undecodedSectionStems.contains(id.value) {
            let unlisted = Suggestion.closest(to: id.value, in: unlistedStems)
            if let unlisted { misspeltFrom.insert(unlisted) }
            log.report(.sectionMissing, "section '\(id.value)' is listed, but sections/\(id.value).yaml does not exist",
                       file: file, at: id.mark,
                       hint: unlisted.map { "did you mean '\($0)'? sections/\($0).yaml exists and is not listed" }
                           ?? Suggestion.closest(to: id.value, in: stems).map { "did you mean '\($0)'?" }
                           ?? "create sections/\(id.value).yaml, or remove '\(id.value)' from the list")
        }
        // An unreadable item of the list was reported; which file it meant is unknown.
        for section in course.sectionFiles where !listed.hasInvalidItems && !listedIds.contains(section.fileStem)
            && !misspeltFrom.contains(section.fileStem) {
            log.report(.sectionUnlisted, "section file \(section.fileStem).yaml is not listed in course.yaml",
                       file: section.file, at: nil,
                       notes: [.init("the sections are listed here", at: SourceLocation(file: file, mark: listed.mark))],
                       hint: "add '\(section.fileStem)' to 'sections:' in course.yaml, or delete the file")
        }
    }
    for section in course.sectionFiles {
        if let id = section.id, id.value != section.fileStem {
            log.report(.sectionIdMatchesFile, "section id '\(id.value)' does not match its file name '\(section.fileStem).yaml'",
                       file: section.file, at: id.mark,
                       hint: "rename the file to '\(id.value).yaml', or set 'id: \(section.fileStem)'")
        }
        for lesson in section.lessons?.value ?? [] {
            checkLesson(lesson, file: section.file, log: &log)
        }
    }
    checkLessonIdsUnique(course, log: &log)
    checkQuestionIdsUnique(course.sectionFiles.flatMap { section in
        (section.lessons?.value ?? []).map { lesson in (lesson.questions?.value ?? [], lesson.id?.value ?? "", section.file) }
    }, log: &log)
    if let tiers = course.rewards?.diamonds {
        checkDiamondTiers(tiers.value, file: file, log: &log)
        if let perLesson = course.rewards?.coinsPerLesson, !tiers.hasInvalidItems, !tiers.value.isEmpty,
           tiers.value.allSatisfy({ $0.coins != nil }) {
            log.report(.unusedCoinsPerLesson,
                       "'coinsPerLesson' is \(perLesson.value), but every diamond tier gives its own coins, so no lesson pays it",
                       file: file, at: perLesson.keyMark ?? perLesson.mark,
                       hint: "remove 'coinsPerLesson', or the tiers' 'coins' if every lesson should pay \(perLesson.value)")
        }
    }
    checkAchievements(course, log: &log)
}

private func checkLesson(_ lesson: LessonSource, file: String, log: inout DiagnosticLog) {
    func at(_ mark: Mark?) -> SourceLocation { SourceLocation(file: file, mark: mark) }
    let hasTakeaways = lesson.keyTakeaways.map { !$0.value.isEmpty || $0.hasInvalidItems } ?? false
    // A misspelt 'overview', 'keyTakeaways' or 'questions' was reported with a "did you mean".
    let kindKnown = lesson.misspeltKeys.isDisjoint(with: ["overview", "keyTakeaways", "questions"])
    switch (lesson.questions, lesson.overview, hasTakeaways) {
    case _ where !kindKnown:
        break
    case (nil, nil, false):
        log.report(.lessonKind, "this lesson has neither questions nor an overview with key takeaways",
                   at: at(lesson.mark), hint: "add 'questions' for a quiz, or 'overview' and 'keyTakeaways' for a reading")
    case (_, let overview?, false):
        log.report(.lessonKind, "a reading lesson needs at least one item in 'keyTakeaways'",
                   at: at(lesson.keyTakeaways?.mark ?? overview.keyMark ?? overview.mark))
    case (_, nil, true):
        log.report(.lessonKind, "'keyTakeaways' belong to a reading lesson, which also needs an 'overview'",
                   at: at(lesson.keyTakeaways?.keyMark ?? lesson.mark))
    default:
        break
    }
    // An empty list was reported (S111), and counting it again would say nothing new.
    guard let questions = lesson.questions, !questions.value.isEmpty || questions.hasInvalidItems else { return }
    let expected = log.parameter(of: .lessonQuestionCount)
    if !questions.hasInvalidItems, questions.value.count != expected {
        log.report(.lessonQuestionCount, "this quiz lesson has \(questions.value.count) questions; a quiz lesson has \(expected)",
                   at: at(questions.keyMark ?? questions.mark))
    }
    let optionCount = log.parameter(of: .courseOptionsCount)
    for question in questions.value {
        if let type = question.type, type.value != .mcq {
            checkQuestion(question, file: file, log: &log)
            log.report(.lessonQuestionType, "a lesson question is multiple choice, but this one is an \(type.value.rawValue)",
                       at: at(type.mark), hint: "rewrite it as an mcq with one correct option")
        } else if !question.hasInvalidType, let options = question.options, !options.hasInvalidItems,
                  (2...6).contains(options.value.count),
                  options.value.count != optionCount, log.configuration.severity(of: .courseOptionsCount) != nil {
            checkQuestion(question, file: file, requiredOptions: optionCount, log: &log)
            log.report(.courseOptionsCount,
                       "this question has \(options.value.count) options; a lesson question has exactly \(optionCount)",
                       at: at(options.mark), notes: wrappedOptionNotes(question, file: file))
        } else {
            checkQuestion(question, file: file, log: &log)
        }
    }
}

private func checkLessonIdsUnique(_ course: CourseSource, log: inout DiagnosticLog) {
    var seen: [String: SourceLocation] = [:]
    for section in course.sectionFiles {
        for lesson in section.lessons?.value ?? [] {
            guard let id = lesson.id else { continue }
            let location = SourceLocation(file: section.file, mark: id.mark)
            if let first = seen[id.value] {
                log.report(.lessonIdUnique, "lesson id '\(id.value)' is already used in this course", at: location,
                           notes: [.init("'\(id.value)' is first used here", at: first)])
            } else {
                seen[id.value] = location
            }
        }
    }
}

private func checkDiamondTiers(_ tiers: [DiamondTierSource], file: String, log: inout DiagnosticLog) {
    var previous: Located<Int>?
    for (index, tier) in tiers.enumerated() {
        guard let maxErrors = tier.maxErrors else {
            if index != tiers.count - 1 {
                log.report(.diamondTiers, "a tier without 'maxErrors' admits any number of errors, so it must be the last",
                           file: file, at: tier.mark, hint: "move this tier to the end of the list")
            }
            continue
        }
        if let previous, maxErrors.value <= previous.value {
            log.report(.diamondTiers,
                       "'maxErrors' must rise from tier to tier, but \(maxErrors.value) follows \(previous.value)",
                       file: file, at: maxErrors.mark,
                       notes: [.init("the previous tier's maxErrors", at: SourceLocation(file: file, mark: previous.mark))])
        }
        previous = maxErrors
    }
}
