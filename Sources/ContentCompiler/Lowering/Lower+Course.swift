import ContentRuntime

/// Lowers a checked course: sections in course.yaml's order, numbered from 1;
/// lessons numbered within their section; progression and rewards with their defaults.
func lowerCourse(_ source: CourseSource) -> Course? {
    guard let id = source.id?.value, let title = source.title?.value, let order = source.sections?.value else { return nil }
    let filesById = Dictionary(source.sectionFiles.map { ($0.fileStem, $0) }, uniquingKeysWith: { first, _ in first })
    var sections: [CourseSection] = []
    for (index, sectionId) in order.enumerated() {
        guard let file = filesById[sectionId.value], let section = lowerSection(file, number: index + 1) else { return nil }
        sections.append(section)
    }
    let achievements = source.achievements.compactMap(lowerAchievement)
    guard achievements.count == source.achievements.count else { return nil }
    return Course(id: id, title: title, description: source.description?.value, sections: sections,
                  progression: source.progression?.value ?? .lesson,
                  rewards: lowerRewards(source.rewards), achievements: achievements)
}

private func lowerSection(_ source: SectionSource, number: Int) -> CourseSection? {
    guard let id = source.id?.value, let title = source.title?.value, let lessonSources = source.lessons?.value else {
        return nil
    }
    var lessons: [Lesson] = []
    for (index, lessonSource) in lessonSources.enumerated() {
        guard let lesson = lowerLesson(lessonSource, number: index + 1) else { return nil }
        lessons.append(lesson)
    }
    return CourseSection(id: id, number: number, title: title, lessons: lessons)
}

private func lowerLesson(_ source: LessonSource, number: Int) -> Lesson? {
    guard let id = source.id?.value, let title = source.title?.value, let icon = source.icon?.value else { return nil }
    let questionSources = source.questions?.value ?? []
    let questions = questionSources.compactMap { lowerQuestion($0, owner: id) }
    guard questions.count == questionSources.count else { return nil }
    return Lesson(id: id, number: number, title: title, icon: icon, overview: source.overview?.value,
                  keyTakeaways: source.keyTakeaways?.value.map(\.value), questions: questions,
                  maxScore: questions.reduce(0) { $0 + $1.points })
}

/// The rewards with every tier's coins resolved: a tier's own `coins`, else
/// `coinsPerLesson`, else (a tier written without either) 25 a diamond, as the
/// standard tiers pay. Without `diamonds`, the standard tiers, paying
/// `coinsPerLesson` when it is written. The bundle's `coinsPerLesson`, for
/// readers of format 1.0, is the written one or the fewest coins of any tier.
private func lowerRewards(_ source: RewardsSource?) -> Rewards {
    let perLesson = source?.coinsPerLesson?.value
    let tiers: [DiamondTier]
    if let written = source?.diamonds?.value {
        tiers = written.compactMap { tier in
            tier.diamonds.map { diamonds in
                DiamondTier(maxErrors: tier.maxErrors?.value, diamonds: diamonds.value,
                            coins: tier.coins?.value ?? perLesson ?? diamonds.value * Rewards.coinsPerDiamond)
            }
        }
    } else {
        tiers = Rewards.standard.diamonds.map { tier in
            DiamondTier(maxErrors: tier.maxErrors, diamonds: tier.diamonds, coins: perLesson ?? tier.coins)
        }
    }
    return Rewards(coinsPerLesson: perLesson ?? tiers.map(\.coins).min() ?? 0, diamonds: tiers)
}

private func lowerAchievement(_ source: AchievementSource) -> Achievement? {
    guard let id = source.id?.value, let title = source.title?.value, let description = source.description?.value,
          let category = source.category?.value, let icon = source.icon?.value, let unlock = source.unlock?.value
    else { return nil }
    let condition: UnlockCondition = switch unlock {
    case .lessonsCompleted(let count): .lessonsCompleted(count.value)
    case .sectionCompleted(let section): .sectionCompleted(section.value)
    case .streakDays(let days): .streakDays(days.value)
    }
    return Achievement(id: id, title: title, description: description, category: category, icon: icon, unlock: condition)
}
