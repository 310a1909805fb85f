/// Everything a reporter needs: the diagnostics, the files they point into, and counts.
public struct DiagnosticReport: Sendable {
    /// The diagnostics, in printing order.
    public var diagnostics: [Diagnostic]
    /// How many content files were read.
    public var fileCount: Int
    /// The bytes of the files the diagnostics point into, by display path.
    public var sources: [String: [UInt8]]
    /// Where the content folder sits in its project, for formats that name files
    /// relative to the project root (SARIF); `nil` keeps the paths as printed.
    public var paths: ProjectPaths?

    /// Creates a report.
    public init(diagnostics: [Diagnostic], fileCount: Int, sources: [String: [UInt8]] = [:], paths: ProjectPaths? = nil) {
        self.diagnostics = diagnostics
        self.fileCount = fileCount
        self.sources = sources
        self.paths = paths
    }

    /// Creates the report of a compilation.
    public init(_ compilation: Compilation, paths: ProjectPaths? = nil) {
        self.init(diagnostics: compilation.diagnostics, fileCount: compilation.fileCount,
                  sources: compilation.sources, paths: paths)
    }

    /// The number of errors.
    public var errorCount: Int { diagnostics.count(of: .error) }
    /// The number of warnings.
    public var warningCount: Int { diagnostics.count(of: .warning) }
}

/// The output formats of diagnostics.
public enum ReportFormat: String, Sendable, CaseIterable {
    /// For people: compiler-style lines with the source line and a caret.
    case text
    /// For tools: one JSON object with the diagnostics and a summary.
    case json
    /// For code scanning: a SARIF 2.1.0 log with every rule and each finding.
    case sarif
    /// For GitHub Actions: workflow commands that annotate the offending lines.
    case github

    /// Whether people read this format as it scrolls by, so progress may be shown
    /// beside it on a terminal (never beside machine-readable output).
    public var isForPeople: Bool { self == .text }

    /// Renders a report in this format.
    ///
    /// - Parameter colored: Whether text output may use ANSI colours (only on a terminal).
    public func render(_ report: DiagnosticReport, colored: Bool = false) -> String {
        switch self {
        case .text: TextReporter(colored: colored).render(report)
        case .json: JSONReporter().render(report)
        case .sarif: SARIFReporter().render(report)
        case .github: GitHubReporter().render(report)
        }
    }
}
