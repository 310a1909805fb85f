import ArgumentParser
import ContentCompiler
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--no-cache` as build and lint were given it: compile every folder,
/// neither reading nor writing the build cache beside the output folder.
struct CacheOptions {
    /// Whether the cache is left alone.
    var noCache: Bool

    /// The help of `--no-cache`, the same in build and lint.
    static let noCacheHelp: ArgumentHelp = "Compile every folder, without reading or writing the build cache beside the output folder."

    /// The build cache of the output folder at `out`, or `nil` with `--no-cache`.
    ///
    /// - Parameter writable: Whether this run stores what it compiles (a
    ///   build), or only reads (lint, a check), as it writes nothing.
    func cache(forOutput out: String, writable: Bool) -> BuildCache? {
        noCache ? nil : BuildCache(output: URL(fileURLWithPath: out, isDirectory: true), writable: writable)
    }
}
