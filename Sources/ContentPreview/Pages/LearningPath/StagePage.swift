import ContentRuntime

/// Learning Progress's stage screen: the stage's lessons, each completed or
/// ready, and its progress.
enum StagePage {
    static func page(_ section: CourseSection, course: Course, _ context: PageContext) -> Page {
        let overview = context.progress.overview(of: course, at: context.clock)
        let stage = overview.sections.first { $0.id == section.id }
        let body = div(.class("path-screen stage-screen")) {
            a(Route.course(course.id).link, .class("back-link")) { Icon.arrowLeft; course.title }
            p(.class("eyebrow")) { "Stage \(section.number)" }
            h1 { section.title }
            if let stage {
                div(.class("path-summary")) {
                    span { "\(stage.completedLessons) of \(stage.lessonCount) lessons" }
                    ProgressBar.render(stage.fraction, label: Formatting.percent(stage.fraction) + " of the stage")
                }
                ol(.class("stage-lessons")) {
                    for lesson in stage.lessons {
                        li(.class("stage-lesson is-\(lesson.state.isCompleted ? "completed" : lesson.state == .locked ? "locked" : "available")"),
                           Attribute("data-lesson", lesson.id)) {
                            a(Route.lesson(course: course.id, lesson: lesson.id).link) {
                                span(.class("lesson-icon")) { Icon.symbol(lesson.icon) }
                                span(.class("lesson-title")) { lesson.title }
                                span(.class("lesson-state")) {
                                    lesson.state.isCompleted ? Icon.check : lesson.state == .locked ? Icon.lock : HTML.text(lesson.isNext ? "Up next" : "")
                                }
                            }
                        }
                    }
                }
            }
        }
        return Page(title: section.title, theme: .path, body: body)
    }
}
