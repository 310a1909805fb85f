import ArgumentParser
import ContentCompiler

/// `contentc explain CODE`: what a rule checks and how to fix what it reports.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a rule: what it checks, why, and how to fix it."
    )

    @Argument(help: "A rule's code (Q103) or name (question.correct-in-bounds).")
    var code: String

    func run() throws {
        guard let rule = Rule.named(code) ?? Rule.named(code.uppercased()) else {
            let suggestion = Rule.all.map(\.code).first { $0.lowercased() == code.lowercased() }
            Terminal.standardError.write("error: there is no rule '\(code)'" + (suggestion.map { "; did you mean \($0)?" } ?? "") + "\n")
            throw ExitStatus.unusable
        }
        Terminal.standardOutput.write(RuleExplanation.text(for: rule))
    }
}

/// The text `contentc explain` prints for a rule.
enum RuleExplanation {
    static func text(for rule: Rule) -> String {
        var lines = ["\(rule.code) \(rule.name): \(rule.summary)", ""]
        lines.append("Default severity: \(rule.defaultSeverity.rawValue)"
            + (rule.isConfigurable ? " (configurable in contentc.yaml)" : " (always; apps rely on it)"))
        if let parameter = rule.parameter {
            lines.append("Parameter: \(parameter.name) = \(parameter.defaultValue) (\(parameter.summary); \(parameter.range.lowerBound)…\(parameter.range.upperBound))")
        }
        lines.append("")
        lines.append(rule.explanation)
        return lines.joined(separator: "\n") + "\n"
    }
}
