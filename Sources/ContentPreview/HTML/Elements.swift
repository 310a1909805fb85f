// The elements the pages use, as functions, so that a page reads like the
// markup it writes: `div(.class("pill")) { span { lesson.title } }`.

extension Attribute {
    /// `class="…"`.
    static func `class`(_ names: String) -> Attribute { Attribute("class", names) }
    /// `id="…"`.
    static func id(_ value: String) -> Attribute { Attribute("id", value) }
    /// `href="…"`, for a path of this server only: see ``Link``.
    static func href(_ link: Link) -> Attribute { Attribute("href", link.path) }
    /// `title="…"`: a tooltip.
    static func title(_ text: String) -> Attribute { Attribute("title", text) }
    /// `aria-label="…"`.
    static func label(_ text: String) -> Attribute { Attribute("aria-label", text) }
}

func div(_ attributes: Attribute..., @HTMLBuilder content: () -> HTML = { .empty }) -> HTML {
    .element("div", attributes, content)
}

func span(_ attributes: Attribute..., @HTMLBuilder content: () -> HTML = { .empty }) -> HTML {
    .element("span", attributes, content)
}

func p(_ attributes: Attribute..., @HTMLBuilder content: () -> HTML) -> HTML {
    .element("p", attributes, content)
}

func h1(_ attributes: Attribute..., @HTMLBuilder content: () -> HTML) -> HTML {
    .element("h1", attributes, content)
}

func h2(_ attributes: Attribute..., @HTMLBuilder content: () -> HTML) -> HTML {
    .element("h2", attributes, content)
}

func h3(_ attributes: Attribute..., @HTMLBuilder content: () -> HTML) -> HTML {
    .element("h3", attributes, content)
}

func section(_ attributes: Attribute..., @HTMLBuilder content: () -> HTML) -> HTML {
    .element("section", attributes, content)
}

func header(_ attributes: Attribute..., @HTMLBuilder content: () -> HTML) -> HTML {
    .element("header", attributes, content)
}

func ul(_ attributes: Attribute..., @HTMLBuilder content: () -> HTML) -> HTML {
    .element("ul", attributes, content)
}

func ol(_ attributes: Attribute..., @HTMLBuilder content: () -> HTML) -> HTML {
    .element("ol", attributes, content)
}

func li(_ attributes: Attribute..., @HTMLBuilder content: () -> HTML) -> HTML {
    .element("li", attributes, content)
}

func strong(@HTMLBuilder content: () -> HTML) -> HTML {
    .element("strong", [], content)
}

func pre(_ attributes: Attribute..., @HTMLBuilder content: () -> HTML) -> HTML {
    .element("pre", attributes, content)
}

/// A link to a page of this server.
func a(_ link: Link, _ attributes: Attribute..., @HTMLBuilder content: () -> HTML) -> HTML {
    .element("a", [.href(link)] + attributes, content)
}

/// A link to a web page named by content: only `http` and `https` become
/// links (opened without a referrer); anything else stays plain text.
func externalLink(_ url: String, @HTMLBuilder content: () -> HTML) -> HTML {
    let lowered = url.lowercased()
    guard lowered.hasPrefix("https://") || lowered.hasPrefix("http://") else { return span { content() } }
    return .element("a", [Attribute("href", url), Attribute("rel", "noopener noreferrer"),
                          Attribute("target", "_blank")], content)
}

/// `<time datetime="2025-05-15">…</time>`.
func dateTime(_ machine: String, @HTMLBuilder content: () -> HTML) -> HTML {
    .element("time", [Attribute("datetime", machine)], content)
}

/// A form that posts to an action of this server, with the fields given.
func form(_ action: Link, _ attributes: Attribute..., @HTMLBuilder content: () -> HTML) -> HTML {
    .element("form", [Attribute("method", "post"), Attribute("action", action.path)] + attributes, content)
}

/// A hidden form field.
func hidden(_ name: String, _ value: String) -> HTML {
    .void("input", [Attribute("type", "hidden"), Attribute("name", name), Attribute("value", value)])
}

/// A submit button.
func button(_ attributes: Attribute..., @HTMLBuilder content: () -> HTML) -> HTML {
    .element("button", [Attribute("type", "submit")] + attributes, content)
}
