import ArgumentParser
import ContentCompiler

extension AuthoringError {
    /// Prints the error on standard error and gives the exit status for its
    /// kind: 1 when the content refuses the request, 2 for a usage or I/O error.
    func reported() -> ExitCode {
        Terminal.standardError.write("\(self)\n")
        return kind == .refused ? ExitStatus.failed : ExitStatus.unusable
    }
}
