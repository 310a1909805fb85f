/// The events of the reading app: an idea's test, its result, and the ideas due for review.
extension LearnerProgress {
    /// Starts a test of an idea over its questions in order, or resumes the one
    /// in progress. The first test of an idea is `initial`, later ones `review`.
    /// An open test whose idea's questions changed since is started again.
    ///
    /// - Throws: ``LearnerError/unknownIdea(id:book:)``.
    public mutating func startTest(idea ideaID: String, in book: Book,
                                   at clock: LearnerClock) throws(LearnerError) -> TestAttemptView {
        let idea = try book.idea(ideaID)
        var progress = self[idea: ideaID]
        let questionIDs = idea.questions.map(\.id)
        if let open = progress.attempt, open.questionIDs == questionIDs {
            return try Self.view(of: open, idea: idea, resumed: true)
        }
        let attempt = TestAttempt(ideaID: ideaID, kind: progress.tests.isEmpty ? .initial : .review,
                                  startedAt: clock.now, questionIDs: questionIDs)
        progress.attempt = attempt
        self[idea: ideaID] = progress
        return try Self.view(of: attempt, idea: idea, resumed: false)
    }

    /// Answers the current question of an idea's test. The first try earns the
    /// question's points when right; a wrong answer may be retried (recorded,
    /// earning nothing) until right, up to ``TestAttempt/maxRetriesPerQuestion`` times.
    /// An msq is right only with exactly the correct options; an open answer by
    /// its verdict, stored untouched with the evaluator's data.
    ///
    /// - Throws: ``LearnerError/unknownIdea(id:book:)``, ``LearnerError/noAttemptInProgress(at:)``,
    ///   ``LearnerError/unknownQuestion(id:owner:)``, ``LearnerError/notTheCurrentQuestion(answered:current:)``,
    ///   ``LearnerError/questionAlreadyAnswered(id:)`` (it is already right),
    ///   ``LearnerError/retryLimitReached(question:limit:)``, ``LearnerError/attemptOutdated(at:)``
    ///   or an error of the answer itself.
    public mutating func answerTest(_ answer: Answer, to questionID: String, idea ideaID: String, in book: Book,
                                    at clock: LearnerClock) throws(LearnerError) -> TestFeedback {
        let idea = try book.idea(ideaID)
        var progress = self[idea: ideaID]
        guard var attempt = progress.attempt else { throw .noAttemptInProgress(at: "idea \(ideaID)") }
        let question = try Self.current(questionID, of: attempt, idea: idea)
        let earlier = attempt.currentResponses
        if earlier.contains(where: \.isCorrect) { throw .questionAlreadyAnswered(id: questionID) }
        guard earlier.count <= TestAttempt.maxRetriesPerQuestion else {
            throw .retryLimitReached(question: questionID, limit: TestAttempt.maxRetriesPerQuestion)
        }
        let check = try AnswerCheck(answer, to: question)
        let response = QuestionResponse(
            questionID: questionID, answer: answer, isCorrect: check.isCorrect,
            pointsEarned: check.isCorrect && earlier.isEmpty ? question.points : 0,
            retryNumber: earlier.count, answeredAt: clock.now)
        attempt.responses.append(response)
        progress.attempt = attempt
        self[idea: ideaID] = progress
        return TestFeedback(
            questionID: questionID, isCorrect: response.isCorrect, pointsEarned: response.pointsEarned,
            retryNumber: response.retryNumber, correctOptions: question.correct ?? [],
            explanation: question.explanation, score: attempt.score,
            canRetry: !response.isCorrect && response.retryNumber < TestAttempt.maxRetriesPerQuestion,
            isLastQuestion: attempt.position == attempt.questionIDs.count - 1)
    }

