import YAML

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
/// ``SourceExcerpts``), and the caret stays under its character, wide ones
/// (CJK, emoji) taking two columns of the terminal. Colour only when asked for.
public struct TextReporter: Sendable {
    /// Whether to use ANSI colours.
    public var colored: Bool

    /// Creates a reporter.
    public init(colored: Bool = false) {
        self.colored = colored
    }

    /// The whole report, ending with a summary line.
    public func render(_ report: DiagnosticReport) -> String {
        var text: [UInt8] = []
        write(report) { text += $0 }
        return String(decoding: text, as: UTF8.self)
    }

    /// The report as ``render(_:)`` makes it, in UTF-8, given to `output` a
    /// few hundred diagnostics at a time, so that a report of many thousands
    /// is never held whole. The bytes given are only valid during the call.
    ///
    /// Diagnostics given as printed text (``DiagnosticReport/printed``) are
    /// copied where they belong; only a reporter without colour may print them.
    public func write(_ report: DiagnosticReport, to output: ([UInt8]) -> Void) {
        precondition(report.printed.isEmpty || !colored, "diagnostics given as printed text are printed without colour")
        var text = Output()
        let pieceBytes = Self.diagnosticsPerPiece * 512
        text.bytes.reserveCapacity(pieceBytes)
        var runs = report.printed.runs[...]
        /// Copies the runs printed before the diagnostic at `index`.
        func copyRuns(before index: Int) {
            while let run = runs.first, run.position == index {
                // Given before a run that would not fit: the piece's buffer is used again as it
                // is, rather than grown to twice its size (and its bytes copied) once a report.
                if !text.bytes.isEmpty, text.bytes.count + run.text.count > text.bytes.capacity {
                    output(text.bytes)
                    text.bytes.removeAll(keepingCapacity: true)
                }
                text.bytes.append(contentsOf: run.text)
                runs.removeFirst()
                if text.bytes.count >= pieceBytes {
                    output(text.bytes)
                    text.bytes.removeAll(keepingCapacity: true)
                }
            }
        }
        for (index, diagnostic) in report.diagnostics.enumerated() {
            copyRuns(before: index)
            block(diagnostic, excerpts: report.excerpts, into: &text)
            if (index + 1) % Self.diagnosticsPerPiece == 0 {
                output(text.bytes)
                text.bytes.removeAll(keepingCapacity: true)
            }
        }
        copyRuns(before: report.diagnostics.count)
        summary(report, into: &text)
        output(text.bytes)
    }

    /// Every diagnostic's text, in order, without the summary line: what
    /// ``write(_:to:)`` prints before it.
    func blockBytes(_ report: DiagnosticReport) -> [UInt8] {
        var text = Output()
        for diagnostic in report.diagnostics { block(diagnostic, excerpts: report.excerpts, into: &text) }
        return text.bytes
    }

    /// How many diagnostics ``write(_:to:)`` gives at once.
    static let diagnosticsPerPiece = 512

    /// Each diagnostic's text on its own, in order: its headline, source
    /// line and caret, help and notes, as ``render(_:)`` prints it.
    /// Diagnostics given as printed text are not among them.
    public func blocks(_ report: DiagnosticReport) -> [String] {
        report.diagnostics.map { diagnostic in
            var text = Output()
            block(diagnostic, excerpts: report.excerpts, into: &text)
            return String(decoding: text.bytes, as: UTF8.self)
        }
    }

    /// `2 errors and 1 warning in 35 files`, or `no problems in 35 files`.
    public func summary(_ report: DiagnosticReport) -> String {
        var text = Output()
        summary(report, into: &text)
        return String(decoding: text.bytes, as: UTF8.self)
    }

    /// The text as it is made: UTF-8 bytes, appended without a string per piece.
    ///
    /// Text from content (paths, messages, hints, source lines) comes in
    /// escaped already (see ``DiagnosticReport``); everything else is this
    /// file's own literals and numbers.
    private struct Output {
        var bytes: [UInt8] = []

        @inline(__always)
        mutating func append(_ literal: StaticString) {
            // Most literals are one byte (":", "\n"), appended the cheapest way.
            if literal.utf8CodeUnitCount == 1 {
                bytes.append(literal.utf8Start.pointee)
            } else {
                bytes.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
            }
        }

        mutating func append(text: String) {
            if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
                bytes.append(contentsOf: text.utf8)
            }
        }

