import ContentPreview
import FlyingFox
import Foundation

/// Turns FlyingFox's requests into the session's, and its answers back:
/// `/live` upgrades to the live-reload WebSocket once the request passed
/// the Host and Origin checks; everything else is the session's to answer.
final class SessionRouter: HTTPHandler {
    /// The session, once the content was first built.
    let session = Locked<PreviewSession?>(nil)

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard let session = session.value else {
            return HTTPResponse(statusCode: .serviceUnavailable, headers: [.contentType: "text/plain; charset=utf-8"],
                                body: Data("The preview is starting.\n".utf8))
        }
        var headers: [String: String] = [:]
        for (name, value) in request.headers where headers[name.rawValue.lowercased()] == nil {
            headers[name.rawValue.lowercased()] = value
        }
        let path = request.target.path(percentEncoded: true)
        if path == "/live", headers["upgrade"]?.lowercased() == "websocket" {
            let preview = PreviewRequest(method: request.method.rawValue, target: path, headers: headers)
            if let refusal = session.requestGuard.refusal(of: preview, changesState: true) {
                return Self.response(session.secured(refusal))
            }
            return try await WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: LiveReloadSocket(session: session)))
                .handleRequest(request)
        }
        var preview = PreviewRequest(method: request.method.rawValue, target: request.target.rawValue, headers: headers)
        if request.method == .POST {
            // Nothing is read from a request the session would refuse, and never more than a form's worth.
            if let refusal = session.requestGuard.refusal(of: preview, changesState: true) { return Self.response(session.secured(refusal)) }
            guard let body = try await Self.body(of: request, atMost: PreviewRequest.maxBodyBytes) else {
                return Self.response(session.secured(.formTooLarge))
            }
            preview.body = body
        }
        return Self.response(await session.respond(to: preview))
    }

    /// The body, read as it comes (a declared length or chunks); `nil` once it passes `limit` bytes.
    private static func body(of request: HTTPRequest, atMost limit: Int) async throws -> Data? {
        if let length = request.headers[HTTPHeader("Content-Length")].flatMap(Int.init), length > limit { return nil }
        var body = Data()
        for try await chunk in request.bodySequence {
            guard body.count + chunk.count <= limit else { return nil }
            body.append(chunk)
        }
        return body
    }

    private static func response(_ response: PreviewResponse) -> HTTPResponse {
        var headers = HTTPHeaders()
        for (name, value) in response.headers { headers.addValue(value, for: HTTPHeader(name)) }
        return HTTPResponse(statusCode: HTTPStatusCode(response.status, phrase: Self.phrase(response.status)),
                            headers: headers, body: response.body)
    }

    private static func phrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 303: "See Other"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 413: "Content Too Large"
        case 421: "Misdirected Request"
        case 426: "Upgrade Required"
        default: "Status \(status)"
        }
    }
}

/// The live-reload socket: sends `{"generation":"…"}` at once and after
/// every rebuild; a page reloads when the generation is not its own.
struct LiveReloadSocket: WSMessageHandler {
    let session: PreviewSession

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        guard let updates = await session.listen() else {
            return AsyncStream { continuation in
                continuation.yield(.close(WSCloseCode(1013, reason: "too many pages open")))
                continuation.finish()
            }
        }
        return AsyncStream { continuation in
            let sender = Task {
                for await generation in updates { continuation.yield(.text("{\"generation\":\"\(generation)\"}")) }
                continuation.finish()
            }
            // When the page goes, stop listening.
            let reader = Task {
                for await _ in client {}
                sender.cancel()
                continuation.finish()
            }
            continuation.onTermination = { _ in
                sender.cancel()
                reader.cancel()
            }
        }
    }
}
