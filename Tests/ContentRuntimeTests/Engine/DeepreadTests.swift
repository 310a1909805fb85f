import ContentRuntime
import Foundation
import Testing

/// Deepread: an idea's 9-question test over the shipped Meditations, scored on
/// first tries (10/15/25 points, 150 in all), mastery by the book's policy
/// (solid from 80%, fragile from 50%), review dates (3 and 14 days).
@Suite struct DeepreadTests {
    let book = Shipped.meditations
    let clock = Clocks.at("2025-03-03", 20)

    @Test func theBookCarriesThePolicyAndTheTestIsWorth150() throws {
        #expect(book.learning == .standard)
        let idea = try #require(book.ideas.first)
        #expect(idea.maxScore == 150)
        #expect(idea.questions.map(\.points) == [10, 10, 10, 15, 15, 15, 25, 25, 25])
    }

    /// An idea at each mastery level, with its review date.
    @Test func ideasAtEveryMasteryLevel() throws {
        var progress = LearnerProgress()
        let today = clock.today
        // b1i1: every answer right, 150 of 150: solid, review in 14 days.
        let solid = try progress.takeTest("b1i1", in: book, at: clock) { _ in true }
        #expect(solid.score == 150 && solid.mastery == .solid && solid.masteryLevel == 3 && solid.kind == .initial)
        #expect(solid.nextReview.description == "2025-03-17")
        // b1i2: the three hard ones wrong: 30 + 45 = 75 of 150, exactly 50%: fragile, review in 3 days.
        let fragile = try progress.takeTest("b1i2", in: book, at: clock) { $0.difficulty != .hard }
        #expect(fragile.score == 75 && fragile.fraction == 0.5 && fragile.mastery == .fragile && fragile.masteryLevel == 2)
        #expect(fragile.nextReview.description == "2025-03-06")
        // b1i3: only the easy ones right: 30 of 150: none, due again at once.
        let none = try progress.takeTest("b1i3", in: book, at: clock) { $0.difficulty == .easy }
        #expect(none.score == 30 && none.mastery == .none && none.masteryLevel == 1)
        #expect(none.nextReview == today)
        // b1i4: a test begun, not finished; b1i5: never started.
        _ = try progress.startTest(idea: "b1i4", in: book, at: clock)
        #expect(progress.summary(ofIdea: "b1i4", on: today).masteryLevel == 1)
        #expect(progress.summary(ofIdea: "b1i5", on: today).masteryLevel == 0)
        // Solid at 120 of 150 (80%): every question right but the last (25).
        let edge = try progress.takeTest("b1i6", in: book, at: clock) { $0.id != "b1i6-q9" }
        #expect(edge.score == 125 && edge.mastery == .solid)

        #expect(progress.ideasDue(in: book, on: today) == ["b1i3"])
        #expect(progress.ideasDue(in: book, on: today.adding(days: 3)) == ["b1i2", "b1i3"])
        #expect(progress.ideasDue(in: book, on: today.adding(days: 14)) == ["b1i1", "b1i2", "b1i3", "b1i6"])
        #expect(clock.start(of: fragile.nextReview) == Clocks.at("2025-03-06", 0).now)
    }

    @Test func pointsOnTheFirstTryOnlyAndRetriesAreRecorded() throws {
        var progress = LearnerProgress()
        let view = try progress.startTest(idea: "b1i1", in: book, at: clock)
        let question = view.question
        let wrong = try progress.answerTest(Answers.wrong(question), to: question.id, idea: "b1i1", in: book, at: clock)
        #expect(!wrong.isCorrect && wrong.pointsEarned == 0 && wrong.retryNumber == 0 && wrong.canRetry)
        let retry = try progress.answerTest(Answers.right(question), to: question.id, idea: "b1i1", in: book, at: clock)
        #expect(retry.isCorrect && retry.pointsEarned == 0 && retry.retryNumber == 1 && retry.score == 0)
        expectRefusal(.questionAlreadyAnswered(id: question.id), &progress) { (p) throws(LearnerError) in
            try p.answerTest(Answers.right(question), to: question.id, idea: "b1i1", in: book, at: clock)
        }
        guard case .question(let second) = try progress.continueTest(idea: "b1i1", in: book, at: clock) else { return }
        #expect(second.questionIndex == 1 && second.responses.isEmpty)
        let attempt = try #require(progress.idea("b1i1").attempt)
        #expect(attempt.retryCount == 1 && attempt.responses.count == 2)
    }

    @Test func retriesAreBounded() throws {
        var progress = LearnerProgress()
        let question = try progress.startTest(idea: "b1i1", in: book, at: clock).question
        for _ in 0...TestAttempt.maxRetriesPerQuestion {
            _ = try progress.answerTest(Answers.wrong(question), to: question.id, idea: "b1i1", in: book, at: clock)
        }
        expectRefusal(.retryLimitReached(question: question.id, limit: 9), &progress) { (p) throws(LearnerError) in
            try p.answerTest(Answers.wrong(question), to: question.id, idea: "b1i1", in: book, at: clock)
        }
    }

