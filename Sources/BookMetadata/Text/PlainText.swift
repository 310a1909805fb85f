#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Descriptions as plain text: HTML reduced to paragraphs of words.
///
/// Descriptions arrive as live XHTML elements (ONIX `textformat="05"`), as
/// HTML escaped into text (`&lt;p&gt;`), as HTML in CDATA, or as plain text.
/// All become paragraphs separated by a blank line, with tags removed and
/// HTML entities decoded.
enum PlainText {
    /// The plain text of an element whose content may be XHTML, escaped HTML or text.
    static func fromMarkup(_ element: ParsedElement) -> String? {
        if element.elements.isEmpty {
            return fromMarkup(element.text)
        }
        return TextCleanup.cleanParagraphs(paragraphs(of: element))
    }

    /// The plain text of a string that may hold HTML.
    static func fromMarkup(_ text: String) -> String? {
        guard looksLikeHTML(text), let root = SafeXMLParser.parseHTMLFragment(text) else {
            return TextCleanup.cleanParagraphs(text.components(separatedBy: "\n\n"))
        }
        return TextCleanup.cleanParagraphs(paragraphs(of: root))
    }

    /// Whether text holds tags or HTML entities.
    static func looksLikeHTML(_ text: String) -> Bool {
        var previous: Character = " "
        for character in text {
            if previous == "<", character.isLetter || character == "/" || character == "!" { return true }
            if previous == "&", character.isLetter || character == "#" { return true }
            previous = character
        }
        return false
    }

    /// Elements that start a new paragraph.
    private static let blocks: Set<String> = [
        "p", "div", "br", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "tr", "table",
        "section", "article", "dd", "dt", "pre", "hr",
    ]

    /// Splits an element's text into paragraphs at block elements, without recursion.
    private static func paragraphs(of root: ParsedElement) -> [String] {
        var paragraphs: [String] = []
        var current = ""
        enum Step { case content(ParsedContent), close(String) }
        var pending: [Step] = root.children.reversed().map { .content($0) }
        while let step = pending.popLast() {
            switch step {
            case .content(.text(let text)):
                current += text
            case .content(.element(let element)):
                let name = element.name.lowercased()
                if name == "script" || name == "style" { continue }
                if blocks.contains(name) {
                    paragraphs.append(current)
                    current = ""
                }
                pending.append(.close(name))
                pending.append(contentsOf: element.children.reversed().map { .content($0) })
            case .close(let name):
                if blocks.contains(name) {
                    paragraphs.append(current)
                    current = ""
                }
            }
        }
        paragraphs.append(current)
        return paragraphs
    }
}
