import ContentRuntime

/// A book or course and the items inside it.
struct ReleaseBundle: Sendable {
    /// The book or course itself.
    var root: ReleaseEntry
    /// Its ideas and questions, or its sections, lessons, questions and achievements.
    var members: [ReleaseEntry]
    /// What each item (the book or course included) holds directly, in order.
    var children: [ReleaseItem.Reference: [ReleaseItem.Reference]] = [:]

    /// A book: the book, its ideas and their questions.
    init(_ book: Book) {
        let bookReference = ReleaseItem.Reference(.book, book.id)
        var own = book
        own.ideas = []
        root = ReleaseEntry(item: ReleaseItem(.book, book.id, label: book.title, path: []), position: [], value: .book(own))
        members = []
        children[bookReference] = book.ideas.map { ReleaseItem.Reference(.idea, $0.id) }
        for (ideaIndex, idea) in book.ideas.enumerated() {
            var ownIdea = idea
            ownIdea.questions = []
            ownIdea.maxScore = 0
            ownIdea.number = 0
            members.append(ReleaseEntry(item: ReleaseItem(.idea, idea.id, label: idea.title, path: [bookReference]),
                                        position: [ideaIndex], value: .idea(ownIdea)))
            let path = [bookReference, ReleaseItem.Reference(.idea, idea.id)]
            children[path[1]] = idea.questions.map { ReleaseItem.Reference(.question, $0.id) }
            for (questionIndex, question) in idea.questions.enumerated() {
                members.append(Self.entry(question, path: path, position: [ideaIndex, questionIndex]))
            }
        }
    }

    /// A course: the course, its sections, their lessons and questions, then its achievements.
    init(_ course: Course) {
        let courseReference = ReleaseItem.Reference(.course, course.id)
        var own = course
        own.sections = []
        own.achievements = []
        root = ReleaseEntry(item: ReleaseItem(.course, course.id, label: course.title, path: []), position: [], value: .course(own))
        members = []
        children[courseReference] = course.sections.map { ReleaseItem.Reference(.section, $0.id) }
            + course.achievements.map { ReleaseItem.Reference(.achievement, $0.id) }
        for (sectionIndex, section) in course.sections.enumerated() {
            var ownSection = section
            ownSection.lessons = []
            ownSection.number = 0
            members.append(ReleaseEntry(item: ReleaseItem(.section, section.id, label: section.title, path: [courseReference]),
                                        position: [sectionIndex], value: .section(ownSection)))
            let sectionPath = [courseReference, ReleaseItem.Reference(.section, section.id)]
            children[sectionPath[1]] = section.lessons.map { ReleaseItem.Reference(.lesson, $0.id) }
            for (lessonIndex, lesson) in section.lessons.enumerated() {
                var ownLesson = lesson
                ownLesson.questions = []
                ownLesson.maxScore = 0
                ownLesson.number = 0
                members.append(ReleaseEntry(item: ReleaseItem(.lesson, lesson.id, label: lesson.title, path: sectionPath),
                                            position: [sectionIndex, lessonIndex], value: .lesson(ownLesson)))
                let lessonPath = sectionPath + [ReleaseItem.Reference(.lesson, lesson.id)]
                children[lessonPath[2]] = lesson.questions.map { ReleaseItem.Reference(.question, $0.id) }
                for (questionIndex, question) in lesson.questions.enumerated() {
                    members.append(Self.entry(question, path: lessonPath, position: [sectionIndex, lessonIndex, questionIndex]))
                }
            }
        }
        for (index, achievement) in course.achievements.enumerated() {
            members.append(ReleaseEntry(item: ReleaseItem(.achievement, achievement.id, label: achievement.title, path: [courseReference]),
                                        position: [course.sections.count, index], value: .achievement(achievement)))
        }
    }

    /// A question; its points are derived from its difficulty, which is compared instead.
    private static func entry(_ question: Question, path: [ReleaseItem.Reference], position: [Int]) -> ReleaseEntry {
        var own = question
        own.points = 0
        return ReleaseEntry(item: ReleaseItem(.question, question.id, label: question.text, path: path),
                            position: position, value: .question(own))
    }

    /// The bundles of a release: books, then courses.
    static func all(in content: ReleaseContent) -> [ReleaseBundle] {
        content.books.map(ReleaseBundle.init) + content.courses.map(ReleaseBundle.init)
    }
}
