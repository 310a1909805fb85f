/// A node of an ``EventTape``, read in place: what ``Node`` tells of a value,
/// without a tree. Its text becomes a string only when asked for; its items
/// and pairs are walked on the tape.
public struct TapeNode: Sendable {
    /// What kind of node it is.
    public enum Kind: UInt8, Sendable {
        case scalar
        case sequence
        case mapping
        case alias
    }

    /// What the node holds, with a scalar's text and an alias's name as strings.
    public enum Content {
        /// A scalar's text and how it was written.
        case scalar(String, ScalarStyle)
        /// A sequence's items, in order.
        case sequence(Items)
        /// A mapping's pairs, in source order (duplicates kept, for the rules to report).
        case mapping(Pairs)
        /// `*name`: a reference to an anchor, unexpanded.
        case alias(String)
    }

    /// The tape the node is on.
    public let tape: EventTape
    /// Its entry on the tape.
    @usableFromInline let index: Int

    @usableFromInline
    init(tape: EventTape, index: Int) {
        self.tape = tape
        self.index = index
    }

    @inlinable var entry: EventTape.Entry { tape.entries[index] }

    /// What kind of node it is.
    @inlinable public var kind: Kind { entry.kind }
    /// Where the node starts (its anchor or tag, if any, else its value).
    @inlinable public var start: Mark { entry.start.mark }
    /// The position just after the node.
    @inlinable public var end: Mark { entry.end.mark }
    /// How a scalar was written (`.plain` for other nodes).
    @inlinable public var style: ScalarStyle { entry.style }
    /// Whether a collection was written in flow style (`[…]`, `{…}`).
    @inlinable public var isFlow: Bool { entry.isFlow }
    /// The comment that cut a plain scalar short, when one follows it on its
    /// line and looks like more of its text (`title: Marcus is the #1 Stoic`).
    public var textCutByComment: TextCutByComment? {
        guard isCutByComment else { return nil }
        // The cuts are in entry order: found by halving, so a file of many stays linear.
        let cuts = tape.cuts
        var low = 0, high = cuts.count
        while low < high {
            let middle = (low + high) / 2
            if cuts[middle].entry < Int32(index) { low = middle + 1 } else { high = middle }
        }
        return low < cuts.count && cuts[low].entry == Int32(index) ? cuts[low].cut : nil
    }
    /// Whether ``textCutByComment`` has a comment to tell of: a load, for the many scalars that have none.
    @inlinable public var isCutByComment: Bool { entry.isCutByComment }
    /// Whether a tag was written.
    @inlinable public var hasTag: Bool { entry.tag >= 0 }
    /// The fully resolved tag, if one was written (`tag:yaml.org,2002:str`, `!local`).
    public var tag: String? { entry.tag < 0 ? nil : tape.names[Int(entry.tag)] }
    /// The anchor name, if one was written (`&name`).
    public var anchor: String? { entry.anchor < 0 ? nil : tape.names[Int(entry.anchor)] }

    /// What the node holds.
    public var content: Content {
        switch kind {
        case .scalar: .scalar(text, style)
        case .sequence: .sequence(items)
        case .mapping: .mapping(pairs)
        case .alias: .alias(text)
        }
    }

    /// The scalar's text, or `nil` for a collection or alias.
    public var scalarValue: String? { kind == .scalar ? text : nil }

    /// A scalar's text or an alias's name; empty for a collection.
    private var text: String { withText { String(decoding: $0, as: UTF8.self) } }

