import ContentRuntime

/// A lesson of a course or path: its quiz in progress, or its reading, or
/// the screen that starts its quiz, as the lesson's state allows.
enum LessonPage {
    static func page(_ lesson: Lesson, course: Course, _ context: PageContext) -> Page {
        let overview = context.progress.overview(of: course, at: context.clock)
        let state = overview.sections.flatMap(\.lessons).first { $0.id == lesson.id }?.state ?? .locked
        let openHere = context.progress.course(course.id).attempt?.lessonID == lesson.id
        let body: HTML
        if let attempt = overview.attempt, attempt.lessonID == lesson.id {
            body = QuizView.render(attempt, lesson: lesson, course: course, context: context)
        } else {
            body = div(.class("lesson-page \(Theme(course) == .path ? "path" : "cleverden")")) {
                a(Theme(course) == .path ? Route.course(course.id).link : Route.course(course.id).link.anchored(lesson.id),
                  .class("back-link")) { Icon.arrowLeft; course.title }
                if openHere {
                    p(.class("notice-inline")) { "This lesson's questions changed since its quiz started: start it again." }
                }
                if state == .locked {
                    LockedLesson.render(lesson, course: course)
                } else if lesson.isReading {
                    ReadingView.render(lesson, course: course, context: context)
                } else {
                    QuizStart.render(lesson, course: course, context: context)
                }
            }
        }
        return Page(title: lesson.title, theme: Theme(course), body: body)
    }
}

/// A lesson the progression has not reached.
enum LockedLesson {
    static func render(_ lesson: Lesson, course: Course) -> HTML {
        div(.class("locked-lesson")) {
            span(.class("big-icon")) { Icon.lock }
            h1 { lesson.title }
            p {
                course.progression == .stage ? "This stage is locked: complete every lesson of the stage before it."
                    : "This lesson is locked: complete the lesson before it."
            }
        }
    }
}

/// The screen before a quiz: its title and a start button.
enum QuizStart {
    static func render(_ lesson: Lesson, course: Course, context: PageContext) -> HTML {
        div(.class("quiz-start")) {
            span(.class("big-icon")) { Icon.symbol(lesson.icon) }
            h1 { lesson.title }
            p { Formatting.count(lesson.questions.count, "question") }
            form(Route.startLesson(course: course.id, lesson: lesson.id).link) {
                hidden("back", context.target)
                button(.class("button primary")) { "Start the quiz" }
            }
        }
    }
}
