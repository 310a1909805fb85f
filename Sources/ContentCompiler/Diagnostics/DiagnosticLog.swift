import YAML

/// Collects the diagnostics of one unit of work (a file, or the cross-file checks),
/// applying the project's rule configuration as they are reported.
public struct DiagnosticLog: Sendable {
    /// The severities and parameters in force.
    public let configuration: RuleConfiguration
    /// What has been reported so far, in reporting order.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Creates an empty log.
    public init(configuration: RuleConfiguration = .defaults) {
        self.configuration = configuration
    }

    /// Reports a problem found by `rule`, unless the project turned the rule off.
    public mutating func report(_ rule: Rule, _ message: String, at location: SourceLocation,
                                notes: [Diagnostic.Note] = [], hint: String? = nil) {
        guard let severity = configuration.severity(of: rule) else { return }
        diagnostics.append(Diagnostic(severity: severity, rule: rule, message: message,
                                      location: location, notes: notes, hint: hint))
    }

    /// Reports a problem at a position in a file.
    public mutating func report(_ rule: Rule, _ message: String, file: String, at mark: Mark?,
                                notes: [Diagnostic.Note] = [], hint: String? = nil) {
        report(rule, message, at: SourceLocation(file: file, mark: mark), notes: notes, hint: hint)
    }

    /// Adds diagnostics collected elsewhere.
    public mutating func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }

    /// The value of a rule's parameter in force.
    public func parameter(of rule: Rule) -> Int { configuration.parameter(of: rule) }

    /// Whether a rule is on.
    public func isEnabled(_ rule: Rule) -> Bool { configuration.severity(of: rule) != nil }
}
