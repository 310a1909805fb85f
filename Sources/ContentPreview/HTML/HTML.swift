import ContentRuntime

/// A piece of HTML whose text is escaped by construction.
///
/// Text from content only ever enters as a text node or an attribute value,
/// and both are escaped when rendered; tag and attribute names are
/// `StaticString`s, so content can never name one. The only way to write
/// markup as is is ``trusted(_:)``, which takes a `StaticString`: markup
/// written in this program's source, such as an icon, never content.
public struct HTML: Sendable {
    enum Node: Sendable {
        case text(String)
        case element(name: StaticString, attributes: [Attribute], children: [HTML], isVoid: Bool)
        case trusted(StaticString)
        case fragment([HTML])
    }

    let node: Node

    /// Text, escaped when rendered.
    public static func text(_ text: String) -> HTML { HTML(node: .text(text)) }

    /// Markup written in this program's source, rendered as is.
    public static func trusted(_ markup: StaticString) -> HTML { HTML(node: .trusted(markup)) }

    /// Several pieces one after the other.
    public static func fragment(_ pieces: [HTML]) -> HTML { HTML(node: .fragment(pieces)) }

    /// Nothing.
    public static let empty = HTML(node: .fragment([]))

    /// An element with attributes and children.
    public static func element(_ name: StaticString, _ attributes: [Attribute] = [],
                               @HTMLBuilder _ children: () -> HTML = { .empty }) -> HTML {
        HTML(node: .element(name: name, attributes: attributes, children: [children()], isVoid: false))
    }

    /// An element that has no content and no end tag (`input`, `meta`, `link`).
    public static func void(_ name: StaticString, _ attributes: [Attribute] = []) -> HTML {
        HTML(node: .element(name: name, attributes: attributes, children: [], isVoid: true))
    }

    /// The whole document or fragment as text.
    public func render() -> String {
        var output = ""
        output.reserveCapacity(16 * 1024)
        render(into: &output)
        return output
    }

    func render(into output: inout String) {
        switch node {
        case .text(let text):
            HTMLEscaping.appendEscaped(text, to: &output)
        case .trusted(let markup):
            output += markup.description
        case .fragment(let pieces):
            for piece in pieces { piece.render(into: &output) }
        case .element(let name, let attributes, let children, let isVoid):
            output += "<" + name.description
            for attribute in attributes { attribute.render(into: &output) }
            output += ">"
            guard !isVoid else { return }
            for child in children { child.render(into: &output) }
            output += "</" + name.description + ">"
        }
    }
}

/// One attribute of an element: a static name and a value escaped when rendered.
public struct Attribute: Sendable {
    let name: StaticString
    /// The value; `nil` for a boolean attribute written alone (`disabled`).
    let value: String?

    /// An attribute with a value.
    public init(_ name: StaticString, _ value: String) {
        self.name = name
        self.value = value
    }

    /// A boolean attribute (`disabled`, `checked`): present or absent.
    public init(_ name: StaticString, present: Bool) {
        self.name = name
        value = present ? "" : nil
    }

    func render(into output: inout String) {
        guard let value else { return }
        output += " " + name.description
        guard !value.isEmpty else { return }
        output += "=\""
        HTMLEscaping.appendEscaped(value, to: &output)
        output += "\""
    }
}

/// Escaping of text and attribute values.
enum HTMLEscaping {
    /// Appends `text` with `& < > " '` as character references, and every
    /// control character but the tab and the line feed (C0 and C1 controls,
    /// line separators, bidirectional overrides) written as its visible
    /// escape (`\e`, `\u202E`), as the command line prints them.
    static func appendEscaped(_ text: String, to output: inout String) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            case "\t", "\n": output.unicodeScalars.append(scalar)
            default: output += PrintableText.escape(scalar)
            }
        }
    }
}
