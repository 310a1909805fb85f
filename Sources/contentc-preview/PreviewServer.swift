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

    init(port: Int) {
        self.port = port
    }

    /// Starts listening on 127.0.0.1; returns the port (the one picked when asked for 0).
    ///
    /// - Throws: When the address cannot be bound (the port is in use).
    func start() async throws -> Int {
        let address = try sockaddr_in.inet(ip4: "127.0.0.1", port: UInt16(port))
        let server = HTTPServer(address: address, timeout: 60, logger: .disabled, handler: router)
        self.server = server
        let failure = Locked<(any Error)?>(nil)
        task = Task {
            do { try await server.run() } catch { failure.set(error) }
        }
        // Listening, or failed to: whichever comes first.
        while await !server.isListening {
            if let error = failure.value { throw error }
            try await Task.sleep(for: .milliseconds(5))
        }
        guard case .ip4(_, let bound)? = await server.listeningAddress else { return port }
        return Int(bound)
    }

    /// Answers requests from `session` from now on.
    func serve(_ session: PreviewSession) {
        router.session.set(session)
    }

    /// Closes the listening socket and the connections.
    func stop() async {
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
