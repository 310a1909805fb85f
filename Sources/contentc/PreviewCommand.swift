import ArgumentParser
import ContentCompiler
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `contentc preview`: runs `contentc-preview`, the preview server, which is a
/// program of its own so that building contentc never builds an HTTP server.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve the content on 127.0.0.1 as learners see it, playable, reloading on every save.",
        discussion: """
        Prints the address to open, then serves until Ctrl-C: Deepread's books, ideas and tests, \
        Clever Den's courses and quizzes, Learning Progress's paths, with a bar to reset the progress \
        or move the preview's day forward. Every save under the content folder rebuilds the content \
        and reloads the open pages; errors show over the page. Only this computer can reach it, and \
        it loads nothing from elsewhere. Nothing is written.

        The server is the program contentc-preview, found beside contentc (or on PATH). In a \
        checkout, build it once with `swift build --product contentc-preview`.

        Exit status: 0 after Ctrl-C, 2 for a usage error, an unreadable content folder, a port in \
        use, or no contentc-preview.
        """
    )

    @Option(name: .long, help: "The content folder.")
    var content: String = "content"

    @Option(name: .long, help: "The port on 127.0.0.1; 0 picks a free one.")
    var port: Int = 8090

    func validate() throws {
        try PathArguments.validate([(content, "--content")])
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0...65535") }
    }

    func run() throws {
        guard let server = Self.server() else {
            Terminal.standardError.write("""
                error: contentc preview needs the program contentc-preview beside contentc or on PATH, and found neither.
                  In a checkout of contentc, build it once: swift build --product contentc-preview
                  (or run it directly: swift run contentc-preview --content \(content))

                """)
            throw ExitStatus.unusable
        }
        // The server takes this process's place: Ctrl-C and the exit status are its own.
        let arguments = [server.path, "--content", content, "--port", String(port)]
        var pointers = arguments.map { strdup($0) } + [nil]
        execv(server.path, &pointers)
        Terminal.standardError.write("error: cannot run \(server.path): \(String(cString: strerror(errno)))\n")
        throw ExitStatus.unusable
    }

    /// The server program: beside this executable (as it was started, then
    /// with links resolved), else the first on PATH.
    static func server(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        let name = "contentc-preview"
        var folders: [URL] = []
        if let executable = RunningProgram.path.map({ URL(fileURLWithPath: $0) }) {
            folders.append(executable.deletingLastPathComponent())
            folders.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
        }
        folders += (environment["PATH"] ?? "").split(separator: ":").map { URL(fileURLWithPath: String($0), isDirectory: true) }
        return folders.lazy.map { $0.appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
