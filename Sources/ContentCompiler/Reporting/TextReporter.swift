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
        // Appended piece by piece to one string, without a string per piece.
        var output = ""
        output.reserveCapacity(256)
        headline(diagnostic.location, style: style(for: diagnostic.severity), message: diagnostic.message, into: &output) { output in
            output += diagnostic.severity.rawValue
            output += "["
            output += diagnostic.code
            output += "]"
        }
        snippet(diagnostic.location, excerpts: excerpts, into: &output)
        if let hint = diagnostic.hint {
            output += "      = "
            painted(.bold, into: &output) { $0 += "help" }
            output += ": "
            output += hint
            output += "\n"
        }
        for note in diagnostic.notes {
            headline(note.location, style: .cyan, message: note.message, into: &output) { $0 += "note" }
            snippet(note.location, excerpts: excerpts, into: &output)
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

    /// `path:line:col: label: message` and a line break.
    private func headline(_ location: SourceLocation, style: Style, message: String, into output: inout String,
                          label: (inout String) -> Void) {
        painted(.bold, into: &output) { output in
            location.append(to: &output)
            output += ":"
        }
        output += " "
        painted(style, into: &output, label)
        painted(.bold, into: &output) { output in
            output += ": "
            output += message
        }
        output += "\n"
    }

    /// The source line a location points at, with its number, and a caret under the column.
    private func snippet(_ location: SourceLocation, excerpts: SourceExcerpts, into output: inout String) {
        guard let mark = location.mark, let excerpt = excerpts[location] else { return }
        let number = String(mark.line)
        painted(.blue, into: &output) { output in
            Self.spaces(max(0, 5 - number.count), into: &output)
            output += number
            output += " | "
        }
        output += excerpt.text
        output += "\n"
        painted(.blue, into: &output) { output in
            Self.spaces(max(5, number.count), into: &output)
            output += " | "
        }
        Self.spaces(excerpt.caretOffset, into: &output)
        painted(.green, into: &output) { $0 += "^" }
        output += "\n"
    }

    private static func spaces(_ count: Int, into output: inout String) {
        // One append, not one a space: a caret may stand 160 columns in.
        guard count > 0 else { return }
        output += String(repeating: " ", count: count)
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
        var painted = ""
        self.painted(style, into: &painted) { $0 += text }
        return painted
    }

    /// What `text` appends, in `style` when colours are on: the one place the escapes are written.
    private func painted(_ style: Style, into output: inout String, _ text: (inout String) -> Void) {
        if colored {
            output += "\u{1B}["
            output += style.rawValue
            output += "m"
        }
        text(&output)
        if colored { output += "\u{1B}[0m" }
    }
}
