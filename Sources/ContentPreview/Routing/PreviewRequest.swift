import Foundation

/// An HTTP request as the preview sees it, whatever server received it.
public struct PreviewRequest: Sendable {
    /// The method, upper case: `GET`, `HEAD`, `POST`.
    public var method: String
    /// The path, still percent-encoded, without the query.
    public var path: String
    /// The query string after `?`, if any.
    public var query: String
    /// The headers, by lower-case name.
    public var headers: [String: String]
    /// The body (a form, for POST).
    public var body: Data

    /// The most bytes a body may have: forms carry a typed answer at most.
    public static let maxBodyBytes = 64 * 1024

    /// Creates a request.
    ///
    /// - Parameters:
    ///   - target: The request target: a path with an optional `?query`.
    ///   - headers: The headers; names in any case.
    public init(method: String, target: String, headers: [String: String] = [:], body: Data = Data()) {
        self.method = method.uppercased()
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        path = String(parts.first ?? "")
        query = parts.count > 1 ? String(parts[1]) : ""
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }) { first, _ in first }
        self.body = body
    }

    /// The query's items, decoded; the first of a repeated name wins.
    var queryItems: [String: String] {
        Dictionary(PercentEncoding.pairs(query).map { ($0.name, $0.value) }) { first, _ in first }
    }

    /// The form fields of a POST body (`application/x-www-form-urlencoded`), in order.
    var form: [(name: String, value: String)] {
        PercentEncoding.pairs(String(decoding: body.prefix(Self.maxBodyBytes), as: UTF8.self))
    }

    /// The path and query, as a page links back to itself.
    var target: String { query.isEmpty ? path : path + "?" + query }
}

/// An HTTP response from the preview.
public struct PreviewResponse: Sendable {
    /// The status code.
    public var status: Int
    /// The headers, in order.
    public var headers: [(name: String, value: String)]
    /// The body.
    public var body: Data

    /// Creates a response.
    public init(status: Int, headers: [(name: String, value: String)] = [], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The value of a header, by name in any case.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// A page.
    static func html(_ document: String, status: Int = 200) -> PreviewResponse {
        PreviewResponse(status: status, headers: [("Content-Type", "text/html; charset=utf-8"), ("Cache-Control", "no-store")],
                        body: Data(document.utf8))
    }

    /// Plain text, for refusals that are no page.
    static func text(_ text: String, status: Int) -> PreviewResponse {
        PreviewResponse(status: status, headers: [("Content-Type", "text/plain; charset=utf-8"), ("Cache-Control", "no-store")],
                        body: Data((text + "\n").utf8))
    }

    /// A form larger than ``PreviewRequest/maxBodyBytes``.
    public static let formTooLarge = text("The form is too large.", status: 413)

    /// "See other": where the browser goes after a form was posted, so a
    /// reload never posts it again.
    static func redirect(to link: Link) -> PreviewResponse {
        PreviewResponse(status: 303, headers: [("Location", link.path), ("Cache-Control", "no-store")])
    }
}
