import ArgumentParser
import ContentCompiler
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ContentRuntime

/// The output folder as it was when `build --watch` started, copied aside:
/// what each build of the watch checks the version rise against (P106),
/// since every build rewrites the folder itself.
struct WatchBaseline {
    /// The copy, or `nil` when there was no earlier build.
    private let copy: URL?
    /// The earlier build to compare with, named as the user named the folder.
    let previousBuild: PreviousBuild?

    /// Copies the output folder `path` into a temporary folder, if it holds a build.
    ///
    /// - Throws: `ExitCode(2)` when the folder cannot be copied.
    init(copying path: String) throws {
        let folder = URL(fileURLWithPath: path, isDirectory: true)
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("index.json").path) else {
            copy = nil
            previousBuild = nil
            return
        }
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("contentc-watch-\(UUID().uuidString)")
        do {
            try PreviousBuild(directory: folder, displayPath: path).copy(to: copy)
        } catch {
            try? FileManager.default.removeItem(at: copy)
            Terminal.standardError.write("error: cannot keep a copy of \(path) to compare builds with: \(SystemErrorText.describing(error, besides: path))\n")
            throw ExitStatus.unusable
        }
        self.copy = copy
        previousBuild = PreviousBuild(directory: copy, displayPath: path)
    }

    /// Removes the copy.
    func remove() {
        if let copy { try? FileManager.default.removeItem(at: copy) }
    }
}
