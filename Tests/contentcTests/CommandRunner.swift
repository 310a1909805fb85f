import ContentTestSupport
import Foundation

/// Runs the built `contentc` binary as a subprocess.
struct CommandRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The `contentc` executable beside the test bundle.
    static let binary: URL = {
        var directory = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("contentc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("contentc")
    }()

    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `contentc` with arguments in a working folder and waits for it.
    ///
    /// - Parameters:
    ///   - launcher: A command that runs `contentc` for us, such as
    ///     ``Unprivileged/launcher``; empty runs it directly.
    ///   - standardOutput: Where standard output goes instead of a pipe
    ///     (the result's `stdout` is then empty).
    static func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:],
                    launcher: [String] = [], standardOutput: FileHandle? = nil) throws -> Result {
        let process = try start(arguments, in: directory, environment: environment, launcher: launcher,
                                standardOutput: standardOutput)
        let stdout = try process.stdout.fileHandleForReading.readToEnd() ?? Data()
        let stderr = try process.stderr.fileHandleForReading.readToEnd() ?? Data()
        process.process.waitUntilExit()
        return Result(status: process.process.terminationStatus,
                      stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Starts `contentc` without waiting; output goes to pipes, standard
    /// output to `standardOutput` instead when given.
    static func start(_ arguments: [String], in directory: URL, environment: [String: String] = [:],
                      launcher: [String] = [], standardOutput: FileHandle? = nil) throws -> (process: Process, stdout: Pipe, stderr: Pipe) {
        let process = Process()
        if let command = launcher.first {
            process.executableURL = URL(fileURLWithPath: command)
            process.arguments = Array(launcher.dropFirst()) + [binary.path] + arguments
        } else {
            process.executableURL = binary
            process.arguments = arguments
        }
        process.currentDirectoryURL = directory
        var merged = ProcessInfo.processInfo.environment
        merged["CI"] = "1"  // Never progress or colour in tests.
        merged["GITHUB_WORKSPACE"] = nil  // Paths of the github and sarif formats follow the working folder.
        merged.merge(environment) { $1 }
        process.environment = merged
        let stdout = Pipe(), stderr = Pipe()
        if let standardOutput {
            process.standardOutput = standardOutput
            try stdout.fileHandleForWriting.close()
        } else {
            process.standardOutput = stdout
        }
        process.standardError = stderr
        try process.run()
        return (process, stdout, stderr)
    }
}

/// A ``TemporaryFolder`` holding a copy of a content folder.
final class Workspace {
    private let folder: TemporaryFolder
    var url: URL { folder.url }

    init(copying content: URL? = nil, as name: String = "content") throws {
        folder = try TemporaryFolder(prefix: "contentc-cli")
        if let content {
            try FileManager.default.copyItem(at: content, to: folder.path(name))
        }
    }

    func path(_ relative: String) -> URL { folder.path(relative) }

    func write(_ relative: String, _ text: String) throws {
        let target = path(relative)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: target)
    }

    func read(_ relative: String) throws -> String {
        try String(contentsOf: path(relative), encoding: .utf8)
    }

    /// Writes the sample content's b1i4 back with its legacy primer fields
    /// (`overview`, `keyNuances`, `digDeeperLinks`): one I107 warning, for `migrate` to fix.
    func writeLegacyIdea() throws {
        let path = "content/" + ContentFixtures.legacyIdeaPath
        try write(path, ContentFixtures.legacyPrimer(try read(path)))
    }

    /// Sets `version` in content/contentc.yaml, as a release after a change must (rule P106).
    func setContentVersion(_ version: String) throws {
        let manifest = "content/contentc.yaml"
        let text = try read(manifest)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("version:") ? "version: \(version)" : String($0) }
        try write(manifest, lines.joined(separator: "\n"))
    }

    /// Every file under a folder with its bytes.
    func snapshot(_ relative: String) -> [String: Data] {
        let folder = path(relative)
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let file = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path, isDirectory: &isDirectory),
               !isDirectory.boolValue {
                result[file] = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path)
            }
        }
        return result
    }
}
