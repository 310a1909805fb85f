import ContentRuntime

/// Deepread's book screen: the book, and its ideas with importance, depth
/// target, and the learner's mastery and next review.
enum BookPage {
    static func page(_ book: Book, _ context: PageContext) -> Page {
        let due = Set(context.progress.ideasDue(in: book, on: context.today))
        let body = div(.class("deepread")) {
            a(Route.home.link, .class("back-link")) { Icon.arrowLeft; "Library" }
            header(.class("book-head")) {
                BookCover.render(book, size: "large")
                div(.class("book-head-text")) {
                    h1 { book.title }
                    if let subtitle = book.subtitle { p(.class("book-subtitle")) { subtitle } }
                    if let author = book.author { p(.class("book-author")) { author } }
                    p(.class("book-meta")) {
                        [book.publisher, book.publishedDate.map { String($0.prefix(4)) },
                         book.pageCount.map { "\($0) pages" }].compactMap { $0 }.joined(separator: " · ")
                    }
                    if !due.isEmpty {
                        p(.class("chip chip-due")) { Formatting.count(due.count, "idea") + " due for review" }
                    }
                }
            }
            if let description = book.description {
                p(.class("book-description")) { description }
            }
            h2(.class("ideas-title")) { "Ideas" }
            ol(.class("idea-list")) {
                for idea in book.ideas {
                    ideaRow(idea, book: book, summary: context.progress.summary(ofIdea: idea.id, on: context.today),
                            isDue: due.contains(idea.id), context: context)
                }
            }
        }
        return Page(title: book.title, theme: .deepread, body: body)
    }

    private static func ideaRow(_ idea: Idea, book: Book, summary: IdeaSummary, isDue: Bool, context: PageContext) -> HTML {
        li(.class("idea-row"), .id(idea.id)) {
            a(Route.primer(book: book.id, idea: idea.id).link, .class("idea-link")) {
                span(.class("idea-number")) { String(idea.number) }
                div(.class("idea-text")) {
                    h3 { idea.title }
                    p(.class("idea-description")) { idea.description }
                    div(.class("idea-meta")) {
                        ImportanceBars.render(idea.importance)
                        span(.class("meta-item")) { "Depth: " + Formatting.depth(idea.depthTarget) }
                        MasteryDots.render(level: summary.masteryLevel)
                        if let next = summary.nextReview {
                            span(.class("meta-item \(isDue ? "is-due" : "")")) {
                                isDue ? "Review due" : "Review"
                                " "
                                Formatting.time(next, clock: context.clock)
                            }
                        } else if summary.hasTestInProgress {
                            span(.class("meta-item")) { "Test in progress" }
                        }
                    }
                }
            }
        }
    }
}

/// Deepread's importance indicator: 3 bars for a foundation, 2 for a building block, 1 for an enhancement.
enum ImportanceBars {
    static func render(_ importance: Importance) -> HTML {
        let filled = Formatting.importanceBars(importance)
        return span(.class("importance importance-\(filled)"), .title("Importance: \(Formatting.importance(importance))")) {
            span(.class("bars"), Attribute("aria-hidden", "true")) {
                for bar in 1...3 { span(.class(bar <= filled ? "bar-on" : "bar-off")) }
            }
            span(.class("importance-label")) { Formatting.importance(importance) }
        }
    }
}

/// An idea's mastery level, 0 to 3, as three dots.
enum MasteryDots {
    /// - Parameter label: What the dots say; by default the level's name.
    static func render(level: Int, label: String? = nil) -> HTML {
        let words = label ?? ["Not started", "Started", "Fragile", "Mastered"][max(0, min(3, level))]
        return span(.class("mastery mastery-\(level)"), .title("Mastery level \(level) of 3"), Attribute("data-mastery-level", String(level))) {
            span(.class("dots"), Attribute("aria-hidden", "true")) {
                for dot in 1...3 { span(.class(dot <= level ? "dot-on" : "dot-off")) }
            }
            span(.class("mastery-label")) { words }
        }
    }
}
