import ContentRuntime
import Foundation

/// The pages: each route finds its book, idea, course or lesson in the
/// last good content and draws it with the learner's progress.
extension PreviewSession {
    func page(for route: Route, request: PreviewRequest, now: Date) -> PreviewResponse {
        page(draw(route, context(for: request, now: now)) ?? NotFoundPage.page("This page names a book, idea, course or lesson the content does not have."),
                    request: request, now: now)
    }

    private func draw(_ route: Route, _ context: PageContext) -> Page? {
        switch route {
        case .home:
            return HomePage.page(context)
        case .diagnostics:
            return DiagnosticsPage.page(context)
        case .book(let bookID):
            return content.book(bookID).map { BookPage.page($0, context) }
        case .primer(let bookID, let ideaID):
            guard let (book, idea) = idea(ideaID, in: bookID) else { return nil }
            return PrimerPage.page(idea, book: book, context)
        case .test(let bookID, let ideaID, let retry):
            guard let (book, idea) = idea(ideaID, in: bookID) else { return nil }
            return TestPage.page(idea, book: book, retry: retry, context)
        case .testResult(let bookID, let ideaID):
            guard let (book, idea) = idea(ideaID, in: bookID), let result = learner.results[ideaID] else { return nil }
            return TestResultPage.page(result, idea: idea, book: book, context)
        case .course(let courseID):
            guard let course = content.course(courseID) else { return nil }
            return course.progression == .stage ? PathPage.page(course, context) : CoursePage.page(course, context)
        case .stage(let courseID, let sectionID):
            guard let course = content.course(courseID), let section = course.sections.first(where: { $0.id == sectionID }) else { return nil }
            return StagePage.page(section, course: course, context)
        case .lesson(let courseID, let lessonID):
            guard let (course, lesson) = lesson(lessonID, in: courseID) else { return nil }
            return LessonPage.page(lesson, course: course, context)
        case .lessonDone(let courseID, let lessonID):
            guard let (course, lesson) = lesson(lessonID, in: courseID),
                  let completion = learner.completions[courseID], completion.lessonID == lessonID else { return nil }
            return LessonDonePage.page(completion, lesson: lesson, course: course, context)
        case .achievements(let courseID, let category):
            return content.course(courseID).map { AchievementsPage.page($0, category: category, context) }
        default:
            return nil
        }
    }

    private func idea(_ ideaID: String, in bookID: String) -> (Book, Idea)? {
        guard let book = content.book(bookID), let idea = book.ideas.first(where: { $0.id == ideaID }) else { return nil }
        return (book, idea)
    }

    private func lesson(_ lessonID: String, in courseID: String) -> (Course, Lesson)? {
        guard let course = content.course(courseID),
              let lesson = course.sections.lazy.flatMap(\.lessons).first(where: { $0.id == lessonID }) else { return nil }
        return (course, lesson)
    }
}
