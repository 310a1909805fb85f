import YAML

/// `contentc.yaml`: the project's name, content version and rule settings.
struct ManifestSource: Sendable {
    var file: String
    var name: Located<String>?
    var version: Located<String>?
    /// The rule settings in force (defaults where none is written or a setting is invalid).
    var configuration: RuleConfiguration
    /// `learning:`, the project's learning policy, as written.
    var learning: LearningSource?
    /// `language:`, the language of the project's content unless a book names its own.
    var language: Located<String>?

    /// The language when contentc.yaml names none.
    static let defaultLanguage = "en"

    static let keys = ["name", "version", "language", "rules", "learning"]
}
