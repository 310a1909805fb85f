import ContentRuntime
import Foundation
import Testing

/// Clever Den: lessons locked until the one before is done, quizzes with an
/// error count, diamonds and coins from the course's tiers (the plan's
/// Phase 7 and Phase 11 edge cases), played over the shipped course.
@Suite struct CleverDenTests {
    let course = Shipped.flags
    let clock = Clocks.at("2025-03-03")

    @Test func onlyTheFirstLessonIsAvailableAtFirst() {
        let overview = LearnerProgress().overview(of: course, at: clock)
        let states = overview.sections.flatMap(\.lessons).map(\.state)
        #expect(states.first == .available)
        #expect(states.dropFirst().allSatisfy { $0 == .locked })
        #expect(states.count == 30)
        #expect(overview.nextLessonID == "continents-1")
        #expect(overview.sections.map(\.state) == [.current, .locked, .locked])
        #expect(overview.totalCoins == 0 && overview.fraction == 0)
    }

    @Test func aLessonAttemptShowsFeedbackErrorsAndProgress() throws {
        var progress = LearnerProgress()
        let view = try progress.startLesson("continents-1", in: course, at: clock)
        #expect(view.questionIndex == 0 && view.questionCount == 6 && view.progress == 0 && !view.resumed)
        #expect(view.question.options?.count == 4)
        let wrong = try progress.answerLesson(Answers.wrong(view.question), to: view.question.id, in: course, at: clock)
        #expect(!wrong.isCorrect && wrong.errors == 1)
        #expect(wrong.correctOptions == view.question.correct!)
        #expect(wrong.explanation == view.question.explanation)
        #expect(wrong.answeredCount == 1 && abs(wrong.progress - 1.0 / 6) < 1e-12 && !wrong.isLastQuestion)
        guard case .question(let next) = try progress.continueLesson(in: course, at: clock) else {
            Issue.record("expected the next question")
            return
        }
        #expect(next.questionIndex == 1 && next.errors == 1 && next.feedback == nil)
        let right = try progress.answerLesson(Answers.right(next.question), to: next.question.id, in: course, at: clock)
        #expect(right.isCorrect && right.errors == 1 && right.answeredCount == 2)
    }

    @Test(arguments: [(0, 3, 75), (1, 2, 50), (2, 2, 50), (3, 1, 25), (6, 1, 25)])
    func completionPaysTheTierOfItsErrors(errors: Int, diamonds: Int, coins: Int) throws {
        var progress = LearnerProgress()
        let completion = try progress.playLesson("continents-1", errors: errors, in: course, at: clock)
        #expect(completion.errors == errors)
        #expect(completion.diamonds == diamonds && completion.bestDiamonds == diamonds)
        #expect(completion.coinsEarned == coins && completion.totalCoins == coins && completion.tierCoins == coins)
        #expect(completion.isFirstCompletion)
        #expect(completion.unlockedLessons == ["continents-2"])
        #expect(completion.nextLessonID == "continents-2")
        #expect(progress.overview(of: course, at: clock).sections[0].lessons[0].state == .completed(diamonds: diamonds))
    }

    @Test func firstLessonCompletionUnlocksFirstSteps() throws {
        var progress = LearnerProgress()
        let completion = try progress.playLesson("continents-1", errors: 0, in: course, at: clock)
        #expect(completion.unlockedAchievements.map(\.achievement.id) == ["first-steps"])
        #expect(completion.unlockedAchievements.first?.unlockedAt == clock.now)
        #expect(completion.streak.days == 1 && completion.extendedStreak)
    }

    @Test func replaysKeepTheBestDiamondsAndPayOnlyWhatTheyAdd() throws {
        var progress = LearnerProgress()
        let first = try progress.playLesson("continents-1", errors: 4, in: course, at: clock)
        #expect(first.coinsEarned == 25 && first.diamonds == 1)
        let better = try progress.playLesson("continents-1", errors: 1, in: course, at: clock)
        #expect(!better.isFirstCompletion && better.diamonds == 2 && better.coinsEarned == 25 && better.totalCoins == 50)
        let worse = try progress.playLesson("continents-1", errors: 5, in: course, at: clock)
        #expect(worse.diamonds == 1 && worse.bestDiamonds == 2 && worse.coinsEarned == 0 && worse.totalCoins == 50)
        let best = try progress.playLesson("continents-1", errors: 0, in: course, at: clock)
        #expect(best.bestDiamonds == 3 && best.coinsEarned == 25 && best.totalCoins == 75)
        let again = try progress.playLesson("continents-1", errors: 0, in: course, at: clock)
        #expect(again.coinsEarned == 0 && again.totalCoins == 75 && again.unlockedLessons.isEmpty)
        let record = try #require(progress.course(course.id).lessons["continents-1"])
        #expect(record.completions == 5 && record.fewestErrors == 0 && record.coinsEarned == 75)
    }

