/// Everything a reporter needs: the diagnostics, the files they point into, and counts.
public struct DiagnosticReport: Sendable {
    /// The diagnostics, in printing order.
    public var diagnostics: [Diagnostic]
    /// How many content files were read.
    public var fileCount: Int
    /// The bytes of the files the diagnostics point into, by display path.
    public var sources: [String: [UInt8]]

    /// Creates a report.
    public init(diagnostics: [Diagnostic], fileCount: Int, sources: [String: [UInt8]] = [:]) {
        self.diagnostics = diagnostics
        self.fileCount = fileCount
        self.sources = sources
    }

    /// Creates the report of a compilation.
    public init(_ compilation: Compilation) {
        self.init(diagnostics: compilation.diagnostics, fileCount: compilation.fileCount, sources: compilation.sources)
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

    /// Renders a report in this format.
    ///
    /// - Parameter colored: Whether text output may use ANSI colours (only on a terminal).
    public func render(_ report: DiagnosticReport, colored: Bool = false) -> String {
        switch self {
        case .text: TextReporter(colored: colored).render(report)
        case .json: JSONReporter().render(report)
        }
    }
}
