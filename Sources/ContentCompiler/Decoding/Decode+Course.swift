import ContentRuntime
import YAML

extension FileDecoder {
    /// Decodes course.yaml.
    mutating func course(_ root: TapeNode, slug: String) -> CourseSource? {
        guard let fields = mapping(root, what: "a course", keys: CourseSource.keys) else { return nil }
        var course = CourseSource(slug: slug, file: file, mark: root.start)
        course.id = self.slug(fields, "id", required: true)
        course.title = text(fields, "title", required: true)
        course.description = text(fields, "description")
        if let sections = textList(fields, "sections", required: true, nonEmpty: true, unique: true, formatted: true) {
            var ids = sections.map { $0.compactMap { checkedSlug($0, field: "an item of 'sections'") } }
            ids.hasInvalidItems = sections.hasInvalidItems || ids.value.count != sections.value.count
            course.sections = ids
        }
        course.progression = choice(fields, "progression")
        course.rewards = rewards(fields)
        if let achievements = sequence(fields, "achievements") {
            for node in achievements.value {
                if let achievement = achievement(node) { course.achievements.append(achievement) }
            }
        }
        return course
    }

    private mutating func rewards(_ course: Mapping) -> RewardsSource? {
        guard let fields = mapping(course, "rewards", required: false, what: "the rewards",
                                   keys: RewardsSource.keys) else { return nil }
        var rewards = RewardsSource(mark: fields.mark)
        rewards.coinsPerLesson = integer(fields, "coinsPerLesson", in: 0...Int.max)
        if let items = sequence(fields, "diamonds", nonEmpty: true) {
            var tiers: [DiamondTierSource] = []
            for node in items.value {
                guard let tier = mapping(node, what: "a diamond tier", keys: DiamondTierSource.keys) else { continue }
                tiers.append(DiamondTierSource(
                    mark: node.start,
                    maxErrors: integer(tier, "maxErrors", in: 0...Int.max),
                    diamonds: integer(tier, "diamonds", required: true, in: 0...Int.max),
                    coins: integer(tier, "coins", in: 0...Int.max)
                ))
            }
            rewards.diamonds = items.map { _ in tiers }
            rewards.diamonds?.hasInvalidItems = tiers.count != items.value.count
        }
        return rewards
    }

    private mutating func achievement(_ node: TapeNode) -> AchievementSource? {
        guard let fields = mapping(node, what: "an achievement", keys: AchievementSource.keys) else { return nil }
        var achievement = AchievementSource(mark: node.start)
        achievement.id = slug(fields, "id", required: true)
        achievement.title = text(fields, "title", required: true)
        achievement.description = text(fields, "description", required: true)
        achievement.category = choice(fields, "category", required: true)
        achievement.icon = text(fields, "icon", required: true)
        achievement.unlock = unlock(fields)
        return achievement
    }

    /// `unlock:` with exactly one condition.
    private mutating func unlock(_ achievement: Mapping) -> Located<UnlockSource>? {
        guard let fields = mapping(achievement, "unlock", required: true, what: "an unlock condition",
                                   keys: UnlockSource.keys) else { return nil }
        let written = UnlockSource.keys.filter(fields.has)
        // A misspelt condition was reported with a "did you mean".
        if written.isEmpty, !fields.suggested.isEmpty { return nil }
        guard written.count == 1, let key = written.first else {
            let found = written.isEmpty ? "none" : written.map { "'\($0)'" }.joined(separator: " and ")
            log.report(.unlockShape, "an unlock condition has exactly one of lessonsCompleted, sectionCompleted or streakDays; this one has \(found)",
                       file: file, at: fields.mark)
            return nil
        }
        let condition: UnlockSource?
        switch key {
        case "lessonsCompleted": condition = integer(fields, key, in: 1...Int.max).map(UnlockSource.lessonsCompleted)
        case "sectionCompleted": condition = slug(fields, key).map(UnlockSource.sectionCompleted)
        default: condition = integer(fields, key, in: 1...Int.max).map(UnlockSource.streakDays)
        }
        return condition.map { Located($0, at: fields.mark, keyMark: achievement.pair("unlock")?.key.start) }
    }

    /// Decodes a section file.
    mutating func section(_ root: TapeNode, fileStem: String) -> SectionSource? {
        guard let fields = mapping(root, what: "a section", keys: SectionSource.keys) else { return nil }
        var section = SectionSource(file: file, fileStem: fileStem, mark: root.start)
        section.id = slug(fields, "id", required: true)
        section.title = text(fields, "title", required: true)
        if let items = sequence(fields, "lessons", required: true, nonEmpty: true) {
            var lessons: [LessonSource] = []
            for node in items.value {
                if let lesson = lesson(node) { lessons.append(lesson) }
            }
            section.lessons = items.map { _ in lessons }
            section.lessons?.hasInvalidItems = lessons.count != items.value.count
        }
        return section
    }

    private mutating func lesson(_ node: TapeNode) -> LessonSource? {
        guard let fields = mapping(node, what: "a lesson", keys: LessonSource.keys) else { return nil }
        var lesson = LessonSource(mark: node.start)
        lesson.misspeltKeys = fields.suggested
        lesson.id = slug(fields, "id", required: true)
        lesson.title = text(fields, "title", required: true)
        lesson.icon = text(fields, "icon", required: true)
        lesson.overview = text(fields, "overview")
        lesson.keyTakeaways = textList(fields, "keyTakeaways")
        // A lesson's quiz, when it has one, has questions: `questions: []` is no quiz at all.
        lesson.questions = questions(fields, "questions", required: false, nonEmpty: true, requiresBand: false)
        return lesson
    }
}
