internal import CYAML

extension EventTape {
    /// Appends the entries of a tape, from libyaml's events or from a tree,
    /// and notes on the way what the YAML checks of content refuse.
    struct Recorder {
        var entries: [Entry] = []
        var text: [UInt8] = []
        var names: [String] = []
        var cuts: [(entry: Int32, cut: TextCutByComment)] = []
        var documents: [(root: Int, start: Mark, hasExplicitStart: Bool)] = []
        var restrictions: [Restriction] = []
        /// The collections the next node is inside, innermost last.
        private var open: [OpenCollection] = []
        /// The scalar keys of the open mappings so far (first occurrences
        /// only), each mapping's after those of the mappings around it.
        private var keys: [(entry: Int32, isASCII: Bool)] = []
        /// The keys of open mappings with more than ``smallMapping`` keys, by text.
        private var keysByText: [Int: [String: Int32]] = [:]
        /// How many keys a mapping's keys are compared one by one for.
        private static let smallMapping = 16

        /// A collection being recorded.
        private struct OpenCollection {
            var entry: Int
            /// Where its keys start in ``keys``.
            var keysStart: Int
            /// A merge key or repeated key just recorded, noted once its value is.
            var pendingKey: Restriction?
        }

        /// Prepares to record an input of about `expectedBytes`.
        init(expectedBytes: Int) {
            text.reserveCapacity(expectedBytes)
            entries.reserveCapacity(expectedBytes / 16)
            open.reserveCapacity(16)
            keys.reserveCapacity(32)
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

        /// Whether the node just recorded is a key of a mapping.
        var lastIsKey: Bool {
            guard let parent = open.last else { return false }
            let entry = entries[parent.entry]
            return entry.kind == .mapping && entry.count % 2 == 1
        }

        /// Notes that the scalar just recorded was cut short by a comment.
        mutating func recordCut(_ cut: TextCutByComment) {
            entries[entries.count - 1].isCutByComment = true
            cuts.append((Int32(entries.count - 1), cut))
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

        // MARK: Entries

        private mutating func append(_ kind: TapeNode.Kind, style: ScalarStyle, isFlow: Bool, start: Mark, end: Mark,
                                     text bytes: UnsafeBufferPointer<UInt8>, tag: Int32, anchor: Int32) {
            // A mapping's children alternate key, value.
            let inMapping = open.last.map { entries[$0.entry].kind == .mapping } ?? false
            let isKey = inMapping && entries[open[open.count - 1].entry].count % 2 == 0
            if let parent = open.last { entries[parent.entry].count += 1 }
            let index = Int32(entries.count)
            let textStart = Int32(text.count)
            text.append(contentsOf: bytes)
            entries.append(Entry(kind: kind, style: style, isFlow: isFlow, isCutByComment: false, start: CompactMark(start), end: CompactMark(end),
                                 textStart: textStart, textCount: Int32(bytes.count),
                                 next: index + 1, count: 0, tag: tag, anchor: anchor))
            if anchor >= 0 { restrictions.append(Restriction(kind: .anchor, entry: index, first: -1)) }
            if tag >= 0 { restrictions.append(Restriction(kind: .tag, entry: index, first: -1)) }
            if kind == .alias { restrictions.append(Restriction(kind: .alias, entry: index, first: -1)) }
            if isKey, kind == .scalar {
                noteKey(index)
            } else if inMapping, !isKey, kind == .scalar || kind == .alias {
                valueRecorded()
            }
        }

        private mutating func openCollection(_ kind: TapeNode.Kind, isFlow: Bool, start: Mark, tag: Int32, anchor: Int32) {
            append(kind, style: .plain, isFlow: isFlow, start: start, end: start, text: UnsafeBufferPointer(start: nil, count: 0),
                   tag: tag, anchor: anchor)
            open.append(OpenCollection(entry: entries.count - 1, keysStart: keys.count))
        }

        private mutating func closeCollection(end: Mark) {
            guard let closed = open.popLast() else { return }
            entries[closed.entry].next = Int32(entries.count)
            entries[closed.entry].end = CompactMark(end)
            keys.removeSubrange(closed.keysStart...)
            if entries[closed.entry].kind == .mapping { keysByText[closed.entry] = nil }
            // A collection that is the value of a pair ends that pair.
            if let parent = open.last, entries[parent.entry].kind == .mapping, entries[parent.entry].count % 2 == 0 {
                valueRecorded()
            }
        }

        // MARK: Keys

        /// Notes a merge key, or a key repeating an earlier one of its mapping,
        /// to be recorded after its value, as a walk of the tree meets it.
        private mutating func noteKey(_ key: Int32) {
            let mapping = open.count - 1
            if entries[Int(key)].style == .plain, entries[Int(key)].textCount == 2, bytes(of: key).elementsEqual("<<".utf8) {
                open[mapping].pendingKey = Restriction(kind: .mergeKey, entry: key, first: -1)
                return
            }
            if let first = firstKey(equalTo: key) {
                open[mapping].pendingKey = Restriction(kind: .repeatedKey, entry: key, first: first)
            }
        }

        /// The earlier key of the innermost mapping with the text of `key`; when
        /// there is none, `key` becomes the first of its text.
        private mutating func firstKey(equalTo key: Int32) -> Int32? {
            let mapping = open[open.count - 1]
            if keysByText[mapping.entry] == nil, keys.count - mapping.keysStart < Self.smallMapping {
                let isASCII = bytes(of: key).allSatisfy { $0 < 0x80 }
                for earlier in keys[mapping.keysStart...] {
                    let isEqual = isASCII && earlier.isASCII
                        ? hasSameBytes(key, earlier.entry) : string(of: key) == string(of: earlier.entry)
                    if isEqual { return earlier.entry }
                }
                keys.append((key, isASCII))
                return nil
            }
            if keysByText[mapping.entry] == nil {
                keysByText[mapping.entry] = Dictionary(keys[mapping.keysStart...].map { (string(of: $0.entry), $0.entry) }) { first, _ in first }
            }
            let text = string(of: key)
            if let first = keysByText[mapping.entry]?[text] { return first }
            keysByText[mapping.entry]?[text] = key
            return nil
        }

        /// The value of the innermost mapping's last key is recorded: the key's restriction follows it.
        private mutating func valueRecorded() {
            let mapping = open.count - 1
            guard let pending = open[mapping].pendingKey else { return }
            restrictions.append(pending)
            open[mapping].pendingKey = nil
        }

        private func bytes(of entry: Int32) -> ArraySlice<UInt8> {
            let entry = entries[Int(entry)]
            return text[Int(entry.textStart)..<Int(entry.textStart + entry.textCount)]
        }

        /// Whether two entries' texts have the same bytes.
        private func hasSameBytes(_ first: Int32, _ second: Int32) -> Bool {
            let first = entries[Int(first)], second = entries[Int(second)]
            guard first.textCount == second.textCount else { return false }
            return text.withUnsafeBufferPointer { text in
                UnsafeBufferPointer(rebasing: text[Int(first.textStart)..<Int(first.textStart + first.textCount)])
                    .hasSameBytes(as: UnsafeBufferPointer(rebasing: text[Int(second.textStart)..<Int(second.textStart + second.textCount)]))
            }
        }

        private func string(of entry: Int32) -> String {
            String(decoding: bytes(of: entry), as: UTF8.self)
        }

        // MARK: Names

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
