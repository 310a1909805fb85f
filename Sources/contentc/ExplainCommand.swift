import ArgumentParser
import ContentCompiler
import ContentRuntime

/// `contentc explain CODE`: what a rule checks and why, with source that fails it and passes it.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a rule: what it checks, why, and an example that fails and passes it."
    )

    @Argument(help: "A rule's code (Q103) or name (question.correct-in-bounds).")
    var code: String

    func run() throws {
        guard let rule = Rule.named(code) ?? Rule.named(code.uppercased()) else {
            // The code as typed, its control characters escaped: a line feed in it must not start a line of its own.
            let shown = PrintableText.escaping(code)
            if let close = Rule.closest(to: code) {
                Terminal.standardError.write("error: there is no rule '\(shown)'; did you mean \(close.code) (\(close.name))?\n")
                throw ExitStatus.unusable
            }
            let (related, word) = Rule.rules(about: code)
            guard !related.isEmpty else {
                Terminal.standardError.write("error: there is no rule '\(shown)'\n  help: `contentc rules` lists every rule\n")
                throw ExitStatus.unusable
            }
            let lines = related.map { "  \($0.code) \($0.name): \($0.summary)" }.joined(separator: "\n")
            Terminal.standardError.write("""
                error: there is no rule '\(shown)'; the rules about '\(PrintableText.escaping(word))' are:
                \(lines)
                explain one with 'contentc explain \(related[0].code)'

                """)
            throw ExitStatus.unusable
        }
        Terminal.standardOutput.write(RuleExplanation.text(for: rule))
    }
}
