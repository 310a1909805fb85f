import ContentTestSupport
import Foundation

/// An example program of `Examples/`, built with the package: its source, the
/// README's quotation of it, and runs of its executable.
struct ExampleProgram {
    /// The executable's name (the target's name in Package.swift).
    var executable: String
    /// The source file, relative to the package root.
    var source: String

    /// The README, which quotes the examples.
    static var readme: String {
        get throws { try String(contentsOf: ContentFixtures.packageRoot.appendingPathComponent("README.md"), encoding: .utf8) }
    }

    /// The example's source text.
    func sourceText() throws -> String {
        try String(contentsOf: ContentFixtures.packageRoot.appendingPathComponent(source), encoding: .utf8)
    }

    /// The executable beside the test bundle.
    var binary: URL {
        var directory = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent(executable)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent(executable)
    }

    /// Runs the example with arguments and waits for it.
    func run(_ arguments: [String]) throws -> ProcessResult {
        try ProcessResult.run(binary, arguments)
    }
}

/// What a finished process printed, and its exit status.
struct ProcessResult {
    var status: Int32
    var stdout: String
    var stderr: String

    /// Runs an executable in a working folder and waits for it.
    ///
    /// - Parameter environment: Variables set for the executable over this process's own.
    static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil,
                    environment: [String: String] = [:]) throws -> ProcessResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Read both pipes at once, so neither fills up while the other is read.
        let errors = ErrorCollector(stderr.fileHandleForReading)
        let output = try stdout.fileHandleForReading.readToEnd() ?? Data()
        process.waitUntilExit()
        return ProcessResult(status: process.terminationStatus, stdout: String(decoding: output, as: UTF8.self),
                             stderr: errors.text())
    }
}

/// Reads a pipe on a thread of its own until it closes.
private final class ErrorCollector: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = (try? handle.readToEnd()) ?? Data()
            done.signal()
        }
    }

    func text() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}

extension String {
    /// The fenced code blocks of a Markdown text with the given info string
    /// (`swift`), each without its fences.
    func codeBlocks(_ language: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in split(separator: "\n", omittingEmptySubsequences: false) {
            if let lines = current {
                if line == "```" {
                    blocks.append(lines.map { $0 + "\n" }.joined())
                    current = nil
                } else {
                    current = lines + [line]
                }
            } else if line == "```" + language {
                current = []
            }
        }
        return blocks
    }
}
