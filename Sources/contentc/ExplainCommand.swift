import ArgumentParser
import ContentCompiler

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
            let suggestion = Rule.closest(to: code).map { "; did you mean \($0.code) (\($0.name))?" } ?? ""
            Terminal.standardError.write("error: there is no rule '\(code)'\(suggestion)\n")
            throw ExitStatus.unusable
        }
        Terminal.standardOutput.write(RuleExplanation.text(for: rule))
    }
}