        /// A number in decimal, as `String(number)` writes it.
        mutating func append(_ number: Int) {
            // Marks are 1-based, but one made through the public API may be anything.
            guard number >= 0 else { return append(text: String(number)) }
            // Room for the digits first, then filled from the last.
            var index = bytes.count + TextReporter.digitCount(number)
            bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: index - bytes.count))
            var rest = number
            repeat {
                index -= 1
                bytes[index] += UInt8(rest % 10)
                rest /= 10
            } while rest > 0
        }

        mutating func appendSpaces(_ count: Int) {
            guard count > 0 else { return }
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
        }
    }

    /// One diagnostic's text: its headline, source line and caret, help and notes.
    private func block(_ diagnostic: Diagnostic, excerpts: SourceExcerpts, into output: inout Output) {
        headline(diagnostic.location, label: diagnostic.severity.rawValue, code: diagnostic.code,
                 style: style(for: diagnostic.severity), message: diagnostic.message, into: &output)
        snippet(diagnostic.location, excerpts: excerpts, into: &output)
        if let hint = diagnostic.hint {
            output.append("      = ")
            painted(.bold, into: &output) { $0.append("help") }
            output.append(": ")
            output.append(text: hint)
            output.append("\n")
        }
        for note in diagnostic.notes {
            headline(note.location, label: "note", style: .cyan, message: note.message, into: &output)
            snippet(note.location, excerpts: excerpts, into: &output)
        }
    }

    /// The summary line, with its line break.
    private func summary(_ report: DiagnosticReport, into output: inout Output) {
        func count(_ number: Int, _ noun: StaticString, _ style: Style) {
            painted(style, into: &output) { output in
                output.append(number)
                output.append(" ")
                output.append(noun)
                if number != 1 { output.append("s") }
            }
        }
        let (errors, warnings) = (report.errorCount, report.warningCount)
        if errors == 0, warnings == 0 { output.append("no problems") }
        if errors > 0 { count(errors, "error", .red) }
        if errors > 0, warnings > 0 { output.append(" and ") }
        if warnings > 0 { count(warnings, "warning", .yellow) }
        output.append(" in ")
        output.append(report.fileCount)
        output.append(report.fileCount == 1 ? " file\n" : " files\n")
    }

    /// `path:line:col: label[code]: message` (or `label: message`) and a line break.
    private func headline(_ location: SourceLocation, label: String, code: String? = nil, style: Style, message: String,
                          into output: inout Output) {
        painted(.bold, into: &output) { output in
            output.append(text: location.file)
            if let mark = location.mark {
                output.append(":")
                output.append(mark.line)
                output.append(":")
                output.append(mark.column)
            }
            output.append(":")
        }
        output.append(" ")
        painted(style, into: &output) { output in
            output.append(text: label)
            if let code {
                output.append("[")
                output.append(text: code)
                output.append("]")
            }
        }
        painted(.bold, into: &output) { output in
            output.append(": ")
            output.append(text: message)
        }
        output.append("\n")
    }

    /// The source line a location points at, with its number, and a caret under the column.
    private func snippet(_ location: SourceLocation, excerpts: SourceExcerpts, into output: inout Output) {
        guard let mark = location.mark, let excerpt = excerpts[location] else { return }
        let digits = Self.digitCount(mark.line)
        painted(.blue, into: &output) { output in
            output.appendSpaces(5 - digits)
            output.append(mark.line)
            output.append(" | ")
        }
        output.append(text: excerpt.text)
        output.append("\n")
        painted(.blue, into: &output) { output in
            output.appendSpaces(max(5, digits))
            output.append(" | ")
        }
        output.appendSpaces(excerpt.caretOffset)
        painted(.green, into: &output) { $0.append("^") }
        output.append("\n")
    }

    /// How many decimal digits a non-negative number has.
    fileprivate static func digitCount(_ number: Int) -> Int {
        var count = 1
        var rest = number
        while rest >= 10 {
            rest /= 10
            count += 1
        }
        return count
    }

    private func style(for severity: Severity) -> Style {
        switch severity {
        case .error: .red
        case .warning: .yellow
        }
    }

    private enum Style {
        case bold, red, yellow, cyan, blue, green

        /// The parameters of its ANSI escape.
        var code: StaticString {
            switch self {
            case .bold: "1"
            case .red: "1;31"
            case .yellow: "1;33"
            case .cyan: "1;36"
            case .blue: "34"
            case .green: "1;32"
            }
        }
    }

    /// What `text` appends, in `style` when colours are on: the one place the escapes are written.
    private func painted(_ style: Style, into output: inout Output, _ text: (inout Output) -> Void) {
        if colored {
            output.append("\u{1B}[")
            output.append(style.code)
            output.append("m")
        }
        text(&output)
        if colored { output.append("\u{1B}[0m") }
    }
}
