/// A YAML value with where it was written.
///
/// The tree keeps what the content rules need to reject: tags, anchors and
/// aliases are recorded, never resolved or expanded, so an alias bomb stays as
/// small as its text.
public struct Node: Sendable {
    /// A key and its value in a mapping, in source order.
    public struct Pair: Sendable {
        /// The key node.
        public var key: Node
        /// The value node.
        public var value: Node

        /// Creates a pair.
        public init(key: Node, value: Node) {
            self.key = key
            self.value = value
        }
    }

    /// What the node holds.
    public enum Content: Sendable {
        /// A scalar's text and how it was written.
        case scalar(String, ScalarStyle)
        /// A sequence's items, in order.
        case sequence([Node])
        /// A mapping's pairs, in source order (duplicates kept, for the rules to report).
        case mapping([Pair])
        /// `*name`: a reference to an anchor, unexpanded.
        case alias(String)
    }

    /// What the node holds.
    public var content: Content
    /// The fully resolved tag, if one was written (`tag:yaml.org,2002:str`, `!local`).
    public var tag: String?
    /// The anchor name, if one was written (`&name`).
    public var anchor: String?
    /// Whether a collection was written in flow style (`[…]`, `{…}`).
    public var isFlow: Bool
    /// Where the node starts (its anchor or tag, if any, else its value).
    public var start: Mark
    /// The position just after the node.
    public var end: Mark

    /// Creates a node.
    public init(content: Content, tag: String? = nil, anchor: String? = nil,
                isFlow: Bool = false, start: Mark, end: Mark) {
        self.content = content
        self.tag = tag
        self.anchor = anchor
        self.isFlow = isFlow
        self.start = start
        self.end = end
    }

    /// The scalar's text, or `nil` for a collection or alias.
    public var scalarValue: String? {
        if case .scalar(let value, _) = content { return value }
        return nil
    }
}

/// One YAML document of a stream.
public struct Document: Sendable {
    /// The document's root node.
    public var root: Node
    /// Where the document starts (its `---`, or its first node).
    public var start: Mark
    /// Whether it starts with an explicit `---`.
    public var hasExplicitStart: Bool

    /// Creates a document.
    public init(root: Node, start: Mark, hasExplicitStart: Bool) {
        self.root = root
        self.start = start
        self.hasExplicitStart = hasExplicitStart
    }
}
