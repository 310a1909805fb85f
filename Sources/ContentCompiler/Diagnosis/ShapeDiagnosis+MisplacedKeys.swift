import YAML

/// Keys the file kind knows, written in the column of a mapping that does not
/// have them: their column put them in the wrong mapping.
extension ShapeDiagnosis {
    /// Where a misplaced key belongs.
    private enum Home {
        /// Under a key above whose value was left empty: `unlock:` with its condition at its own column.
        case underEmptyKey(Node.Pair, ContentShape, isList: Bool)
        /// Into a mapping that ends just above (an item of a list, a nested mapping): outdented too far.
        case mappingAbove(Node, ContentShape)
        /// Into an enclosing mapping: indented too far.
        case parent(ShapeDiagnosis.Ancestor)
    }

    /// Reports the unknown keys of a mapping that belong elsewhere, one
    /// diagnostic for each run of keys that belong to the same place.
    mutating func reportMisplacedKeys(_ node: Node, pairs: [Node.Pair], shape: ContentShape, ancestors: [Ancestor]) {
        var lastKnown: Node.Pair?
        var run: (home: Home, keys: [Node.Pair])?
        for pair in pairs {
            guard let key = pair.key.scalarValue else { continue }
            if shape.has(key) {
                flush(&run, in: shape)
                lastKnown = pair
                continue
            }
            if let current = run, accepts(current.home, key) {
                run?.keys.append(pair)
                continue
            }
            flush(&run, in: shape)
            if let home = home(of: key, after: lastKnown, in: shape, ancestors: ancestors) {
                run = (home, [pair])
            }
        }
        flush(&run, in: shape)
    }

    /// Where an unknown key belongs, judged by the key written before it and the mappings around.
    private func home(of key: String, after previous: Node.Pair?, in shape: ContentShape,
                      ancestors: [Ancestor]) -> Home? {
        if let previous, let name = previous.key.scalarValue, let child = shape.childShape(of: name) {
            if case .scalar("", .plain) = previous.value.content, previous.value.tag == nil, child.has(key) {
                if case .listOfMappings? = shape.fields[name] {
                    return .underEmptyKey(previous, child, isList: true)
                }
                return .underEmptyKey(previous, child, isList: false)
            }
            if !previous.value.isFlow,
               let target = lastMappings(in: previous.value, shape: shape.fields[name]).last(where: { mapping, shape in
                   shape.has(key) && !mapping.hasKey(key)
               }) {
                return .mappingAbove(target.0, target.1)
            }
        }
        if let parent = ancestors.last(where: { $0.shape.has(key) && !$0.node.hasKey(key) }) {
            return .parent(parent)
        }
        return nil
    }

    /// Whether a further unknown key belongs to the same place as the run before it.
    private func accepts(_ home: Home, _ key: String) -> Bool {
        switch home {
        case .underEmptyKey(_, let shape, _), .mappingAbove(_, let shape): shape.has(key)
        case .parent(let ancestor): ancestor.shape.has(key) && !ancestor.node.hasKey(key)
        }
    }

    /// The mapping a value holds, then the last mapping inside that one, and so
    /// on: the mappings that end just where the value does, outermost first.
    private func lastMappings(in value: Node, shape field: ContentShape.Field?) -> [(Node, ContentShape)] {
        var result: [(Node, ContentShape)] = []
        var node = value
        var field = field
        while let current = field {
            switch (current, node.content) {
            case (.mapping(let shape), .mapping(let pairs)) where !node.isFlow:
                result.append((node, shape))
                guard let last = pairs.last, let name = last.key.scalarValue else { return result }
                node = last.value
                field = shape.fields[name]
            case (.listOfMappings(let shape), .sequence(let items)) where !node.isFlow:
                guard let item = items.last else { return result }
                node = item
                field = .mapping(shape)
            default:
                return result
            }
        }
        return result
    }

    /// Reports a run of misplaced keys, once.
    private mutating func flush(_ run: inout (home: Home, keys: [Node.Pair])?, in shape: ContentShape) {
        guard let (home, keys) = run, let first = keys.first, let name = first.key.scalarValue else { return }
        run = nil
        let subject = keys.count == 1
            ? "'\(name)'"
            : "'\(name)' and the \(keys.count - 1 == 1 ? "key" : "\(keys.count - 1) keys") after it"
        let verb = keys.count == 1 ? "belongs" : "belong"
        let pronoun = keys.count == 1 ? "'\(name)'" : "them"
        let message: String
        let hint: String
        switch home {
        case .underEmptyKey(let parent, let child, let isList):
            let parentName = parent.key.scalarValue ?? ""
            let column = parent.key.start.column + 2
            findings.reportedValues.insert(parent.value.start)
            if isList {
                message = "\(subject) \(verb) to \(child.what) under '\(parentName)', but \(keys.count == 1 ? "it is" : "they are") not written as a list item, so '\(parentName)' has no items"
                hint = "write '- ' before '\(name)' with its '-' \(columnWords(column)), and line the keys below up with '\(name)'"
            } else {
                message = "\(subject) \(verb) under '\(parentName)', but \(keys.count == 1 ? "it is" : "they are") not indented under it, so '\(parentName)' has no value"
                hint = indentationAdvice(pronoun, column - 1) + ", 2 more than '\(parentName)'"
            }
        case .mappingAbove(let mapping, let target):
            let sibling = mapping.lastKeyName.map { ", like '\($0)'" } ?? ""
            message = "\(subject) \(verb) to \(target.definite) above, but \(keys.count == 1 ? "it is" : "they are") indented as \(keys.count == 1 ? "a key" : "keys") of \(shape.definite)"
            hint = indentationAdvice(pronoun, mapping.start.column - 1) + sibling
            for key in keys { findings.misplace(key.key.scalarValue ?? "", from: mapping.start) }
        case .parent(let ancestor):
            let holder = ancestor.pair.key.scalarValue ?? ""
            message = "\(subject) \(verb) to \(ancestor.shape.definite), but \(keys.count == 1 ? "it is" : "they are") indented as \(keys.count == 1 ? "a key" : "keys") of \(shape.definite)"
            hint = indentationAdvice(pronoun, ancestor.pair.key.start.column - 1) + ", like '\(holder)'"
            for key in keys { findings.misplace(key.key.scalarValue ?? "", from: ancestor.node.start) }
        }
        for key in keys { findings.reportedKeys.insert(key.key.start) }
        log.report(.indentation, message, file: file, at: first.key.start, hint: hint)
    }

    /// "in column 5", or "at the start of the line".
    private func columnWords(_ column: Int) -> String {
        column == 1 ? "at the start of the line" : "in column \(column)"
    }
}

extension Node {
    /// Whether a mapping has a key written as this text.
    func hasKey(_ key: String) -> Bool {
        guard case .mapping(let pairs) = content else { return false }
        return pairs.contains { $0.key.scalarValue == key }
    }

    /// The text of a mapping's last key.
    var lastKeyName: String? {
        guard case .mapping(let pairs) = content else { return nil }
        return pairs.last?.key.scalarValue
    }
}
