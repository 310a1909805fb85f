import ContentCompiler
import ContentRuntime

/// The frame of every page: the document's head, the learner bar, a notice
/// from the last action, the page itself, and the diagnostics over it when
/// the content has errors.
enum Layout {
    /// The whole HTML document of a page.
    static func document(_ page: Page, context: PageContext) -> String {
        let body = HTML.element("body", [.class("theme-\(page.theme.rawValue)"), Attribute("data-generation", context.generation)]) {
            LearnerBar.render(context)
            if let notice = context.learner.notice {
                div(.class("notice"), Attribute("role", "status")) { notice }
            }
            HTML.element("main", [.class("screen")]) { page.body }
            if context.status.hasErrors && page.showsErrorOverlay {
                DiagnosticsOverlay.render(context.status, hasContent: !context.content.isEmpty)
            }
        }
        let document = HTML.fragment([
            .trusted("<!DOCTYPE html>\n"),
            .element("html", [Attribute("lang", "en")]) {
                HTML.element("head") {
                    HTML.void("meta", [Attribute("charset", "utf-8")])
                    HTML.void("meta", [Attribute("name", "viewport"), Attribute("content", "width=device-width, initial-scale=1")])
                    HTML.element("title") { "\(page.title) · contentc preview" }
                    HTML.void("link", [Attribute("rel", "stylesheet"), .href(Route.asset(Asset.stylesheet.name).link)])
                    HTML.void("link", [Attribute("rel", "icon"), .href(Route.asset(Asset.favicon.name).link)])
                    HTML.element("script", [Attribute("src", Route.asset(Asset.script.name).link.path), Attribute("defer", present: true)])
                }
                body
            },
        ])
        return document.render()
    }
}

/// The bar on every page: the content and its build, the preview's day with
/// "Next day", and "Reset progress".
enum LearnerBar {
    static func render(_ context: PageContext) -> HTML {
        let status = context.status
        let offset = context.learner.dayOffset
        return header(.class("learner-bar"), Attribute("data-date", context.today.description)) {
            a(Route.home.link, .class("brand")) {
                span(.class("brand-mark")) { "c" }
                span(.class("brand-name")) { "contentc preview" }
            }
            if !context.content.name.isEmpty {
                span(.class("bar-content")) { "\(context.content.name) \(context.content.version)" }
            }
            a(Route.diagnostics.link, .class("bar-status \(status.hasErrors ? "is-error" : status.warningCount > 0 ? "is-warning" : "is-ok")"),
              .title(status.summary)) {
                if status.hasErrors {
                    Formatting.count(status.errorCount, "error")
                } else if status.warningCount > 0 {
                    "built · " + Formatting.count(status.warningCount, "warning")
                } else {
                    "built"
                }
            }
            span(.class("bar-day")) {
                Formatting.time(context.today, clock: context.clock)
                if offset > 0 { span(.class("bar-offset")) { " +\(Formatting.count(offset, "day"))" } }
            }
            div(.class("bar-actions")) {
                form(Route.nextDay.link, .class("bar-form")) {
                    hidden("back", context.target)
                    button(.class("bar-button"), Attribute("data-action", "next-day")) { "Next day" }
                }
                form(Route.resetProgress.link, .class("bar-form")) {
                    hidden("back", context.target)
                    button(.class("bar-button is-quiet"), Attribute("data-action", "reset")) { "Reset progress" }
                }
            }
        }
    }
}

/// The content's errors over the page, as the command line prints them;
/// the last good content stays underneath.
enum DiagnosticsOverlay {
    static func render(_ status: BuildStatus, hasContent: Bool) -> HTML {
        HTML.element("aside", [.class("overlay"), .id("diagnostics-overlay"), Attribute("role", "alertdialog"),
                               Attribute("aria-labelledby", "overlay-title")]) {
            div(.class("overlay-panel")) {
                div(.class("overlay-head")) {
                    h2(.id("overlay-title")) {
                        status.failure != nil ? "The content folder cannot be read"
                            : "The content has " + Formatting.count(status.errorCount, "error")
                    }
                    HTML.element("button", [Attribute("type", "button"), .class("overlay-hide"), Attribute("data-hide-overlay", "")]) { "Hide" }
                }
                p(.class("overlay-note")) {
                    (hasContent ? "Underneath is the last content that built." : "No content has built yet.")
                        + " Fix the files and save: this page reloads by itself."
                }
                if let failure = status.failure {
                    pre(.class("diagnostic is-error")) { failure }
                }
                DiagnosticList.render(status.diagnostics.filter { $0.severity == .error })
                p(.class("overlay-summary")) { status.summary }
            }
        }
    }
}

/// Diagnostics as the command line prints them: the headline (file, line,
/// column, severity, code, message), then the source line with its caret
/// in a fixed-width block that keeps them aligned, the help and the notes.
enum DiagnosticList {
    static func render(_ diagnostics: [BuildStatus.Shown]) -> HTML {
        ol(.class("diagnostics")) {
            for diagnostic in diagnostics {
                li(.class("diagnostic is-\(diagnostic.severity.rawValue)")) {
                    p(.class("diagnostic-headline")) { diagnostic.headline }
                    for group in grouped(diagnostic.lines) {
                        switch group {
                        case .source(let lines): pre { lines }
                        case .text(let line): p(.class(line.hasPrefix("= ") ? "diagnostic-line is-help" : "diagnostic-line")) { line }
                        }
                    }
                }
            }
        }
    }

    /// Consecutive source lines joined into one block.
    private static func grouped(_ lines: [BuildStatus.Shown.Line]) -> [BuildStatus.Shown.Line] {
        var groups: [BuildStatus.Shown.Line] = []
        for line in lines {
            if case .source(let next) = line, case .source(let previous)? = groups.last {
                groups[groups.count - 1] = .source(previous + "\n" + next)
            } else {
                groups.append(line)
            }
        }
        return groups
    }
}
