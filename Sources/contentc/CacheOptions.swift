import ArgumentParser
import ContentCompiler
import Foundation

/// `--no-cache`: compile every folder, neither reading nor writing the build
/// cache beside the output folder.
struct CacheOptions: ParsableArguments {
    @Flag(name: .customLong("no-cache"), help: "Compile every folder, without reading or writing the build cache beside the output folder.")
    var noCache = false

    /// The build cache of the output folder at `out`, or `nil` with `--no-cache`.
    ///
    /// - Parameter writable: Whether this run stores what it compiles (a
    ///   build), or only reads (lint, a check), as it writes nothing.
    func cache(forOutput out: String, writable: Bool) -> BuildCache? {
        noCache ? nil : BuildCache(output: URL(fileURLWithPath: out, isDirectory: true), writable: writable)
    }
}
