import Foundation
import Testing

/// What one run keeps is bounded by the largest file, not by the sum of the
/// files: a file's bytes and tree are let go once it is checked, and only the
/// source lines diagnostics print are kept.
@Suite struct MemoryBoundTests {
    /// Runs `contentc` and returns its exit status and peak resident memory in
    /// bytes, as the system accounts it.
    ///
    /// A process inherits the memory high-water mark of the one that starts it
    /// (Linux keeps the larger at exec), and this test process may be large:
    /// `contentc-benchmark --peak-memory-of`, small and fresh, starts contentc
    /// and reports contentc's own peak.
    static func peakMemory(_ arguments: [String], in workspace: Workspace) throws -> (status: Int32, bytes: Int) {
        let measurer = CommandRunner.binary.deletingLastPathComponent().appendingPathComponent("contentc-benchmark")
        try #require(FileManager.default.isExecutableFile(atPath: measurer.path), "\(measurer.path) is not built")
        let result = workspace.path("peak.txt")
        let process = Process()
        process.executableURL = measurer
        process.arguments = ["--peak-memory-of", result.path, CommandRunner.binary.path] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.environment = ["CI": "1"]
        try process.run()
        process.waitUntilExit()
        // "<exit status> <peak KiB> <wall nanoseconds>"
        let measured = try workspace.read("peak.txt").split(separator: " ").compactMap { Int($0) }
        try #require(measured.count == 3, "\(measured)")
        return (Int32(measured[0]), measured[1] * 1024)  // Reported in KiB.
    }

    /// Eight files of 15 MB of blank lines, each an empty idea file (Y103): once
    /// ~270 MB each, and all kept until the report was printed (2.1 GB).
    @Test func eightLargeFilesCostNoMoreThanAFewOfThem() throws {
        let workspace = try Workspace(copying: CommandLineTests.sampleContent)
        let blank = Data(repeating: 0x0A, count: 15_000_000)
        for number in 5...12 {
            try blank.write(to: workspace.path("content/books/meditations/ideas/b1i\(number).yaml"))
        }
        for format in ["text", "json"] {
            let run = try Self.peakMemory(["lint", "--content", workspace.path("content").path,
                                           "--out", workspace.path("out").path, "--format", format], in: workspace)
            #expect(run.status == 1, "\(format): the empty files are errors")
            #expect(run.bytes < 400_000_000, "\(format): peak resident memory \(run.bytes / 1_000_000) MB")
        }
    }
}
