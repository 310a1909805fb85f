/// Renders diagnostics as compilers do:
///
/// ```
/// content/books/meditations/ideas/b1i2.yaml:14:14: error[Q103]: correct index 4 is out of bounds: …
///    14 |     correct: 4
///       |              ^
///       = help: indices start at 0: the last option is 3
/// ```
///
/// Notes follow as `path:line:col: note: …` with their own source line. The
/// caret sits under the column (counted in Unicode scalars); control
/// characters of the line, tabs included, are printed escaped (see
/// ``SourceExcerpts``), and the caret stays under its character. Colour only
/// when asked for.
public struct TextReporter: Sendable {
    /// Whether to use ANSI colours.
    public var colored: Bool

    /// Creates a reporter.
    public init(colored: Bool = false) {
        self.colored = colored
    }

    /// The whole report, ending with a summary line.
    public func render(_ report: DiagnosticReport) -> String {
        var text = ""
        write(report) { text += $0 }
        return text
    }

    /// The report as ``render(_:)`` makes it, given to `output` a few
    /// hundred diagnostics at a time, so that a report of many thousands is
    /// never held whole.
    public func write(_ report: DiagnosticReport, to output: (String) -> Void) {
        let diagnostics = report.diagnostics
        for start in stride(from: 0, to: diagnostics.count, by: Self.diagnosticsPerPiece) {
            let piece = diagnostics[start..<min(start + Self.diagnosticsPerPiece, diagnostics.count)]
            // Each block is made on its own, in parallel.
            output(Array(piece).parallelMap { block($0, excerpts: report.excerpts) }.joined())
        }
        output(summary(report))
    }

    /// How many diagnostics ``write(_:to:)`` renders at once.
    static let diagnosticsPerPiece = 512

    /// Each diagnostic's text on its own, in order: its headline, source
    /// line and caret, help and notes, as ``render(_:)`` prints it.
    public func blocks(_ report: DiagnosticReport) -> [String] {
        report.diagnostics.map { block($0, excerpts: report.excerpts) }
    }

    /// One diagnostic's text: its headline, source line and caret, help and notes.
    private func block(_ diagnostic: Diagnostic, excerpts: SourceExcerpts) -> String {
        var output = headline(diagnostic.location, label: "\(diagnostic.severity.rawValue)[\(diagnostic.code)]",
                              style: style(for: diagnostic.severity), message: diagnostic.message)
        output += snippet(diagnostic.location, excerpts: excerpts)
        if let hint = diagnostic.hint {
            output += "      = " + paint("help", .bold) + ": \(hint)\n"
        }
        for note in diagnostic.notes {
            output += headline(note.location, label: "note", style: .cyan, message: note.message)
            output += snippet(note.location, excerpts: excerpts)
        }
        return output
    }

    /// `2 errors and 1 warning in 35 files`, or `no problems in 35 files`.
    public func summary(_ report: DiagnosticReport) -> String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        let files = count(report.fileCount, "file")
        switch (report.errorCount, report.warningCount) {
        case (0, 0): return "no problems in \(files)\n"
        case (let errors, 0): return paint(count(errors, "error"), .red) + " in \(files)\n"
        case (0, let warnings): return paint(count(warnings, "warning"), .yellow) + " in \(files)\n"
        case (let errors, let warnings):
            return paint(count(errors, "error"), .red) + " and " + paint(count(warnings, "warning"), .yellow) + " in \(files)\n"
        }
    }

    private func headline(_ location: SourceLocation, label: String, style: Style, message: String) -> String {
        paint("\(location):", .bold) + " " + paint(label, style) + paint(": \(message)", .bold) + "\n"
    }

    private func snippet(_ location: SourceLocation, excerpts: SourceExcerpts) -> String {
        guard let mark = location.mark, let excerpt = excerpts[location] else { return "" }
        let number = String(mark.line)
        let gutter = String(repeating: " ", count: max(0, 5 - number.count)) + number + " | "
        let blank = String(repeating: " ", count: max(5, number.count)) + " | "
        let caretPrefix = String(repeating: " ", count: excerpt.caretOffset)
        return paint(gutter, .blue) + excerpt.text + "\n" + paint(blank, .blue) + caretPrefix + paint("^", .green) + "\n"
    }

    private func style(for severity: Severity) -> Style {
        switch severity {
        case .error: .red
        case .warning: .yellow
        }
    }

    private enum Style: String {
        case bold = "1", red = "1;31", yellow = "1;33", cyan = "1;36", blue = "34", green = "1;32"
    }

    private func paint(_ text: String, _ style: Style) -> String {
        colored ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}
