import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import YAML

/// `contentc yaml-events FILE`: the wrapper's events in yaml-test-suite notation,
/// to compare with libyaml or the suite's `test.event` files.
struct YAMLEventsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "yaml-events",
        abstract: "Print a YAML file's parsing events in yaml-test-suite notation.",
        shouldDisplay: false
    )

    @Argument(help: "The YAML file.")
    var file: String

    func validate() throws {
        try PathArguments.validate([(file, "FILE")])
    }

    func run() throws {
        guard let data = FileManager.default.contents(atPath: file) else {
            Terminal.standardError.write("error: cannot read \(file)\n")
            throw ExitStatus.unusable
        }
        let (lines, error) = EventNotation.render(data)
        Terminal.standardOutput.write(lines.map { $0 + "\n" }.joined())
        if let error {
            Terminal.standardError.write("\(file):\(error.mark): error: \(error.message)\n")
            throw ExitStatus.failed
        }
    }
}
