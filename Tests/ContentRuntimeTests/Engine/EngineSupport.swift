import ContentRuntime
import ContentTestSupport
import Foundation
import Testing

/// The shipped content (`out/`, the committed build of `content/`) and helpers
/// to play it through the engine.
enum Shipped {
    static let library: ContentLibrary = {
        try! ContentLibrary(directory: ContentFixtures.packageRoot.appendingPathComponent("out"))
    }()
    static var flags: Course { library.course(id: "flags-and-continents")! }
    static var path: Course { library.course(id: "learning-how-to-learn")! }
    static var meditations: Book { library.book(id: "meditations")! }
}

/// Clocks at fixed moments, so every run is the same.
enum Clocks {
    static let utc = TimeZone(identifier: "UTC")!
    static let paris = TimeZone(identifier: "Europe/Paris")!
    static let newYork = TimeZone(identifier: "America/New_York")!
    static let tokyo = TimeZone(identifier: "Asia/Tokyo")!

    /// The clock at a local time of a day in a time zone.
    static func at(_ day: String, _ hour: Int = 9, minute: Int = 0, in timeZone: TimeZone = paris) -> LearnerClock {
        let date = LocalDate(day)!
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let now = calendar.date(from: DateComponents(year: date.year, month: date.month, day: date.day,
                                                     hour: hour, minute: minute))!
        return LearnerClock(now: now, timeZone: timeZone)
    }
}

/// Answers that are right or wrong for a question, whatever its type.
enum Answers {
    static func right(_ question: Question) -> Answer {
        switch question.type {
        case .mcq: .option(question.correct![0])
        case .msq: .options(Set(question.correct!))
        case .open: .open(text: "A considered answer.", verdict: OpenVerdict(isCorrect: true, evaluation: Data("{\"score\":5}".utf8)))
        }
    }

    static func wrong(_ question: Question) -> Answer {
        switch question.type {
        case .mcq: .option((question.correct![0] + 1) % question.options!.count)
        case .msq: .options(Set(question.options!.indices).subtracting(question.correct!).isEmpty
                            ? [question.correct![0]] : Set(question.options!.indices).subtracting(question.correct!))
        case .open: .open(text: "No idea.", verdict: OpenVerdict(isCorrect: false, evaluation: Data("{\"score\":1}".utf8)))
        }
    }
}

extension LearnerProgress {
    /// Plays a lesson's quiz to its end, the first `errors` questions wrong.
    mutating func playLesson(_ lessonID: String, errors: Int, in course: Course,
                             at clock: LearnerClock) throws -> LessonCompletion {
        var view = try startLesson(lessonID, in: course, at: clock)
        while true {
            let answer = view.questionIndex < errors ? Answers.wrong(view.question) : Answers.right(view.question)
            _ = try answerLesson(answer, to: view.question.id, in: course, at: clock)
            switch try continueLesson(in: course, at: clock) {
            case .question(let next): view = next
            case .completed(let completion): return completion
            }
        }
    }

    /// Takes an idea's test to its end, answering right the questions `right` accepts.
    mutating func takeTest(_ ideaID: String, in book: Book, at clock: LearnerClock,
                           right: (Question) -> Bool) throws -> TestResult {
        var view = try startTest(idea: ideaID, in: book, at: clock)
        while true {
            let answer = right(view.question) ? Answers.right(view.question) : Answers.wrong(view.question)
            _ = try answerTest(answer, to: view.question.id, idea: ideaID, in: book, at: clock)
            switch try continueTest(idea: ideaID, in: book, at: clock) {
            case .question(let next): view = next
            case .finished(let result): return result
            }
        }
    }
}

/// Expects `body` to throw exactly `expected`, and the progress to stay as it was.
func expectRefusal<T>(_ expected: LearnerError, _ progress: inout LearnerProgress,
                      sourceLocation: SourceLocation = #_sourceLocation,
                      _ body: (inout LearnerProgress) throws(LearnerError) -> T) {
    let before = progress
    do {
        _ = try body(&progress)
        Issue.record("expected \(expected), but the event succeeded", sourceLocation: sourceLocation)
    } catch {
        #expect(error == expected, sourceLocation: sourceLocation)
    }
    #expect(progress == before, "a refused event changed the progress", sourceLocation: sourceLocation)
}
