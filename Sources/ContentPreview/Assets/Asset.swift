import Foundation

/// A file the preview serves itself, compiled into the program: the
/// stylesheet, the live-reload script and the icon. Nothing else is
/// served, and nothing is fetched from elsewhere.
struct Asset: Sendable {
    /// The name in `/assets/<name>`.
    let name: String
    /// The media type.
    let contentType: String
    /// The bytes.
    let body: String

    /// The stylesheet of every page.
    static let stylesheet = Asset(name: "preview.css", contentType: "text/css; charset=utf-8",
                                  body: Stylesheet.base + Stylesheet.deepread + Stylesheet.cleverDen + Stylesheet.learningPath
                                      + Stylesheet.overlay)
    /// The live-reload and small interactions script.
    static let script = Asset(name: "preview.js", contentType: "text/javascript; charset=utf-8", body: PreviewScript.source)
    /// The tab icon.
    static let favicon = Asset(name: "favicon.svg", contentType: "image/svg+xml", body: """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#1F2937"/>\
        <text x="16" y="22" font-family="sans-serif" font-size="18" font-weight="700" text-anchor="middle" fill="#FBBF24">c</text></svg>
        """)

    /// Every asset.
    static let all = [stylesheet, script, favicon]

    /// The response for `/assets/<name>`: the asset, or 404 for any other name.
    static func response(named name: String) -> PreviewResponse {
        guard let asset = all.first(where: { $0.name == name }) else {
            return .text("There is no such asset.", status: 404)
        }
        return PreviewResponse(status: 200, headers: [("Content-Type", asset.contentType), ("Cache-Control", "no-cache")],
                               body: Data(asset.body.utf8))
    }
}
