import Foundation
import Testing

/// A build that says it wrote the output folder has: a read-only folder is
/// refused before the swap, leftovers that cannot be removed are reported,
/// and new files and folders are flushed to disk.
@Suite struct OutputDurabilityTests {
    /// A workspace owned by the user the command runs as, whose out/ holds a
    /// build, with a book added since and the version raised for it.
    static func workspaceWithAChange() throws -> Workspace {
        let workspace = try Workspace(copying: CommandLineTests.sampleContent)
        try Unprivileged.handOver(workspace.url)
        #expect(try CommandRunner.run(["build"], in: workspace.url, launcher: Unprivileged.launcher()).status == 0)
        try workspace.write("content/books/second/book.yaml", "number: 7\ntitle: A Second Book\n")
        try workspace.setContentVersion("9.0.0")  // Enough for any change (P106).
        try Unprivileged.handOver(workspace.url)
        return workspace
    }

    static func leftovers(in workspace: Workspace) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: workspace.url.path).filter { $0.hasPrefix(".out.contentc-new-") }
    }

    @Test(arguments: ["out", "out/books"])
    func aReadOnlyOutputFolderIsRefusedBeforeTheSwap(_ readOnly: String) throws {
        let workspace = try Self.workspaceWithAChange()
        let before = workspace.snapshot("out")
        #expect(chmod(workspace.path(readOnly).path, 0o555) == 0)
        defer { chmod(workspace.path(readOnly).path, 0o755) }
        let result = try CommandRunner.run(["build"], in: workspace.url, launcher: Unprivileged.launcher())
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("is read-only"), "\(result.stderr)")
        #expect(result.stderr.contains("Permission denied"), "\(result.stderr)")
        #expect(workspace.snapshot("out") == before, "the output folder is left as it was")
        #expect(try Self.leftovers(in: workspace).isEmpty)
    }

    @Test func aLeftoverThatCannotBeRemovedIsReported() throws {
        let workspace = try Self.workspaceWithAChange()
        // What a build killed before it could clean up might leave, made undeletable.
        let leftover = ".out.contentc-new-\(Int32.max)"
        try workspace.write("\(leftover)/books/old.json", "{}")
        try Unprivileged.handOver(workspace.url)
        #expect(chmod(workspace.path("\(leftover)/books").path, 0o555) == 0)
        defer { chmod(workspace.path("\(leftover)/books").path, 0o755) }
        let result = try CommandRunner.run(["build"], in: workspace.url, launcher: Unprivileged.launcher())
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("warning: cannot remove what an interrupted build left, kept at "), "\(result.stderr)")
        #expect(result.stderr.contains(leftover), "\(result.stderr)")
        #expect(result.stderr.contains("wrote out"), "\(result.stderr)")
    }

    /// Traces the system calls of a build with strace: every new file is
    /// flushed before the swap, every new folder too, and the folder that holds
    /// the output folder after the swap.
    @Test func newFilesAndFoldersAreFlushedAroundTheSwap() throws {
        let strace = "/usr/bin/strace"
        try #require(FileManager.default.isExecutableFile(atPath: strace),
                     "this test traces the build with strace (scripts/install-system-packages.sh installs it)")
        let workspace = try Workspace(copying: CommandLineTests.sampleContent)
        #expect(try CommandRunner.run(["build"], in: workspace.url).status == 0)
        try workspace.write("content/books/second/book.yaml", "number: 7\ntitle: A Second Book\n")
        try workspace.setContentVersion("9.0.0")  // Enough for any change (P106).
        let trace = workspace.path("trace.txt")
        let result = try CommandRunner.run(["build"], in: workspace.url, launcher: [
            strace, "-f", "-y", "-o", trace.path, "-e", "trace=fsync,fdatasync,rename,renameat,renameat2",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let calls = Self.joiningInterruptedCalls(try String(contentsOf: trace, encoding: .utf8).split(separator: "\n").map(String.init))
        let root = workspace.url.resolvingSymlinksInPath().path
        // The swap: the staged folder renamed onto (or exchanged with) out/.
        let swap = try #require(calls.firstIndex { $0.contains("rename") && $0.contains("\"\(root)/out\"") },
                                "no swap in the trace:\n\(calls.joined(separator: "\n"))")
        func flushed(_ path: String, in range: Range<Int>) -> Bool {
            calls[range].contains { $0.contains("sync(") && $0.contains("<\(path)>") && $0.hasSuffix("= 0") }
        }
        let staging = String(try #require(calls[swap].firstMatch(of: /(\/[^"<>]*\.out\.contentc-new-\d+)/)?.1))
        for file in ["index.json", "books/meditations.json", "books/second.json"] {
            #expect(flushed("\(staging)/\(file)", in: 0..<swap), "\(file) is flushed before the swap")
        }
        for folder in ["", "/books", "/courses"] {
            #expect(flushed("\(staging)\(folder)", in: 0..<swap), "the new folder \(staging)\(folder) is flushed before the swap")
        }
        #expect(flushed(root, in: swap..<calls.count), "the folder holding out/ is flushed after the swap:\n\(calls.joined(separator: "\n"))")
    }

    /// strace's lines with each call that another thread interrupted
    /// (`123 fsync(5</a> <unfinished ...>`, later `123 <... fsync resumed>) = 0`)
    /// joined into one line where it started: bundles are written by several threads.
    static func joiningInterruptedCalls(_ lines: [String]) -> [String] {
        var joined: [String] = []
        var open: [Substring: Int] = [:]  // By process id: the index of its unfinished call.
        for line in lines {
            let pid = line.prefix { $0 != " " }
            if line.hasSuffix("<unfinished ...>") {
                open[pid] = joined.count
                joined.append(String(line.dropLast("<unfinished ...>".count)))
            } else if line.contains(" resumed>"), let index = open.removeValue(forKey: pid),
                      let rest = line.range(of: " resumed>") {
                joined[index] += line[rest.upperBound...]
            } else {
                joined.append(line)
            }
        }
        return joined
    }
}
