/// Progress whose ids the content no longer has: kept in the snapshot, never
/// dropped, and listed so an app can tell the learner or migrate it.
public struct OrphanedProgress: Sendable, Hashable, Codable {
    /// One id of a course that the course no longer has.
    public struct Item: Sendable, Hashable, Codable {
        /// The course.
        public var courseID: String
        /// The lesson's or achievement's id.
        public var id: String
    }

    /// Courses with progress that the library no longer has.
    public var courses: [String] = []
    /// Completed lessons that their course no longer has (their coins still count).
    public var lessons: [Item] = []
    /// Unlocked achievements that their course no longer has.
    public var achievements: [Item] = []
    /// Ideas with progress that no book of the library has.
    public var ideas: [String] = []
    /// Open quizzes and tests whose lesson or idea changed its questions (or is
    /// gone): starting it again begins a new attempt. Course ids, and idea ids.
    public var outdatedAttempts: [String] = []

    /// Whether nothing is orphaned.
    public var isEmpty: Bool { self == OrphanedProgress() }
}

extension LearnerProgress {
    /// The progress whose ids `library` does not have, sorted by id.
    public func orphans(in library: ContentLibrary) -> OrphanedProgress {
        var orphans = OrphanedProgress()
        for (courseID, progress) in courses.sorted(by: { $0.key < $1.key }) {
            guard let course = library.course(id: courseID) else {
                orphans.courses.append(courseID)
                continue
            }
            for lessonID in progress.lessons.keys.sorted() where library.lesson(id: lessonID, inCourse: courseID) == nil {
                orphans.lessons.append(.init(courseID: courseID, id: lessonID))
            }
            for id in progress.achievements.keys.sorted() where library.achievement(id: id, inCourse: courseID) == nil {
                orphans.achievements.append(.init(courseID: courseID, id: id))
            }
            if let attempt = progress.attempt,
               library.lesson(id: attempt.lessonID, inCourse: course.id)?.questions.map(\.id) != attempt.questionIDs {
                orphans.outdatedAttempts.append(courseID)
            }
        }
        for (ideaID, progress) in ideas.sorted(by: { $0.key < $1.key }) {
            guard let idea = library.idea(id: ideaID) else {
                orphans.ideas.append(ideaID)
                continue
            }
            if let attempt = progress.attempt, idea.questions.map(\.id) != attempt.questionIDs {
                orphans.outdatedAttempts.append(ideaID)
            }
        }
        return orphans
    }
}
