import Foundation
import Testing

/// Output is deterministic and written atomically (SPEC §5).
@Suite struct OutputSafetyTests {
    @Test func twoBuildsAreByteIdentical() throws {
        let first = try Workspace(copying: CommandLineTests.sampleContent)
        let second = try Workspace(copying: CommandLineTests.sampleContent)
        #expect(try CommandRunner.run(["build"], in: first.url).status == 0)
        #expect(try CommandRunner.run(["build", "--out", "elsewhere"], in: second.url).status == 0)
        let a = first.snapshot("out"), b = second.snapshot("elsewhere")
        #expect(a.count == CommandLineTests.sampleBundleFileCount)
        #expect(a == b)
    }

    @Test func committedOutIsWhatTheSourcesCompileTo() throws {
        let workspace = try Workspace(copying: CommandLineTests.sampleContent)
        #expect(try CommandRunner.run(["build"], in: workspace.url).status == 0)
        let committed = CommandRunner.packageRoot.appendingPathComponent("out")
        for (path, data) in workspace.snapshot("out") {
            #expect(FileManager.default.contents(atPath: committed.appendingPathComponent(path).path) == data,
                    "out/\(path) is stale: run `swift run contentc build`")
        }
    }

    @Test func refusesToReplaceAFolderWithForeignFiles() throws {
        let workspace = try Workspace(copying: CommandLineTests.sampleContent)
        try workspace.write("out/notes.txt", "mine")
        let result = try CommandRunner.run(["build"], in: workspace.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("notes.txt was not written by contentc"))
        #expect(workspace.snapshot("out") == ["notes.txt": Data("mine".utf8)])
    }

    /// The lock file sits beside the output folder, where a pull request can
    /// put a link: a build wrote its pid through it into the file it named,
    /// cut to that length (or created the file it named), and a reader
    /// waited forever on a named pipe there. Each is refused, and nothing is followed.
    @Test func aLockFileThatIsALinkOrANamedPipeIsRefused() throws {
        let workspace = try Workspace(copying: CommandLineTests.sampleContent)
        let outside = try Workspace()
        try outside.write("precious.txt", "precious\n")
        let lock = workspace.path(".out.contentc-lock").path
        for target in [outside.path("precious.txt").path, outside.path("created.txt").path] {
            try FileManager.default.createSymbolicLink(atPath: lock, withDestinationPath: target)
            for command in [["build"], ["build", "--check"], ["lint"]] {
                let result = try CommandRunner.run(command, in: workspace.url)
                #expect(result.status == 2, "\(command)")
                #expect(result.stderr.contains("it is a symbolic link, which contentc does not follow"), "\(result.stderr)")
            }
            try FileManager.default.removeItem(atPath: lock)
        }
        #expect(try outside.read("precious.txt") == "precious\n")
        #expect(!FileManager.default.fileExists(atPath: outside.path("created.txt").path))
        #expect(mkfifo(lock, 0o644) == 0)
        for command in [["build"], ["build", "--check"], ["lint"]] {
            let result = try CommandRunner.run(command, in: workspace.url)
            #expect(result.status == 2, "\(command)")
            #expect(result.stderr.contains("it is a named pipe, not a regular file"), "\(result.stderr)")
        }
    }

    @Test func unchangedOutputIsNotRewritten() throws {
        let workspace = try Workspace(copying: CommandLineTests.sampleContent)
        #expect(try CommandRunner.run(["build"], in: workspace.url).status == 0)
        let index = workspace.path("out/index.json")
        let before = try FileManager.default.attributesOfItem(atPath: index.path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.05)
        let again = try CommandRunner.run(["build"], in: workspace.url)
        #expect(again.stderr.contains("out is up to date"))
        let after = try FileManager.default.attributesOfItem(atPath: index.path)[.modificationDate] as? Date
        #expect(before == after)
    }

    /// Kills builds at many points; `out/` must always be exactly the old
    /// complete tree or the new one, and a later build must finish the job.
    @Test func aKilledBuildLeavesTheOldOrTheNewOut() throws {
        let workspace = try Workspace(copying: CommandLineTests.sampleContent)
        #expect(try CommandRunner.run(["build"], in: workspace.url).status == 0)
        let old = workspace.snapshot("out")
        let book = "content/books/meditations/book.yaml"
        try workspace.write(book, try workspace.read(book).replacingOccurrences(of: "title: Meditations", with: "title: The Meditations"))
        try workspace.setContentVersion(try workspace.contentVersion().nextPatch)
        var sawOld = false
        for attempt in 0..<40 {
            let running = try CommandRunner.start(["build"], in: workspace.url)
            Thread.sleep(forTimeInterval: Double(attempt % 20) * 0.004)
            kill(running.process.processIdentifier, SIGKILL)
            running.process.waitUntilExit()
            let now = workspace.snapshot("out")
            if now == old {
                sawOld = true
                continue
            }
            #expect(now.count == old.count, "attempt \(attempt): a mixed or partial out/")
            #expect(String(decoding: now["books/meditations.json"] ?? Data(), as: UTF8.self).contains("The Meditations"),
                    "attempt \(attempt): out/ is neither the old nor the new build")
            // Once the new tree is in place, put the old one back for the next attempt.
            try FileManager.default.removeItem(at: workspace.path("out"))
            for (path, data) in old {
                let target = workspace.path("out/\(path)")
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: target)
            }
        }
        #expect(sawOld, "some kill should land before the swap")
        #expect(try CommandRunner.run(["build"], in: workspace.url).status == 0)
        #expect(try CommandRunner.run(["build", "--check"], in: workspace.url).status == 0)
        // The lock file beside out/ stays: removing it could let two builds lock two files;
        // so do the build cache and the record of the folder's files.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: workspace.url.path)
            .filter { $0.hasPrefix(".out.") && ![".out.contentc-lock", ".out.contentc-cache", ".out.contentc-stamps"].contains($0) }
        #expect(leftovers.isEmpty, "temporary folders are cleaned up: \(leftovers)")
    }
}
