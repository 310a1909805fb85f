/// The dictionaries behind a ``ContentLibrary``'s lookups by id, built once at
/// load time. They hold positions into the library's arrays, not copies.
struct LookupTables: Sendable {
    /// An idea's place: its book's position in the library, its own in the book.
    struct IdeaLocation: Sendable, Hashable {
        var book: Int
        var idea: Int
    }

    /// A question's place in a book: its idea's position, its own in the idea.
    struct BookQuestionLocation: Sendable, Hashable {
        var idea: Int
        var question: Int
    }

    /// A lesson's place in a course: its section's position, its own in the section.
    struct LessonLocation: Sendable, Hashable {
        var section: Int
        var lesson: Int
    }

    /// A question's place in a course: its lesson's place, its own in the lesson.
    struct CourseQuestionLocation: Sendable, Hashable {
        var lesson: LessonLocation
        var question: Int
    }

    /// One book's tables.
    struct BookTable: Sendable {
        var position: Int
        var questions: [String: BookQuestionLocation] = [:]
    }

    /// One course's tables: lesson, question and achievement ids are unique
    /// only within a course.
    struct CourseTable: Sendable {
        var position: Int
        var sections: [String: Int] = [:]
        var lessons: [String: LessonLocation] = [:]
        var questions: [String: CourseQuestionLocation] = [:]
        var achievements: [String: Int] = [:]
    }

    var books: [String: BookTable] = [:]
    /// Idea ids are unique across books, so ideas are found without their book.
    var ideas: [String: IdeaLocation] = [:]
    var courses: [String: CourseTable] = [:]

    /// Adds the book at `position` of the library, read from the file at `path`.
    ///
    /// - Throws: ``ContentLoadError/duplicateID(path:what:id:)`` for a book id seen
    ///   before, an idea id seen in any book, or a question id seen in this book.
    mutating func add(_ book: Book, at position: Int, path: String) throws(ContentLoadError) {
        var table = BookTable(position: position)
        for (ideaPosition, idea) in book.ideas.enumerated() {
            try Self.insert(IdeaLocation(book: position, idea: ideaPosition), for: idea.id,
                            into: &ideas, what: "idea", path: path)
            for (questionPosition, question) in idea.questions.enumerated() {
                try Self.insert(BookQuestionLocation(idea: ideaPosition, question: questionPosition),
                                for: question.id, into: &table.questions, what: "question", path: path)
            }
        }
        try Self.insert(table, for: book.id, into: &books, what: "book", path: path)
    }

    /// Adds the course at `position` of the library, read from the file at `path`.
    ///
    /// - Throws: ``ContentLoadError/duplicateID(path:what:id:)`` for a course id seen
    ///   before, or a section, lesson, question or achievement id seen in this course.
    mutating func add(_ course: Course, at position: Int, path: String) throws(ContentLoadError) {
        var table = CourseTable(position: position)
        for (sectionPosition, section) in course.sections.enumerated() {
            try Self.insert(sectionPosition, for: section.id, into: &table.sections, what: "section", path: path)
            for (lessonPosition, lesson) in section.lessons.enumerated() {
                let location = LessonLocation(section: sectionPosition, lesson: lessonPosition)
                try Self.insert(location, for: lesson.id, into: &table.lessons, what: "lesson", path: path)
                for (questionPosition, question) in lesson.questions.enumerated() {
                    try Self.insert(CourseQuestionLocation(lesson: location, question: questionPosition),
                                    for: question.id, into: &table.questions, what: "question", path: path)
                }
            }
        }
        for (achievementPosition, achievement) in course.achievements.enumerated() {
            try Self.insert(achievementPosition, for: achievement.id, into: &table.achievements,
                            what: "achievement", path: path)
        }
        try Self.insert(table, for: course.id, into: &courses, what: "course", path: path)
    }

    private static func insert<Value>(_ value: Value, for id: String, into table: inout [String: Value],
                                      what: String, path: String) throws(ContentLoadError) {
        guard table.updateValue(value, forKey: id) == nil else {
            throw .duplicateID(path: path, what: what, id: id)
        }
    }
}
