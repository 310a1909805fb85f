/// The events of a course: quiz lessons (Clever Den), readings (Learning
/// Progress) and the overview both apps draw.
extension LearnerProgress {
    /// The course as the learner sees it on the clock's day.
    public func overview(of course: Course, at clock: LearnerClock) -> CourseOverview {
        CourseOverview(course, progress: self[course: course.id], at: clock)
    }

    /// Starts a lesson's quiz, or resumes the attempt already open at it.
    ///
    /// One quiz is open per course: starting another lesson abandons the open
    /// one (the view names it). An open attempt whose lesson's questions changed
    /// since is started again. A completed lesson may be replayed.
    ///
    /// - Throws: ``LearnerError/unknownLesson(id:course:)``, ``LearnerError/lessonLocked(id:)``
    ///   or ``LearnerError/lessonHasNoQuiz(id:)``.
    public mutating func startLesson(_ lessonID: String, in course: Course,
                                     at clock: LearnerClock) throws(LearnerError) -> LessonAttemptView {
        let lesson = try unlockedLesson(lessonID, in: course)
        guard lesson.isQuiz else { throw .lessonHasNoQuiz(id: lessonID) }
        var progress = self[course: course.id]
        let questionIDs = lesson.questions.map(\.id)
        if let open = progress.attempt, open.lessonID == lessonID, open.questionIDs == questionIDs {
            return try LessonAttemptView(open, in: course, resumed: true)
        }
        let abandoned = progress.attempt.map(\.lessonID).flatMap { $0 == lessonID ? nil : $0 }
        let attempt = LessonAttempt(lessonID: lessonID, startedAt: clock.now, questionIDs: questionIDs)
        progress.attempt = attempt
        self[course: course.id] = progress
        return try LessonAttemptView(attempt, in: course, resumed: false, abandoned: abandoned)
    }

    /// Answers the current question of the open quiz. A lesson question is
    /// answered once; a wrong answer counts one error.
    ///
    /// - Parameters:
    ///   - answer: The option chosen (or options, or an open answer with its verdict).
    ///   - questionID: The question the learner answered, as shown: a stale
    ///     screen answering another question is refused.
    /// - Throws: ``LearnerError/noAttemptInProgress(at:)``, ``LearnerError/unknownQuestion(id:owner:)``,
    ///   ``LearnerError/notTheCurrentQuestion(answered:current:)``,
    ///   ``LearnerError/questionAlreadyAnswered(id:)``, ``LearnerError/attemptOutdated(at:)``
    ///   or an error of the answer itself (``LearnerError/optionOutOfRange(question:index:optionCount:)``…).
    public mutating func answerLesson(_ answer: Answer, to questionID: String, in course: Course,
                                      at clock: LearnerClock) throws(LearnerError) -> LessonFeedback {
        var progress = self[course: course.id]
        guard var attempt = progress.attempt else { throw .noAttemptInProgress(at: "course \(course.id)") }
        try Self.checkCurrent(questionID, of: attempt, in: course)
        guard !attempt.isCurrentAnswered else { throw .questionAlreadyAnswered(id: questionID) }
        let question = try course.question(questionID, inLesson: attempt.lessonID)
        let check = try AnswerCheck(answer, to: question)
        let given = LessonAnswer(questionID: questionID, answer: answer, isCorrect: check.isCorrect, answeredAt: clock.now)
        attempt.answers.append(given)
        progress.attempt = attempt
        self[course: course.id] = progress
        return LessonFeedback(given, question: question, attempt: attempt)
    }

    /// Moves the open quiz on after its answered question: to the next
    /// question, or, after the last, completes the lesson with the diamonds
    /// and coins of the course's tiers for its errors.
    ///
    /// - Throws: ``LearnerError/noAttemptInProgress(at:)``, ``LearnerError/questionNotAnswered(id:)``
    ///   or ``LearnerError/attemptOutdated(at:)``.
    public mutating func continueLesson(in course: Course, at clock: LearnerClock) throws(LearnerError) -> LessonStep {
        var progress = self[course: course.id]
        guard var attempt = progress.attempt else { throw .noAttemptInProgress(at: "course \(course.id)") }
        guard attempt.isCurrentAnswered else { throw .questionNotAnswered(id: attempt.currentQuestionID) }
        let lesson = try course.lesson(attempt.lessonID)
        guard lesson.questions.map(\.id) == attempt.questionIDs else { throw .attemptOutdated(at: "lesson \(lesson.id)") }
        if attempt.position + 1 < attempt.questionIDs.count {
            attempt.position += 1
            progress.attempt = attempt
            self[course: course.id] = progress
            return .question(try LessonAttemptView(attempt, in: course, resumed: false))
        }
        progress.attempt = nil
        let completion = progress.complete(lesson, errors: attempt.errors, in: course, at: clock)
        self[course: course.id] = progress
        return .completed(completion)
    }

    /// Closes the open quiz without completing its lesson (the learner left).
    /// Returns the lesson it was at, or `nil` when none was open.
    @discardableResult
    public mutating func abandonLesson(in course: Course) -> String? {
        var progress = self[course: course.id]
        defer { self[course: course.id] = progress }
        let lessonID = progress.attempt?.lessonID
        progress.attempt = nil
        return lessonID
    }

    /// Marks a reading lesson complete ("Mark as complete"). A lesson is
    /// completed once: marking it again changes nothing (``LessonCompletion/isRepeat``).
    /// A lesson that is both a reading and a quiz may be completed either way;
    /// its quiz, played later, still earns its diamonds and coins.
    ///
    /// - Throws: ``LearnerError/unknownLesson(id:course:)``, ``LearnerError/lessonLocked(id:)``
    ///   or ``LearnerError/lessonHasNoReading(id:)``.
    public mutating func completeReading(_ lessonID: String, in course: Course,
                                         at clock: LearnerClock) throws(LearnerError) -> LessonCompletion {
        let lesson = try unlockedLesson(lessonID, in: course)
        guard lesson.isReading else { throw .lessonHasNoReading(id: lessonID) }
        var progress = self[course: course.id]
        let completion = progress.complete(lesson, errors: nil, in: course, at: clock)
        self[course: course.id] = progress
        return completion
    }

    /// The lesson with this id, when the course's progression has reached it.
    ///
    /// - Throws: ``LearnerError/unknownLesson(id:course:)`` or ``LearnerError/lessonLocked(id:)``.
    private func unlockedLesson(_ lessonID: String, in course: Course) throws(LearnerError) -> Lesson {
        let lesson = try course.lesson(lessonID)
        guard CourseMap(course, records: self[course: course.id].lessons).state(of: lessonID) != .locked else {
            throw .lessonLocked(id: lessonID)
        }
        return lesson
    }

    /// Checks that `questionID` is the open attempt's current question.
    private static func checkCurrent(_ questionID: String, of attempt: LessonAttempt,
                                     in course: Course) throws(LearnerError) {
        let lesson = try course.lesson(attempt.lessonID)
        guard lesson.questions.map(\.id) == attempt.questionIDs else { throw .attemptOutdated(at: "lesson \(lesson.id)") }
        guard attempt.questionIDs.contains(questionID) else {
            throw .unknownQuestion(id: questionID, owner: "lesson \(lesson.id)")
        }
        guard questionID == attempt.currentQuestionID else {
            throw .notTheCurrentQuestion(answered: questionID, current: attempt.currentQuestionID)
        }
    }
}
