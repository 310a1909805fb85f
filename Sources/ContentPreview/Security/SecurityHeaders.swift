/// The headers every response of the preview carries.
///
/// The Content-Security-Policy lets a page load only this server's own
/// stylesheet and script, images and fonts from itself (or inline as data),
/// and connect only to its own live-reload socket: no inline script or
/// style runs, and nothing is fetched from anywhere else, so the preview
/// works offline and content can never bring code in.
enum SecurityHeaders {
    /// The headers for a server on `port`.
    static func all(port: Int) -> [(name: String, value: String)] {
        [
            ("Content-Security-Policy", contentSecurityPolicy(port: port)),
            ("X-Content-Type-Options", "nosniff"),
            ("X-Frame-Options", "DENY"),
            ("Referrer-Policy", "same-origin"),  // With no referrer at all, browsers send `Origin: null` on form posts.
            ("Cross-Origin-Opener-Policy", "same-origin"),
            ("Cross-Origin-Resource-Policy", "same-origin"),
        ]
    }

    /// The policy: everything from this server only.
    static func contentSecurityPolicy(port: Int) -> String {
        [
            "default-src 'none'",
            "style-src 'self'",
            "script-src 'self'",
            "img-src 'self' data:",
            "font-src 'self'",
            "connect-src 'self' ws://127.0.0.1:\(port) ws://localhost:\(port)",
            "form-action 'self'",
            "base-uri 'none'",
            "frame-ancestors 'none'",
        ].joined(separator: "; ")
    }
}
