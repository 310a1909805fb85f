/// The project's choices of severity and parameter per rule (contentc.yaml `rules:`).
public struct RuleConfiguration: Sendable, Hashable {
    /// A rule's severity in a project, or `off`.
    public enum Level: String, Sendable, Hashable, CaseIterable {
        case error, warning, off
    }

    /// One rule's settings; `nil` keeps the default.
    public struct Setting: Sendable, Hashable {
        /// The level, or `nil` for the rule's default severity.
        public var level: Level?
        /// The parameter's value, or `nil` for its default.
        public var parameter: Int?

        /// Creates a setting.
        public init(level: Level? = nil, parameter: Int? = nil) {
            self.level = level
            self.parameter = parameter
        }
    }

    /// Settings by rule code.
    public private(set) var settings: [String: Setting]

    /// Creates a configuration; rules without a setting keep their defaults.
    public init(settings: [String: Setting] = [:]) {
        self.settings = settings
    }

    /// Every rule at its default.
    public static let defaults = RuleConfiguration()

    /// The severity a rule reports at, or `nil` when it is off.
    public func severity(of rule: Rule) -> Severity? {
        guard rule.isConfigurable, let level = settings[rule.code]?.level else { return rule.defaultSeverity }
        switch level {
        case .error: return .error
        case .warning: return .warning
        case .off: return nil
        }
    }

    /// The value of a rule's parameter; 0 for a rule without one.
    public func parameter(of rule: Rule) -> Int {
        guard let parameter = rule.parameter else { return 0 }
        guard rule.isConfigurable, let value = settings[rule.code]?.parameter else { return parameter.defaultValue }
        return value
    }

    /// Sets a rule's settings.
    public mutating func set(_ setting: Setting, for rule: Rule) {
        settings[rule.code] = setting
    }
}
