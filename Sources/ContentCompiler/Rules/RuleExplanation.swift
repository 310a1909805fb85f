/// The text `contentc explain CODE` prints for a rule, in the manner of
/// `rustc --explain`: what the rule is, how it can be configured, what it
/// checks and why, then source that fails it and the same source put right.
///
/// ```
/// Q103 question.correct-in-bounds: each correct index points at an option
///
/// Severity: error, always: contentc.yaml cannot change it or turn it off.
///
/// `correct` holds 0-based positions in `options`: …
///
/// Fails:
///
///   books/sample/ideas/b1i1.yaml (the idea's last questions; the others left out)
///
///       - text: Which reply to an insult would Epictetus approve?
///         …
/// ```
public enum RuleExplanation {
    /// Prose is wrapped to this many characters; examples are printed as written.
    public static let width = 80

    /// The whole explanation of a rule, ending with a line break.
    public static func text(for rule: Rule) -> String {
        var lines = ["\(rule.code) \(rule.name): \(rule.summary)", ""]
        lines += wrap(severity(of: rule))
        if let parameter = rule.parameter {
            lines += wrap("Parameter: \(parameter.name) = \(parameter.defaultValue) (\(parameter.summary); "
                + "\(parameter.range.lowerBound)…\(parameter.range.upperBound)).")
        }
        lines.append("")
        for paragraph in rule.explanation.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += wrap(String(paragraph))
        }
        if let example = rule.example {
            if example.changesBuiltProject {
                lines += [""] + wrap("In these examples, the output folder holds a build of the project from "
                    + "before the change, at version 1.0.0.")
            }
            lines += ["", "Fails:"] + files(example.failing)
            lines += ["", "Passes:"] + files(example.passing)
            if let legend = ExampleNotation.legend(for: (example.failing + example.passing).map(\.text)) {
                lines += [""] + wrap(legend)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The default severity, and whether contentc.yaml may change it.
    private static func severity(of rule: Rule) -> String {
        let severity = rule.defaultSeverity.rawValue
        guard rule.isConfigurable else {
            return "Severity: \(severity), always: contentc.yaml cannot change it or turn it off."
        }
        return "Severity: \(severity) by default; contentc.yaml may set it to error, warning or off under `rules:`."
    }

    /// Each file: where it is and how much of it is shown, then its text, indented.
    private static func files(_ files: [RuleExample.File]) -> [String] {
        files.flatMap { file in
            ["", "  " + heading(of: file), ""] + file.text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : "      " + $0 }
        }
    }

    /// `books/sample/book.yaml (other fields left out)`.
    private static func heading(of file: RuleExample.File) -> String {
        switch (file.part, file.kind) {
        case (.whole, _): file.path
        case (.fields, _): "\(file.path) (other fields left out)"
        case (.lastQuestions, .section): "\(file.path) (the last questions of its first quiz lesson; the others left out)"
        case (.lastQuestions, _): "\(file.path) (the idea's last questions; the others left out)"
        }
    }

    /// A paragraph broken into lines of at most ``width`` characters, at spaces
    /// outside code spans, so that `id: b1i2` stays on one line.
    private static func wrap(_ paragraph: String) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in words(of: paragraph) {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(line)
        return lines
    }

    /// The paragraph split at the spaces that are not inside backticks.
    private static func words(of paragraph: String) -> [Substring] {
        var words: [Substring] = []
        var start = paragraph.startIndex
        var inCode = false
        for index in paragraph.indices {
            switch paragraph[index] {
            case "`": inCode.toggle()
            case " " where !inCode:
                if start < index { words.append(paragraph[start..<index]) }
                start = paragraph.index(after: index)
            default: break
            }
        }
        if start < paragraph.endIndex { words.append(paragraph[start...]) }
        return words
    }
}
