import Foundation
import Testing

/// What one run keeps is bounded by the largest file, not by the sum of the
/// files: a file's bytes and tree are let go once it is checked, and only the
/// source lines diagnostics print are kept. Measured as the peak resident
/// memory of a `contentc lint` subprocess, from the system's own accounting.
@Suite struct MemoryBoundTests {
    /// Runs `contentc` with its output thrown away and returns its exit status
    /// and peak resident memory in bytes, as `wait4` reports it.
    static func peakMemory(_ arguments: [String]) throws -> (status: Int32, bytes: Int) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([CommandRunner.binary.path] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = [strdup("CI=1"), nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, CommandRunner.binary.path, &actions, nil, argv, envp)
        try #require(spawned == 0, "cannot start contentc: \(String(cString: strerror(spawned)))")
        var status: Int32 = 0
        var usage = rusage()
        try #require(wait4(pid, &status, 0, &usage) == pid)
        return ((status >> 8) & 0xFF, usage.ru_maxrss * 1024)  // Linux counts ru_maxrss in KiB.
    }

    /// Eight files of 15 MB of blank lines, each an empty idea file (Y103): once
    /// ~270 MB each, and all kept until the report was printed (2.2 GB).
    @Test func eightLargeFilesCostNoMoreThanAFewOfThem() throws {
        let workspace = try Workspace(copying: CommandLineTests.sampleContent)
        let blank = Data(repeating: 0x0A, count: 15_000_000)
        for number in 5...12 {
            try blank.write(to: workspace.path("content/books/meditations/ideas/b1i\(number).yaml"))
        }
        let content = workspace.path("content").path
        for format in ["text", "json"] {
            let run = try Self.peakMemory(["lint", "--content", content, "--out", workspace.path("out").path, "--format", format])
            #expect(run.status == 1, "\(format): the empty files are errors")
            #expect(run.bytes < 400_000_000, "\(format): peak resident memory \(run.bytes / 1_000_000) MB")
        }
    }
}
