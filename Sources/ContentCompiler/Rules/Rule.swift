/// A named check with a stable code: what `contentc explain` and `contentc.yaml` refer to.
///
/// Every diagnostic names the rule that found it. Rules are declared as static
/// constants beside the code that checks them, and listed once in ``Rule/all``.
///
/// *Integrity* rules guard what apps rely on (ids, indices, shapes); they are
/// always errors and cannot be configured. *Policy* rules (counts, the Bloom
/// band, deprecations) may change severity or parameter in contentc.yaml.
public struct Rule: Sendable, Hashable, CustomStringConvertible {
    /// A rule's numeric parameter, such as the number of questions per lesson.
    public struct Parameter: Sendable, Hashable {
        /// The key in contentc.yaml, such as `count`.
        public var name: String
        /// The value when contentc.yaml does not set one.
        public var defaultValue: Int
        /// The values allowed.
        public var range: ClosedRange<Int>
        /// What the parameter means, in a few words.
        public var summary: String

        /// Creates a parameter.
        public init(name: String, defaultValue: Int, range: ClosedRange<Int>, summary: String) {
            self.name = name
            self.defaultValue = defaultValue
            self.range = range
            self.summary = summary
        }
    }

    /// What a rule is, held once: a rule is copied with every diagnostic that
    /// names it, and so costs one reference instead of one per text.
    private final class Definition: Sendable {
        let code: String
        let name: String
        let summary: String
        let defaultSeverity: Severity
        let isConfigurable: Bool
        let parameter: Parameter?
        let explanation: String

        init(code: String, name: String, summary: String, defaultSeverity: Severity, isConfigurable: Bool,
             parameter: Parameter?, explanation: String) {
            self.code = code
            self.name = name
            self.summary = summary
            self.defaultSeverity = defaultSeverity
            self.isConfigurable = isConfigurable
            self.parameter = parameter
            self.explanation = explanation
        }
    }

    private let definition: Definition

    /// The stable code printed with each diagnostic, such as `Q103`.
    public var code: String { definition.code }
    /// The stable name used in contentc.yaml, such as `question.correct-in-bounds`.
    public var name: String { definition.name }
    /// What the rule checks, in one line.
    public var summary: String { definition.summary }
    /// The severity when contentc.yaml does not set one.
    public var defaultSeverity: Severity { definition.defaultSeverity }
    /// Whether contentc.yaml may change this rule's severity or parameter.
    public var isConfigurable: Bool { definition.isConfigurable }
    /// The rule's parameter, if it has one.
    public var parameter: Parameter? { definition.parameter }
    /// What the rule checks, why, and how to fix what it reports.
    public var explanation: String { definition.explanation }

    /// Creates a rule.
    public init(code: String, name: String, summary: String, severity: Severity = .error,
                configurable: Bool = false, parameter: Parameter? = nil, explanation: String) {
        definition = Definition(code: code, name: name, summary: summary, defaultSeverity: severity,
                                isConfigurable: configurable, parameter: parameter, explanation: explanation)
    }

    public static func == (lhs: Rule, rhs: Rule) -> Bool { lhs.definition === rhs.definition || lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// `CODE (name)`.
    public var description: String { "\(code) (\(name))" }

    /// The rule with this code or name, if any.
    public static func named(_ codeOrName: String) -> Rule? {
        all.first { $0.code == codeOrName || $0.name == codeOrName }
    }

    /// The rule whose code or name is closest to a misspelt one, for "did you mean".
    public static func closest(to codeOrName: String) -> Rule? {
        Suggestion.closest(to: codeOrName, in: all.map(\.code) + all.map(\.name)).flatMap(named)
    }
}

extension Rule.Parameter: Encodable {
    private enum CodingKeys: String, CodingKey {
        case name, defaultValue, minimum, maximum, summary
    }

    /// `{"name", "defaultValue", "minimum", "maximum", "summary"}`, as `contentc rules --format json`
    /// and SARIF rule properties give a parameter.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(defaultValue, forKey: .defaultValue)
        try container.encode(range.lowerBound, forKey: .minimum)
        try container.encode(range.upperBound, forKey: .maximum)
        try container.encode(summary, forKey: .summary)
    }
}
