#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A learner's progress in one course or learning path: the lessons completed,
/// the achievements unlocked, the streak and the quiz being played.
///
/// Kept by id: a lesson or achievement that a content update removed keeps
/// its record (and its coins), reported by ``LearnerProgress/orphans(in:)``.
/// Change it only through the events of ``LearnerProgress``.
public struct CourseProgress: Sendable, Hashable, Codable {
    /// What was achieved in each completed lesson, by lesson id.
    public internal(set) var lessons: [String: LessonRecord] = [:]
    /// When each unlocked achievement unlocked, by achievement id.
    public internal(set) var achievements: [String: Date] = [:]
    /// The days of activity in a row: lessons completed or quizzes finished.
    public internal(set) var streak = Streak()
    /// The quiz lesson being played, if any: one at a time per course.
    public internal(set) var attempt: LessonAttempt?

    /// No progress yet.
    public init() {}

    /// Every coin the course paid, removed lessons included.
    public var totalCoins: Int { lessons.values.reduce(0) { $0 + $1.coinsEarned } }

    /// Whether nothing was done yet.
    public var isEmpty: Bool { self == CourseProgress() }
}
