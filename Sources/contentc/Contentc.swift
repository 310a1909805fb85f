import ArgumentParser
import ContentCompiler

/// `contentc`: compiles course and book sources into app bundles.
@main
struct Contentc: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contentc",
        abstract: "Compile course and book sources (YAML) into versioned JSON bundles for the apps.",
        version: "contentc \(Compiler.version)",
        subcommands: [BuildCommand.self, LintCommand.self, CleanCommand.self, PreviewCommand.self, DiffCommand.self, ImportBookCommand.self, NewCommand.self,
                      MigrateCommand.self, ExplainCommand.self, RulesCommand.self, YAMLEventsCommand.self]
    )

    /// Runs the command line with SPEC §4.1's exit statuses: usage errors exit 2
    /// (ArgumentParser's own default is 64). No subcommand at all is a usage
    /// error too: the help goes to standard error, and `--help` alone prints it
    /// on standard output and exits 0.
    static func main() {
        do {
            var command = try parseAsRoot()
            if command is Contentc {
                Terminal.standardError.write(helpMessage() + "\n")
                Self.exit(withError: ExitStatus.unusable)
            }
            try command.run()
        } catch let exit as ExitCode {
            Self.exit(withError: exit)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                Self.exit(withError: error)  // --help, --version
            }
            Terminal.standardError.write(fullMessage(for: error) + "\n")
            Self.exit(withError: code == .validationFailure ? ExitCode(2) : ExitCode(code.rawValue))
        }
    }
}

/// The exit statuses of SPEC §4.1.
enum ExitStatus {
    /// The content has errors (or warnings with --werror), or `--check` found out/ stale.
    static let failed = ExitCode(1)
    /// A usage error, or the content folder cannot be read, or the output cannot be written.
    static let unusable = ExitCode(2)
}
