import ContentRuntime
import ContentTestSupport
import Foundation
import Testing

/// Random event sequences, valid and invalid, over the shipped courses and a
/// book, with moving clocks and time zones. After every event: coins never
/// decrease, no lesson is completed while locked, each achievement unlocks at
/// most once (and keeps its date), and the snapshot round-trips to an equal value.
/// Seeded: a failure names its seed and step, and replays the same way.
@Suite struct EnginePropertyTests {
    static let sequences = 60
    static let eventsPerSequence = 300

    /// The figures of the run, checked at the end so they are not vacuous.
    struct Tally {
        var events = 0
        var refused = 0
        var completions = 0
        var lockedRefusals = 0
        var unlocks = 0
        var roundTrips = 0
    }

    @Test func invariantsHoldOverRandomEventSequences() throws {
        var tally = Tally()
        for seed in 1...UInt64(Self.sequences) {
            try run(seed: seed, tally: &tally)
        }
        #expect(tally.events == Self.sequences * Self.eventsPerSequence)
        #expect(tally.completions > 500 && tally.lockedRefusals > 100 && tally.unlocks > 150 && tally.refused > 1_000,
                "too few interesting events: \(tally)")
        print("engine properties: \(tally.events) events in \(Self.sequences) sequences; \(tally.completions) completions, "
              + "\(tally.refused) refused (\(tally.lockedRefusals) locked), \(tally.unlocks) achievements unlocked, "
              + "\(tally.roundTrips) snapshot round trips")
    }

    private func run(seed: UInt64, tally: inout Tally) throws {
        var random = SplitMix64(seed: seed)
        let courses = [Shipped.flags, Shipped.path]
        let book = Shipped.meditations
        let zones = [Clocks.paris, Clocks.newYork, Clocks.tokyo, Clocks.utc]
        var clock = Clocks.at("2025-03-29", 20)
        var progress = LearnerProgress()
        var coins = courses.map { _ in 0 }
        var unlockedOnce: [String: Date] = [:]

        for step in 0..<Self.eventsPerSequence {
            let where_ = "seed \(seed), step \(step)"
            tally.events += 1
            if Int.random(in: 0..<10, using: &random) == 0 {
                clock = clock.advanced(byDays: Int.random(in: 0...2, using: &random))
                clock = LearnerClock(now: clock.now.addingTimeInterval(Double.random(in: 0...20_000, using: &random)),
                                     timeZone: zones.randomElement(using: &random)!)
            }
            let courseIndex = Int.random(in: 0..<courses.count, using: &random)
            let course = courses[courseIndex]
            let lessons = course.sections.flatMap(\.lessons)
            let before = progress.overview(of: course, at: clock)
            // Mostly the next lesson, so that learners get far; sometimes any, locked ones included.
            let next = before.nextLessonID.flatMap { id in lessons.first { $0.id == id } }
            let lesson = Int.random(in: 0..<10, using: &random) < 6 ? next ?? lessons[0] : lessons.randomElement(using: &random)!
            let stateBefore = before.sections.flatMap(\.lessons).first { $0.id == lesson.id }!.state
            var completion: LessonCompletion?
            do {
                // With a quiz open, mostly its natural next step: answer, then continue.
                var choice = Int.random(in: 0..<13, using: &random)
                if let open = progress.course(course.id).attempt, Int.random(in: 0..<10, using: &random) < 7 {
                    choice = open.isCurrentAnswered ? 6 : 2
                }
                switch choice {
                case 0, 1:
                    _ = try progress.startLesson(lesson.id, in: course, at: clock)
                case 2, 3, 4, 5:
                    let attempt = progress.course(course.id).attempt
                    let questionID = attempt?.currentQuestionID ?? lesson.questions.first?.id ?? "none"
                    let question = course.sections.flatMap(\.lessons).flatMap(\.questions).first { $0.id == questionID }
                    let option = Int.random(in: 0..<3, using: &random) > 0
                        ? question?.correct?.first ?? 0 : Int.random(in: -1...4, using: &random)
                    _ = try progress.answerLesson(.option(option), to: questionID, in: course, at: clock)
                case 6, 7, 8:
                    let openLesson = progress.course(course.id).attempt?.lessonID
                    let openState = before.sections.flatMap(\.lessons).first { $0.id == openLesson }?.state
                    if case .completed(let done) = try progress.continueLesson(in: course, at: clock) {
                        completion = done
                        #expect(openState != .locked, "\(where_): the quiz of a locked lesson completed")
                    }
                case 9:
                    progress.abandonLesson(in: course)
                case 10:
                    completion = try progress.completeReading(lesson.id, in: course, at: clock)
                    #expect(stateBefore != .locked, "\(where_): locked lesson \(lesson.id) completed")
                default:
                    let idea = book.ideas.randomElement(using: &random)!
                    if let attempt = progress.idea(idea.id).attempt {
                        let question = idea.questions.first { $0.id == attempt.currentQuestionID }!
                        let answer = Bool.random(using: &random) ? Answers.right(question) : Answers.wrong(question)
                        if Bool.random(using: &random) {
                            _ = try progress.answerTest(answer, to: question.id, idea: idea.id, in: book, at: clock)
                        } else {
                            _ = try progress.continueTest(idea: idea.id, in: book, at: clock)
                        }
                    } else {
                        _ = try progress.startTest(idea: idea.id, in: book, at: clock)
                    }
                }
            } catch {
                tally.refused += 1
                if case .lessonLocked = error {
                    tally.lockedRefusals += 1
                    #expect(stateBefore == .locked, "\(where_): \(lesson.id) refused as locked but was \(stateBefore)")
                }
            }
            if let completion {
                tally.completions += 1
                for unlocked in completion.unlockedAchievements {
                    let key = course.id + "/" + unlocked.achievement.id
                    #expect(unlockedOnce[key] == nil, "\(where_): \(key) unlocked twice")
                    unlockedOnce[key] = unlocked.unlockedAt
                    tally.unlocks += 1
                }
            }
            for (key, date) in unlockedOnce {
                let parts = key.split(separator: "/").map(String.init)
                #expect(progress.course(parts[0]).achievements[parts[1]] == date, "\(where_): \(key) lost or redated")
            }
            let total = progress.course(course.id).totalCoins
            #expect(total >= coins[courseIndex], "\(where_): coins fell from \(coins[courseIndex]) to \(total)")
            coins[courseIndex] = total
            for (index, other) in courses.enumerated() {
                for record in progress.course(other.id).lessons.keys {
                    #expect(other.sections.contains { $0.lessons.contains { $0.id == record } }, "\(where_): \(record)")
                }
                #expect(progress.course(other.id).totalCoins >= coins[index])
            }
            if step % 10 == 0 {
                tally.roundTrips += 1
                let decoded = try ProgressSnapshot.decode(ProgressSnapshot.encode(progress))
                #expect(decoded == progress, "\(where_): the snapshot does not round-trip")
            }
        }
    }
}