    @Test func unlockingCrossesSectionBoundaries() throws {
        var progress = LearnerProgress()
        for number in 1...10 {
            _ = try progress.playLesson("continents-\(number)", errors: 0, in: course, at: clock)
        }
        let overview = progress.overview(of: course, at: clock)
        #expect(overview.sections.map(\.state) == [.completed, .current, .locked])
        #expect(overview.nextLessonID == course.sections[1].lessons[0].id)
        #expect(overview.sections[1].lessons[0].state == .available && overview.sections[1].lessons[0].isNext)
        #expect(overview.sections[1].lessons[1].state == .locked)
    }

    @Test func invalidCallsAreTypedErrorsThatChangeNothing() throws {
        var progress = LearnerProgress()
        expectRefusal(.unknownLesson(id: "atlantis-1", course: course.id), &progress) { (p) throws(LearnerError) in
            try p.startLesson("atlantis-1", in: course, at: clock)
        }
        expectRefusal(.lessonLocked(id: "continents-2"), &progress) { (p) throws(LearnerError) in
            try p.startLesson("continents-2", in: course, at: clock)
        }
        expectRefusal(.noAttemptInProgress(at: "course \(course.id)"), &progress) { (p) throws(LearnerError) in
            try p.continueLesson(in: course, at: clock)
        }
        let view = try progress.startLesson("continents-1", in: course, at: clock)
        let question = view.question
        expectRefusal(.optionOutOfRange(question: question.id, index: 4, optionCount: 4), &progress) { (p) throws(LearnerError) in
            try p.answerLesson(.option(4), to: question.id, in: course, at: clock)
        }
        expectRefusal(.optionOutOfRange(question: question.id, index: -1, optionCount: 4), &progress) { (p) throws(LearnerError) in
            try p.answerLesson(.option(-1), to: question.id, in: course, at: clock)
        }
        expectRefusal(.wrongKindOfAnswer(question: question.id, type: .mcq), &progress) { (p) throws(LearnerError) in
            try p.answerLesson(.options([0, 1]), to: question.id, in: course, at: clock)
        }
        expectRefusal(.unknownQuestion(id: "continents-1-q99", owner: "lesson continents-1"), &progress) { (p) throws(LearnerError) in
            try p.answerLesson(.option(0), to: "continents-1-q99", in: course, at: clock)
        }
        expectRefusal(.notTheCurrentQuestion(answered: "continents-1-q2", current: question.id), &progress) { (p) throws(LearnerError) in
            try p.answerLesson(.option(0), to: "continents-1-q2", in: course, at: clock)
        }
        expectRefusal(.questionNotAnswered(id: question.id), &progress) { (p) throws(LearnerError) in
            try p.continueLesson(in: course, at: clock)
        }
        _ = try progress.answerLesson(.option(0), to: question.id, in: course, at: clock)
        expectRefusal(.questionAlreadyAnswered(id: question.id), &progress) { (p) throws(LearnerError) in
            try p.answerLesson(.option(1), to: question.id, in: course, at: clock)
        }
        expectRefusal(.lessonHasNoReading(id: "continents-1"), &progress) { (p) throws(LearnerError) in
            try p.completeReading("continents-1", in: course, at: clock)
        }
    }

    @Test func answeringAFinishedAttemptIsRefused() throws {
        var progress = LearnerProgress()
        let view = try progress.startLesson("continents-1", in: course, at: clock)
        _ = try progress.playLesson("continents-1", errors: 0, in: course, at: clock)
        expectRefusal(.noAttemptInProgress(at: "course \(course.id)"), &progress) { (p) throws(LearnerError) in
            try p.answerLesson(.option(0), to: view.question.id, in: course, at: clock)
        }
    }

