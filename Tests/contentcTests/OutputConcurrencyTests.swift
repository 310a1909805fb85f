import Foundation
import Testing

/// One build at a time writes an output folder: a build takes an exclusive
/// `flock` on `.<folder>.contentc-lock` beside it, writes its pid there, and
/// holds it from the version check to the swap. These tests speak that
/// protocol themselves, as another build would.
@Suite struct OutputConcurrencyTests {
    /// Holds the lock of `out/` in a workspace the way a build does, until released.
    final class HeldLock {
        private let descriptor: Int32

        init(_ workspace: Workspace) throws {
            descriptor = open(workspace.path(".out.contentc-lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            guard descriptor >= 0, flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
                throw CocoaError(.fileLocking)
            }
            let pid = Array("\(getpid())\n".utf8)
            _ = ftruncate(descriptor, 0)
            _ = pid.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        }

        func release() {
            close(descriptor)
        }
    }

    /// A workspace whose out/ holds the sample content's build, with a book added
    /// since and the version raised for it.
    static func workspaceWithAChange() throws -> Workspace {
        let workspace = try Workspace(copying: CommandLineTests.sampleContent)
        #expect(try CommandRunner.run(["build"], in: workspace.url).status == 0)
        try workspace.write("content/books/second/book.yaml", "number: 7\ntitle: A Second Book\n")
        try workspace.setContentVersion("9.0.0")  // Enough for any change (P106).
        return workspace
    }

    /// How a message names this test process holding the lock: as the
    /// system tells who holds it where it does (Linux), else by the pid written.
    static func thisProcessHolding() throws -> String {
        #if os(Linux)
        let program = try String(contentsOfFile: "/proc/self/comm", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        return "another program, \(program) (pid \(getpid())),"
        #else
        return "another contentc build (pid \(getpid()))"
        #endif
    }

    @Test func aBuildWaitsABoundedTimeThenFailsNamingTheHolder() throws {
        let workspace = try Self.workspaceWithAChange()
        let before = workspace.snapshot("out")
        let lock = try HeldLock(workspace)
        defer { lock.release() }
        let result = try CommandRunner.run(["build", "--wait", "1"], in: workspace.url)
        let holder = try Self.thisProcessHolding()
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("waiting for \(holder) to finish writing out"), "\(result.stderr)")
        #expect(result.stderr.contains("error: \(holder) is writing the output folder"), "\(result.stderr)")
        #expect(workspace.snapshot("out") == before)
    }

    /// The pid in the lock file is the last build's; a reader holding the lock
    /// writes none. A build waiting for it never names that pid as the holder.
    @Test func aBuildWaitingForAReaderDoesNotNameTheLastBuildsPid() throws {
        let workspace = try Self.workspaceWithAChange()
        let descriptor = open(workspace.path(".out.contentc-lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        defer { close(descriptor) }
        #expect(flock(descriptor, LOCK_SH | LOCK_NB) == 0)
        // Left by a build long gone: no process has this pid.
        _ = ftruncate(descriptor, 0)
        _ = Array("2147483646\n".utf8).withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        let result = try CommandRunner.run(["build", "--wait", "0"], in: workspace.url)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(!result.stderr.contains("2147483646"), "\(result.stderr)")
        #if os(Linux)
        let program = try String(contentsOfFile: "/proc/self/comm", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(result.stderr.contains("error: another program, \(program) (pid \(getpid())), is reading the output folder"),
                "\(result.stderr)")
        #else
        #expect(result.stderr.contains("error: another process is using the output folder"), "\(result.stderr)")
        #endif
    }

    @Test func aBuildWaitsForTheHolderThenBuilds() throws {
        let workspace = try Self.workspaceWithAChange()
        let lock = try HeldLock(workspace)
        let running = try CommandRunner.start(["build", "--wait", "30"], in: workspace.url)
        Thread.sleep(forTimeInterval: 1)
        #expect(running.process.isRunning, "the build waits while the lock is held")
        lock.release()
        let stderr = String(decoding: try running.stderr.fileHandleForReading.readToEnd() ?? Data(), as: UTF8.self)
        running.process.waitUntilExit()
        #expect(running.process.terminationStatus == 0, "\(stderr)")
        #expect(stderr.contains("waiting for \(try Self.thisProcessHolding())"), "\(stderr)")
        #expect(stderr.contains("wrote out"), "\(stderr)")
    }

    /// Two builds started together: the second checks the version against
    /// what the first wrote, and finds it current, instead of both writing.
    @Test func twoBuildsAtOnceRunOneAfterTheOther() throws {
        let workspace = try Self.workspaceWithAChange()
        let builds = try (0..<2).map { _ in try CommandRunner.start(["build"], in: workspace.url) }
        let outputs = try builds.map { build in
            let stderr = String(decoding: try build.stderr.fileHandleForReading.readToEnd() ?? Data(), as: UTF8.self)
            build.process.waitUntilExit()
            #expect(build.process.terminationStatus == 0, "\(stderr)")
            return stderr
        }
        #expect(outputs.filter { $0.contains("wrote out") }.count == 1, "\(outputs)")
        #expect(outputs.filter { $0.contains("out is up to date") }.count == 1, "\(outputs)")
        #expect(try CommandRunner.run(["build", "--check"], in: workspace.url).status == 0)
    }
}
