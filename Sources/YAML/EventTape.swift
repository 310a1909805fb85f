internal import CYAML

/// The nodes of a YAML stream, recorded from libyaml's events in one pass,
/// flat and in document order, for reading without a tree of nodes.
///
/// Each scalar, alias, sequence and mapping is one fixed-size entry; scalar
/// texts and alias names are bytes in one buffer, made into strings only when
/// read. A collection's entry knows how many children it has and where the
/// entry after its last descendant is, so its items are walked without
/// walking inside them. Like ``Node``, the tape keeps tags, anchors and
/// aliases as written, never resolved or expanded; it holds at most as many
/// entries as the ``ParserLimits`` allow nodes.
///
/// Read it through ``TapeNode``; ``TapeNode/tree`` builds the ``Node`` tree of
/// a value when a reader needs one.
public final class EventTape: Sendable {
    /// One node. (Inlinable readers of the tape use it, so that reading a
    /// node's kind or mark costs a load, not a call.)
    @usableFromInline
    struct Entry: Sendable {
        @usableFromInline var kind: TapeNode.Kind
        /// A scalar's style (plain for the others).
        @usableFromInline var style: ScalarStyle
        /// Whether a collection was written in flow style.
        @usableFromInline var isFlow: Bool
        /// Whether a plain scalar was cut short by a comment (in ``cuts``).
        @usableFromInline var isCutByComment: Bool
        @usableFromInline var start: CompactMark
        @usableFromInline var end: CompactMark
        /// A scalar's text or an alias's name in ``text``.
        @usableFromInline var textStart: Int32
        @usableFromInline var textCount: Int32
        /// The index of the entry after this node and all inside it.
        @usableFromInline var next: Int32
        /// A sequence's items, or a mapping's keys and values (two per pair).
        @usableFromInline var count: Int32
        /// The tag and the anchor in ``names``, or -1.
        @usableFromInline var tag: Int32
        @usableFromInline var anchor: Int32
    }

    /// The nodes, in document order.
    @usableFromInline let entries: [Entry]
    /// The scalars' texts and the aliases' names, UTF-8.
    @usableFromInline let text: [UInt8]
    /// The tags and anchor names written.
    let names: [String]
    /// The plain scalars cut short by a comment, by entry, in document order
    /// (so in increasing entry order).
    let cuts: [(entry: Int32, cut: TextCutByComment)]
    /// What the YAML checks of content refuse, in the order a walk of the
    /// tree meets them (``TapeNode/restrictions``).
    let restrictions: [Restriction]
    /// Where each document's root is, and how the document starts.
    private let documentStarts: [(root: Int, start: Mark, hasExplicitStart: Bool)]

    private init(recording recorder: Recorder) {
        entries = recorder.entries
        text = recorder.text
        names = recorder.names
        cuts = recorder.cuts
        restrictions = recorder.restrictions
        documentStarts = recorder.documents
    }

    /// The documents of the stream, in order; an empty input has none.
    public var documents: [TapeDocument] {
        documentStarts.map { TapeDocument(root: node($0.root), start: $0.start, hasExplicitStart: $0.hasExplicitStart) }
    }

    /// Parses every document of a YAML stream into a tape.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents (UTF-8).
    ///   - limits: Bounds on depth, sizes and node count.
    /// - Throws: ``YAMLError`` for the first syntax, encoding or limit problem.
    public convenience init(bytes: some Collection<UInt8>, limits: ParserLimits = .content) throws(YAMLError) {
        let parser = try EventParser(bytes: bytes, limits: limits)
        var recorder = Recorder(expectedBytes: bytes.count)
        while try parser.advance() {
            recorder.record(parser.current.pointee, start: parser.currentStart, end: parser.currentEnd)
            // Only values: a key cut short by a comment has lost its `:`, which libyaml reports.
            if parser.currentIsPlainScalar, !recorder.lastIsKey, let cut = parser.currentTextCutByComment() {
                recorder.recordCut(cut)
            }
        }
        self.init(recording: recorder)
    }

    /// Records a tree built or edited in memory, as one document, so that it
    /// is read as a parsed one is.
    public convenience init(tree root: Node) {
        var recorder = Recorder(expectedBytes: 0)
        recorder.documents.append((root: 0, start: root.start, hasExplicitStart: false))
        recorder.record(root)
        self.init(recording: recorder)
    }

    /// The node at an entry.
    func node(_ index: Int) -> TapeNode { TapeNode(tape: self, index: index) }
}

extension EventTape {
    /// A ``Mark`` in half the space, for the tape's many entries.
    @usableFromInline
    struct CompactMark: Sendable {
        @usableFromInline var line: Int32
        @usableFromInline var column: Int32

        init(_ mark: Mark) {
            line = Int32(truncatingIfNeeded: mark.line)
            column = Int32(truncatingIfNeeded: mark.column)
        }

        @inlinable var mark: Mark { Mark(line: Int(line), column: Int(column)) }
    }

    /// A node the YAML checks of content refuse, as recorded.
    struct Restriction: Sendable {
        var kind: TapeRestriction.Kind
        /// The node's entry: the anchored, tagged or alias node, or the key.
        var entry: Int32
        /// For a repeated key, the entry of its first occurrence in the mapping.
        var first: Int32
    }
}

/// One document of an ``EventTape``.
public struct TapeDocument: Sendable {
    /// The document's root node.
    public let root: TapeNode
    /// Where the document starts (its `---`, or its first node).
    public let start: Mark
    /// Whether it starts with an explicit `---`.
    public let hasExplicitStart: Bool
}
