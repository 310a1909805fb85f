import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program left running while a test talks to it: its output is gathered
/// as it comes, and the test waits, with a bound, for what it expects to see.
public final class RunningProcess: @unchecked Sendable {
    /// The process.
    public let process: Process
    private let lock = NSLock()
    private var stdoutBytes = Data()
    private var stderrBytes = Data()

    /// Starts `executable` with arguments in a folder; `CI=1`, so no colour or progress.
    public init(_ executable: URL, _ arguments: [String], in directory: URL,
                environment: [String: String] = [:]) throws {
        process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var merged = ProcessInfo.processInfo.environment
        merged["CI"] = "1"
        merged.merge(environment) { $1 }
        process.environment = merged
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        stdout.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.withLock { self.stdoutBytes.append(data) }
        }
        stderr.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.withLock { self.stderrBytes.append(data) }
        }
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// Standard output so far.
    public var stdout: String { lock.withLock { String(decoding: stdoutBytes, as: UTF8.self) } }
    /// Standard error so far.
    public var stderr: String { lock.withLock { String(decoding: stderrBytes, as: UTF8.self) } }

    /// Waits until `condition` holds for the output so far, or `seconds` pass.
    ///
    /// - Returns: Whether it held.
    @discardableResult
    public func wait(seconds: Double = 60, until condition: (_ stdout: String, _ stderr: String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition(stdout, stderr) { return true }
            if !process.isRunning { return condition(stdout, stderr) }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return condition(stdout, stderr)
    }

    /// Sends Ctrl-C's signal and waits for the process to exit (killing it
    /// after `seconds`); returns its exit status, or `nil` when it had to be killed.
    public func interrupt(waitingUpTo seconds: Double = 30) -> Int32? {
        kill(process.processIdentifier, SIGINT)
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        guard !process.isRunning else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return nil
        }
        process.waitUntilExit()
        Thread.sleep(forTimeInterval: 0.05)  // The last output still in the pipes.
        return process.terminationReason == .exit ? process.terminationStatus : -process.terminationStatus
    }
}
