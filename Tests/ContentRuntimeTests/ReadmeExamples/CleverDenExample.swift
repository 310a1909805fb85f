import ContentRuntime
import Foundation

// The lines between the README markers are quoted verbatim in README.md
// ("Using the learner engine"); ReadmeExampleTests checks both.

// README: begin cleverden
/// Plays a Clever Den lesson: the pill states, a 2×2 grid answered by
/// option index, then the completion screen's diamonds and coins.
func playFirstLesson(library: ContentLibrary, progress: inout LearnerProgress,
                     clock: LearnerClock) throws -> LessonCompletion? {
    let course = library.course(id: "flags-and-continents")!
    let overview = progress.overview(of: course, at: clock)
    guard let lessonID = overview.nextLessonID else { return nil }   // every lesson done

    var view = try progress.startLesson(lessonID, in: course, at: clock)
    while true {
        let tapped = view.question.correct![0]               // the learner's tap, 0...3
        let feedback = try progress.answerLesson(.option(tapped), to: view.question.id,
                                                 in: course, at: clock)
        print(feedback.isCorrect ? "Correct!" : feedback.explanation ?? "Not quite")
        switch try progress.continueLesson(in: course, at: clock) {
        case .question(let next):
            view = next                                       // progress bar: next.progress
        case .completed(let completion):
            print("\(completion.diamonds!) diamonds, +\(completion.coinsEarned) coins,",
                  "\(completion.totalCoins) in all; next: \(completion.nextLessonID ?? "none")")
            return completion
        }
    }
}
// README: end
