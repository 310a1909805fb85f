import ContentRuntime
import Foundation

/// The preview's state and its answers to requests: the content of the
/// last good build, what the last build said, and the learner.
///
/// Every rule a page shows or an action applies comes from the learner
/// engine (`LearnerProgress`); this type only routes requests to it and
/// turns what it returns into pages.
public actor PreviewSession {
    /// The content folder on disk.
    public let contentDirectory: URL
    /// How diagnostics name the folder: as the user typed it.
    public let displayRoot: String
    /// The checks every request must pass.
    public nonisolated let requestGuard: RequestGuard

    var content = PreviewContent.none
    var status = BuildStatus()
    var learner = LearnerSession()
    /// Changes with every build, so open pages know to reload: this run's
    /// own prefix, so that pages of an earlier run reload too.
    private(set) var generation: String
    private let runID = String(UInt32.random(in: 0...UInt32.max), radix: 36)
    private var buildCount = 0
    private var listeners: [UUID: AsyncStream<String>.Continuation] = [:]

    /// The most live-reload listeners at once.
    public static let maxListeners = 64

    /// A session on a content folder, built at once.
    ///
    /// - Parameters:
    ///   - contentDirectory: The content folder.
    ///   - displayRoot: How diagnostics name it.
    ///   - port: The port the server listens on, for the Host and Origin checks.
    public init(contentDirectory: URL, displayRoot: String, port: Int) {
        self.contentDirectory = contentDirectory
        self.displayRoot = displayRoot
        requestGuard = RequestGuard(port: port)
        generation = ""
        let (built, status) = BuildStatus.build(directory: contentDirectory, displayRoot: displayRoot)
        content = built ?? .none
        self.status = status
        buildCount = 1
        generation = "\(runID)-1"
    }

    /// Compiles the content folder again: new content when it has no
    /// errors, else the last good content stays with the errors over it.
    /// Open pages are told to reload either way.
    ///
    /// - Returns: What the build said, for a status line: `no problems in 35 files`.
    @discardableResult
    public func rebuild() -> String {
        let (built, status) = BuildStatus.build(directory: contentDirectory, displayRoot: displayRoot)
        if let built { content = built }
        self.status = status
        buildCount += 1
        generation = "\(runID)-\(buildCount)"
        for listener in listeners.values { listener.yield(generation) }
        return status.summary
    }

    /// The build's summary line, such as `1 error in 35 files`.
    public var summary: String { status.summary }

    /// Whether the last build had errors.
    public var hasErrors: Bool { status.hasErrors }

    /// A stream of generations for one live-reload listener: the current
    /// one first, then each new one; `nil` when too many are listening.
    public func listen() -> AsyncStream<String>? {
        guard listeners.count < Self.maxListeners else { return nil }
        let id = UUID()
        let (stream, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(1))
        continuation.yield(generation)
        continuation.onTermination = { _ in Task { await self.stopListening(id) } }
        listeners[id] = continuation
        return stream
    }

    private func stopListening(_ id: UUID) {
        listeners[id] = nil
    }

    /// Ends every live-reload stream (the server is stopping).
    public func closeListeners() {
        for listener in listeners.values { listener.finish() }
        listeners = [:]
    }

    /// Answers a request: a page, an asset, an action's redirect, or a refusal.
    /// Every response carries the security headers.
    public func respond(to request: PreviewRequest, now: Date = Date()) -> PreviewResponse {
        secured(answer(request, now: now))
    }

    /// `response` with the security headers every response carries, for
    /// the answers the server gives before a request reaches ``respond(to:now:)``.
    public nonisolated func secured(_ response: PreviewResponse) -> PreviewResponse {
        var response = response
        response.headers += SecurityHeaders.all(port: requestGuard.port)
        return response
    }

    private func answer(_ request: PreviewRequest, now: Date) -> PreviewResponse {
        let route = Route(path: request.path, query: request.queryItems)
        let posts = request.method == "POST"
        if let refusal = requestGuard.refusal(of: request, changesState: posts || route == .live) { return refusal }
        guard let route else { return page(NotFoundPage.page(), request: request, now: now) }
        switch (request.method, route.isAction) {
        case ("GET", false), ("HEAD", false):
            if case .asset(let name) = route { return Asset.response(named: name) }
            if route == .live { return .text("The live-reload socket speaks WebSocket only.", status: 426) }
            return page(for: route, request: request, now: now)
        case ("POST", true):
            guard request.body.count <= PreviewRequest.maxBodyBytes else { return .formTooLarge }
            return perform(route, form: FormFields(request.form), now: now)
        default:
            return PreviewResponse(status: 405, headers: [("Allow", route.isAction ? "POST" : "GET, HEAD")])
        }
    }

    /// A page in the layout, with the learner bar and, when the content has
    /// errors, the diagnostics over it.
    func page(_ page: Page, request: PreviewRequest, now: Date) -> PreviewResponse {
        let document = Layout.document(page, context: context(for: request, now: now))
        learner.notice = nil
        return .html(document, status: page.status)
    }

    /// What a page is drawn from, at `now`.
    func context(for request: PreviewRequest, now: Date) -> PageContext {
        PageContext(content: content, status: status, learner: learner, clock: learner.clock(now: now),
                    generation: generation, target: request.target)
    }
}
