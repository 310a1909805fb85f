import ContentRuntime

/// A quiz in progress (Clever Den's lesson screen): the close button and
/// progress bar, the question, a 2×2 grid of answer cards for a question of
/// four options (a list otherwise), and after each answer the feedback
/// sheet with the explanation and "Continue".
enum QuizView {
    static func render(_ view: LessonAttemptView, lesson: Lesson, course: Course, context: PageContext) -> HTML {
        let question = view.question
        return div(.class("quiz"), Attribute("data-question", question.id), Attribute("data-lesson", lesson.id)) {
            div(.class("quiz-top")) {
                form(Route.abandonLesson(course: course.id, lesson: lesson.id).link, .class("close-form")) {
                    hidden("back", context.target)
                    button(.class("close-button"), .label("Leave the lesson")) { Icon.close }
                }
                ProgressBar.render(view.progress, label: "\(view.questionIndex + 1) of \(view.questionCount)")
                span(.class("quiz-count")) { "\(view.questionIndex + 1)/\(view.questionCount)" }
            }
            h1(.class("question-text")) { question.text }
            if question.type == .mcq, question.options?.count == 4 {
                grid(question, feedback: view.feedback, course: course, lesson: lesson)
            } else if let feedback = view.feedback {
                AnswerForm.answered(question, given: feedback.answer, correct: feedback.correctOptions)
            } else {
                AnswerForm.render(question, targets: .init(answer: Route.answerLesson(course: course.id, lesson: lesson.id).link,
                                                           draft: Route.draftLessonAnswer(course: course.id, lesson: lesson.id).link),
                                  pending: context.learner.drafts[LearnerSession.draftKey(course: course.id)])
            }
            if let feedback = view.feedback {
                sheet(feedback, question: question, course: course, lesson: lesson, context: context)
            }
        }
    }

    /// The 2×2 grid: four buttons before the answer, four coloured cards after it.
    private static func grid(_ question: Question, feedback: LessonFeedback?, course: Course, lesson: Lesson) -> HTML {
        let options = question.options ?? []
        guard let feedback else {
            return form(Route.answerLesson(course: course.id, lesson: lesson.id).link, .class("answer-grid")) {
                hidden("question", question.id)
                hidden("kind", "option")
                for (index, option) in options.enumerated() {
                    HTML.element("button", [Attribute("type", "submit"), Attribute("name", "option"), Attribute("value", String(index)),
                                            .class("answer-card"), Attribute("data-option", String(index))]) {
                        span(.class("answer-text")) { option }
                    }
                }
            }
        }
        let chosen: Int? = if case .option(let index) = feedback.answer { index } else { nil }
        return div(.class("answer-grid is-answered")) {
            for (index, option) in options.enumerated() {
                let state = feedback.correctOptions.contains(index) ? "is-correct" : index == chosen ? "is-wrong" : "is-other"
                div(.class("answer-card \(state)"), Attribute("data-option", String(index))) {
                    span(.class("answer-text")) { option }
                }
            }
        }
    }

    /// The sheet that slides up after an answer.
    private static func sheet(_ feedback: LessonFeedback, question: Question, course: Course, lesson: Lesson,
                              context: PageContext) -> HTML {
        let answer = feedback.correctOptions.compactMap { index in question.options?.indices.contains(index) == true ? question.options?[index] : nil }
        return div(.class("feedback-sheet \(feedback.isCorrect ? "is-correct" : "is-wrong")"), Attribute("role", "status")) {
            div(.class("sheet-body")) {
                h2 {
                    span(.class("sheet-mark")) { feedback.isCorrect ? Icon.check : Icon.close }
                    feedback.isCorrect ? "Correct!" : "Not quite"
                }
                if !feedback.isCorrect && !answer.isEmpty {
                    p(.class("sheet-answer")) { "Answer: " + answer.joined(separator: ", ") }
                }
                if let explanation = feedback.explanation { p(.class("sheet-explanation")) { explanation } }
                form(Route.continueLesson(course: course.id, lesson: lesson.id).link) {
                    hidden("back", context.target)
                    button(.class("button primary wide")) { feedback.isLastQuestion ? "Finish" : "Continue" }
                }
            }
        }
    }
}
