/// Every lesson's and section's state, computed from a course and a
/// learner's records by the course's progression: the one place the
/// unlocking rules live.
///
/// - `lesson`: a lesson is available when it is the course's first, or the
///   lesson before it (across sections) is completed.
/// - `stage`: a section is unlocked when it is the first, when every lesson
///   of the section before it is completed, or when one of its own lessons
///   is (so progress a content update reshuffled never locks again); all
///   lessons of an unlocked section are available.
///
/// A completed lesson stays completed whatever comes before it.
struct CourseMap: Sendable {
    struct Entry: Sendable {
        var section: Int
        var lesson: Lesson
        var state: LessonState
    }

    /// Every lesson in course order.
    var entries: [Entry] = []
    /// Each section's state, in course order.
    var sectionStates: [SectionState] = []
    /// Each section's completed lessons and lesson count, in course order.
    var sectionCounts: [(completed: Int, total: Int)] = []

    init(_ course: Course, records: [String: LessonRecord]) {
        func completed(_ lesson: Lesson) -> LessonState? {
            records[lesson.id].map { .completed(diamonds: $0.bestDiamonds) }
        }
        var previousCompleted = true
        var previousSectionComplete = true
        for (index, section) in course.sections.enumerated() {
            let done = section.lessons.filter { records[$0.id] != nil }.count
            let unlocked = index == 0 || previousSectionComplete || done > 0
            for lesson in section.lessons {
                let state: LessonState
                switch course.progression {
                case .lesson: state = completed(lesson) ?? (previousCompleted ? .available : .locked)
                case .stage: state = completed(lesson) ?? (unlocked ? .available : .locked)
                }
                previousCompleted = state.isCompleted
                entries.append(Entry(section: index, lesson: lesson, state: state))
            }
            let states = entries.suffix(section.lessons.count).map(\.state)
            sectionStates.append(
                done == section.lessons.count ? .completed
                    : states.contains { $0 != .locked } ? .current : .locked)
            sectionCounts.append((done, section.lessons.count))
            previousSectionComplete = done == section.lessons.count
        }
    }

    /// The state of the lesson with this id, or `nil` when the course has none.
    func state(of lessonID: String) -> LessonState? {
        entries.first { $0.lesson.id == lessonID }?.state
    }

    /// The lesson to do next: the first available one in course order, or `nil` when all are done.
    var nextLesson: Lesson? {
        entries.first { $0.state == .available }?.lesson
    }

    /// How many of the course's lessons are completed.
    var completedCount: Int { entries.lazy.filter(\.state.isCompleted).count }
}
