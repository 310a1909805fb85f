import ContentRuntime

/// Clever Den's course screen: the coin counter, each section under its
/// sticky header, and the lesson pills, locked, available (the next one
/// larger) or completed with their diamonds, as the engine's overview has them.
enum CoursePage {
    static func page(_ course: Course, _ context: PageContext) -> Page {
        let overview = context.progress.overview(of: course, at: context.clock)
        let unlocked = overview.achievements.filter { $0.unlockedAt != nil }.count
        let body = div(.class("cleverden course")) {
            header(.class("den-top")) {
                a(Route.home.link, .class("den-logo")) { Icon.fox; span { "Clever Den" } }
                span(.class("coin-counter"), Attribute("data-coins", String(overview.totalCoins)), .title("Coins")) {
                    Icon.coin
                    strong { String(overview.totalCoins) }
                }
            }
            div(.class("den-course-head")) {
                h1 { course.title }
                if let description = course.description { p { description } }
                div(.class("den-stats")) {
                    span { "\(overview.completedLessons) of \(overview.lessonCount) lessons" }
                    if !overview.achievements.isEmpty {
                        a(Route.achievements(course: course.id, category: nil).link, .class("den-achievements")) {
                            Icon.star; " \(unlocked) of \(overview.achievements.count) achievements"
                        }
                    }
                    if overview.streak.days > 0 {
                        span(.class("den-streak")) { Icon.flame; " " + Formatting.count(overview.streak.days, "day") }
                    }
                }
            }
            for section in overview.sections {
                HTML.element("section", [.class("den-section"), .id("section-\(section.id)")]) {
                    h2(.class("section-pill")) {
                        span(.class("section-number")) { "Section \(section.number)" }
                        span(.class("section-title")) { section.title }
                        span(.class("section-count")) { "\(section.completedLessons)/\(section.lessonCount)" }
                    }
                    ol(.class("pills")) {
                        for (index, lesson) in section.lessons.enumerated() {
                            li(.class("pill-slot slot-\(index % 4)")) { LessonPill.render(lesson, course: course, context: context) }
                        }
                    }
                }
            }
        }
        return Page(title: course.title, theme: .cleverden, body: body)
    }
}

/// One lesson pill: tapping an available or completed one starts its quiz
/// (a reading opens its page); a locked one does nothing.
enum LessonPill {
    static func render(_ lesson: LessonOverview, course: Course, context: PageContext) -> HTML {
        let state: String
        var diamonds: Int?
        switch lesson.state {
        case .locked: state = "locked"
        case .available: state = "available"
        case .completed(let earned):
            state = "completed"
            diamonds = earned
        }
        let classes = "pill is-\(state)\(lesson.isNext ? " is-next" : "")"
        let face = HTML.fragment([
            span(.class("pill-icon")) { lesson.state == .locked ? Icon.lock : Icon.symbol(lesson.icon) },
            span(.class("pill-title")) { lesson.title },
            span(.class("pill-status")) {
                if let diamonds {
                    DiamondRow.render(diamonds, of: 3)
                } else if lesson.state == .locked {
                    "Locked"
                } else if lesson.isNext {
                    "Start"
                } else {
                    "Lesson \(lesson.number)"
                }
            },
        ])
        let attributes: [Attribute] = [.id(lesson.id), Attribute("data-lesson", lesson.id), Attribute("data-state", state)]
        if lesson.state == .locked {
            return div(.class(classes), attributes[0], attributes[1], attributes[2], Attribute("aria-disabled", "true")) { face }
        }
        if lesson.hasQuiz && !lesson.hasReading {
            return form(Route.startLesson(course: course.id, lesson: lesson.id).link, .class("pill-form")) {
                hidden("back", context.target)
                HTML.element("button", [Attribute("type", "submit"), .class(classes)] + attributes) { face }
            }
        }
        return HTML.element("a", [.href(Route.lesson(course: course.id, lesson: lesson.id).link), .class(classes)] + attributes) { face }
    }
}

/// Clever Den's diamonds: gold for each earned, grey for the rest.
enum DiamondRow {
    static func render(_ earned: Int, of total: Int) -> HTML {
        span(.class("diamonds"), .label("\(earned) of \(total) diamonds"), Attribute("data-diamonds", String(earned))) {
            for index in 0..<total {
                span(.class(index < earned ? "diamond is-earned" : "diamond")) { Icon.diamond }
            }
        }
    }
}
