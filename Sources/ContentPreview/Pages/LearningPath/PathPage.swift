import Foundation
import ContentRuntime

/// Learning Progress's path: a greeting, the streak, the lesson for today,
/// the stages as badges along a winding path (completed, current, locked),
/// and the badges earned.
enum PathPage {
    static func page(_ course: Course, _ context: PageContext) -> Page {
        let overview = context.progress.overview(of: course, at: context.clock)
        let today = overview.nextLessonID.flatMap { id in
            course.sections.lazy.compactMap { section in section.lessons.first { $0.id == id }.map { (section, $0) } }.first
        }
        let earned = overview.achievements.filter { $0.unlockedAt != nil }
        let body = div(.class("path-screen")) {
            header(.class("path-head")) {
                div {
                    p(.class("eyebrow")) { greeting(context) }
                    h1 { course.title }
                }
                StreakIndicator.render(overview.streak)
            }
            if let (section, lesson) = today {
                a(Route.lesson(course: course.id, lesson: lesson.id).link, .class("today-card"), Attribute("data-lesson", lesson.id)) {
                    span(.class("today-icon")) { Icon.symbol(lesson.icon) }
                    div {
                        p(.class("eyebrow")) { "For today · \(section.title)" }
                        h2 { lesson.title }
                    }
                }
            } else {
                div(.class("today-card is-done")) { h2 { "Every lesson is completed." } }
            }
            div(.class("path-summary")) {
                span { "\(overview.completedLessons) of \(overview.lessonCount) lessons" }
                ProgressBar.render(overview.fraction, label: Formatting.percent(overview.fraction) + " of the path")
            }
            ol(.class("stages")) {
                for (index, stage) in overview.sections.enumerated() {
                    li(.class("stage-slot \(index % 2 == 0 ? "is-left" : "is-right")")) { StageBadge.render(stage, course: course) }
                }
            }
            section(.class("badge-row")) {
                div(.class("row-head")) {
                    h2 { "Achievements" }
                    a(Route.achievements(course: course.id, category: nil).link) { "View all" }
                }
                if earned.isEmpty {
                    p(.class("muted")) { "None yet: complete a lesson to earn the first." }
                } else {
                    div(.class("badges")) {
                        for status in earned {
                            span(.class("badge-mini"), .title(status.achievement.title)) { AchievementBadge.render(status.achievement, earned: true) }
                        }
                    }
                }
            }
        }
        return Page(title: course.title, theme: .path, body: body)
    }

    /// Good morning, afternoon, evening or night, by the preview's clock.
    private static func greeting(_ context: PageContext) -> String {
        switch context.clock.calendar.component(.hour, from: context.clock.now) {
        case 5..<12: "Good morning"
        case 12..<18: "Good afternoon"
        case 18..<22: "Good evening"
        default: "Good night"
        }
    }
}

/// One stage's badge: purple with a laurel when completed, blue with its
/// progress ring while current, grey and locked otherwise.
enum StageBadge {
    static func render(_ stage: SectionOverview, course: Course) -> HTML {
        let circumference = 2 * Double.pi * 44
        let face = HTML.fragment([
            span(.class("stage-badge")) {
                if stage.state == .current, stage.fraction > 0 {
                    HTML.element("svg", [.class("stage-ring"), Attribute("viewBox", "0 0 100 100"), Attribute("aria-hidden", "true")]) {
                        HTML.element("circle", [.class("ring-track"), Attribute("cx", "50"), Attribute("cy", "50"), Attribute("r", "44")])
                        HTML.element("circle", [.class("ring-fill"), Attribute("cx", "50"), Attribute("cy", "50"), Attribute("r", "44"),
                                                Attribute("stroke-dasharray", "\(Int((circumference * stage.fraction).rounded())) \(Int(circumference.rounded()))"),
                                                Attribute("transform", "rotate(-90 50 50)")])
                    }
                }
                if stage.state == .completed { Icon.laurel }
                span(.class("stage-number")) { stage.state == .locked ? Icon.lock : HTML.text(String(stage.number)) }
            },
            span(.class("stage-title")) { stage.title },
            span(.class("stage-count")) { "\(stage.completedLessons)/\(stage.lessonCount)" },
        ])
        let attributes: [Attribute] = [.class("stage is-\(stage.state.rawValue)"), Attribute("data-stage", stage.id),
                                       Attribute("data-state", stage.state.rawValue)]
        guard stage.state != .locked else { return HTML.element("div", attributes + [Attribute("aria-disabled", "true")]) { face } }
        return HTML.element("a", [.href(Route.stage(course: course.id, section: stage.id).link)] + attributes) { face }
    }
}

/// The streak: a flame and the days in a row, and whether today still counts.
enum StreakIndicator {
    static func render(_ streak: StreakStatus) -> HTML {
        div(.class("streak \(streak.days > 0 ? "is-on" : "is-off")"), Attribute("data-streak", String(streak.days)),
            .title("Longest: " + Formatting.count(streak.longest, "day"))) {
            Icon.flame
            div {
                strong { Formatting.count(streak.days, "day") }
                span { streak.isActiveToday ? "done today" : streak.days > 0 ? "learn today to keep it" : "start a streak today" }
            }
        }
    }
}
