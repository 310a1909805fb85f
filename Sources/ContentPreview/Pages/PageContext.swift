import ContentRuntime
import Foundation

/// What every page is drawn from: the content, what the last build said,
/// the learner and the preview's clock.
struct PageContext: Sendable {
    /// The last good content.
    var content: PreviewContent
    /// What the last build said.
    var status: BuildStatus
    /// The learner.
    var learner: LearnerSession
    /// The preview's clock, moved by "next day".
    var clock: LearnerClock
    /// The build's generation, for live reload.
    var generation: String
    /// The page's own path and query, for forms that come back to it.
    var target: String

    /// The learner's progress.
    var progress: LearnerProgress { learner.progress }
    /// The preview's day.
    var today: LocalDate { clock.today }
}

/// One screen: its title, the app it belongs to, its body.
struct Page: Sendable {
    /// The page's title, shown in the tab.
    var title: String
    /// Whose look it has.
    var theme: Theme
    /// What it shows under the learner bar.
    var body: HTML
    /// The HTTP status.
    var status = 200
    /// Whether the content's errors show over it; not over the page that lists them.
    var showsErrorOverlay = true
}

/// The look of a page: each app's own, after its documents.
enum Theme: String, Sendable {
    /// The preview's home page and its own screens.
    case preview
    /// Deepread, the reading app: paper and ink.
    case deepread
    /// Clever Den, the quiz app: warm beige, orange, white pills.
    case cleverden
    /// Learning Progress, the path app: indigo on a pale lavender grey.
    case path

    /// The theme of a course: Clever Den's for lesson by lesson, Learning Progress's for stages.
    init(_ course: Course) {
        self = course.progression == .stage ? .path : .cleverden
    }
}
