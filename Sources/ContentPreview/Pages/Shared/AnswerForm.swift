import ContentRuntime

/// A question's answer area, for every type: choose one (`mcq`), choose
/// several (`msq`), or type an answer, read the rubric and judge it as the
/// app's evaluator would (`open`). The form posts what the learner did; the
/// engine judges it.
enum AnswerForm {
    /// Where the forms post.
    struct Targets {
        /// Where an answer goes.
        var answer: Link
        /// Where a typed open answer goes before its judgement.
        var draft: Link
    }

    /// The form for a question not answered yet (or answered again after a wrong try).
    ///
    /// - Parameter pending: The open answer already typed for this question, to judge now.
    static func render(_ question: Question, targets: Targets, pending: LearnerSession.Draft?) -> HTML {
        switch question.type {
        case .mcq, .msq:
            let multiple = question.type == .msq
            return form(targets.answer, .class("answer-form")) {
                hidden("question", question.id)
                hidden("kind", multiple ? "options" : "option")
                if multiple { p(.class("answer-hint")) { "Choose every option that applies." } }
                HTML.element("fieldset", [.class("choices")]) {
                    HTML.element("legend", [.class("visually-hidden")]) { "Options" }
                    for (index, option) in (question.options ?? []).enumerated() {
                        HTML.element("label", [.class("choice")]) {
                            HTML.void("input", [Attribute("type", multiple ? "checkbox" : "radio"),
                                                Attribute("name", multiple ? "options" : "option"),
                                                Attribute("value", String(index)), Attribute("required", present: !multiple)])
                            span(.class("choice-letter")) { letter(index) }
                            span(.class("choice-text")) { option }
                        }
                    }
                }
                button(.class("button primary")) { "Check answer" }
            }
        case .open:
            if let pending, pending.questionID == question.id {
                return judge(question, pending: pending, target: targets.answer)
            }
            return form(targets.draft, .class("answer-form")) {
                hidden("question", question.id)
                HTML.element("label", [.class("open-label"), Attribute("for", "open-answer")]) { "Your answer" }
                HTML.element("textarea", [.id("open-answer"), Attribute("name", "text"), Attribute("rows", "5"), Attribute("required", present: true),
                                          Attribute("maxlength", String(LearnerSession.maxAnswerLength))])
                button(.class("button primary")) { "Show the rubric" }
            }
        }
    }

    /// A typed answer beside the rubric, with the two verdicts.
    private static func judge(_ question: Question, pending: LearnerSession.Draft, target: Link) -> HTML {
        div(.class("judge")) {
            div(.class("open-answer")) {
                h3 { "Your answer" }
                p { pending.text }
            }
            div(.class("rubric")) {
                h3 { "Rubric" }
                p { question.rubric ?? "" }
            }
            form(target, .class("verdict-form")) {
                hidden("question", question.id)
                hidden("kind", "open")
                p(.class("answer-hint")) { "Judge your answer against the rubric, as the app's evaluator would:" }
                div(.class("verdicts")) {
                    HTML.element("button", [Attribute("type", "submit"), Attribute("name", "verdict"), Attribute("value", "right"),
                                            .class("button verdict-right")]) { "It meets the rubric" }
                    HTML.element("button", [Attribute("type", "submit"), Attribute("name", "verdict"), Attribute("value", "wrong"),
                                            .class("button verdict-wrong")]) { "It misses" }
                }
            }
        }
    }

    /// The options after an answer: the correct ones marked, a wrong choice
    /// marked too; for an open question, the answer, its verdict and the rubric.
    static func answered(_ question: Question, given: Answer?, correct: [Int]) -> HTML {
        switch given {
        case .open(let text, let verdict):
            return div(.class("judge")) {
                div(.class("open-answer \(verdict.isCorrect ? "is-correct" : "is-wrong")")) {
                    h3 { verdict.isCorrect ? "Your answer · meets the rubric" : "Your answer · misses the rubric" }
                    p { text }
                }
                div(.class("rubric")) {
                    h3 { "Rubric" }
                    p { question.rubric ?? "" }
                }
            }
        default:
            let chosen: Set<Int> = switch given {
            case .option(let index): [index]
            case .options(let indices): indices
            default: []
            }
            return ol(.class("choices is-answered")) {
                for (index, option) in (question.options ?? []).enumerated() {
                    let state = correct.contains(index) ? "is-correct" : chosen.contains(index) ? "is-wrong" : "is-other"
                    li(.class("choice \(state)\(chosen.contains(index) ? " is-chosen" : "")")) {
                        span(.class("choice-letter")) { letter(index) }
                        span(.class("choice-text")) { option }
                        if correct.contains(index) { span(.class("choice-mark")) { Icon.check } }
                    }
                }
            }
        }
    }

    /// `A`, `B`, `C`… for option 0, 1, 2….
    static func letter(_ index: Int) -> String {
        index < 26 ? String(UnicodeScalar(UInt8(65 + index))) : String(index + 1)
    }
}
