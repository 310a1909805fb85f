import ContentPreview
import FlyingFox
import FlyingSocks
import Foundation

/// The preview's HTTP server, on FlyingFox: it listens on 127.0.0.1 only and
/// hands every request to the session through ``SessionRouter``.
actor PreviewServer {
    private let port: Int
    private let router = SessionRouter()
    private var server: HTTPServer?
    private var task: Task<Void, Never>?
    private var stopping = false
    /// The port listened on, once the server first listens.
    private var bound: Int?

    init(port: Int) {
        self.port = port
    }

    /// Starts listening on 127.0.0.1; returns the port (the one picked when asked for 0).
    ///
    /// - Throws: When the address cannot be bound (the port is in use).
    func start() async throws -> Int {
        let server = try makeServer(port: port)
        self.server = server
        let failure = Locked<(any Error)?>(nil)
        task = Task {
            // The server stops listening when accepting a connection fails, as it does with no file
            // descriptor left while many connections are open: it listens again, on the same port,
            // as soon as it can, rather than go on running and answer nothing.
            var current = server
            while !stopping {
                do { try await current.run() } catch { failure.set(error) }
                guard !stopping, let bound else { break }
                try? await Task.sleep(for: .milliseconds(250))
                guard !stopping, let next = try? makeServer(port: bound) else { continue }
                current = next
                self.server = next
            }
        }
        // Listening, or failed to: whichever comes first.
        while await !server.isListening {
            if let error = failure.value { throw error }
            try await Task.sleep(for: .milliseconds(5))
        }
        guard case .ip4(_, let port)? = await server.listeningAddress else {
            bound = self.port
            return self.port
        }
        bound = Int(port)
        return Int(port)
    }

    /// A server for 127.0.0.1:`port`, answering through the router.
    private func makeServer(port: Int) throws -> HTTPServer {
        let address = try sockaddr_in.inet(ip4: "127.0.0.1", port: UInt16(port))
        return HTTPServer(address: address, timeout: 60, logger: .disabled, handler: router)
    }

    /// Answers requests from `session` from now on.
    func serve(_ session: PreviewSession) {
        router.session.set(session)
    }

    /// Closes the listening socket and the connections.
    func stop() async {
        stopping = true
        await server?.stop(timeout: 1)
        task?.cancel()
    }
}

/// A value shared across tasks behind a lock.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    /// The value now.
    var value: Value { lock.withLock { stored } }

    /// Replaces the value.
    func set(_ value: Value) {
        lock.withLock { stored = value }
    }
}
