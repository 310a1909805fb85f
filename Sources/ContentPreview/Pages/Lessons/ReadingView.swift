import ContentRuntime

/// A reading lesson (Learning Progress's lesson screen): the overview, the
/// key takeaways and "Mark as complete", or when it was completed.
enum ReadingView {
    static func render(_ lesson: Lesson, course: Course, context: PageContext) -> HTML {
        let record = context.progress.course(course.id).lessons[lesson.id]
        return HTML.element("article", [.class("reading"), Attribute("data-lesson", lesson.id)]) {
            header(.class("reading-head")) {
                span(.class("reading-icon")) { Icon.symbol(lesson.icon) }
                h1 { lesson.title }
            }
            for paragraph in Formatting.paragraphs(lesson.overview ?? "") {
                p(.class("reading-text")) { paragraph }
            }
            section(.class("takeaways")) {
                h2 { "Key takeaways" }
                ul {
                    for takeaway in lesson.keyTakeaways ?? [] {
                        li { span(.class("takeaway-mark")) { Icon.check }; span { takeaway } }
                    }
                }
            }
            div(.class("reading-actions")) {
                if let record {
                    p(.class("completed-note"), Attribute("data-completed", "true")) {
                        Icon.check
                        " Completed "
                        Formatting.time(LocalDate(record.firstCompleted, in: context.clock.calendar), clock: context.clock)
                    }
                } else {
                    form(Route.completeReading(course: course.id, lesson: lesson.id).link) {
                        hidden("back", context.target)
                        button(.class("button primary wide"), Attribute("data-action", "complete")) { "Mark as complete" }
                    }
                }
                if lesson.isQuiz {
                    form(Route.startLesson(course: course.id, lesson: lesson.id).link) {
                        hidden("back", context.target)
                        button(.class("button wide")) { "Start the quiz" }
                    }
                }
            }
        }
    }
}
