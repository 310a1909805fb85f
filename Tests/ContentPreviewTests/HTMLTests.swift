@testable import ContentPreview
import Testing

/// HTML is escaped by construction: text and attribute values, whatever they hold.
@Suite struct HTMLTests {
    @Test func textAndAttributesAreEscaped() {
        let html = div(.class("a\" onclick=\"alert(1)"), Attribute("data-x", "'<&>'")) {
            "<script>alert(1)</script> & \"quotes\""
        }
        #expect(html.render() == "<div class=\"a&quot; onclick=&quot;alert(1)\" data-x=\"&#39;&lt;&amp;&gt;&#39;\">"
            + "&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;</div>")
    }

    /// As the command line prints them: a terminal's escape, a bell, a carriage
    /// return, a C1 control, a line separator and a right-to-left override.
    @Test func controlCharactersShowAsEscapes() {
        #expect(HTML.text("a\u{1B}[31mb\u{7}\tc\nd\u{85}\r\u{2028}\u{202E}").render()
            == "a\\e[31mb\\a\tc\nd\\x85\\r\\u2028\\u202E")
        #expect(span(Attribute("title", "x\u{0}y\u{2066}")) { "" }.render() == "<span title=\"x\\0y\\u2066\"></span>")
    }

    @Test func builderTakesConditionsAndLoops() {
        let items = ["x", "y"]
        let html = ul {
            for item in items { li { item } }
            if items.count > 1 { li(.class("more")) { "more" } } else { li { "one" } }
        }
        #expect(html.render() == "<ul><li>x</li><li>y</li><li class=\"more\">more</li></ul>")
    }

    @Test func voidAndBooleanAttributes() {
        let html = HTML.void("input", [Attribute("type", "radio"), Attribute("required", present: true), Attribute("checked", present: false)])
        #expect(html.render() == "<input type=\"radio\" required>")
    }

    @Test func externalLinksAreOnlyWebAddresses() {
        #expect(externalLink("javascript:alert(1)") { "x" }.render() == "<span>x</span>")
        #expect(externalLink("https://example.org/a?b=1&c=2") { "x" }.render()
            == "<a href=\"https://example.org/a?b=1&amp;c=2\" rel=\"noopener noreferrer\" target=\"_blank\">x</a>")
    }
}