    @Test func anMsqIsRightOnlyWithExactlyTheCorrectSet() throws {
        var progress = LearnerProgress()
        var view = try progress.startTest(idea: "b1i1", in: book, at: clock)
        while view.question.type != .msq {
            _ = try progress.answerTest(Answers.right(view.question), to: view.question.id, idea: "b1i1", in: book, at: clock)
            guard case .question(let next) = try progress.continueTest(idea: "b1i1", in: book, at: clock) else { return }
            view = next
        }
        let msq = view.question
        let correct = Set(msq.correct!)
        expectRefusal(.wrongKindOfAnswer(question: msq.id, type: .msq), &progress) { (p) throws(LearnerError) in
            try p.answerTest(.option(1), to: msq.id, idea: "b1i1", in: book, at: clock)
        }
        expectRefusal(.noOptionChosen(question: msq.id), &progress) { (p) throws(LearnerError) in
            try p.answerTest(.options([]), to: msq.id, idea: "b1i1", in: book, at: clock)
        }
        let subset = try progress.answerTest(.options([correct.min()!]), to: msq.id, idea: "b1i1", in: book, at: clock)
        #expect(!subset.isCorrect)
        let superset = try progress.answerTest(.options(correct.union([0, 1, 2, 3])), to: msq.id, idea: "b1i1", in: book, at: clock)
        #expect(!superset.isCorrect || correct == [0, 1, 2, 3])
        let exact = try progress.answerTest(.options(correct), to: msq.id, idea: "b1i1", in: book, at: clock)
        #expect(exact.isCorrect && exact.pointsEarned == 0, "right, but a retry")
    }

    @Test func anOpenAnswerKeepsTheVerdictAndTheEvaluatorsDataUntouched() throws {
        var progress = LearnerProgress()
        var view = try progress.startTest(idea: "b1i1", in: book, at: clock)
        while view.question.type != .open {
            _ = try progress.answerTest(Answers.right(view.question), to: view.question.id, idea: "b1i1", in: book, at: clock)
            guard case .question(let next) = try progress.continueTest(idea: "b1i1", in: book, at: clock) else { return }
            view = next
        }
        #expect(view.question.rubric?.isEmpty == false)
        let openID = view.question.id
        expectRefusal(.wrongKindOfAnswer(question: openID, type: .open), &progress) { (p) throws(LearnerError) in
            try p.answerTest(.option(0), to: openID, idea: "b1i1", in: book, at: clock)
        }
        let evaluation = Data([0x7B, 0x00, 0xFF, 0x22])   // any bytes, even not JSON
        let verdict = OpenVerdict(isCorrect: true, evaluation: evaluation)
        let feedback = try progress.answerTest(.open(text: "Mine: my judgements.", verdict: verdict),
                                               to: view.question.id, idea: "b1i1", in: book, at: clock)
        #expect(feedback.isCorrect && feedback.pointsEarned == 25)
        let restored = try ProgressSnapshot.decode(ProgressSnapshot.encode(progress))
        let response = try #require(restored.idea("b1i1").attempt?.responses.last)
        #expect(response.answer == .open(text: "Mine: my judgements.", verdict: verdict))
    }

    @Test func aReviewAfterASolidTestCanDropMasteryAndAveragesTheScores() throws {
        var progress = LearnerProgress()
        _ = try progress.takeTest("b1i1", in: book, at: clock) { _ in true }
        let review = try progress.takeTest("b1i1", in: book, at: clock.advanced(byDays: 14)) { $0.difficulty == .easy }
        #expect(review.kind == .review && review.previousMastery == .solid && review.mastery == .none)
        #expect(review.summary.testsTaken == 2 && review.summary.averageScore == 90)
        #expect(review.summary.lastTested == clock.advanced(byDays: 14).now)
    }

    @Test func aTestIsResumedAtItsQuestionAfterARestart() throws {
        var progress = LearnerProgress()
        var view = try progress.startTest(idea: "b1i2", in: book, at: clock)
        for _ in 0..<4 {
            _ = try progress.answerTest(Answers.right(view.question), to: view.question.id, idea: "b1i2", in: book, at: clock)
            guard case .question(let next) = try progress.continueTest(idea: "b1i2", in: book, at: clock) else { return }
            view = next
        }
        var restored = try ProgressSnapshot.decode(ProgressSnapshot.encode(progress))
        let resumed = try restored.startTest(idea: "b1i2", in: book, at: clock)
        #expect(resumed.resumed && resumed.questionIndex == 4 && resumed.score == 10 + 10 + 10 + 15)
        #expect(try restored.test(ofIdea: "b1i2", in: book)?.questionIndex == 4)
    }

    @Test func unknownIdsAreTypedErrors() throws {
        var progress = LearnerProgress()
        expectRefusal(.unknownIdea(id: "b9i9", book: "meditations"), &progress) { (p) throws(LearnerError) in
            try p.startTest(idea: "b9i9", in: book, at: clock)
        }
        expectRefusal(.noAttemptInProgress(at: "idea b1i1"), &progress) { (p) throws(LearnerError) in
            try p.answerTest(.option(0), to: "b1i1-q1", idea: "b1i1", in: book, at: clock)
        }
        _ = try progress.startTest(idea: "b1i1", in: book, at: clock)
        expectRefusal(.unknownQuestion(id: "b1i1-q10", owner: "idea b1i1"), &progress) { (p) throws(LearnerError) in
            try p.answerTest(.option(0), to: "b1i1-q10", idea: "b1i1", in: book, at: clock)
        }
        expectRefusal(.wrongKindOfAnswer(question: "b1i1-q1", type: .mcq), &progress) { (p) throws(LearnerError) in
            try p.answerTest(.options([0]), to: "b1i1-q1", idea: "b1i1", in: book, at: clock)
        }
    }
}
