/// The pages that are not an app's: a missing page, and every diagnostic of the last build.
enum NotFoundPage {
    static func page(_ message: String = "There is no such page in this preview.") -> Page {
        Page(title: "Not found", theme: .preview, body: div(.class("status-page")) {
            h1 { "Not found" }
            p { message }
            a(Route.home.link, .class("button primary")) { "Back to the library" }
        }, status: 404)
    }
}

/// What the last build said, errors and warnings, as the command line prints them.
enum DiagnosticsPage {
    static func page(_ context: PageContext) -> Page {
        let status = context.status
        return Page(title: "Diagnostics", theme: .preview, body: div(.class("status-page diagnostics-page")) {
            h1 { "Diagnostics" }
            p(.class("overlay-summary")) { status.summary }
            if let failure = status.failure { pre(.class("diagnostic is-error")) { failure } }
            DiagnosticList.render(status.diagnostics)
        }, showsErrorOverlay: false)
    }
}
