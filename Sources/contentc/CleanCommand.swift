import ArgumentParser
import ContentCompiler
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ContentRuntime

/// `contentc clean`: remove the build cache beside the output folder.
struct CleanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clean",
        abstract: "Remove the build cache beside the output folder.",
        discussion: """
        contentc build keeps what it compiled of each book and course folder in a hidden folder \
        beside the output folder (.out.contentc-cache beside out), and compiles again only the \
        folders whose files, compiler, rule settings or learning policy changed. The cache is \
        only an accelerator: removing it costs the next build a full compile, never a different \
        result. The record of the output folder's files beside it (.out.contentc-stamps), which spares \
        the next build reading them, goes too. The output folder itself is left alone.

        Exit status: 0 removed or nothing to remove, 2 the cache cannot be removed or another build holds the folder.
        """
    )

    @Option(name: .long, help: "The output folder whose cache to remove.")
    var out: String = "out"

    @Option(name: .long, help: LockOptions.waitHelp)
    var wait: Double = 60

    func validate() throws {
        try PathArguments.validate([(out, "--out")])
        try LockOptions.validate(wait: wait)
    }

    func run() throws {
        let folder = URL(fileURLWithPath: out, isDirectory: true)
        // Not while a build into the same folder reads or writes its cache.
        let lock = try LockOptions(wait: wait).lock(folder, display: out, mode: .exclusive)
        defer { withExtendedLifetime(lock) {} }
        let cache = BuildCache.location(forOutput: folder)
        do {
            let removed = try BuildCache.clean(output: folder)
            Terminal.standardError.write(removed ? "removed \(cache.path)\n" : "no build cache at \(cache.path)\n")
        } catch {
            Terminal.standardError.write("error: cannot remove the build cache \(cache.path): \(SystemErrorText.describing(error, besides: cache.path))\n")
            throw ExitStatus.unusable
        }
    }
}
