import ContentRuntime

/// Everything a reporter needs: the diagnostics, the source lines they point at, and counts.
///
/// Everything in a report that comes from content (messages quote keys and
/// values, files are named by their names, source lines are the author's) is
/// escaped as it is made (see ``PrintableText``), so no format ever prints a
/// raw control character: a key that holds a line feed and `::error …` cannot
/// forge a GitHub workflow command, nor an escape sequence reach a terminal.
public struct DiagnosticReport: Sendable {
    /// The diagnostics, in printing order, their text escaped.
    public var diagnostics: [Diagnostic]
    /// How many content files were read.
    public var fileCount: Int
    /// The source lines the diagnostics point at, escaped.
    public var excerpts: SourceExcerpts
    /// Diagnostics given as the text printed for them (``Compilation/printed``):
    /// only ``TextReporter`` without colour prints them.
    public var printed = PrintedDiagnostics()
    /// Where the content folder sits in its project, for formats that name files
    /// relative to the project root (SARIF); `nil` keeps the paths as printed.
    public var paths: ProjectPaths?

    /// Creates a report.
    ///
    /// - Parameter excerpts: The source lines to print under the diagnostics.
    public init(diagnostics: [Diagnostic], fileCount: Int, excerpts: SourceExcerpts = SourceExcerpts(),
                paths: ProjectPaths? = nil) {
        // Most reports hold nothing to escape: their diagnostics are kept, not copied.
        self.diagnostics = diagnostics.contains(where: \.needsEscaping) ? diagnostics.map(\.escaped) : diagnostics
        self.fileCount = fileCount
        self.excerpts = excerpts
        self.paths = paths
    }

    /// Creates a report whose source lines are taken from whole files.
    ///
    /// - Parameter sources: The bytes of the files the diagnostics point into, by display path.
    public init(diagnostics: [Diagnostic], fileCount: Int, sources: [String: [UInt8]], paths: ProjectPaths? = nil) {
        self.init(diagnostics: diagnostics, fileCount: fileCount,
                  excerpts: SourceExcerpts(for: diagnostics, sources: sources), paths: paths)
    }

    /// Creates the report of a compilation.
    public init(_ compilation: Compilation, paths: ProjectPaths? = nil) {
        self.init(diagnostics: compilation.diagnostics, fileCount: compilation.fileCount,
                  excerpts: compilation.excerpts, paths: paths)
        printed = compilation.printed
    }

    /// The number of errors, printed ones included.
    public var errorCount: Int { diagnostics.count(of: .error) + printed.errorCount }
    /// The number of warnings, printed ones included.
    public var warningCount: Int { diagnostics.count(of: .warning) + printed.warningCount }
}

extension Diagnostic {
    /// Whether its message, hint, notes or file paths hold a control character.
    var needsEscaping: Bool {
        PrintableText.containsControl(message) || hint.map { PrintableText.containsControl($0) } == true
            || PrintableText.containsControl(location.file)
            || notes.contains { PrintableText.containsControl($0.message) || PrintableText.containsControl($0.location.file) }
    }

    /// The diagnostic with its message, hint, notes and file paths escaped for printing.
    var escaped: Diagnostic {
        var copy = self
        copy.message = PrintableText.escaping(message)
        copy.hint = hint.map(PrintableText.escaping)
        copy.location = location.escaped
        copy.notes = notes.map { Note(PrintableText.escaping($0.message), at: $0.location.escaped) }
        return copy
    }
}

extension SourceLocation {
    /// The location with its file path escaped for printing.
    var escaped: SourceLocation {
        SourceLocation(file: PrintableText.escaping(file), mark: mark)
    }
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

    /// The report as ``render(_:colored:)`` makes it, in UTF-8, given to
    /// `output` a piece at a time where the format allows (text), else whole.
    public func write(_ report: DiagnosticReport, colored: Bool = false, to output: ([UInt8]) -> Void) {
        precondition(report.printed.isEmpty || self == .text, "only the text format prints diagnostics given as printed text")
        switch self {
        case .text: TextReporter(colored: colored).write(report, to: output)
        default: output(Array(render(report, colored: colored).utf8))
        }
    }

    /// Renders a report in this format.
    ///
    /// - Parameter colored: Whether text output may use ANSI colours (only on a terminal).
    public func render(_ report: DiagnosticReport, colored: Bool = false) -> String {
        precondition(report.printed.isEmpty || self == .text, "only the text format prints diagnostics given as printed text")
        return switch self {
        case .text: TextReporter(colored: colored).render(report)
        case .json: JSONReporter().render(report)
        case .sarif: SARIFReporter().render(report)
        case .github: GitHubReporter().render(report)
        }
    }
}
