import ContentRuntime

/// The home page: every book, course and path of the content, each in the
/// colours of the app that shows it.
enum HomePage {
    static func page(_ context: PageContext) -> Page {
        let content = context.content
        let body = div(.class("home")) {
            header(.class("home-head")) {
                h1 { content.name.isEmpty ? "No content yet" : content.name }
                p(.class("home-lede")) {
                    if content.name.isEmpty {
                        "The content has not built yet: the errors are listed over this page."
                    } else {
                        "Version \(content.version) · " + Formatting.count(content.books.count, "book") + " · "
                            + Formatting.count(content.lessonCourses.count, "course") + " · "
                            + Formatting.count(content.paths.count, "learning path")
                        ". Play them as learners will: every rule comes from the learner engine the apps link."
                    }
                }
            }
            if !content.books.isEmpty {
                section(.class("home-group")) {
                    h2 { span(.class("app-tag tag-deepread")) { "Deepread" }; "Books" }
                    div(.class("card-grid")) {
                        for book in content.books { bookCard(book, context) }
                    }
                }
            }
            if !content.lessonCourses.isEmpty {
                section(.class("home-group")) {
                    h2 { span(.class("app-tag tag-cleverden")) { "Clever Den" }; "Courses" }
                    div(.class("card-grid")) {
                        for course in content.lessonCourses { courseCard(course, context) }
                    }
                }
            }
            if !content.paths.isEmpty {
                section(.class("home-group")) {
                    h2 { span(.class("app-tag tag-path")) { "Learning Progress" }; "Learning paths" }
                    div(.class("card-grid")) {
                        for path in content.paths { courseCard(path, context) }
                    }
                }
            }
        }
        return Page(title: content.name.isEmpty ? "Preview" : content.name, theme: .preview, body: body)
    }

    private static func bookCard(_ book: Book, _ context: PageContext) -> HTML {
        let tested = book.ideas.filter { context.progress.summary(ofIdea: $0.id, on: context.today).testsTaken > 0 }.count
        let due = context.progress.ideasDue(in: book, on: context.today).count
        return a(Route.book(book.id).link, .class("card card-deepread"), Attribute("data-book", book.id)) {
            BookCover.render(book, size: "small")
            div(.class("card-text")) {
                h3 { book.title }
                if let author = book.author { p(.class("card-meta")) { author } }
                p(.class("card-meta")) {
                    Formatting.count(book.ideas.count, "idea") + " · \(tested) tested"
                    if due > 0 { span(.class("chip chip-due")) { "\(due) due" } }
                }
            }
        }
    }

    private static func courseCard(_ course: Course, _ context: PageContext) -> HTML {
        let overview = context.progress.overview(of: course, at: context.clock)
        let isPath = course.progression == .stage
        return a(Route.course(course.id).link, .class("card \(isPath ? "card-path" : "card-cleverden")"), Attribute("data-course", course.id)) {
            div(.class("card-icon")) { isPath ? Icon.flag : Icon.fox }
            div(.class("card-text")) {
                h3 { course.title }
                p(.class("card-meta")) {
                    Formatting.count(course.sections.count, isPath ? "stage" : "section") + " · "
                        + Formatting.count(overview.lessonCount, "lesson")
                }
                ProgressBar.render(overview.fraction, label: "\(overview.completedLessons) of \(overview.lessonCount) lessons done")
                p(.class("card-meta")) {
                    if isPath {
                        overview.streak.days > 0 ? "\(overview.streak.days)-day streak" : "No streak yet"
                    } else {
                        span(.class("coins-inline")) { Icon.coin; " \(overview.totalCoins)" }
                    }
                }
            }
        }
    }
}
