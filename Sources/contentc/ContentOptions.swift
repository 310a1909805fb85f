import ArgumentParser
import ContentCompiler
import Foundation

/// `--content DIR` and the diagnostics options shared by build and lint.
struct ContentOptions: ParsableArguments {
    @Option(name: .long, help: "The content folder.")
    var content: String = "content"

    @Flag(name: .long, help: "Treat warnings as errors.")
    var werror = false

    /// Compiles the content folder, showing progress on an interactive terminal.
    ///
    /// - Parameter previousOutput: The output folder of the earlier build, to
    ///   check the version rise against (P106); `nil` checks nothing.
    /// - Throws: `ExitCode(2)` when the folder cannot be read.
    func compile(showProgress: Bool, previousOutput: String?) throws -> Compilation {
        let options = CompileOptions(
            contentDirectory: URL(fileURLWithPath: content, isDirectory: true),
            displayRoot: content,
            progress: showProgress ? ProgressLine.callback(on: .standardError, label: "compiling") : nil,
            previousBuild: previousOutput.map { PreviousBuild(directory: URL(fileURLWithPath: $0, isDirectory: true), displayPath: $0) })
        do {
            return try Compiler.compile(options)
        } catch {
            Terminal.standardError.write("error: \(error.message)\n")
            throw ExitStatus.unusable
        }
    }

    /// Whether the run fails: errors, or warnings with `--werror`.
    func fails(_ compilation: Compilation) -> Bool {
        compilation.diagnostics.hasErrors || (werror && compilation.diagnostics.contains { $0.severity == .warning })
    }
}

extension ReportFormat: ExpressibleByArgument {}
