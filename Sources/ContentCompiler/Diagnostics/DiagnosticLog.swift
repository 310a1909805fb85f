import YAML

/// Collects the diagnostics of one unit of work (a file, or the cross-file checks),
/// applying the project's rule configuration as they are reported.
///
/// One rule reports at most ``maxPerRuleAndFile`` problems in one file; the rest
/// are counted and summed up in one more diagnostic, so a file with a million
/// broken items costs neither a million diagnostics in memory nor a report no
/// one can read. That diagnostic counts for all it sums up
/// (``Diagnostic/problemCount``), so a report's totals are every problem found.
public struct DiagnosticLog: Sendable {
    /// The most diagnostics one rule reports in one file.
    public static let maxPerRuleAndFile = 100

    /// The severities and parameters in force.
    public let configuration: RuleConfiguration
    private var reported: [Diagnostic] = []
    private var counts: [Key: Int] = [:]
    /// The first diagnostic over the limit of each rule and file, and how many there were.
    private var overflow: [Key: (first: Diagnostic, count: Int)] = [:]
    private var overflowOrder: [Key] = []

    private struct Key: Hashable, Sendable {
        var file: String
        var code: String
    }

    /// Creates an empty log.
    public init(configuration: RuleConfiguration = .defaults) {
        self.configuration = configuration
    }

    /// What has been reported, in reporting order, followed by one summary per
    /// rule and file that reported more than ``maxPerRuleAndFile``.
    public var diagnostics: [Diagnostic] {
        reported + overflowOrder.map { key in
            let (first, count) = overflow[key]!
            var summary = first
            summary.message = "\(count) more problem\(count == 1 ? "" : "s") of this kind (\(first.code)) in this file are not shown"
            summary.notes = []
            summary.hint = "fix the ones above first; they often share one cause"
            summary.problemCount = count
            return summary
        }
    }

    /// Reports a problem found by `rule`, unless the project turned the rule off.
    public mutating func report(_ rule: Rule, _ message: String, at location: SourceLocation,
                                notes: [Diagnostic.Note] = [], hint: String? = nil) {
        guard let severity = configuration.severity(of: rule) else { return }
        let diagnostic = Diagnostic(severity: severity, rule: rule, message: message,
                                    location: location, notes: notes, hint: hint)
        let key = Key(file: location.file, code: rule.code)
        // Counted in place: the key is hashed once.
        let count = Self.increment(&counts[key, default: 0])
        guard count > Self.maxPerRuleAndFile else {
            reported.append(diagnostic)
            return
        }
        if let existing = overflow[key] {
            overflow[key] = (existing.first, existing.count + 1)
        } else {
            overflow[key] = (diagnostic, 1)
            overflowOrder.append(key)
        }
    }

    /// Adds one to a count and returns it.
    private static func increment(_ count: inout Int) -> Int {
        count += 1
        return count
    }

    /// Reports a problem at a position in a file.
    public mutating func report(_ rule: Rule, _ message: String, file: String, at mark: Mark?,
                                notes: [Diagnostic.Note] = [], hint: String? = nil) {
        report(rule, message, at: SourceLocation(file: file, mark: mark), notes: notes, hint: hint)
    }

    /// Adds diagnostics collected (and limited) elsewhere.
    public mutating func append(contentsOf other: [Diagnostic]) {
        reported.append(contentsOf: other)
    }

    /// The value of a rule's parameter in force.
    public func parameter(of rule: Rule) -> Int { configuration.parameter(of: rule) }
}
