import ContentCompiler
import Foundation

/// What the last build of the content folder said: its diagnostics as the
/// command line prints them, or why the folder could not be read.
struct BuildStatus: Sendable {
    /// One diagnostic, as `contentc build` prints it.
    struct Shown: Sendable {
        /// Error or warning.
        var severity: Severity
        /// `path:line:col: error[CODE]: message`.
        var headline: String
        /// The lines under the headline, in order.
        var lines: [Line]

        /// A line under the headline.
        enum Line: Sendable, Equatable {
            /// Lines whose columns matter: a source line and its caret.
            case source(String)
            /// `= help: …`, or a note's headline: text that may wrap.
            case text(String)
        }

        /// The diagnostic as `block`, the text reporter's lines for it, shows it.
        init(severity: Severity, block: String) {
            self.severity = severity
            var lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }
            headline = lines.first ?? ""
            // The reporter indents source lines and their carets (`   14 | …`, `      | ^`),
            // and help lines (`      = help: …`); a note's headline starts with its file.
            self.lines = lines.dropFirst().map { line in
                line.hasPrefix(" ") && !line.drop { $0 == " " }.hasPrefix("= ") ? .source(line) : .text(line.trimmingCharacters(in: .whitespaces))
            }
        }
    }

    /// Every diagnostic, errors and warnings, in printing order.
    var diagnostics: [Shown] = []
    /// How many errors.
    var errorCount = 0
    /// How many warnings.
    var warningCount = 0
    /// The summary line: `2 errors in 35 files`.
    var summary = ""
    /// Why the content folder itself could not be read, if it could not.
    var failure: String?

    /// Whether the build failed: the pages show the last good content under the errors.
    var hasErrors: Bool { errorCount > 0 || failure != nil }

    /// Compiles the content folder in memory (nothing is written) and
    /// returns its content, when it has no errors, and what the build said.
    ///
    /// The version rise is not checked (P106): a preview compares with no
    /// earlier release.
    static func build(directory: URL, displayRoot: String) -> (content: PreviewContent?, status: BuildStatus) {
        let compilation: Compilation
        do {
            compilation = try Compiler.compile(CompileOptions(contentDirectory: directory, displayRoot: displayRoot))
        } catch {
            return (nil, BuildStatus(summary: error.message, failure: error.message))
        }
        let report = DiagnosticReport(compilation)
        let reporter = TextReporter(colored: false)
        let shown = zip(report.diagnostics, reporter.blocks(report)).map { diagnostic, block in
            Shown(severity: diagnostic.severity, block: block)
        }
        let status = BuildStatus(diagnostics: shown, errorCount: report.errorCount, warningCount: report.warningCount,
                                 summary: reporter.summary(report).trimmingCharacters(in: .newlines))
        return (compilation.output.map(PreviewContent.init), status)
    }
}
