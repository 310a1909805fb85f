import ContentRuntime

/// The achievements of a course by category, with a filter: earned ones in
/// colour with their date, the ones the last lesson unlocked celebrated,
/// locked ones in grey with what unlocks them.
enum AchievementsPage {
    static func page(_ course: Course, category: String?, _ context: PageContext) -> Page {
        let overview = context.progress.overview(of: course, at: context.clock)
        let selected = category.flatMap(AchievementCategory.init(rawValue:))
        let justUnlocked = Set(context.learner.completions[course.id]?.unlockedAchievements.map(\.achievement.id) ?? [])
        let groups = AchievementCategory.allCases.filter { selected == nil || $0 == selected }.map { category in
            (category, overview.achievements.filter { $0.achievement.category == category })
        }.filter { !$0.1.isEmpty }
        let earned = overview.achievements.filter { $0.unlockedAt != nil }.count
        let body = div(.class("achievements-screen")) {
            a(Route.course(course.id).link, .class("back-link")) { Icon.arrowLeft; course.title }
            h1 { "Achievements" }
            p(.class("muted")) { "\(earned) of \(overview.achievements.count) unlocked" }
            HTML.element("nav", [.class("filters"), .label("Categories")]) {
                a(Route.achievements(course: course.id, category: nil).link, .class(selected == nil ? "filter is-on" : "filter")) { "All" }
                for option in AchievementCategory.allCases {
                    a(Route.achievements(course: course.id, category: option.rawValue).link,
                      .class(selected == option ? "filter is-on" : "filter")) { Formatting.category(option) }
                }
            }
            if groups.isEmpty { p(.class("muted")) { "No achievements in this category." } }
            for (category, statuses) in groups {
                section(.class("achievement-group"), Attribute("data-category", category.rawValue)) {
                    h2(.class("group-title")) { Formatting.category(category) }
                    ul(.class("achievement-grid")) {
                        for status in statuses {
                            card(status, isNew: justUnlocked.contains(status.achievement.id), context: context)
                        }
                    }
                }
            }
        }
        return Page(title: "Achievements · \(course.title)", theme: Theme(course), body: body)
    }

    private static func card(_ status: AchievementStatus, isNew: Bool, context: PageContext) -> HTML {
        li(.class("achievement \(status.unlockedAt == nil ? "is-locked" : "is-earned")\(isNew ? " is-new" : "")"),
           Attribute("data-achievement", status.achievement.id)) {
            if isNew { span(.class("new-ribbon")) { "New!" } }
            AchievementBadge.render(status.achievement, earned: status.unlockedAt != nil)
            h3 { status.achievement.title }
            p { status.achievement.description }
            if let date = status.unlockedAt {
                p(.class("achievement-meta")) {
                    "Unlocked "
                    Formatting.time(LocalDate(date, in: context.clock.calendar), clock: context.clock)
                }
            }
        }
    }
}