    /// Moves an idea's test on after its answered question: to the next, or,
    /// after the last, finishes it: the score out of `maxScore` gives the
    /// mastery by the book's policy, and the review date (the test's day plus
    /// the policy's days: 3 for fragile, 14 for solid by default; at once for none).
    ///
    /// - Throws: ``LearnerError/unknownIdea(id:book:)``, ``LearnerError/noAttemptInProgress(at:)``,
    ///   ``LearnerError/questionNotAnswered(id:)`` or ``LearnerError/attemptOutdated(at:)``.
    public mutating func continueTest(idea ideaID: String, in book: Book,
                                      at clock: LearnerClock) throws(LearnerError) -> TestStep {
        let idea = try book.idea(ideaID)
        var progress = self[idea: ideaID]
        guard var attempt = progress.attempt else { throw .noAttemptInProgress(at: "idea \(ideaID)") }
        guard idea.questions.map(\.id) == attempt.questionIDs else { throw .attemptOutdated(at: "idea \(ideaID)") }
        guard !attempt.currentResponses.isEmpty else { throw .questionNotAnswered(id: attempt.currentQuestionID) }
        if attempt.position + 1 < attempt.questionIDs.count {
            attempt.position += 1
            progress.attempt = attempt
            self[idea: ideaID] = progress
            return .question(try Self.view(of: attempt, idea: idea, resumed: false))
        }
        let score = attempt.score
        let mastery = Mastery(score: score, maxScore: idea.maxScore, policy: book.learning)
        let record = TestRecord(
            kind: attempt.kind, startedAt: attempt.startedAt, completedAt: clock.now, score: score,
            maxScore: idea.maxScore, mastery: mastery, retryCount: attempt.retryCount,
            nextReview: clock.today.adding(days: mastery.reviewAfterDays(book.learning)),
            responses: attempt.responses)
        let previous = progress.tests.last?.mastery
        progress.tests.append(record)
        progress.attempt = nil
        self[idea: ideaID] = progress
        let summary = IdeaSummary(ideaID: ideaID, progress: progress, on: clock.today)
        return .finished(TestResult(
            ideaID: ideaID, kind: record.kind, score: score, maxScore: record.maxScore,
            fraction: record.maxScore > 0 ? Double(score) / Double(record.maxScore) : 0,
            mastery: mastery, previousMastery: previous, masteryLevel: summary.masteryLevel,
            nextReview: record.nextReview, retryCount: record.retryCount, summary: summary))
    }

    /// Closes an idea's test in progress without a result. Returns whether one was open.
    @discardableResult
    public mutating func abandonTest(idea ideaID: String) -> Bool {
        var progress = self[idea: ideaID]
        defer { self[idea: ideaID] = progress }
        let wasOpen = progress.attempt != nil
        progress.attempt = nil
        return wasOpen
    }

    /// An idea's standing on `day`: tests taken, average score, last test,
    /// next review, mastery and its level 0…3, whether it is due.
    public func summary(ofIdea ideaID: String, on day: LocalDate) -> IdeaSummary {
        IdeaSummary(ideaID: ideaID, progress: self[idea: ideaID], on: day)
    }

    /// The test in progress of an idea, at its current question, if any.
    ///
    /// - Throws: ``LearnerError/unknownIdea(id:book:)`` or ``LearnerError/attemptOutdated(at:)``.
    public func test(ofIdea ideaID: String, in book: Book) throws(LearnerError) -> TestAttemptView? {
        let idea = try book.idea(ideaID)
        return try self[idea: ideaID].attempt.map { (attempt) throws(LearnerError) in
            try Self.view(of: attempt, idea: idea, resumed: true)
        }
    }

    /// The ideas of a book due for review on `day` (their next review is that
    /// day or earlier), in the book's order. Ideas never tested are not due: they are new.
    public func ideasDue(in book: Book, on day: LocalDate) -> [String] {
        book.ideas.map(\.id).filter { summary(ofIdea: $0, on: day).isDue }
    }

    private static func view(of attempt: TestAttempt, idea: Idea, resumed: Bool) throws(LearnerError) -> TestAttemptView {
        guard let question = idea.questions.first(where: { $0.id == attempt.currentQuestionID }) else {
            throw .attemptOutdated(at: "idea \(idea.id)")
        }
        return TestAttemptView(
            ideaID: idea.id, kind: attempt.kind, questionIndex: attempt.position,
            questionCount: attempt.questionIDs.count, question: question, responses: attempt.currentResponses,
            score: attempt.score, maxScore: idea.maxScore, progress: attempt.progress, resumed: resumed)
    }

    private static func current(_ questionID: String, of attempt: TestAttempt, idea: Idea) throws(LearnerError) -> Question {
        guard idea.questions.map(\.id) == attempt.questionIDs else { throw .attemptOutdated(at: "idea \(idea.id)") }
        guard let question = idea.questions.first(where: { $0.id == questionID }) else {
            throw .unknownQuestion(id: questionID, owner: "idea \(idea.id)")
        }
        guard questionID == attempt.currentQuestionID else {
            throw .notTheCurrentQuestion(answered: questionID, current: attempt.currentQuestionID)
        }
        return question
    }
}
