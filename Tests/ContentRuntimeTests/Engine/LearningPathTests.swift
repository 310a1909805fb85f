import ContentRuntime
import Foundation
import Testing

/// Learning Progress: stages unlocking one after the other, lessons completed
/// once, achievements by lessons, stages and streaks (the app's "Testing
/// Approach"), played over the shipped path.
@Suite struct LearningPathTests {
    let path = Shipped.path
    let clock = Clocks.at("2025-03-03", 8)

    @Test func thePathUnlocksStageByStage() {
        #expect(path.progression == .stage)
        let overview = LearnerProgress().overview(of: path, at: clock)
        #expect(overview.sections.map(\.state) == [.current, .locked, .locked, .locked, .locked])
        #expect(overview.sections[0].lessons.allSatisfy { $0.state == .available })
        #expect(overview.sections[1].lessons.allSatisfy { $0.state == .locked })
        #expect(overview.nextLessonID == "how-memory-works-1")
    }

    @Test func lessonsOfTheCurrentStageCompleteInAnyOrderAndTheLastUnlocksTheNextStage() throws {
        var progress = LearnerProgress()
        for lesson in ["how-memory-works-3", "how-memory-works-1", "how-memory-works-4"] {
            let completion = try progress.completeReading(lesson, in: path, at: clock)
            #expect(completion.completedSections.isEmpty && completion.unlockedSections.isEmpty)
        }
        #expect(progress.overview(of: path, at: clock).nextLessonID == "how-memory-works-2", "the lesson for today")
        let last = try progress.completeReading("how-memory-works-2", in: path, at: clock)
        #expect(last.completedSections == ["how-memory-works"])
        #expect(last.unlockedSections == ["practice-that-sticks"])
        #expect(last.unlockedLessons == path.sections[1].lessons.map(\.id))
        #expect(last.unlockedAchievements.map(\.achievement.id) == ["memory-mapped"])
        #expect(last.nextLessonID == "practice-that-sticks-1")
        let overview = progress.overview(of: path, at: clock)
        #expect(overview.sections.map(\.state) == [.completed, .current, .locked, .locked, .locked])
        #expect(overview.sections[0].fraction == 1 && overview.sections[1].fraction == 0)
        #expect(abs(overview.fraction - 4.0 / 21) < 1e-12)
    }

    @Test func aLockedStagesLessonsCannotBeCompleted() {
        var progress = LearnerProgress()
        expectRefusal(.lessonLocked(id: "practice-that-sticks-1"), &progress) { (p) throws(LearnerError) in
            try p.completeReading("practice-that-sticks-1", in: path, at: clock)
        }
        expectRefusal(.lessonLocked(id: "practice-that-sticks-4"), &progress) { (p) throws(LearnerError) in
            try p.startLesson("practice-that-sticks-4", in: path, at: clock)
        }
    }

    @Test func aCompletionIsNeverCountedTwice() throws {
        var progress = LearnerProgress()
        let first = try progress.completeReading("how-memory-works-1", in: path, at: clock)
        #expect(first.isFirstCompletion && !first.isRepeat && first.unlockedAchievements.map(\.achievement.id) == ["first-lesson"])
        let saved = progress
        let again = try progress.completeReading("how-memory-works-1", in: path, at: clock.advanced(byDays: 1))
        #expect(again.isRepeat && !again.isFirstCompletion && again.unlockedAchievements.isEmpty && !again.extendedStreak)
        #expect(progress == saved, "a repeated completion changes nothing, not even the streak")
        #expect(progress.overview(of: path, at: clock).completedLessons == 1)
    }

    @Test func aLessonWithAQuizMayBeReadAndItsQuizStillPays() throws {
        var progress = LearnerProgress()
        let read = try progress.completeReading("how-memory-works-4", in: path, at: clock)
        #expect(read.diamonds == nil && read.coinsEarned == 0 && read.bestDiamonds == nil)
        let quiz = try progress.playLesson("how-memory-works-4", errors: 0, in: path, at: clock)
        #expect(!quiz.isFirstCompletion && quiz.diamonds == 3 && quiz.coinsEarned == 10, "the path pays coinsPerLesson: 10")
    }

    /// The whole path, three lessons a day for seven days: every achievement
    /// unlocks once, on the day computed by hand.
    @Test func theWholePathUnlocksEveryAchievementOnce() throws {
        var progress = LearnerProgress()
        let lessons = path.sections.flatMap(\.lessons).map(\.id)
        #expect(lessons.count == 21)
        var unlocked: [String: String] = [:]
        for (index, lesson) in lessons.enumerated() {
            let day = clock.advanced(byDays: index / 3)
            let completion = try progress.completeReading(lesson, in: path, at: day)
            for achievement in completion.unlockedAchievements {
                #expect(unlocked[achievement.achievement.id] == nil, "\(achievement.achievement.id) unlocked twice")
                unlocked[achievement.achievement.id] = day.today.description
            }
        }
        // Lesson n (from 1) is done on day (n - 1) / 3. Stages end at lessons 4, 8, 12, 17 and 21.
        #expect(unlocked == [
            "first-lesson": "2025-03-03",       // lesson 1
            "memory-mapped": "2025-03-04",      // lesson 4
            "three-day-streak": "2025-03-05",   // third day
            "practice-pro": "2025-03-05",       // lesson 8
            "ten-lessons": "2025-03-06",        // lesson 10
            "focus-finder": "2025-03-06",       // lesson 12
            "deep-thinker": "2025-03-08",       // lesson 17
            "seven-day-streak": "2025-03-09",   // seventh day
            "habit-builder": "2025-03-09",      // lesson 21
            "learning-graduate": "2025-03-09",  // lesson 21
        ])
        let overview = progress.overview(of: path, at: clock.advanced(byDays: 6))
        #expect(overview.achievements.allSatisfy { $0.unlockedAt != nil })
        #expect(overview.fraction == 1 && overview.nextLessonID == nil)
        #expect(overview.streak.days == 7 && overview.streak.longest == 7 && overview.streak.isActiveToday)
        #expect(overview.streak.lastDay == LocalDate("2025-03-09"))
    }
}
