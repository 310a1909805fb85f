import ContentRuntime
import ArgumentParser
import ContentCompiler
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `contentc build`: compile content/ into out/.
struct BuildCommand: ParsableCommand, CompilingCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Compile the content folder into bundles in the output folder.",
        discussion: """
        Writes index.json, books/<slug>.json and courses/<slug>.json. Nothing is written when \
        the content has errors; the output folder is replaced atomically and only when a file changes. \
        The output folder must be outside the content folder. It may be a symbolic link to a folder: \
        the folder it points to is replaced, and the link stays.

        Before replacing it, the new bundles are compared with those in the output folder: \
        `version` in contentc.yaml must rise as far as the changes require (rule P106, \
        `contentc explain P106`). --check does not check this: it fails on a stale folder anyway.

        Diagnostics in text go to standard error, as compilers print them (contentc lint prints \
        its report on standard output); --format json, sarif and github always go to standard output.

        With --watch, it builds again after every save under the content folder, printing a \
        fresh report with the time it took, until Ctrl-C (exit status 0).

        One build at a time writes an output folder: a build holds a lock (the file \
        .<folder>.contentc-lock beside it) from the version check to the swap, and another build \
        into the same folder waits for it, at most --wait seconds, then fails naming its pid. \
        A read-only output folder is refused before anything is written.

        Unchanged book and course folders are taken from the build cache beside the output folder \
        (.out.contentc-cache beside out): only folders whose files, compiler, rule settings or \
        learning policy changed are compiled again, and only changed bundles are written anew. \
        A missing or damaged cache costs a full compile, never a different result; --no-cache \
        compiles everything, and contentc clean removes the cache. --check reads the cache but \
        never writes it.

        Exit status: 0 success, 1 content errors or --check found the output stale, 2 usage or I/O error \
        (the output folder cannot be written, or another build held it too long).
        """
    )

    @Option(name: .long, help: ContentOptions.contentHelp)
    var content: String = "content"

    @Flag(name: .long, help: ContentOptions.werrorHelp)
    var werror = false

    @Option(name: .long, help: "The output folder.")
    var out: String = "out"

    @Flag(name: .long, help: "Write nothing; exit 1 if the output folder is not what a build would write.")
    var check = false

    @Option(name: .long, help: ReportFormat.formatHelp)
    var format: ReportFormat = .text

    @Flag(name: .long, help: "Build again after every save under the content folder, until Ctrl-C.")
    var watch = false

    @Option(name: .long, help: LockOptions.waitHelp)
    var wait: Double = 60

    @Flag(name: .customLong("no-cache"), help: CacheOptions.noCacheHelp)
    var noCache = false

    /// The last build's compilation and report, kept until the next build
    /// (with --watch) or the end of the process, which frees them at once.
    nonisolated(unsafe) private static var lastBuild: (Compilation, DiagnosticReport)?

    func validate() throws {
        try PathArguments.validate([(content, "--content"), (out, "--out")])
        try LockOptions.validate(wait: wait)
        if watch && check { throw ValidationError("--watch and --check cannot be used together") }
    }

    func run() throws {
        // --check compares with out/ file by file; a version check against it would add nothing:
        // a current out/ holds the same content, and a stale one fails the check anyway.
        guard watch else { return try buildOnce(previousBuild: check ? nil : ContentOptions.previousBuild(out)) }
        // Each build of a watch rewrites out/: the version rise is checked against out/ as it
        // was when watching started (the last release), not against the build of the last save.
        let baseline: WatchBaseline
        do {
            // Not while another build swaps the folder.
            let lock = try lockOptions.lock(URL(fileURLWithPath: out, isDirectory: true), display: out, mode: .shared)
            defer { withExtendedLifetime(lock) {} }
            baseline = try WatchBaseline(copying: out)
        }
        defer { baseline.remove() }
        try WatchLoop(content: contentOptions.content, label: "build").run {
            try buildOnce(previousBuild: baseline.previousBuild)
        }
    }

    /// One build: compile, print the diagnostics, and write (or check) the output folder.
    private func buildOnce(previousBuild: PreviousBuild?) throws {
        // The build before (with --watch) is let go before this one is made, not beside it.
        Self.lastBuild = nil
        let folder = URL(fileURLWithPath: out, isDirectory: true)
        do {
            try OutputFolder.requireSeparate(folder, fromContent: URL(fileURLWithPath: contentOptions.content, isDirectory: true))
        } catch {
            Terminal.standardError.write("error: \(error.message)\n")
            throw ExitStatus.unusable
        }
        // Held from the version check, which reads the folder, to the swap: another
        // build into the same folder waits, then compares with what this one wrote.
        let lock = try lockOptions.lock(folder, display: out, mode: check ? .shared : .exclusive)
        defer { withExtendedLifetime(lock) {} }
        // Each bundle is compared with the folder's (and staged beside it) as it is made;
        // the folder is replaced only at the end, and only when the build has no error.
        let writer = OutputWriter(folder, mode: check ? .check : .write) { problem in
            Terminal.standardError.write("warning: \(problem)\n")
        }
        defer { writer.abandon() }
        // Diagnostics in text go to standard error, as compilers print them; JSON to standard output.
        let diagnosticsTerminal: Terminal = format == .text ? .standardError : .standardOutput
        let colored = diagnosticsTerminal.allowsColor
        // Unchanged folders' diagnostics in plain text are copied as the cache keeps them printed.
        // The cache's last writes go on beside the printing and the write of the folder; waited for at the end.
        let compilation = try contentOptions.compile(format: format, previousBuild: previousBuild,
                                                     cache: cacheOptions.cache(forOutput: out, writable: !check),
                                                     writer: writer, printsPlainText: !colored, finishesCacheAside: true)
        defer { compilation.finishCache() }
        let report = contentOptions.report(compilation)
        // Freeing every diagnostic and excerpt of a large project is a noticeable share of a build
        // that changed nothing, just before the process ends: they are let go only by the next build.
        defer { Self.lastBuild = (compilation, report) }
        let hasDiagnostics = !compilation.diagnostics.isEmpty || !compilation.printed.isEmpty
        // A build that writes the folder replaces it while the report is printed: the wait for the
        // disk (the flushes, the swap, the flush after it) goes on beside the printing, and what
        // the write tells is told after the report, as before.
        let isWritten = !check && !contentOptions.fails(compilation) && compilation.index != nil
        let finishing = isWritten ? writer.finishInBackground() : nil
        if format != .text || hasDiagnostics {
            format.write(report, colored: colored) { diagnosticsTerminal.write($0, format.printing(colored: colored)) }
        }
        guard !contentOptions.fails(compilation), let index = compilation.index else {
            Terminal.standardError.write("nothing was written to \(out)\n")
            throw ExitStatus.failed
        }
        let fileCount = index.bundles.count + 1
        if check {
            let changes: [OutputFolder.Change]
            do {
                changes = try writer.differences()
            } catch {
                Terminal.standardError.write("error: \(error.message)\n")
                throw ExitStatus.unusable
            }
            guard changes.isEmpty else {
                Terminal.standardError.write("\(out) is stale; run `contentc build` and commit the result:\n"
                    + changes.map { "  \($0)\n" }.joined())
                throw ExitStatus.failed
            }
            Terminal.standardError.write("\(out) is up to date (\(fileCount) files)\n")
            return
        }
        let (warnings, outcome) = (finishing ?? writer.finishInBackground()).value
        for problem in warnings { Terminal.standardError.write("warning: \(problem)\n") }
        switch outcome {
        case .success(let changes):
            Terminal.standardError.write(changes.isEmpty
                ? "\(out) is up to date (\(fileCount) files)\n"
                : "wrote \(out): \(changes.count) of \(fileCount) files changed\n")
        case .failure(let error):
            Terminal.standardError.write("error: \(error.message)\n")
            throw ExitStatus.unusable
        }
    }
}
