/// One problem found in the content: what, where, how serious, and how to fix it.
public struct Diagnostic: Sendable, Hashable {
    /// A related place: the first of two duplicates, the section an achievement names.
    public struct Note: Sendable, Hashable {
        /// What the place has to do with the problem.
        public var message: String
        /// The related place.
        public var location: SourceLocation

        /// Creates a note.
        public init(_ message: String, at location: SourceLocation) {
            self.message = message
            self.location = location
        }
    }

    /// How serious the problem is, after the project's rule configuration.
    public var severity: Severity
    /// The rule that found it.
    public var rule: Rule
    /// What is wrong, in plain words, as one sentence without a final period.
    public var message: String
    /// Where it is: the offending value, or its key when the value is missing.
    public var location: SourceLocation
    /// Related places, in order.
    public var notes: [Note]
    /// How to fix it, when there is a likely fix.
    public var hint: String?
    /// How many problems it stands for in the counts of a report: 1, or, for
    /// the one that sums up a rule's problems in a file past the limit a log
    /// keeps (``DiagnosticLog/maxPerRuleAndFile``), every problem it sums up.
    public var problemCount = 1

    /// Creates a diagnostic.
    public init(severity: Severity, rule: Rule, message: String, location: SourceLocation,
                notes: [Note] = [], hint: String? = nil) {
        self.severity = severity
        self.rule = rule
        self.message = message
        self.location = location
        self.notes = notes
        self.hint = hint
    }

    /// The rule's stable code, such as `Q103`.
    public var code: String { rule.code }
}

extension Diagnostic {
    /// The order diagnostics are printed in: by file, line and column, then code and message.
    public static func printingOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.rule.code != rhs.rule.code { return lhs.rule.code < rhs.rule.code }
        return lhs.message < rhs.message
    }
}

extension [Diagnostic] {
    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { indices.contains { self[$0].severity == .error } }

    /// The number of problems of a severity: one a diagnostic, but for one
    /// that sums up many (``Diagnostic/problemCount``).
    public func count(of severity: Severity) -> Int {
        // By index: reading the severity in place copies no diagnostic.
        var count = 0
        for index in indices where self[index].severity == severity { count += self[index].problemCount }
        return count
    }
}