    /// Calls `body` with the UTF-8 bytes of a scalar's text or an alias's name
    /// (none for a collection).
    @inlinable
    public func withText<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        let entry = self.entry
        return try tape.text.withUnsafeBufferPointer { text in
            let start = Int(entry.textStart)
            return try body(UnsafeBufferPointer(rebasing: text[start..<start + Int(entry.textCount)]))
        }
    }

    /// Whether the node is a scalar whose text is `expected`, compared byte by byte.
    public func isScalar(_ expected: String) -> Bool {
        guard kind == .scalar else { return false }
        return withText { bytes in
            expected.utf8.withContiguousStorageIfAvailable { expected in bytes.hasSameBytes(as: expected) }
                ?? bytes.elementsEqual(expected.utf8)
        }
    }

    /// Whether two scalars have the same text, compared byte by byte.
    public func hasSameText(as other: TapeNode) -> Bool {
        withText { bytes in other.withText { bytes.hasSameBytes(as: $0) } }
    }

    /// What the YAML checks of content refuse in the node and inside it, in
    /// the order a walk of its tree meets them: each node's anchor and tag (or
    /// its being an alias) before what is inside it, and a mapping's merge key
    /// or repeated key after the value it has.
    public var restrictions: [TapeRestriction] {
        let range = Int32(index)..<tape.entries[index].next
        return tape.restrictions.filter { range.contains($0.entry) }.map { restriction in
            TapeRestriction(kind: restriction.kind, node: TapeNode(tape: tape, index: Int(restriction.entry)),
                            first: restriction.first < 0 ? nil : TapeNode(tape: tape, index: Int(restriction.first)))
        }
    }

    /// A sequence's items (none for another node).
    @inlinable public var items: Items { Items(tape: tape, parent: kind == .sequence ? index : nil) }

    /// A mapping's pairs, in source order (none for another node).
    @inlinable public var pairs: Pairs { Pairs(children: Items(tape: tape, parent: kind == .mapping ? index : nil)) }

    /// The node and everything inside it as a tree. Recursion is bounded by
    /// the depth of the node, which a parsed tape keeps within the parser's limits.
    public var tree: Node {
        let content: Node.Content = switch kind {
        case .scalar: .scalar(text, style)
        case .alias: .alias(text)
        case .sequence: .sequence(items.map(\.tree))
        case .mapping: .mapping(pairs.map { Node.Pair(key: $0.key.tree, value: $0.value.tree) })
        }
        return Node(content: content, tag: tag, anchor: anchor, isFlow: isFlow, start: start, end: end)
    }
}

extension TapeNode {
    /// A key and its value in a mapping.
    public struct Pair: Sendable {
        /// The key node.
        public let key: TapeNode
        /// The value node.
        public let value: TapeNode

        @inlinable
        init(key: TapeNode, value: TapeNode) {
            self.key = key
            self.value = value
        }
    }

    /// The items of a sequence, walked on the tape.
    public struct Items: Collection, Sendable {
        @usableFromInline let tape: EventTape
        public let startIndex: Int
        public let endIndex: Int
        public let count: Int

        /// The children of the collection at an entry (none for `nil`):
        /// a mapping's keys and values alternate.
        @inlinable
        init(tape: EventTape, parent: Int?) {
            self.tape = tape
            guard let parent else {
                (startIndex, endIndex, count) = (0, 0, 0)
                return
            }
            let entry = tape.entries[parent]
            (startIndex, endIndex, count) = (parent + 1, Int(entry.next), Int(entry.count))
        }

        @inlinable public func index(after index: Int) -> Int { Int(tape.entries[index].next) }
        @inlinable public subscript(index: Int) -> TapeNode { TapeNode(tape: tape, index: index) }
    }

    /// The pairs of a mapping, walked on the tape.
    public struct Pairs: Collection, Sendable {
        /// The mapping's keys and values, alternating.
        @usableFromInline let children: Items

        @inlinable
        init(children: Items) {
            self.children = children
        }

        @inlinable public var startIndex: Int { children.startIndex }
        @inlinable public var endIndex: Int { children.endIndex }
        @inlinable public var count: Int { children.count / 2 }
        @inlinable public func index(after index: Int) -> Int { children.index(after: children.index(after: index)) }
        @inlinable public subscript(index: Int) -> Pair {
            Pair(key: children[index], value: children[children.index(after: index)])
        }
    }
}
