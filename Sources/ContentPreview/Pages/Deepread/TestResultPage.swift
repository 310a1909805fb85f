import ContentRuntime

/// Deepread's result: the score out of the test's points, the mastery it
/// shows, and when the next review falls due, all as the engine returned them.
enum TestResultPage {
    static func page(_ result: TestResult, idea: Idea, book: Book, _ context: PageContext) -> Page {
        let words = Formatting.mastery(result.mastery)
        let body = div(.class("deepread result"), Attribute("data-mastery", result.mastery.rawValue)) {
            a(Route.book(book.id).link, .class("back-link")) { Icon.arrowLeft; book.title }
            p(.class("eyebrow")) { result.kind == .initial ? "Test result" : "Review result" }
            h1 { idea.title }
            div(.class("result-card mastery-\(result.mastery.rawValue)")) {
                ScoreRing.render(score: result.score, maxScore: result.maxScore, fraction: result.fraction)
                div(.class("result-text")) {
                    p(.class("mastery-name"), Attribute("data-mastery", result.mastery.rawValue)) { words.name }
                    p { words.next }
                    MasteryDots.render(level: result.masteryLevel, label: "Mastery level \(result.masteryLevel) of 3")
                    p(.class("review-date"), Attribute("data-next-review", result.nextReview.description)) {
                        "Next review: "
                        strong { Formatting.time(result.nextReview, clock: context.clock) }
                        " (" + Formatting.relative(result.nextReview, from: context.today) + ")"
                    }
                    if let previous = result.previousMastery, previous != result.mastery {
                        p { "Was \(Formatting.mastery(previous).name.lowercased()) before this review." }
                    }
                    p(.class("result-meta")) {
                        Formatting.count(result.retryCount, "retry", plural: "retries") + " · "
                            + Formatting.count(result.summary.testsTaken, "test") + " taken"
                        if let average = result.summary.averageScore {
                            " · average \(Int(average.rounded())) points"
                        }
                    }
                }
            }
            div(.class("primer-cta")) {
                a(Route.book(book.id).link, .class("button primary")) { "Back to the book" }
                a(Route.primer(book: book.id, idea: idea.id).link, .class("button")) { "Read the primer again" }
            }
        }
        return Page(title: "Result: \(idea.title)", theme: .deepread, body: body)
    }
}

/// A score as a ring filled to its share of the maximum.
enum ScoreRing {
    static func render(score: Int, maxScore: Int, fraction: Double) -> HTML {
        let circumference = 2 * Double.pi * 42
        let filled = circumference * max(0, min(1, fraction))
        return div(.class("score-ring"), Attribute("data-score", String(score))) {
            HTML.element("svg", [Attribute("viewBox", "0 0 100 100"), Attribute("aria-hidden", "true")]) {
                HTML.element("circle", [.class("ring-track"), Attribute("cx", "50"), Attribute("cy", "50"), Attribute("r", "42")])
                HTML.element("circle", [.class("ring-fill"), Attribute("cx", "50"), Attribute("cy", "50"), Attribute("r", "42"),
                                        Attribute("stroke-dasharray", "\(Int(filled.rounded())) \(Int(circumference.rounded()))"),
                                        Attribute("transform", "rotate(-90 50 50)")])
            }
            span(.class("score-value")) {
                strong { String(score) }
                span { " / \(maxScore)" }
            }
        }
    }
}
