import ContentRuntime

/// Deepread's primer: what a reader studies before an idea's test.
enum PrimerPage {
    static func page(_ idea: Idea, book: Book, _ context: PageContext) -> Page {
        let primer = idea.primer
        let summary = context.progress.summary(ofIdea: idea.id, on: context.today)
        let body = div(.class("deepread primer")) {
            a(Route.book(book.id).link, .class("back-link")) { Icon.arrowLeft; book.title }
            header(.class("primer-head")) {
                p(.class("eyebrow")) { "Idea \(idea.number) · "; span(.class("id")) { idea.id } }
                h1 { idea.title }
                p(.class("primer-description")) { idea.description }
                div(.class("idea-meta")) {
                    ImportanceBars.render(idea.importance)
                    span(.class("meta-item")) { "Depth: " + Formatting.depth(idea.depthTarget) }
                    MasteryDots.render(level: summary.masteryLevel)
                }
            }
            HTML.element("blockquote", [.class("thesis")]) { primer.thesis }
            section(.class("primer-part")) {
                h2 { "The story" }
                for paragraph in Formatting.paragraphs(primer.story) { p { paragraph } }
            }
            list("Use it when", primer.useItWhen, ordered: false)
            list("How to apply it", primer.howToApply, ordered: true)
            list("Edges and limits", primer.edgesAndLimits, ordered: false)
            section(.class("primer-part recall")) {
                h2 { "One-line recall" }
                p(.class("recall-line")) { primer.oneLineRecall }
            }
            if let links = primer.furtherLearning, !links.isEmpty {
                section(.class("primer-part")) {
                    h2 { "Further learning" }
                    ul(.class("further")) {
                        for link in links {
                            li {
                                if let kind = link.kind { span(.class("chip")) { kind.rawValue } }
                                externalLink(link.url) { link.title }
                            }
                        }
                    }
                }
            }
            div(.class("primer-cta")) {
                if summary.hasTestInProgress {
                    a(Route.test(book: book.id, idea: idea.id, retry: false).link, .class("button primary")) { "Resume the test" }
                } else {
                    form(Route.startTest(book: book.id, idea: idea.id).link) {
                        hidden("back", context.target)
                        button(.class("button primary")) {
                            summary.testsTaken == 0 ? "Take the test" : "Take a review test"
                            span(.class("button-sub")) {
                                Formatting.count(idea.questions.count, "question") + ", \(idea.maxScore) points"
                            }
                        }
                    }
                }
                if context.learner.results[idea.id] != nil {
                    a(Route.testResult(book: book.id, idea: idea.id).link, .class("button")) { "Last result" }
                }
            }
        }
        return Page(title: idea.title, theme: .deepread, body: body)
    }

    private static func list(_ title: String, _ items: [String], ordered: Bool) -> HTML {
        section(.class("primer-part")) {
            h2 { title }
            if ordered {
                ol(.class("primer-list")) { for item in items { li { item } } }
            } else {
                ul(.class("primer-list")) { for item in items { li { item } } }
            }
        }
    }
}
