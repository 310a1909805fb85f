@testable import ContentPreview
import ContentTestSupport
import ContentRuntime
import Foundation
import Testing

/// Playing the sample content through the preview's pages and forms: every
/// number a page shows is what the learner engine returns for the same play.
@Suite struct PreviewPlayTests {
    @Test func theHomePageListsBooksCoursesAndPaths() async throws {
        let harness = try PreviewHarness()
        let home = await harness.get("/")
        #expect(home.status == 200 && home.header("Content-Type") == "text/html; charset=utf-8")
        for title in ["Meditations", "The Enchiridion", "The Art of War", "Flags and Continents", "Learning How to Learn"] {
            #expect(home.body.contains(title))
        }
        #expect(home.body.contains("data-course=\"flags-and-continents\"") && home.body.contains("data-course=\"learning-how-to-learn\""))
    }

    /// Clever Den: all right gives 3 diamonds and 75 coins and unlocks the next
    /// lesson; three mistakes give 1 diamond and 25 coins, as the engine pays them.
    @Test func aCleverDenLessonPaysTheEnginesDiamondsAndCoins() async throws {
        let harness = try PreviewHarness()
        let course = await harness.course("flags-and-continents")
        var engine = LearnerProgress()
        let clock = LearnerClock(now: Date(), timeZone: .current)

        let before = await harness.get("/courses/flags-and-continents")
        #expect(before.body.attribute("data-state", after: "data-lesson=\"continents-2\"") == "locked")
        let done = await harness.playLesson("continents-1", in: "flags-and-continents", wrong: 0)
        let expected = try engine.play("continents-1", wrong: 0, in: course, at: clock)
        #expect(expected.diamonds == 3 && expected.coinsEarned == 75)
        #expect(done.body.contains("data-diamonds=\"\(expected.diamonds!)\"") && done.body.contains("data-coins-earned=\"75\""))
        #expect(done.body.contains("data-unlocked=\"continents-2\"") && done.body.contains("data-achievement=\"first-steps\""))

        let after = await harness.get("/courses/flags-and-continents")
        #expect(after.body.attribute("data-state", after: "data-lesson=\"continents-2\"") == "available")
        #expect(after.body.contains("data-coins=\"75\""))

        let second = await harness.playLesson("continents-2", in: "flags-and-continents", wrong: 3)
        let expectedSecond = try engine.play("continents-2", wrong: 3, in: course, at: clock)
        #expect(expectedSecond.diamonds == 1 && expectedSecond.coinsEarned == 25 && expectedSecond.totalCoins == 100)
        #expect(second.body.contains("data-diamonds=\"1\"") && second.body.contains("data-coins-earned=\"25\"")
            && second.body.contains("100 in all"))
    }

    /// Deepread: easy and medium right, hard wrong: 75 of 150, fragile, review in 3 days.
    @Test func aDeepreadTestReachesAFragileResultWithItsReviewDate() async throws {
        let harness = try PreviewHarness()
        let book = await harness.book("meditations")
        let idea = book.ideas.first { $0.id == "b1i2" }!
        let base = "/books/meditations/ideas/b1i2/test"
        _ = await harness.submit(base + "/start")
        for question in idea.questions {
            let right = question.difficulty != .hard
            switch question.type {
            case .mcq:
                let option = right ? question.correct![0] : (question.correct![0] + 1) % question.options!.count
                _ = await harness.submit(base + "/answer", [("question", question.id), ("kind", "option"), ("option", String(option))])
            case .msq:
                let options = right ? question.correct! : Array(Set(question.options!.indices).subtracting(question.correct!))
                _ = await harness.submit(base + "/answer", [("question", question.id), ("kind", "options")] + options.map { ("options", String($0)) })
            case .open:
                let judge = await harness.submit(base + "/draft", [("question", question.id), ("text", "My answer <b>in bold</b>")])
                #expect(judge.body.contains("My answer &lt;b&gt;in bold&lt;/b&gt;") && judge.body.contains(question.rubric!.prefix(20)))
                _ = await harness.submit(base + "/answer", [("question", question.id), ("kind", "open"), ("verdict", right ? "right" : "wrong")])
            }
            let feedback = await harness.get(base)
            #expect(feedback.body.contains(right ? "Correct" : "Not quite"), "\(question.id)")
            _ = await harness.post(base + "/continue")
        }
        let result = await harness.get("/books/meditations/ideas/b1i2/result")
        let today = LearnerClock(now: Date(), timeZone: .current).today
        #expect(result.body.contains("data-mastery=\"fragile\"") && result.body.contains("data-score=\"75\""))
        #expect(result.body.contains("data-next-review=\"\(today.adding(days: 3))\"") && result.body.contains("in 3 days"))
        let bookPage = await harness.get("/books/meditations")
        #expect(bookPage.body.attribute("data-mastery-level", after: "id=\"b1i2\"") == "2")
    }

    /// A wrong first try offers a retry, which earns nothing.
    @Test func aWrongTestAnswerOffersARetry() async throws {
        let harness = try PreviewHarness()
        let question = await harness.book("meditations").ideas[0].questions[0]
        let base = "/books/meditations/ideas/b1i1/test"
        _ = await harness.submit(base + "/start")
        let wrong = (question.correct![0] + 1) % question.options!.count
        let feedback = await harness.submit(base + "/answer", [("question", question.id), ("kind", "option"), ("option", String(wrong))])
        #expect(feedback.body.contains("Not quite") && feedback.body.contains("?retry=1"))
        let retry = await harness.get(base + "?retry=1")
        #expect(retry.body.contains("Try again: a retry is recorded, and earns no points."))
        let right = await harness.submit(base + "/answer", [("question", question.id), ("kind", "option"), ("option", String(question.correct![0]))])
        #expect(right.body.contains("a retry earns no points") && right.body.contains("data-score=\"0\""))
    }

    /// Learning Progress: a stage's readings completed unlock its achievement,
    /// celebrated; the next day, a lesson keeps the streak going.
    @Test func aPathStageUnlocksItsAchievementAndTheNextDayKeepsTheStreak() async throws {
        let harness = try PreviewHarness()
        let path = await harness.course("learning-how-to-learn")
        let stage = path.sections[0]
        var last = await harness.submit("/courses/learning-how-to-learn/lessons/\(stage.lessons[0].id)/complete")
        #expect(last.body.contains("data-achievement=\"first-lesson\""))
        for lesson in stage.lessons.dropFirst() {
            last = await harness.submit("/courses/learning-how-to-learn/lessons/\(lesson.id)/complete")
        }
        #expect(last.body.contains("data-stage-completed=\"\(stage.title)\"") && last.body.contains("data-achievement=\"memory-mapped\""))
        let achievements = await harness.get("/courses/learning-how-to-learn/achievements")
        #expect(achievements.body.contains("achievement is-earned is-new\" data-achievement=\"memory-mapped\""))

        let tomorrow = await harness.submit("/learner/next-day", [("back", "/courses/learning-how-to-learn")])
        #expect(tomorrow.body.contains("+1 day") && tomorrow.body.contains("data-streak=\"1\"") && tomorrow.body.contains("learn today to keep it"))
        let next = await harness.submit("/courses/learning-how-to-learn/lessons/\(path.sections[1].lessons[0].id)/complete")
        #expect(next.body.contains("data-streak=\"2\"") && next.body.contains("extended today"))

        let reset = await harness.submit("/learner/reset", [("back", "/courses/learning-how-to-learn")])
        #expect(reset.body.contains("data-streak=\"0\"") && !reset.body.contains("+1 day"))
    }

    /// A locked lesson cannot be started: the engine refuses, the page says why.
    @Test func aRefusedEventIsShownAndChangesNothing() async throws {
        let harness = try PreviewHarness()
        let posted = await harness.post("/courses/flags-and-continents/lessons/continents-5/start",
                                        [("back", "/courses/flags-and-continents")])
        #expect(posted.status == 303 && posted.header("Location") == "/courses/flags-and-continents")
        let page = await harness.get("/courses/flags-and-continents")
        #expect(page.body.contains("lesson continents-5 is locked"))
        #expect(await harness.session.learner.progress == LearnerProgress())
        let again = await harness.get("/courses/flags-and-continents")
        #expect(!again.body.contains("is locked: complete"), "a notice shows once")
    }

    /// Question text that is a script tag shows as text, everywhere it appears.
    @Test func aScriptTagInAQuestionShowsAsText() async throws {
        let script = "<script>alert(1)</script>"
        let harness = try PreviewHarness { project in
            try project.edit("courses/flags-and-continents/sections/continents.yaml",
                             replacing: "text: Which of these is mostly a frozen ocean rather than a continent?",
                             with: "text: \"\(script)\"")
        }
        let page = await harness.submit("/courses/flags-and-continents/lessons/continents-1/start")
        #expect(page.body.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(!page.body.contains(script))
        #expect(page.body.components(separatedBy: "<script").count == 2, "only the preview's own script element")
    }
}

extension LearnerProgress {
    /// Plays a lesson straight through the engine, the first `wrong` answers wrong.
    mutating func play(_ lessonID: String, wrong: Int, in course: Course, at clock: LearnerClock) throws -> LessonCompletion {
        var view = try startLesson(lessonID, in: course, at: clock)
        while true {
            let right = view.question.correct![0]
            let option = view.questionIndex < wrong ? (right + 1) % view.question.options!.count : right
            _ = try answerLesson(.option(option), to: view.question.id, in: course, at: clock)
            switch try continueLesson(in: course, at: clock) {
            case .question(let next): view = next
            case .completed(let completion): return completion
            }
        }
    }
}
