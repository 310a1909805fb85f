import ContentRuntime
import YAML

/// One idea file (`books/<slug>/ideas/<id>.yaml`), every value located.
struct IdeaSource: Sendable {
    /// The file's path, for diagnostics.
    var file: String
    /// The file name without `.yaml`: the idea id must equal it.
    var fileStem: String
    /// Where the file's mapping starts.
    var mark: Mark
    var id: Located<String>?
    var title: Located<String>?
    var description: Located<String>?
    var importance: Located<Importance>?
    var depthTarget: Located<Int>?
    var primer: PrimerSource?
    var questions: Located<[QuestionSource]>?

    /// The keys an idea may have.
    static let keys = ["id", "title", "description", "importance", "depthTarget", "primer", "questions"]
}

/// An idea's primer, with legacy fields already migrated to their replacements.
struct PrimerSource: Sendable {
    var mark: Mark
    var thesis: Located<String>?
    var story: Located<String>?
    var useItWhen: Located<[Located<String>]>?
    var howToApply: Located<[Located<String>]>?
    var edgesAndLimits: Located<[Located<String>]>?
    var oneLineRecall: Located<String>?
    var furtherLearning: Located<[LinkSource]>?

    /// The current keys of a primer.
    static let keys = ["thesis", "story", "useItWhen", "howToApply", "edgesAndLimits", "oneLineRecall", "furtherLearning"]

    /// Legacy keys and the keys that replace them (SPEC §3.2).
    static let legacyKeys: KeyValuePairs<String, String> = [
        "overview": "thesis",
        "keyNuances": "edgesAndLimits",
        "digDeeperLinks": "furtherLearning",
    ]
}

/// One further-learning link.
struct LinkSource: Sendable {
    var mark: Mark
    var title: Located<String>?
    var url: Located<String>?
    var kind: Located<LinkKind>?

    /// The keys a link may have.
    static let keys = ["title", "url", "kind"]
}
