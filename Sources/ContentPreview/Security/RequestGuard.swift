/// What a request must show before the preview answers it.
///
/// - **Host**: the server listens on 127.0.0.1 only, and answers only
///   requests for `127.0.0.1:<port>` or `localhost:<port>`: a page of another
///   site whose name was pointed at 127.0.0.1 (DNS rebinding) sends its own
///   name, and is refused, so it can never read the preview.
/// - **Origin**: a form post or the live-reload socket from another site's
///   page (which the browser labels with that site's origin) is refused, so
///   no page elsewhere can play, reset or watch the preview.
public struct RequestGuard: Sendable {
    /// The port the server listens on.
    public var port: Int

    /// A guard for a server on `port`.
    public init(port: Int) {
        self.port = port
    }

    /// The host names the preview answers to, with the port.
    public var allowedHosts: [String] { ["127.0.0.1:\(port)", "localhost:\(port)"] }

    /// The origins of the preview's own pages.
    public var allowedOrigins: [String] { allowedHosts.map { "http://" + $0 } }

    /// Why a request is refused, as a response; `nil` when it may be answered.
    ///
    /// - Parameter changesState: Whether it posts an action or opens the live socket.
    public func refusal(of request: PreviewRequest, changesState: Bool) -> PreviewResponse? {
        guard let host = request.headers["host"]?.lowercased(), allowedHosts.contains(host) else {
            return .text("This preview answers only requests for http://127.0.0.1:\(port)/ "
                + "(or localhost): the Host header names another site.", status: 421)
        }
        guard changesState else { return nil }
        if let origin = request.headers["origin"]?.lowercased(), !allowedOrigins.contains(origin) {
            return .text("Refused: this request comes from a page of another site (\(origin)).", status: 403)
        }
        if let site = request.headers["sec-fetch-site"]?.lowercased(), !["same-origin", "none"].contains(site) {
            return .text("Refused: this request comes from a page of another site.", status: 403)
        }
        return nil
    }
}
