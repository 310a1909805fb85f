import ContentRuntime
import Foundation

/// The actions: each posted form becomes one event of the learner engine,
/// and the browser is sent to the page that shows what it returned. An
/// event the engine refuses changes nothing; its reason is shown on that page.
extension PreviewSession {
    func perform(_ route: Route, form: FormFields, now: Date) -> PreviewResponse {
        let clock = learner.clock(now: now)
        do {
            return .redirect(to: try apply(route, form: form, clock: clock))
        } catch let error as LearnerError {
            learner.notice = error.description
        } catch let problem as FormProblem {
            learner.notice = problem.message
        } catch let missing as MissingContent {
            learner.notice = missing.message
            return .redirect(to: Route.home.link)
        } catch {
            learner.notice = "\(error)"
        }
        return .redirect(to: form.back)
    }

    /// Applies an action; returns where the browser goes next.
    private func apply(_ route: Route, form: FormFields, clock: LearnerClock) throws -> Link {
        switch route {
        case .nextDay:
            learner.dayOffset += 1
            return form.back
        case .resetProgress:
            learner = LearnerSession()
            return form.back

        case .startTest(let bookID, let ideaID):
            _ = try learner.progress.startTest(idea: ideaID, in: try book(bookID), at: clock)
            return Route.test(book: bookID, idea: ideaID, retry: false).link
        case .draftTestAnswer(let bookID, let ideaID):
            learner.drafts[LearnerSession.draftKey(idea: ideaID)] = try draft(form)
            return Route.test(book: bookID, idea: ideaID, retry: true).link
        case .answerTest(let bookID, let ideaID):
            let key = LearnerSession.draftKey(idea: ideaID)
            let answer = try form.answer(draft: learner.drafts[key]).get()
            _ = try learner.progress.answerTest(answer, to: form["question"] ?? "", idea: ideaID, in: try book(bookID), at: clock)
            learner.drafts[key] = nil
            return Route.test(book: bookID, idea: ideaID, retry: false).link
        case .continueTest(let bookID, let ideaID):
            switch try learner.progress.continueTest(idea: ideaID, in: try book(bookID), at: clock) {
            case .question:
                return Route.test(book: bookID, idea: ideaID, retry: false).link
            case .finished(let result):
                learner.results[ideaID] = result
                return Route.testResult(book: bookID, idea: ideaID).link
            }
        case .abandonTest(let bookID, let ideaID):
            learner.progress.abandonTest(idea: ideaID)
            learner.drafts[LearnerSession.draftKey(idea: ideaID)] = nil
            return Route.primer(book: bookID, idea: ideaID).link

        case .startLesson(let courseID, let lessonID):
            _ = try learner.progress.startLesson(lessonID, in: try course(courseID), at: clock)
            return Route.lesson(course: courseID, lesson: lessonID).link
        case .draftLessonAnswer(let courseID, let lessonID):
            learner.drafts[LearnerSession.draftKey(course: courseID)] = try draft(form)
            return Route.lesson(course: courseID, lesson: lessonID).link
        case .answerLesson(let courseID, let lessonID):
            let key = LearnerSession.draftKey(course: courseID)
            let answer = try form.answer(draft: learner.drafts[key]).get()
            _ = try learner.progress.answerLesson(answer, to: form["question"] ?? "", in: try course(courseID), at: clock)
            learner.drafts[key] = nil
            return Route.lesson(course: courseID, lesson: lessonID).link
        case .continueLesson(let courseID, let lessonID):
            switch try learner.progress.continueLesson(in: try course(courseID), at: clock) {
            case .question:
                return Route.lesson(course: courseID, lesson: lessonID).link
            case .completed(let completion):
                learner.completions[courseID] = completion
                return Route.lessonDone(course: courseID, lesson: completion.lessonID).link
            }
        case .abandonLesson(let courseID, let lessonID):
            learner.progress.abandonLesson(in: try course(courseID))
            learner.drafts[LearnerSession.draftKey(course: courseID)] = nil
            return Route.course(courseID).link.anchored(lessonID)
        case .completeReading(let courseID, let lessonID):
            let completion = try learner.progress.completeReading(lessonID, in: try course(courseID), at: clock)
            learner.completions[courseID] = completion
            return Route.lessonDone(course: courseID, lesson: lessonID).link

        default:
            return form.back
        }
    }

    /// An open answer typed, kept until the learner judges it.
    private func draft(_ form: FormFields) throws(FormProblem) -> LearnerSession.Draft {
        guard let question = form["question"], let text = form["text"],
              !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw FormProblem("Type an answer first.")
        }
        return LearnerSession.Draft(questionID: question, text: String(text.prefix(LearnerSession.maxAnswerLength)))
    }

    func book(_ id: String) throws(MissingContent) -> Book {
        guard let book = content.book(id) else { throw MissingContent(message: "The content has no book \"\(id)\" (any more).") }
        return book
    }

    func course(_ id: String) throws(MissingContent) -> Course {
        guard let course = content.course(id) else { throw MissingContent(message: "The content has no course \"\(id)\" (any more).") }
        return course
    }
}

/// A page or action names a book, idea, course or lesson the content does not have.
struct MissingContent: Error, Sendable {
    var message: String
}
