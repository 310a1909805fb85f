import ContentTestSupport
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// `contentc preview` as an author runs it: it runs the preview server beside
/// contentc, which listens on 127.0.0.1 only, prints its address, rebuilds on
/// a save and stops cleanly on Ctrl-C.
@Suite struct PreviewCommandTests {
    /// Starts `contentc preview` in a copy of the sample content and waits
    /// until it has printed its address and the summary of its first build.
    /// The address is printed before that build ends, so waiting for the first
    /// line alone would race with the second.
    ///
    /// - Parameter openFiles: A limit on the file descriptors the preview may
    ///   hold (`ulimit -n`), if any.
    static func start(_ workspace: Workspace, port: Int = 0, openFiles: Int? = nil) throws -> (preview: RunningProcess, port: Int) {
        let arguments = ["preview", "--port", String(port)]
        let preview = try openFiles.map { limit in
            try RunningProcess(URL(fileURLWithPath: "/bin/sh"), ["-c", "ulimit -n \(limit) && exec \"$@\"", "sh", CommandRunner.binary.path] + arguments,
                               in: workspace.url)
        } ?? RunningProcess(CommandRunner.binary, arguments, in: workspace.url)
        let printed = preview.wait(seconds: 120) { stdout, stderr in stdout.contains("Ctrl-C to stop\n") || !stderr.isEmpty }
        let line = preview.stdout.split(separator: "\n").first.map(String.init) ?? ""
        guard printed, let range = line.range(of: "http://127.0.0.1:"), let bound = Int(line[range.upperBound...].prefix { $0.isNumber }) else {
            Issue.record("no address printed: \(preview.stdout) \(preview.stderr)")
            return (preview, 0)
        }
        return (preview, bound)
    }

    static func get(_ path: String, port: Int) async throws -> (status: Int, body: String) {
        let (data, response) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(port)\(path)")!)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }

    @Test func previewServesOnLoopbackRebuildsOnASaveAndStopsOnControlC() async throws {
        let workspace = try Workspace(copying: CommandLineTests.sampleContent)
        let (preview, port) = try Self.start(workspace)
        try #require(port > 0)
        #expect(preview.stdout.hasPrefix("contentc preview: http://127.0.0.1:\(port)/\n"), "\(preview.stdout)")
        #expect(preview.stdout.contains("serving content (no problems in \(CommandLineTests.sampleYAMLFileCount) files)"))

        let home = try await Self.get("/", port: port)
        #expect(home.status == 200 && home.body.contains("Meditations") && home.body.contains("Flags and Continents"))
        #if os(Linux)
        // Every listening socket on the port is bound to 127.0.0.1, none to all addresses.
        let sockets = try Self.listeningAddresses(port: port)
        #expect(!sockets.isEmpty && sockets.allSatisfy { $0 == "0100007F" }, "\(sockets)")
        #endif

        let section = WatchCommandTests.section
        try workspace.write(section, try WatchCommandTests.replacingFirst(
            WatchCommandTests.question, with: "text: Which continent is the largest?", in: try workspace.read(section)))
        #expect(preview.wait(seconds: 30) { stdout, _ in stdout.contains("\(section) changed: no problems") }, "\(preview.stdout)")
        let lesson = try await Self.get("/courses/flags-and-continents/lessons/continents-1", port: port)
        #expect(lesson.status == 200)

        #expect(preview.interrupt() == 0)
        #expect(preview.stdout.hasSuffix("stopped\n"), "\(preview.stdout)")
        #expect(preview.stderr.isEmpty, "\(preview.stderr)")
    }

    #if os(Linux)
    /// Connections left open with a request never finished can take every
    /// file descriptor the server may hold; accepting then fails, and the
    /// server stopped listening for good while the preview ran on. It listens
    /// again once they are closed.
    @Test(.timeLimit(.minutes(2)))
    func theServerListensAgainOnceConnectionsThatTookEveryDescriptorClose() async throws {
        let workspace = try Workspace(copying: CommandLineTests.sampleContent)
        let (preview, port) = try Self.start(workspace, openFiles: 64)
        try #require(port > 0)
        #expect(try await Self.get("/", port: port).status == 200)
        let connections = (0..<100).map { _ in Self.connectIdle(port: port) }
        try await Task.sleep(for: .seconds(1))
        for connection in connections where connection >= 0 { close(connection) }
        var status = 0
        var failure = ""
        for _ in 0..<40 where status != 200 {
            try await Task.sleep(for: .milliseconds(250))
            do { status = try await Self.get("/", port: port).status } catch { failure = "\(error)" }
        }
        #expect(status == 200, "the preview answers again once the connections are closed: \(failure) \(connections.filter { $0 >= 0 }.count)")
        #expect(preview.interrupt() == 0)
    }

    /// A connection to the preview that sends the start of a request and no
    /// more; its descriptor, or -1 when it cannot connect.
    static func connectIdle(port: Int) -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return -1 }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(descriptor)
            return -1
        }
        let start = "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
        _ = start.withCString { send(descriptor, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
        return descriptor
    }
    #endif

    @Test func aPortInUseIsAnError() throws {
        let workspace = try Workspace(copying: CommandLineTests.sampleContent)
        let (first, port) = try Self.start(workspace)
        try #require(port > 0)
        let second = try CommandRunner.run(["preview", "--port", String(port)], in: workspace.url)
        #expect(second.status == 2 && second.stderr.contains("cannot listen on 127.0.0.1:\(port)"), "\(second.stderr)")
        #expect(second.stderr.contains("--port"))
        #expect(first.interrupt() == 0)
    }

    @Test func aMissingContentFolderIsAnError() throws {
        let workspace = try Workspace()
        let result = try CommandRunner.run(["preview", "--content", "nowhere", "--port", "0"], in: workspace.url)
        #expect(result.status == 2 && result.stderr.contains("content folder 'nowhere' cannot be read"), "\(result.stderr)")
    }

    /// contentc alone, without the server beside it or on PATH, says how to get it.
    @Test func withoutTheServerProgramPreviewSaysHowToBuildIt() throws {
        let workspace = try Workspace(copying: CommandLineTests.sampleContent)
        let lonely = workspace.path("bin/contentc")
        try FileManager.default.createDirectory(at: lonely.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CommandRunner.binary, to: lonely)
        let process = Process()
        process.executableURL = lonely
        process.arguments = ["preview"]
        process.currentDirectoryURL = workspace.url
        process.environment = ["PATH": "/usr/bin:/bin", "CI": "1"]
        let stderr = Pipe()
        process.standardError = stderr
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: try stderr.fileHandleForReading.readToEnd() ?? Data(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(message.contains("needs the program contentc-preview") && message.contains("swift build --product contentc-preview"))
    }

    #if os(Linux)
    /// The local addresses, as /proc/net/tcp and tcp6 write them, of the sockets listening on `port`.
    static func listeningAddresses(port: Int) throws -> [String] {
        let hexPort = String(format: "%04X", port)
        return try ["/proc/net/tcp", "/proc/net/tcp6"].flatMap { table -> [String] in
            guard FileManager.default.fileExists(atPath: table) else { return [] }
            return try String(contentsOfFile: table, encoding: .utf8).split(separator: "\n").dropFirst().compactMap { row in
                let fields = row.split(separator: " ")
                guard fields.count > 3, fields[3] == "0A" else { return nil }  // 0A: listening.
                let local = fields[1].split(separator: ":")
                return local.count == 2 && local[1] == hexPort ? String(local[0]) : nil
            }
        }
    }
    #endif
}
