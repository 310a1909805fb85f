internal import CYAML

extension EventTape {
    /// Appends the entries of a tape, from libyaml's events or from a tree.
    struct Recorder {
        var entries: [Entry] = []
        var text: [UInt8] = []
        var names: [String] = []
        var documents: [(root: Int, start: Mark, hasExplicitStart: Bool)] = []
        /// The collections the next node is inside, innermost last.
        private var open: [Int] = []

        /// Prepares to record an input of about `expectedBytes`.
        init(expectedBytes: Int) {
            text.reserveCapacity(expectedBytes)
            entries.reserveCapacity(expectedBytes / 64)
        }

        /// Records one of libyaml's events (which ``EventParser`` checked).
        mutating func record(_ event: yaml_event_t, start: Mark, end: Mark) {
            switch event.type {
            case YAML_DOCUMENT_START_EVENT:
                documents.append((entries.count, start, event.data.document_start.implicit == 0))
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                append(.scalar, style: ScalarStyle(scalar.style), isFlow: false, start: start, end: end,
                       text: UnsafeBufferPointer(start: scalar.value, count: scalar.value == nil ? 0 : scalar.length),
                       tag: name(scalar.tag), anchor: name(scalar.anchor))
            case YAML_ALIAS_EVENT:
                let anchor = event.data.alias.anchor
                var count = 0
                while let anchor, anchor[count] != 0 { count += 1 }
                append(.alias, style: .plain, isFlow: false, start: start, end: end,
                       text: UnsafeBufferPointer(start: anchor, count: count), tag: -1, anchor: -1)
            case YAML_SEQUENCE_START_EVENT:
                let sequence = event.data.sequence_start
                openCollection(.sequence, isFlow: sequence.style == YAML_FLOW_SEQUENCE_STYLE, start: start,
                               tag: name(sequence.tag), anchor: name(sequence.anchor))
            case YAML_MAPPING_START_EVENT:
                let mapping = event.data.mapping_start
                openCollection(.mapping, isFlow: mapping.style == YAML_FLOW_MAPPING_STYLE, start: start,
                               tag: name(mapping.tag), anchor: name(mapping.anchor))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                closeCollection(end: end)
            default:
                break
            }
        }

        /// Records a tree and everything inside it. Recursion is bounded by the
        /// depth of the tree, which a parsed one keeps within the parser's limits.
        mutating func record(_ node: Node) {
            let tag = node.tag.map { name($0) } ?? -1
            let anchor = node.anchor.map { name($0) } ?? -1
            switch node.content {
            case .scalar(let value, let style):
                var value = value
                value.withUTF8 { bytes in
                    append(.scalar, style: style, isFlow: false, start: node.start, end: node.end, text: bytes,
                           tag: tag, anchor: anchor)
                }
            case .alias(let name):
                var name = name
                name.withUTF8 { bytes in
                    append(.alias, style: .plain, isFlow: false, start: node.start, end: node.end, text: bytes,
                           tag: -1, anchor: -1)
                }
            case .sequence(let items):
                openCollection(.sequence, isFlow: node.isFlow, start: node.start, tag: tag, anchor: anchor)
                for item in items { record(item) }
                closeCollection(end: node.end)
            case .mapping(let pairs):
                openCollection(.mapping, isFlow: node.isFlow, start: node.start, tag: tag, anchor: anchor)
                for pair in pairs {
                    record(pair.key)
                    record(pair.value)
                }
                closeCollection(end: node.end)
            }
        }

        private mutating func append(_ kind: TapeNode.Kind, style: ScalarStyle, isFlow: Bool, start: Mark, end: Mark,
                                     text bytes: UnsafeBufferPointer<UInt8>, tag: Int32, anchor: Int32) {
            if let parent = open.last { entries[parent].count += 1 }
            let textStart = Int32(text.count)
            text.append(contentsOf: bytes)
            entries.append(Entry(kind: kind, style: style, isFlow: isFlow, start: start, end: end,
                                 textStart: textStart, textCount: Int32(bytes.count),
                                 next: Int32(entries.count + 1), count: 0, tag: tag, anchor: anchor))
        }

        private mutating func openCollection(_ kind: TapeNode.Kind, isFlow: Bool, start: Mark, tag: Int32, anchor: Int32) {
            append(kind, style: .plain, isFlow: isFlow, start: start, end: start, text: UnsafeBufferPointer(start: nil, count: 0),
                   tag: tag, anchor: anchor)
            open.append(entries.count - 1)
        }

        private mutating func closeCollection(end: Mark) {
            guard let index = open.popLast() else { return }
            entries[index].next = Int32(entries.count)
            entries[index].end = end
        }

        private mutating func name(_ pointer: UnsafeMutablePointer<UInt8>?) -> Int32 {
            guard let pointer else { return -1 }
            return name(String(cString: pointer))
        }

        private mutating func name(_ name: String) -> Int32 {
            names.append(name)
            return Int32(names.count - 1)
        }
    }
}
