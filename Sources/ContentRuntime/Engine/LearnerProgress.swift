/// Everything one learner has done, in every course and book: the value an
/// app saves (see ``ProgressSnapshot`` and ``ProgressStore``) and moves with
/// the engine's events.
///
/// Each event is a mutating method that takes the content it applies to and
/// a ``LearnerClock``, applies the rules the bundles carry, and returns what
/// changed, for the app's screens. An event the rules refuse throws a
/// ``LearnerError`` and changes nothing.
///
/// ```swift
/// var progress = LearnerProgress()
/// let course = library.course(id: "flags-and-continents")!
/// let clock = LearnerClock(now: .now, timeZone: .current)
/// var view = try progress.startLesson("continents-1", in: course, at: clock)
/// let feedback = try progress.answerLesson(.option(0), to: view.question.id, in: course, at: clock)
/// ```
///
/// Progress is kept by id and never dropped: after a content update, what a
/// removed lesson, achievement or idea earned stays, and ``orphans(in:)`` lists it.
public struct LearnerProgress: Sendable, Hashable, Codable {
    /// Progress in each course or path, by course id.
    public internal(set) var courses: [String: CourseProgress] = [:]
    /// Progress in each idea of the reading app, by idea id (unique across books).
    public internal(set) var ideas: [String: IdeaProgress] = [:]

    /// No progress at all.
    public init() {}

    /// The progress in a course: empty when nothing was done yet. Setting an
    /// empty progress removes the course's entry.
    subscript(course id: String) -> CourseProgress {
        get { courses[id] ?? CourseProgress() }
        set { courses[id] = newValue.isEmpty ? nil : newValue }
    }

    /// The progress in an idea: empty when nothing was done yet. Setting an
    /// empty progress removes the idea's entry.
    subscript(idea id: String) -> IdeaProgress {
        get { ideas[id] ?? IdeaProgress() }
        set { ideas[id] = newValue.isEmpty ? nil : newValue }
    }

    /// The progress in a course, as it stands (empty when nothing was done yet).
    public func course(_ id: String) -> CourseProgress { self[course: id] }

    /// The progress in an idea, as it stands (empty when nothing was done yet).
    public func idea(_ id: String) -> IdeaProgress { self[idea: id] }
}
