/// An XML element copied out of libxml2's tree, so the format readers are plain
/// Swift and libxml2's document can be freed at once.
///
/// Names are matched by local name: real files carry wrong or missing
/// namespaces, so the readers never depend on them except to detect a format.
struct ParsedElement: Sendable {
    /// The local name (`title` for `dc:title`).
    var name: String
    /// The namespace URI, when the element has one.
    var namespace: String?
    var attributes: [ParsedAttribute] = []
    var children: [ParsedContent] = []
    /// The 1-based line of the start tag.
    var line: Int

    /// The value of the first attribute with this local name.
    func attribute(_ localName: String) -> String? {
        attributes.first { $0.name == localName }?.value
    }

    /// The child elements, in order.
    var elements: [ParsedElement] {
        children.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    /// The child elements with this local name, in order.
    func children(_ localName: String) -> [ParsedElement] {
        elements.filter { $0.name == localName }
    }

    /// The first child element with this local name.
    func child(_ localName: String) -> ParsedElement? {
        for case .element(let element) in children where element.name == localName { return element }
        return nil
    }

    /// The first child element matching each local name in turn.
    func path(_ localNames: String...) -> ParsedElement? {
        var current: ParsedElement? = self
        for name in localNames { current = current?.child(name) }
        return current
    }

    /// Every element below this one (not itself) with this local name, in document order.
    func descendants(_ localName: String) -> [ParsedElement] {
        var found: [ParsedElement] = []
        var pending: [ParsedElement] = elements.reversed()
        while let element = pending.popLast() {
            if element.name == localName { found.append(element) }
            pending.append(contentsOf: element.elements.reversed())
        }
        return found
    }

    /// All text inside the element, concatenated in document order.
    var text: String {
        var result = ""
        var pending: [ParsedContent] = children.reversed()
        while let content = pending.popLast() {
            switch content {
            case .text(let text): result += text
            case .element(let element): pending.append(contentsOf: element.children.reversed())
            }
        }
        return result
    }

    /// The element's text, cleaned (NFC, collapsed white space), or `nil` when empty.
    var cleanText: String? {
        TextCleanup.clean(text)
    }

    /// The cleaned text of the first child with this local name.
    func childText(_ localName: String) -> String? {
        child(localName)?.cleanText
    }
}

/// One attribute of a `ParsedElement`.
struct ParsedAttribute: Sendable {
    /// The local name (`role` for `opf:role`).
    var name: String
    var namespace: String?
    var value: String
}

/// What an element contains: elements and text (CDATA is text).
enum ParsedContent: Sendable {
    case element(ParsedElement)
    case text(String)
}
