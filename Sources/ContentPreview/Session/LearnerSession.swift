import ContentRuntime
import Foundation

/// The preview's one learner: their progress, which the engine moves, the
/// preview's clock, and what the last events returned, for the screens that
/// show it after the browser is redirected to them.
struct LearnerSession: Sendable {
    /// An open answer typed and not judged yet: the learner sees the rubric
    /// and judges their own answer, as the app's evaluator would.
    struct Draft: Sendable, Hashable {
        /// The question answered.
        var questionID: String
        /// The answer typed.
        var text: String
    }

    /// The most characters an open answer keeps.
    static let maxAnswerLength = 10_000

    /// Everything the learner did.
    var progress = LearnerProgress()
    /// How many days the preview's clock is ahead of today ("next day").
    var dayOffset = 0
    /// Open answers awaiting their judgement, by test or lesson (``draftKey``).
    var drafts: [String: Draft] = [:]
    /// The result of each idea's last finished test, for its result screen.
    var results: [String: TestResult] = [:]
    /// The last completion of each course, for its completion screen.
    var completions: [String: LessonCompletion] = [:]
    /// A message to show once on the next page: an event the engine refused.
    var notice: String?

    /// The preview's clock: now, in this computer's time zone, moved ahead by ``dayOffset`` days.
    func clock(now: Date = Date()) -> LearnerClock {
        LearnerClock(now: now, timeZone: .current).advanced(byDays: dayOffset)
    }

    /// The key of the draft of an idea's test or a course's quiz.
    static func draftKey(idea: String) -> String { "idea:" + idea }
    /// The key of the draft of a course's quiz.
    static func draftKey(course: String) -> String { "course:" + course }
}
