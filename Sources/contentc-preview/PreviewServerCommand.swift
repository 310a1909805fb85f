import ArgumentParser
import ContentCompiler
import ContentPreview
import ContentRuntime
import FlyingFox
import Foundation

/// `contentc-preview`, which `contentc preview` runs: serves the content
/// on 127.0.0.1 as learners see it, and rebuilds it on every save.
@main
struct PreviewServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contentc preview",
        abstract: "Serve the content on 127.0.0.1 as learners see it, playable, reloading on every save.",
        discussion: """
        Prints the address to open, then serves until Ctrl-C. Only this computer can reach it \
        (127.0.0.1), and it loads nothing from elsewhere: it works offline. Every save under the \
        content folder rebuilds the content and reloads the open pages; when the content has errors, \
        they show over the page, the last good content underneath. Nothing is written.

        Exit status: 0 after Ctrl-C, 2 for a usage error, an unreadable content folder or a port in use.
        """
    )

    @Option(name: .long, help: "The content folder.")
    var content: String = "content"

    @Option(name: .long, help: "The port on 127.0.0.1; 0 picks a free one.")
    var port: Int = 8090

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0...65535") }
    }

    func run() async throws {
        let directory = URL(fileURLWithPath: content, isDirectory: true)
        let watcher: ContentWatcher
        do {
            watcher = try ContentWatcher(directory: directory)
        } catch {
            Output.error("error: content folder '\(content)' cannot be read: it does not exist or is not a folder")
            throw ExitCode(2)
        }
        let server = PreviewServer(port: port)
        let bound: Int
        do {
            bound = try await server.start()
        } catch {
            Output.error("error: cannot listen on 127.0.0.1:\(port): \(error.localizedDescription)"
                + (port == 0 ? "" : "; pick another port with --port N (0 picks a free one)"))
            throw ExitCode(2)
        }
        let session = PreviewSession(contentDirectory: directory, displayRoot: content, port: bound)
        await server.serve(session)
        Output.line("contentc preview: http://127.0.0.1:\(bound)/")
        Output.line("serving \(content) (\(await session.summary)); watching it with \(watcher.mechanismName); Ctrl-C to stop")

        let interrupt = InterruptSignal.install { watcher.stop() }
        defer { interrupt.uninstall() }
        for await change in watcher.changes() {
            let summary = await session.rebuild()
            Output.line("\(change.summary(root: content)): \(summary)")
        }
        await session.closeListeners()
        await server.stop()
        Output.line("stopped")
    }
}

/// Lines for the person who started the preview. They name files and
/// folders of the content, which may hold any character: control characters
/// are written as escapes (`\e`, `\n`), never acted on by the terminal.
enum Output {
    /// A line on standard output, written at once.
    static func line(_ text: String) {
        FileHandle.standardOutput.write(Data((PrintableText.escaping(text) + "\n").utf8))
    }

    /// A line on standard error.
    static func error(_ text: String) {
        FileHandle.standardError.write(Data((PrintableText.escaping(text) + "\n").utf8))
    }
}
