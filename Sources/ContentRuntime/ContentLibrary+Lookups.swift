/// Lookups by id. Each takes constant time: the tables are built at load time.
/// An id that is not in the library gives `nil`.
extension ContentLibrary {
    // MARK: Books

    /// The book with this id (its slug, such as `meditations`).
    public func book(id: String) -> Book? {
        tables.books[id].map { books[$0.position] }
    }

    /// The idea with this id, such as `b1i1`, from whichever book holds it:
    /// idea ids are unique across books.
    public func idea(id: String) -> Idea? {
        tables.ideas[id].map { books[$0.book].ideas[$0.idea] }
    }

    /// The book that holds the idea with this id, such as `b1i1`.
    public func book(containingIdea ideaID: String) -> Book? {
        tables.ideas[ideaID].map { books[$0.book] }
    }

    /// The question with this id in a book's question banks: question ids are
    /// unique within a book, not across books.
    ///
    /// - Parameters:
    ///   - id: The question's id, such as `b1i1-q3`.
    ///   - bookID: The id of the book that holds it.
    public func question(id: String, inBook bookID: String) -> Question? {
        guard let table = tables.books[bookID], let location = table.questions[id] else { return nil }
        return books[table.position].ideas[location.idea].questions[location.question]
    }

    // MARK: Courses

    /// The course with this id (its slug, such as `flags-and-continents`).
    public func course(id: String) -> Course? {
        tables.courses[id].map { courses[$0.position] }
    }

    /// The section with this id in a course.
    public func section(id: String, inCourse courseID: String) -> CourseSection? {
        guard let table = tables.courses[courseID], let position = table.sections[id] else { return nil }
        return courses[table.position].sections[position]
    }

    /// The lesson with this id in a course: lesson ids are unique within a
    /// course, not across courses.
    public func lesson(id: String, inCourse courseID: String) -> Lesson? {
        guard let table = tables.courses[courseID], let location = table.lessons[id] else { return nil }
        return courses[table.position].sections[location.section].lessons[location.lesson]
    }

    /// The section of a course that holds the lesson with this id.
    public func section(containingLesson lessonID: String, inCourse courseID: String) -> CourseSection? {
        guard let table = tables.courses[courseID], let location = table.lessons[lessonID] else { return nil }
        return courses[table.position].sections[location.section]
    }

    /// The lesson that follows this one in its course, crossing into the next
    /// section after a section's last lesson; `nil` after the course's last lesson.
    ///
    /// Lessons unlock in this order: each is locked until the one before is done.
    public func lesson(after lessonID: String, inCourse courseID: String) -> Lesson? {
        guard let table = tables.courses[courseID], let location = table.lessons[lessonID] else { return nil }
        let sections = courses[table.position].sections
        let lessons = sections[location.section].lessons
        if location.lesson + 1 < lessons.count { return lessons[location.lesson + 1] }
        return sections[(location.section + 1)...].lazy.compactMap(\.lessons.first).first
    }

    /// The question with this id in a course's lessons: question ids are unique
    /// within a course, not across courses.
    ///
    /// - Parameters:
    ///   - id: The question's id, such as `continents-1-q2`.
    ///   - courseID: The id of the course that holds it.
    public func question(id: String, inCourse courseID: String) -> Question? {
        guard let table = tables.courses[courseID], let location = table.questions[id] else { return nil }
        let lesson = courses[table.position].sections[location.lesson.section].lessons[location.lesson.lesson]
        return lesson.questions[location.question]
    }

    /// The achievement with this id in a course.
    public func achievement(id: String, inCourse courseID: String) -> Achievement? {
        guard let table = tables.courses[courseID], let position = table.achievements[id] else { return nil }
        return courses[table.position].achievements[position]
    }
}
