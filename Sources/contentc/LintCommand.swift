import ArgumentParser
import ContentCompiler
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `contentc lint`: check the content and print diagnostics, writing nothing.
struct LintCommand: ParsableCommand, CompilingCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check the content folder and print every problem; write nothing.",
        discussion: """
        With --watch, it checks again after every save under the content folder, printing a fresh \
        report with the time it took, until Ctrl-C (exit status 0).

        It reads the build cache beside the output folder (the folders no build has compiled since \
        their last change are compiled), and never writes it; --no-cache compiles every folder.

        Exit status: 0 no errors (warnings allowed unless --werror), 1 errors, 2 usage or I/O error.
        """
    )

    @Option(name: .long, help: ContentOptions.contentHelp)
    var content: String = "content"

    @Flag(name: .long, help: ContentOptions.werrorHelp)
    var werror = false

    @Option(name: .long, help: "The output folder of the last build: the version rise is checked against it (P106). Lint reads it, never writes it.")
    var out: String = "out"

    @Option(name: .long, help: ReportFormat.formatHelp)
    var format: ReportFormat = .text

    @Flag(name: .long, help: "Check again after every save under the content folder, until Ctrl-C.")
    var watch = false

    @Option(name: .long, help: LockOptions.waitHelp)
    var wait: Double = 60

    @Flag(name: .customLong("no-cache"), help: CacheOptions.noCacheHelp)
    var noCache = false

    func validate() throws {
        try PathArguments.validate([(content, "--content"), (out, "--out")])
        try LockOptions.validate(wait: wait)
    }

    func run() throws {
        guard watch else { return try lintOnce() }
        try WatchLoop(content: contentOptions.content, label: "lint").run(lintOnce)
    }

    /// One check: compile and print the report.
    private func lintOnce() throws {
        // A build swapping the folder while the version check reads it would mix two builds.
        let lock = try lockOptions.lock(URL(fileURLWithPath: out, isDirectory: true), display: out, mode: .shared)
        defer { withExtendedLifetime(lock) {} }
        let terminal = Terminal.standardOutput
        let colored = terminal.allowsColor
        // Unchanged folders' diagnostics in plain text are copied as the cache keeps them printed.
        let compilation = try contentOptions.compile(format: format, previousBuild: ContentOptions.previousBuild(out),
                                                     cache: cacheOptions.cache(forOutput: out, writable: false),
                                                     producesBundles: false, printsPlainText: !colored)
        format.write(contentOptions.report(compilation), colored: colored) { terminal.write($0, format.printing(colored: colored)) }
        if contentOptions.fails(compilation) { throw ExitStatus.failed }
    }
}
