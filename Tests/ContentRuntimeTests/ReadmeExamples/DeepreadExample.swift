import ContentRuntime
import Foundation

// README: begin deepread
/// Takes a Deepread test: first tries earn points, a wrong answer may be
/// retried, open answers are judged by the app's evaluator.
func takeIdeaTest(library: ContentLibrary, progress: inout LearnerProgress,
                  clock: LearnerClock, evaluate: (String, String) -> OpenVerdict) throws -> TestResult {
    let book = library.book(containingIdea: "b1i1")!
    var view = try progress.startTest(idea: "b1i1", in: book, at: clock)   // or resumes
    while true {
        let question = view.question
        let answer: Answer = switch question.type {
        case .mcq: .option(question.correct![0])
        case .msq: .options(Set(question.correct!))
        case .open: .open(text: "My answer", verdict: evaluate("My answer", question.rubric!))
        }
        _ = try progress.answerTest(answer, to: question.id, idea: "b1i1", in: book, at: clock)
        switch try progress.continueTest(idea: "b1i1", in: book, at: clock) {
        case .question(let next):
            view = next
        case .finished(let result):
            print("\(result.score)/\(result.maxScore): \(result.mastery), level \(result.masteryLevel),",
                  "review on \(result.nextReview)")
            print("due today:", progress.ideasDue(in: book, on: clock.today))
            return result
        }
    }
}
// README: end
