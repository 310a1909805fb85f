#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A course as a learner sees it at one moment: every section and lesson with
/// its state, coins, the streak, achievements and the quiz in progress;
/// everything a course screen draws, ready to encode as JSON.
public struct CourseOverview: Sendable, Hashable, Codable {
    /// The course's id.
    public var courseID: String
    /// The course's title.
    public var title: String
    /// How its lessons unlock.
    public var progression: Progression
    /// The sections in order.
    public var sections: [SectionOverview]
    /// Lessons of the course completed (lessons a content update removed aside).
    public var completedLessons: Int
    /// Lessons in the course.
    public var lessonCount: Int
    /// `completedLessons / lessonCount`, 0…1.
    public var fraction: Double
    /// Every coin the course paid.
    public var totalCoins: Int
    /// The lesson to do next (to scroll to, or "for today"); `nil` when every lesson is completed.
    public var nextLessonID: String?
    /// The streak on the clock's day.
    public var streak: StreakStatus
    /// Every achievement of the course, in course order, with its unlock date if unlocked.
    public var achievements: [AchievementStatus]
    /// The quiz being played, if any.
    public var attempt: LessonAttemptView?
}

/// One section (stage) of a course overview.
public struct SectionOverview: Sendable, Hashable, Codable {
    /// The section's id.
    public var id: String
    /// Its position in the course, from 1.
    public var number: Int
    /// Its title.
    public var title: String
    /// Completed, current or locked.
    public var state: SectionState
    /// Its lessons completed.
    public var completedLessons: Int
    /// Its lessons.
    public var lessonCount: Int
    /// `completedLessons / lessonCount`, 0…1.
    public var fraction: Double
    /// Its lessons in order.
    public var lessons: [LessonOverview]
}

/// One lesson of a course overview: what a lesson pill shows.
public struct LessonOverview: Sendable, Hashable, Codable {
    /// The lesson's id.
    public var id: String
    /// Its position in its section, from 1.
    public var number: Int
    /// Its title.
    public var title: String
    /// Its SF Symbol or asset name.
    public var icon: String
    /// Locked, available, or completed with diamonds.
    public var state: LessonState
    /// Whether it is the course's next lesson (drawn larger, scrolled to).
    public var isNext: Bool
    /// Whether it has a quiz.
    public var hasQuiz: Bool
    /// Whether it has something to read.
    public var hasReading: Bool
}

/// An achievement and whether, and when, it unlocked.
public struct AchievementStatus: Sendable, Hashable, Codable {
    /// The achievement, as the course declares it.
    public var achievement: Achievement
    /// When it unlocked; `nil` while locked.
    public var unlockedAt: Date?
}

extension CourseOverview {
    /// Builds the overview of `course` from a learner's progress in it.
    init(_ course: Course, progress: CourseProgress, at clock: LearnerClock) {
        let map = CourseMap(course, records: progress.lessons)
        let next = map.nextLesson?.id
        var sections: [SectionOverview] = []
        for (index, section) in course.sections.enumerated() {
            let lessons = map.entries.filter { $0.section == index }.map { entry in
                LessonOverview(id: entry.lesson.id, number: entry.lesson.number, title: entry.lesson.title,
                               icon: entry.lesson.icon, state: entry.state, isNext: entry.lesson.id == next,
                               hasQuiz: entry.lesson.isQuiz, hasReading: entry.lesson.isReading)
            }
            let counts = map.sectionCounts[index]
            sections.append(SectionOverview(
                id: section.id, number: section.number, title: section.title, state: map.sectionStates[index],
                completedLessons: counts.completed, lessonCount: counts.total,
                fraction: Self.fraction(counts.completed, counts.total), lessons: lessons))
        }
        let completed = map.completedCount
        self.init(
            courseID: course.id, title: course.title, progression: course.progression, sections: sections,
            completedLessons: completed, lessonCount: map.entries.count,
            fraction: Self.fraction(completed, map.entries.count), totalCoins: progress.totalCoins,
            nextLessonID: next, streak: progress.streak.status(on: clock.today),
            achievements: course.achievements.map { AchievementStatus(achievement: $0, unlockedAt: progress.achievements[$0.id]) },
            attempt: progress.attempt.flatMap { try? LessonAttemptView($0, in: course, resumed: true) })
    }

    /// `part / whole`, or 0 for an empty whole.
    static func fraction(_ part: Int, _ whole: Int) -> Double {
        whole == 0 ? 0 : Double(part) / Double(whole)
    }
}
