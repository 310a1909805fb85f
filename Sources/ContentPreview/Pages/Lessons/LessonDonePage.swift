import ContentRuntime

/// What completing a lesson changed, as the engine returned it: Clever
/// Den's completion screen (diamonds, coins, the lesson it unlocked) after
/// a quiz; Learning Progress's celebration (a stage completed, achievements
/// unlocked, the streak) after a reading.
enum LessonDonePage {
    static func page(_ completion: LessonCompletion, lesson: Lesson, course: Course, _ context: PageContext) -> Page {
        let next = completion.nextLessonID.flatMap { id in course.sections.flatMap(\.lessons).first { $0.id == id } }
        let body: HTML = if let diamonds = completion.diamonds {
            quizDone(completion, diamonds: diamonds, lesson: lesson, next: next, course: course)
        } else {
            readingDone(completion, lesson: lesson, next: next, course: course, context: context)
        }
        return Page(title: "\(lesson.title): done", theme: Theme(course), body: body)
    }

    private static func quizDone(_ completion: LessonCompletion, diamonds: Int, lesson: Lesson, next: Lesson?,
                                 course: Course) -> HTML {
        div(.class("lesson-done quiz-done"), Attribute("data-lesson", completion.lessonID)) {
            DiamondRow.render(diamonds, of: 3)
            div(.class("mascot")) { Icon.fox }
            h1 { diamonds == 3 ? "Great job!" : diamonds == 2 ? "Well done!" : "Lesson done!" }
            p(.class("done-sub")) {
                "Level completed · " + (completion.errors.map { Formatting.count($0, "mistake") } ?? "")
            }
            div(.class("reward"), Attribute("data-coins-earned", String(completion.coinsEarned))) {
                Icon.coin
                strong { "+\(completion.coinsEarned)" }
                span { " coins · \(completion.totalCoins) in all" }
            }
            if !completion.isFirstCompletion && completion.coinsEarned < (completion.tierCoins ?? 0) {
                p(.class("done-note")) { "A replay pays only what it adds to the lesson's best result." }
            }
            if let next, completion.unlockedLessons.contains(next.id) {
                p(.class("unlocked-note"), Attribute("data-unlocked", next.id)) { "Unlocked: " ; strong { next.title } }
            }
            Celebrations.render(completion.unlockedAchievements)
            a(next.map { Route.course(course.id).link.anchored($0.id) } ?? Route.course(course.id).link,
              .class("button primary wide")) { "Continue" }
        }
    }

    private static func readingDone(_ completion: LessonCompletion, lesson: Lesson, next: Lesson?, course: Course,
                                    context: PageContext) -> HTML {
        let stageTitles = { (ids: [String]) in ids.compactMap { id in course.sections.first { $0.id == id }?.title } }
        return div(.class("lesson-done reading-done"), Attribute("data-lesson", completion.lessonID)) {
            div(.class("done-check")) { Icon.check }
            h1 { completion.isRepeat ? "Already completed" : "Lesson complete" }
            p(.class("done-sub")) { lesson.title }
            for title in stageTitles(completion.completedSections) {
                div(.class("milestone"), Attribute("data-stage-completed", title)) {
                    Icon.laurel
                    div { p(.class("eyebrow")) { "Stage complete" }; h2 { title } }
                }
            }
            for title in stageTitles(completion.unlockedSections) {
                p(.class("unlocked-note")) { "Unlocked: "; strong { title } }
            }
            Celebrations.render(completion.unlockedAchievements)
            div(.class("streak-line"), Attribute("data-streak", String(completion.streak.days))) {
                Icon.flame
                strong { " \(completion.streak.days)-day streak" }
                if completion.extendedStreak { span { " · extended today" } }
            }
            div(.class("done-actions")) {
                if let next {
                    a(Route.lesson(course: course.id, lesson: next.id).link, .class("button primary wide")) { "Next: \(next.title)" }
                }
                a(Route.course(course.id).link, .class("button wide")) { completion.isCourseCompleted ? "Path complete: back to the path" : "Back to the path" }
            }
        }
    }
}

/// Achievements just unlocked, each celebrated with its badge.
enum Celebrations {
    static func render(_ unlocked: [UnlockedAchievement]) -> HTML {
        HTML.fragment(unlocked.map { item in
            div(.class("celebration"), Attribute("data-achievement", item.achievement.id)) {
                div(.class("starburst"), Attribute("aria-hidden", "true"))
                AchievementBadge.render(item.achievement, earned: true)
                div(.class("celebration-text")) {
                    p(.class("eyebrow")) { "Achievement unlocked · " + Formatting.category(item.achievement.category) }
                    h2 { item.achievement.title }
                    p { item.achievement.description }
                }
            }
        })
    }
}

/// An achievement's round badge.
enum AchievementBadge {
    static func render(_ achievement: Achievement, earned: Bool) -> HTML {
        span(.class("badge badge-\(achievement.category.rawValue) \(earned ? "is-earned" : "is-locked")")) {
            earned ? Icon.symbol(achievement.icon) : Icon.lock
        }
    }
}
