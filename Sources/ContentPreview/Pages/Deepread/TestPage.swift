import Foundation
import ContentRuntime

/// Deepread's test: an idea's questions in order, one at a time, as the
/// engine presents them; after each answer, its feedback, a retry when the
/// engine allows one, and the way on.
enum TestPage {
    static func page(_ idea: Idea, book: Book, retry: Bool, _ context: PageContext) -> Page {
        let view: TestAttemptView?
        var outdated = false
        do {
            view = try context.progress.test(ofIdea: idea.id, in: book)
        } catch {
            view = nil
            outdated = true
        }
        let body = div(.class("deepread test")) {
            if let view {
                question(view, idea: idea, book: book, retry: retry, context: context)
            } else {
                start(idea, book: book, outdated: outdated, context: context)
            }
        }
        return Page(title: "Test: \(idea.title)", theme: .deepread, body: body)
    }

    private static func start(_ idea: Idea, book: Book, outdated: Bool, context: PageContext) -> HTML {
        div(.class("test-start")) {
            a(Route.primer(book: book.id, idea: idea.id).link, .class("back-link")) { Icon.arrowLeft; idea.title }
            h1 { "Test: \(idea.title)" }
            if outdated {
                p(.class("notice-inline")) { "This idea's questions changed since the test started: start it again." }
            }
            p { Formatting.count(idea.questions.count, "question") + " · \(idea.maxScore) points · first tries score" }
            form(Route.startTest(book: book.id, idea: idea.id).link) {
                hidden("back", context.target)
                button(.class("button primary")) { outdated ? "Start again" : "Start the test" }
            }
        }
    }

    private static func question(_ view: TestAttemptView, idea: Idea, book: Book, retry: Bool, context: PageContext) -> HTML {
        let question = view.question
        let feedback = retry ? nil : view.feedback
        return div(.class("test-question"), Attribute("data-question", question.id)) {
            div(.class("test-top")) {
                form(Route.abandonTest(book: book.id, idea: idea.id).link, .class("close-form")) {
                    hidden("back", context.target)
                    button(.class("close-button"), .label("Leave the test")) { Icon.close }
                }
                ProgressBar.render(view.progress, label: "\(view.questionIndex + 1) of \(view.questionCount)")
                span(.class("test-score"), Attribute("data-score", String(view.score))) { "\(view.score) / \(view.maxScore)" }
            }
            p(.class("eyebrow")) {
                "Question \(view.questionIndex + 1) of \(view.questionCount)"
                if let difficulty = question.difficulty {
                    span(.class("chip chip-\(difficulty.rawValue)")) { difficulty.rawValue.capitalized + " · \(question.points) pts" }
                }
                if let bloom = question.bloom { span(.class("chip")) { Formatting.bloom(bloom) } }
                span(.class("chip chip-type")) {
                    switch question.type {
                    case .mcq: "Choose one"
                    case .msq: "Choose several"
                    case .open: "Open answer"
                    }
                }
            }
            h1(.class("question-text")) { question.text }
            if let feedback {
                AnswerForm.answered(question, given: view.responses.last?.answer, correct: feedback.correctOptions)
                feedbackPanel(feedback, view: view, idea: idea, book: book, context: context)
            } else {
                if retry && view.feedback != nil {
                    p(.class("notice-inline")) { "Try again: a retry is recorded, and earns no points." }
                }
                AnswerForm.render(question, targets: .init(answer: Route.answerTest(book: book.id, idea: idea.id).link,
                                                           draft: Route.draftTestAnswer(book: book.id, idea: idea.id).link),
                                  pending: context.learner.drafts[LearnerSession.draftKey(idea: idea.id)])
            }
        }
    }

    private static func feedbackPanel(_ feedback: TestFeedback, view: TestAttemptView, idea: Idea, book: Book,
                                      context: PageContext) -> HTML {
        div(.class("feedback \(feedback.isCorrect ? "is-correct" : "is-wrong")"), Attribute("role", "status")) {
            h2 {
                feedback.isCorrect ? "Correct" : "Not quite"
                span(.class("points")) {
                    feedback.pointsEarned > 0 ? " +\(feedback.pointsEarned) points"
                        : feedback.retryNumber > 0 ? " · a retry earns no points" : " · no points"
                }
            }
            if let explanation = feedback.explanation { p { explanation } }
            div(.class("feedback-actions")) {
                if feedback.canRetry {
                    a(Route.test(book: book.id, idea: idea.id, retry: true).link, .class("button")) { "Try again" }
                }
                form(Route.continueTest(book: book.id, idea: idea.id).link) {
                    hidden("back", context.target)
                    button(.class("button primary")) { feedback.isLastQuestion ? "See the result" : "Continue" }
                }
            }
        }
    }
}
