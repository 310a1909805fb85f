import ArgumentParser
import ContentCompiler
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ContentRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
            try Self.copyBuild(in: folder.resolvingSymlinksInPath(), to: copy)
        } catch {
            try? FileManager.default.removeItem(at: copy)
            Terminal.standardError.write("error: cannot keep a copy of \(path) to compare builds with: \(SystemErrorText.describing(error, besides: path))\n")
            throw ExitStatus.unusable
        }
        self.copy = copy
        previousBuild = PreviousBuild(directory: copy, displayPath: path)
    }

    /// Copies what the version check reads of a build (`index.json` and the
    /// `.json` files of `books/` and `courses/`) from `folder` into `copy`:
    /// each only when it is a regular file, not a link, of at most the sizes
    /// the loader reads (``ContentLibrary/maxIndexBytes``,
    /// ``ContentLibrary/maxBundleBytes``). Anything else is left out, where
    /// the check then finds it missing, as it refuses it in the folder itself:
    /// the folder may come from anyone (a pull request that commits it), and a
    /// copy of all of it would follow its links, copy what they lead to, and
    /// wait forever on a named pipe.
    private static func copyBuild(in folder: URL, to copy: URL) throws {
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: false)
        copyRegularFile("index.json", from: folder, to: copy, maxBytes: ContentLibrary.maxIndexBytes)
        for kind in ["books", "courses"] {
            var info = stat()
            let source = folder.appendingPathComponent(kind)
            guard lstat(source.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { continue }
            try FileManager.default.createDirectory(at: copy.appendingPathComponent(kind), withIntermediateDirectories: false)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: source.path)) ?? [] where name.hasSuffix(".json") {
                copyRegularFile("\(kind)/\(name)", from: folder, to: copy, maxBytes: ContentLibrary.maxBundleBytes)
            }
        }
    }

    /// Copies the file at `relative` when it is a regular file (opened
    /// without following a link or waiting on a pipe) of at most `maxBytes`.
    private static func copyRegularFile(_ relative: String, from folder: URL, to copy: URL, maxBytes: Int) {
        let descriptor = open(folder.appendingPathComponent(relative).path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) <= maxBytes else { return }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + done, $0.count - done, off_t(done)) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            done += count
        }
        try? Data(bytes).write(to: copy.appendingPathComponent(relative))
    }

    /// Removes the copy.
    func remove() {
        if let copy { try? FileManager.default.removeItem(at: copy) }
    }
}
