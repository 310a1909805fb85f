import ContentRuntime
import Foundation

// README: begin path
/// Completes Learning Progress's lesson for today, saves the progress, and
/// celebrates what it unlocked.
func completeTodaysLesson(library: ContentLibrary, store: ProgressStore,
                          clock: LearnerClock) throws -> LessonCompletion? {
    var progress = try store.load() ?? LearnerProgress()
    let path = library.course(id: "learning-how-to-learn")!
    let overview = progress.overview(of: path, at: clock)
    for stage in overview.sections {
        print(stage.title, stage.state, "\(Int(stage.fraction * 100))%")   // completed / current / locked
    }
    guard let today = overview.nextLessonID else { return nil }          // the path is done
    let completion = try progress.completeReading(today, in: path, at: clock)   // "Mark as complete"
    try store.save(progress)                                             // written, then renamed
    for unlocked in completion.unlockedAchievements {
        print("Unlocked \(unlocked.achievement.title) (\(unlocked.achievement.category))")
    }
    print("stages unlocked: \(completion.unlockedSections), streak: \(completion.streak.days) days")
    return completion
}
// README: end
