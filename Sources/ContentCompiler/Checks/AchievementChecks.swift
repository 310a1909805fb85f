import YAML

extension Rule {
    /// A101: one unlock condition.
    static let unlockShape = Rule(
        code: "A101", name: "achievement.unlock-shape",
        summary: "an achievement unlocks on exactly one condition",
        explanation: """
        `unlock:` holds exactly one of `lessonsCompleted: N` (after N lessons), \
        `sectionCompleted: <section id>` (when a section is done) or `streakDays: N` \
        (after N days in a row). For two conditions, make two achievements.
        """)

    /// A102: the section an achievement names.
    static let achievementSection = Rule(
        code: "A102", name: "achievement.section-exists",
        summary: "a sectionCompleted achievement names a section of its course",
        explanation: """
        `sectionCompleted` must name a section that course.yaml lists; otherwise the \
        achievement can never unlock. Fix the id (the message suggests the closest \
        section).
        """)

    /// A103: satisfiable lesson counts.
    static let achievementLessonCount = Rule(
        code: "A103", name: "achievement.lessons-satisfiable",
        summary: "a lessonsCompleted achievement asks for no more lessons than the course has",
        explanation: """
        `lessonsCompleted: N` unlocks after N lessons, so N must be at most the number \
        of lessons in the course; otherwise the achievement can never unlock.
        """)

    /// A104: unique achievement ids.
    static let achievementIdUnique = Rule(
        code: "A104", name: "achievement.id-unique",
        summary: "achievement ids are unique in their course",
        explanation: """
        Apps record unlocked achievements by id, so each achievement of a course needs \
        its own.
        """)
}

/// Checks a course's achievements: unique ids and satisfiable unlock conditions.
func checkAchievements(_ course: CourseSource, log: inout DiagnosticLog) {
    let file = course.file
    let sectionIds = course.sections?.value.map(\.value) ?? []
    let listedSections = course.sectionFiles.filter { section in sectionIds.contains(section.fileStem) }
    let lessonCount = listedSections.reduce(0) { $0 + ($1.lessons?.value.count ?? 0) }
    // The sections and lessons are known only when every listed one could be read (else it was reported).
    let sectionsKnown = course.sections.map { !$0.hasInvalidItems } ?? false
    let decodedStems = Set(course.sectionFiles.map(\.fileStem))
    let lessonsKnown = sectionsKnown && sectionIds.allSatisfy(decodedStems.contains)
        && !listedSections.contains { $0.lessons?.hasInvalidItems ?? false }
    // Only a section that is listed and has a file is suggested for a misspelt one.
    let existingSectionIds = sectionIds.filter { decodedStems.contains($0) || course.undecodedSectionStems.contains($0) }
    var seen: [String: Mark] = [:]
    for achievement in course.achievements {
        if let id = achievement.id {
            if let first = seen[id.value] {
                log.report(.achievementIdUnique, "achievement id '\(id.value)' is already used in this course",
                           file: file, at: id.mark,
                           notes: [.init("'\(id.value)' is first used here", at: SourceLocation(file: file, mark: first))])
            } else {
                seen[id.value] = id.mark
            }
        }
        switch achievement.unlock?.value {
        // A section whose file exists but is not listed is reported at the list (C102 or C103), not here.
        case .sectionCompleted(let section) where sectionsKnown && !sectionIds.contains(section.value)
            && !decodedStems.contains(section.value) && !course.undecodedSectionStems.contains(section.value):
            log.report(.achievementSection, "section '\(section.value)' is not a section of this course",
                       file: file, at: section.mark,
                       notes: course.sections.map { [.init("the course's sections are listed here", at: SourceLocation(file: file, mark: $0.mark))] } ?? [],
                       hint: Suggestion.closest(to: section.value, in: existingSectionIds).map { "did you mean '\($0)'?" })
        case .lessonsCompleted(let count) where lessonsKnown && count.value > lessonCount:
            log.report(.achievementLessonCount,
                       "this achievement needs \(count.value) completed lesson\(count.value == 1 ? "" : "s"), but the course has only \(lessonCount)",
                       file: file, at: count.mark)
        default:
            break
        }
    }
}
