import YAML

/// What the YAML parser read of a file before it stopped at a syntax error:
/// the lists and mappings it began (and where they ended), and the last value
/// it finished. The syntax diagnoses read the file's structure from it, since
/// the file as a whole has none.
struct ParsedPrefix {
    /// A list or mapping the parser began.
    struct Collection {
        /// Whether it is a mapping (else a list).
        var isMapping: Bool
        /// Whether it is written in brackets or braces.
        var isFlow: Bool
        /// Where it starts: for a block mapping its first key, for a block list its first `-`.
        var start: Mark
        /// Where the parser ended it, or `nil` if it was still open at the error.
        var end: Mark?
        /// A mapping's last key read, with where it starts.
        var lastKey: (name: String, mark: Mark)?
        /// Whether the last item (of a list) or value (of a mapping) read was a mapping.
        var lastChildIsMapping = false
        /// How many keys and values (or items) were read.
        var childCount = 0
        /// The key it is the value of, if it is a value in a mapping.
        var key: (name: String, mark: Mark)?

        /// The column its keys or its items' `-` are in.
        var column: Int { start.column }

        /// Whether it holds line `line`: it began on an earlier line and did not end before it.
        func holds(line: Int) -> Bool {
            start.line < line && (end.map { $0.line >= line } ?? true)
        }
    }

    /// A scalar, or a list or mapping in brackets, that the parser finished.
    struct Value {
        /// Where it starts (its opening quote or bracket).
        var start: Mark
        /// The position just after it (after its closing quote or bracket).
        var end: Mark
        /// How a scalar was written; `nil` for a list or mapping in brackets.
        var style: ScalarStyle?
        /// Whether it is the key of a mapping's pair.
        var isKey: Bool
        /// The key it is the value of, if it is a value in a mapping.
        var key: (name: String, mark: Mark)?
    }

    /// Block and flow collections, in the order they began: the open ones, and
    /// the most recently ended ones (at most ``keptEnded``).
    private(set) var collections: [Collection] = []
    /// The last scalar or flow collection finished before the error.
    private(set) var lastValue: Value?

    /// How many ended collections are kept: the diagnoses look only at the last lines read.
    static let keptEnded = 64

    /// Parses `bytes` again, keeping what was read before the error.
    init(bytes: [UInt8]) {
        guard let parser = try? EventParser(bytes: bytes) else { return }
        var open: [Int] = []
        var ended = 0
        do {
            while let event = try parser.next() {
                switch event.kind {
                case .mappingStart(let start), .sequenceStart(let start):
                    let key = open.last.flatMap(keyOfNextValue)
                    noteChild(of: open.last, start: event.start, end: event.end, style: nil, text: nil)
                    var isMapping = false
                    if case .mappingStart = event.kind { isMapping = true }
                    if let parent = open.last { collections[parent].lastChildIsMapping = isMapping }
                    collections.append(Collection(isMapping: isMapping, isFlow: start.isFlow, start: event.start, key: key))
                    open.append(collections.count - 1)
                case .mappingEnd, .sequenceEnd:
                    guard let index = open.popLast() else { continue }
                    collections[index].end = event.start
                    let collection = collections[index]
                    if collection.isFlow {
                        lastValue = Value(start: collection.start, end: event.end, style: nil,
                                          isKey: false, key: collection.key)
                    }
                    ended += 1
                    if ended > Self.keptEnded, let first = collections.firstIndex(where: { $0.end != nil }) {
                        collections.remove(at: first)
                        open = open.map { $0 > first ? $0 - 1 : $0 }
                        ended -= 1
                    }
                case .scalar(let scalar):
                    noteChild(of: open.last, start: event.start, end: event.end, style: scalar.style, text: scalar.value)
                    if let parent = open.last { collections[parent].lastChildIsMapping = false }
                case .alias:
                    noteChild(of: open.last, start: event.start, end: event.end, style: nil, text: nil)
                default:
                    break
                }
            }
        } catch {
            return
        }
    }

    /// The key whose value the next node of the collection at `parent` is, if it is a mapping.
    private func keyOfNextValue(in parent: Int) -> (name: String, mark: Mark)? {
        collections[parent].isMapping && collections[parent].childCount % 2 == 1 ? collections[parent].lastKey : nil
    }

    /// Counts a key, value or item of the collection at `parent`, remembering keys and the last value.
    private mutating func noteChild(of parent: Int?, start: Mark, end: Mark, style: ScalarStyle?, text: String?) {
        guard let parent else {
            if let style { lastValue = Value(start: start, end: end, style: style, isKey: false, key: nil) }
            return
        }
        let isKey = collections[parent].isMapping && collections[parent].childCount % 2 == 0
        let key = keyOfNextValue(in: parent)
        if let style {
            lastValue = Value(start: start, end: end, style: style, isKey: isKey, key: key)
        }
        if isKey, let text { collections[parent].lastKey = (text, start) }
        collections[parent].childCount += 1
    }

    /// The block collections that hold line `line`, outermost first.
    func blocks(holding line: Int) -> [Collection] {
        collections.filter { !$0.isFlow && $0.holds(line: line) }
    }
}
