/// Completing a lesson: the record, the coins, the streak and the
/// achievements, and what changed, in one place for quizzes and readings.
extension CourseProgress {
    /// Completes `lesson` with a finished quiz's `errors`, or by reading (`nil`).
    ///
    /// Replay rule: a lesson keeps its best diamonds, and pays at most the
    /// coins of its best result in all: a replay pays only what its tier adds
    /// to what the lesson already paid, so coins never drop and cannot be
    /// farmed. A finished quiz counts as a day of activity, replays included;
    /// a reading marked complete again changes nothing.
    mutating func complete(_ lesson: Lesson, errors: Int?, in course: Course, at clock: LearnerClock) -> LessonCompletion {
        let before = CourseMap(course, records: lessons)
        let tier = errors.flatMap(course.rewards.tier(forErrors:))
        let diamonds = errors.map { _ in tier?.diamonds ?? 0 }
        let tierCoins = errors.map { _ in tier?.coins ?? 0 }
        let existing = lessons[lesson.id]
        let isRepeat = existing != nil && errors == nil
        var paid = 0
        var extended = false
        if !isRepeat {
            var record = existing ?? LessonRecord(firstCompleted: clock.now, lastCompleted: clock.now, completions: 0,
                                                  bestDiamonds: nil, fewestErrors: nil, coinsEarned: 0)
            record.completions += 1
            record.lastCompleted = clock.now
            if let diamonds { record.bestDiamonds = max(record.bestDiamonds ?? diamonds, diamonds) }
            if let errors { record.fewestErrors = min(record.fewestErrors ?? errors, errors) }
            paid = max(0, (tierCoins ?? 0) - record.coinsEarned)
            record.coinsEarned += paid
            lessons[lesson.id] = record
            extended = streak.record(clock.today)
        }
        let after = CourseMap(course, records: lessons)
        let unlocked = isRepeat ? [] : unlockAchievements(of: course, map: after, at: clock)
        let pairs = zip(before.entries, after.entries)
        return LessonCompletion(
            lessonID: lesson.id, isFirstCompletion: existing == nil, isRepeat: isRepeat,
            errors: errors, diamonds: diamonds, tierCoins: tierCoins, coinsEarned: paid,
            bestDiamonds: lessons[lesson.id]?.bestDiamonds, totalCoins: totalCoins,
            unlockedLessons: pairs.filter { $0.0.state == .locked && $0.1.state != .locked }.map(\.1.lesson.id),
            completedSections: course.sections.indices.filter {
                before.sectionStates[$0] != .completed && after.sectionStates[$0] == .completed
            }.map { course.sections[$0].id },
            unlockedSections: course.sections.indices.filter {
                before.sectionStates[$0] == .locked && after.sectionStates[$0] != .locked
            }.map { course.sections[$0].id },
            unlockedAchievements: unlocked, streak: streak.status(on: clock.today), extendedStreak: extended,
            nextLessonID: after.nextLesson?.id, isCourseCompleted: after.completedCount == after.entries.count)
    }

    /// Unlocks every achievement of the course whose condition now holds and
    /// that is not unlocked yet, dated now; returns them in course order.
    ///
    /// `lessonsCompleted: N` counts the course's completed lessons (lessons a
    /// content update removed aside); `sectionCompleted` needs every lesson of
    /// the section; `streakDays: N` the streak as it stands today.
    mutating func unlockAchievements(of course: Course, map: CourseMap, at clock: LearnerClock) -> [UnlockedAchievement] {
        var unlocked: [UnlockedAchievement] = []
        for achievement in course.achievements where achievements[achievement.id] == nil {
            let holds: Bool
            switch achievement.unlock {
            case .lessonsCompleted(let count):
                holds = map.completedCount >= count
            case .sectionCompleted(let sectionID):
                holds = course.sections.firstIndex { $0.id == sectionID }.map { map.sectionStates[$0] == .completed } ?? false
            case .streakDays(let days):
                holds = streak.days(on: clock.today) >= days
            }
            guard holds else { continue }
            achievements[achievement.id] = clock.now
            unlocked.append(UnlockedAchievement(achievement: achievement, unlockedAt: clock.now))
        }
        return unlocked
    }
}
