/// How a scalar was written.
public enum ScalarStyle: Sendable, Equatable {
    /// Unquoted: `text`.
    case plain
    /// `'text'`.
    case singleQuoted
    /// `"text"`.
    case doubleQuoted
    /// `|` block.
    case literal
    /// `>` block.
    case folded
}

/// A scalar as libyaml reports it: the parsed text and how it was written.
public struct ScalarEvent: Sendable, Equatable {
    /// The scalar's text after YAML's folding and escapes.
    public var value: String
    /// How it was written.
    public var style: ScalarStyle
    /// The fully resolved tag (`tag:yaml.org,2002:str`, `!local`, `!`), if one was written.
    public var tag: String?
    /// The anchor name, if one was written.
    public var anchor: String?

    /// Creates a scalar event payload.
    public init(value: String, style: ScalarStyle, tag: String? = nil, anchor: String? = nil) {
        self.value = value
        self.style = style
        self.tag = tag
        self.anchor = anchor
    }
}

/// The start of a sequence or mapping.
public struct CollectionStart: Sendable, Equatable {
    /// The anchor name, if one was written.
    public var anchor: String?
    /// The fully resolved tag, if one was written.
    public var tag: String?
    /// Whether it was written in flow style (`[…]`, `{…}`).
    public var isFlow: Bool

    /// Creates a collection start payload.
    public init(anchor: String? = nil, tag: String? = nil, isFlow: Bool) {
        self.anchor = anchor
        self.tag = tag
        self.isFlow = isFlow
    }
}

/// One parsing event, as libyaml emits them, with 1-based marks.
public struct Event: Sendable, Equatable {
    /// What happened.
    public enum Kind: Sendable, Equatable {
        case streamStart
        case streamEnd
        /// `explicit` when the document starts with `---`.
        case documentStart(explicit: Bool)
        /// `explicit` when the document ends with `...`.
        case documentEnd(explicit: Bool)
        /// `*name`.
        case alias(String)
        case scalar(ScalarEvent)
        case sequenceStart(CollectionStart)
        case sequenceEnd
        case mappingStart(CollectionStart)
        case mappingEnd
    }

    /// What happened.
    public var kind: Kind
    /// Where it starts.
    public var start: Mark
    /// Where it ends (the position just after it).
    public var end: Mark

    /// Creates an event.
    public init(kind: Kind, start: Mark, end: Mark) {
        self.kind = kind
        self.start = start
        self.end = end
    }
}