    @Test func aRestartMidLessonResumesAtTheSameQuestion() throws {
        var progress = LearnerProgress()
        var view = try progress.startLesson("continents-1", in: course, at: clock)
        for _ in 0..<3 {
            _ = try progress.answerLesson(Answers.wrong(view.question), to: view.question.id, in: course, at: clock)
            guard case .question(let next) = try progress.continueLesson(in: course, at: clock) else { return }
            view = next
        }
        _ = try progress.answerLesson(Answers.right(view.question), to: view.question.id, in: course, at: clock)
        // The app is killed here; it saved its snapshot and loads it again.
        var restored = try ProgressSnapshot.decode(ProgressSnapshot.encode(progress))
        #expect(restored == progress)
        let resumed = try restored.startLesson("continents-1", in: course, at: clock)
        #expect(resumed.resumed && resumed.questionIndex == 3 && resumed.errors == 3)
        #expect(resumed.feedback?.isCorrect == true, "the answered question shows its feedback again")
        #expect(restored.overview(of: course, at: clock).attempt?.questionIndex == 3)
        guard case .question(let fifth) = try restored.continueLesson(in: course, at: clock) else { return }
        #expect(fifth.questionIndex == 4)
    }

    @Test func startingAnotherLessonAbandonsTheOpenQuiz() throws {
        var progress = LearnerProgress()
        _ = try progress.playLesson("continents-1", errors: 0, in: course, at: clock)
        _ = try progress.startLesson("continents-2", in: course, at: clock)
        let replay = try progress.startLesson("continents-1", in: course, at: clock)
        #expect(replay.abandonedLessonID == "continents-2" && !replay.resumed)
        #expect(progress.abandonLesson(in: course) == "continents-1")
        #expect(progress.course(course.id).attempt == nil)
    }

    /// Every one of the 30 lessons, over six days, with chosen error counts;
    /// the coins and diamonds are added up by hand.
    @Test func allThirtyLessonsPlayedEndToEnd() throws {
        // Errors per lesson, in course order (10 a section).
        let errors = [0, 1, 2, 3, 4, 0, 0, 6, 2, 1,   // 75+50+50+25+25+75+75+25+50+50 = 500
                      0, 0, 0, 0, 0, 3, 3, 3, 3, 3,   // 5×75 + 5×25 = 500
                      2, 2, 2, 2, 2, 1, 1, 0, 0, 5]   // 7×50 + 2×75 + 25 = 525
        let lessons = course.sections.flatMap(\.lessons).map(\.id)
        #expect(lessons.count == 30)
        var progress = LearnerProgress()
        var unlocked: [String: String] = [:]
        for (index, lessonID) in lessons.enumerated() {
            let day = Clocks.at("2025-03-03").advanced(byDays: index / 5)   // 5 lessons a day, 6 days
            let completion = try progress.playLesson(lessonID, errors: errors[index], in: course, at: day)
            for achievement in completion.unlockedAchievements { unlocked[achievement.achievement.id] = day.today.description }
            #expect(completion.nextLessonID == (index + 1 < lessons.count ? lessons[index + 1] : nil))
        }
        let overview = progress.overview(of: course, at: Clocks.at("2025-03-08"))
        #expect(overview.totalCoins == 1525)
        let diamonds = overview.sections.flatMap(\.lessons).map { lesson -> Int in
            if case .completed(let diamonds?) = lesson.state { diamonds } else { -1 }
        }
        // 0 errors: 3, 1–2: 2, 3+: 1.  Section 1: 3+2+2+1+1+3+3+1+2+2 = 20; section 2: 5×3+5×1 = 20; section 3: 7×2+2×3+1 = 21.
        #expect(diamonds.reduce(0, +) == 61)
        #expect(overview.completedLessons == 30 && overview.fraction == 1 && overview.nextLessonID == nil)
        #expect(overview.sections.map(\.state) == [.completed, .completed, .completed])
        #expect(unlocked == ["first-steps": "2025-03-03", "world-explorer": "2025-03-04",
                             "americas-expert": "2025-03-06", "old-world-expert": "2025-03-08"])
        #expect(overview.streak.days == 6)
        // A seventh day in a row, replaying the lesson that paid 25 with no error: +50 coins and the week streak.
        let replay = try progress.playLesson("continents-4", errors: 0, in: course, at: Clocks.at("2025-03-09"))
        #expect(replay.coinsEarned == 50 && replay.totalCoins == 1575)
        #expect(replay.unlockedAchievements.map(\.achievement.id) == ["week-streak"])
        #expect(replay.isCourseCompleted)
    }
}
