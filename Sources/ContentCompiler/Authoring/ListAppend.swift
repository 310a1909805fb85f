import YAML

/// Adds an item at the end of a list under a top-level key of a YAML file
/// (`sections:` of course.yaml, `lessons:` of a section), editing the text in
/// place: every other byte, comments included, stays as written.
///
/// A block list gets a new `- …` item after its last one, at the same
/// indentation; a flow list (`[a, b]`) gets `, c` after its last item, or a
/// new line for a list written one item per line. The result is parsed again
/// and must hold exactly what the file held, plus the new item.
enum ListAppend {
    /// The file's bytes with `item` appended to the list under `key`.
    ///
    /// - Parameter file: The file's path as messages name it.
    /// - Throws: ``AuthoringError`` (`.refused`) when the file is not valid
    ///   YAML, has no such list, or is written in a way that cannot be added to.
    static func append(_ item: YAMLValue, toListAt key: String, in bytes: [UInt8],
                       file: String) throws(AuthoringError) -> [UInt8] {
        let root = try parseSingleDocument(bytes, file: file)
        guard let list = root.value(forKey: key) else {
            throw AuthoringError(.refused, "there is no '\(key):' list to add to", file: file, at: root.start,
                                 hint: "write the '\(key):' list first")
        }
        guard case .sequence(let items) = list.content, list.tag == nil, list.anchor == nil else {
            throw AuthoringError(.refused, "'\(key)' is not a plain list, so nothing can be added to it", file: file,
                                 at: list.start, hint: "fix the errors `contentc lint` reports for this file first")
        }
        let lines = SourceLines(bytes)
        let lineBreak = bytes.containsCRLF ? "\r\n" : "\n"
        let edit = list.isFlow
            ? try flowEdit(item, list: list, items: items, lines: lines, lineBreak: lineBreak, file: file)
            : try blockEdit(item, list: list, items: items, lines: lines, bytes: bytes, lineBreak: lineBreak, file: file)
        let result = bytes.applying([edit])
        guard let newRoot = try? parseSingleDocument(result, file: file),
              hasAppended(item, at: key, old: root, new: newRoot) else {
            throw AuthoringError(.refused, "internal error: adding to '\(key)' would not read back as intended; the file was not changed",
                                 file: file, at: list.start)
        }
        return result
    }

    /// The edit for a block list: new lines after the last item's last line.
    private static func blockEdit(_ item: YAMLValue, list: Node, items: [Node], lines: SourceLines, bytes: [UInt8],
                                  lineBreak: String, file: String) throws(AuthoringError) -> TextEdit {
        let dashLine = lines[list.start.line] ?? ""
        let indent = list.start.column - 1
        guard dashLine.unicodeScalars.count > indent, dashLine.unicodeScalars.prefix(indent).allSatisfy({ $0 == " " }),
              Array(dashLine.unicodeScalars)[indent] == "-" else {
            throw AuthoringError(.refused, "the list cannot be added to where it is written", file: file, at: list.start,
                                 hint: "start each item of the list on its own line with '- '")
        }
        // After the last item's last value: at the start of the line it ends
        // on when it ends at a line's start (a block scalar ends after its
        // last line break), else at the start of the next line, so that a
        // comment after the value stays on its line.
        let end = contentEnd(items.last ?? list)
        let offset = end.column == 1 ? lines.byteOffset(of: end)
            : lines.byteOffset(of: Mark(line: end.line + 1, column: 1))
        let text = YAMLValue.list([item]).blockLines(indent: indent).joined(separator: lineBreak) + lineBreak
        guard let offset else {  // The last line, without a line break.
            return TextEdit(range: bytes.count..<bytes.count, replacement: Array((lineBreak + text).utf8))
        }
        return TextEdit(range: offset..<offset, replacement: Array(text.utf8))
    }

    /// The edit for a flow list: `, item` after the last item, on a line of its
    /// own when the list has one item per line.
    private static func flowEdit(_ item: YAMLValue, list: Node, items: [Node], lines: SourceLines,
                                 lineBreak: String, file: String) throws(AuthoringError) -> TextEdit {
        guard let last = items.last else {
            // `[]`: the item goes before the closing bracket.
            let close = Mark(line: list.end.line, column: list.end.column - 1)
            guard lines[close.line]?.unicodeScalars.dropFirst(close.column - 1).first == "]" else {
                throw AuthoringError(.refused, "the list cannot be added to where it is written", file: file, at: list.start)
            }
            return try TextEdit(from: close, to: close, in: lines, with: item.flow)
        }
        let previousLine = items.count > 1 ? items[items.count - 2].start.line : list.start.line
        let lastLine = Array((lines[last.start.line] ?? "").unicodeScalars)
        let onItsOwnLine = last.start.line != previousLine
            && lastLine.prefix(last.start.column - 1).allSatisfy { $0 == " " }
        let separator = onItsOwnLine
            ? "," + lineBreak + String(repeating: " ", count: last.start.column - 1)
            : ", "
        return try TextEdit(from: last.end, to: last.end, in: lines, with: separator + item.flow)
    }

    /// Where a node's written content ends: for a block collection, where its
    /// last value ends (the collection's own end may lie past comments and
    /// blank lines that belong to what follows).
    private static func contentEnd(_ node: Node) -> Mark {
        guard !node.isFlow else { return node.end }
        switch node.content {
        case .sequence(let items): return items.last.map(contentEnd) ?? node.end
        case .mapping(let pairs): return pairs.last.map { contentEnd($0.value) } ?? node.end
        default: return node.end
        }
    }

    /// Whether `new` is `old` with `item` appended to the list under `key`, and nothing else changed.
    private static func hasAppended(_ item: YAMLValue, at key: String, old: Node, new: Node) -> Bool {
        guard case .mapping(let oldPairs) = old.content, case .mapping(let newPairs) = new.content,
              oldPairs.count == newPairs.count else { return false }
        let target = oldPairs.firstIndex { $0.key.scalarValue == key }
        for (index, (oldPair, newPair)) in zip(oldPairs, newPairs).enumerated() {
            guard oldPair.key.hasSameContent(as: newPair.key) else { return false }
            guard index == target else {
                if !oldPair.value.hasSameContent(as: newPair.value) { return false }
                continue
            }
            guard case .sequence(let oldItems) = oldPair.value.content,
                  case .sequence(let newItems) = newPair.value.content,
                  oldPair.value.isFlow == newPair.value.isFlow, newItems.count == oldItems.count + 1,
                  zip(oldItems, newItems).allSatisfy({ $0.hasSameContent(as: $1) }),
                  let added = newItems.last, item.matches(added) else { return false }
        }
        return true
    }
}

/// Parses a content file that must be one YAML document whose root is a mapping.
func parseSingleDocument(_ bytes: [UInt8], file: String) throws(AuthoringError) -> Node {
    let documents: [Document]
    do {
        documents = try parseDocuments(bytes)
    } catch {
        throw AuthoringError(.refused, "this file is not valid YAML: \(error.message)", file: file, at: error.mark,
                             hint: "fix it first (`contentc lint` shows the problem), then try again")
    }
    guard documents.count == 1, let root = documents.first?.root, case .mapping = root.content else {
        throw AuthoringError(.refused, "this file must hold one YAML mapping of keys and values", file: file,
                             hint: "fix it first (`contentc lint` shows the problem), then try again")
    }
    return root
}

extension [UInt8] {
    /// Whether the text has a `\r\n` line break: lines added to it use the same.
    var containsCRLF: Bool {
        zip(self, dropFirst()).contains { $0 == 0x0D && $1 == 0x0A }
    }
}
