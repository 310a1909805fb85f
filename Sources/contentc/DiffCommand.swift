import ArgumentParser
import ContentCompiler
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `contentc diff OLD NEW`: what changed between two output folders, and the release it calls for.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two output folders of contentc build and classify the release.",
        discussion: """
        Lists the books, ideas, courses, sections, lessons, questions and achievements that were \
        removed, renamed, added or changed between OLD and NEW, and every question whose answer \
        key changed (its correct options, by index and text). Then classifies the release: major \
        when an id apps may hold progress for is removed, renamed or reused for another item, or \
        an answer key changed; minor for additions; patch for other changes; none when nothing \
        differs. The text report ends with the smallest version the release needs.

        Both folders are read as apps read them, hashes checked. Content versions and compiler \
        names are not compared.

        Exit status: 0 compared (whatever the differences), 2 usage error or a folder that cannot be read.
        """
    )

    @Argument(help: "The earlier output folder, such as the last release's out/.")
    var old: String

    @Argument(help: "The later output folder, such as a fresh build.")
    var new: String

    @Option(name: .long, help: "How the differences are printed: \(ReleaseDiffFormat.allCases.map { $0.rawValue }.joined(separator: ", ")).")
    var format: ReleaseDiffFormat = .text

    func validate() throws {
        try PathArguments.validate([(old, "OLD"), (new, "NEW")])
    }

    func run() throws {
        let diff: ReleaseDiff
        do {
            diff = ReleaseDiff.compare(try read(old), try read(new))
        } catch {
            Terminal.standardError.write("error: \(error.message)\n")
            throw ExitStatus.unusable
        }
        Terminal.standardOutput.write(format.render(diff), format == .json ? .json : .text)
    }

    private func read(_ path: String) throws(ReleaseReadError) -> ReleaseContent {
        try ReleaseContent.read(URL(fileURLWithPath: path, isDirectory: true), displayPath: path)
    }
}

extension ReleaseDiffFormat: ExpressibleByArgument {}
