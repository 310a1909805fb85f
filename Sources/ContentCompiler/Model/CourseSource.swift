import ContentRuntime
import YAML

/// One course folder: `course.yaml` and its section files, every value located.
struct CourseSource: Sendable {
    /// The folder name: the course id must equal it.
    var slug: String
    /// The path of course.yaml, for diagnostics.
    var file: String
    var mark: Mark
    var id: Located<String>?
    var title: Located<String>?
    var description: Located<String>?
    /// The section ids in course order.
    var sections: Located<[Located<String>]>?
    var progression: Located<Progression>?
    var rewards: RewardsSource?
    var achievements: [AchievementSource] = []
    /// The section files found in `sections/`, sorted by file name.
    var sectionFiles: [SectionSource] = []
    /// The names of section files that could not be decoded (already reported);
    /// they exist, but their lessons are unknown.
    var undecodedSectionStems: [String] = []

    /// The keys course.yaml may have.
    static let keys = ["id", "title", "description", "sections", "progression", "rewards", "achievements"]
}

/// `rewards:` of a course.
struct RewardsSource: Sendable {
    var mark: Mark
    var coinsPerLesson: Located<Int>?
    var diamonds: Located<[DiamondTierSource]>?

    static let keys = ["coinsPerLesson", "diamonds"]
}

/// One diamond tier.
struct DiamondTierSource: Sendable {
    var mark: Mark
    var maxErrors: Located<Int>?
    var diamonds: Located<Int>?
    var coins: Located<Int>?

    static let keys = ["maxErrors", "diamonds", "coins"]
}

/// One achievement of a course.
struct AchievementSource: Sendable {
    var mark: Mark
    var id: Located<String>?
    var title: Located<String>?
    var description: Located<String>?
    var category: Located<AchievementCategory>?
    var icon: Located<String>?
    var unlock: Located<UnlockSource>?

    static let keys = ["id", "title", "description", "category", "icon", "unlock"]
}

/// An achievement's unlock condition as written.
enum UnlockSource: Sendable {
    case lessonsCompleted(Located<Int>)
    case sectionCompleted(Located<String>)
    case streakDays(Located<Int>)

    static let keys = ["lessonsCompleted", "sectionCompleted", "streakDays"]
}

/// One section file (`courses/<slug>/sections/<id>.yaml`).
struct SectionSource: Sendable {
    var file: String
    /// The file name without `.yaml`: the section id must equal it.
    var fileStem: String
    var mark: Mark
    var id: Located<String>?
    var title: Located<String>?
    var lessons: Located<[LessonSource]>?

    static let keys = ["id", "title", "lessons"]
}

/// One lesson of a section.
struct LessonSource: Sendable {
    var mark: Mark
    var id: Located<String>?
    var title: Located<String>?
    var icon: Located<String>?
    var overview: Located<String>?
    var keyTakeaways: Located<[Located<String>]>?
    var questions: Located<[QuestionSource]>?
    /// Keys an unknown key was reported as a misspelling of: what kind of lesson it is, is then unknown.
    var misspeltKeys: Set<String> = []

    static let keys = ["id", "title", "icon", "overview", "keyTakeaways", "questions"]
}
