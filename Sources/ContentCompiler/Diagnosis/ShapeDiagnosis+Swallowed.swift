import YAML

/// Lines that YAML read as more of the text above them: a key indented into a
/// block of text, a list item indented more than its siblings.
extension ShapeDiagnosis {
    /// Reports keys of the mapping that it lacks because they were written
    /// inside a text of several lines above them (`story:` indented as part of
    /// the folded `thesis:`).
    mutating func reportSwallowedKeys(_ node: Node, pairs: [Node.Pair], shape: ContentShape) {
        var missing: [String]?
        for pair in pairs {
            guard case .scalar(let text, _) = pair.value.content, pair.value.end.line > pair.value.start.line,
                  let owner = pair.key.scalarValue else { continue }
            let absent = missing ?? shape.keys.filter { key in !pairs.contains { $0.key.scalarValue == key } }
            missing = absent
            // The text holds a key's name and a colon, or no line of it can be that key.
            guard !absent.isEmpty, Self.mentionsKey(of: absent, in: text) else { continue }
            let lines = self.lines
            for number in continuationLines(of: pair.value) {
                guard let line = SourceLine(number, in: lines), !line.startsWithDash,
                      let key = line.leadingKey, missing?.contains(key.name) == true else { continue }
                missing?.removeAll { $0 == key.name }
                findings.misplace(key.name, from: node.start)
                log.report(.indentation,
                           "'\(key.name)' is indented as part of the text of '\(owner)' above it, so \(shape.definite) has no '\(key.name)'",
                           file: file, at: Mark(line: number, column: key.column),
                           hint: indentationAdvice("'\(key.name)'", pair.key.start.column - 1) + ", like '\(owner)'")
            }
        }
    }

    /// Whether a text holds one of the keys followed by `:` after a space or a
    /// line break, in one pass over its bytes.
    private static func mentionsKey(of keys: [String], in text: String) -> Bool {
        func search(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            var index = bytes.firstIndex(of: UInt8(ascii: ":"))
            while let colon = index {
                var start = colon
                while start > 0, bytes[start - 1] != UInt8(ascii: " "), bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
                if start < colon, keys.contains(where: { $0.utf8.elementsEqual(bytes[start..<colon]) }) { return true }
                index = bytes[(colon + 1)...].firstIndex(of: UInt8(ascii: ":"))
            }
            return false
        }
        if let found = text.utf8.withContiguousStorageIfAvailable(search) { return found }
        return Array(text.utf8).withUnsafeBufferPointer(search)
    }

    /// Reports the items of a list of texts that swallowed the next item: a
    /// `- ` line indented more than the items' `-` is more of the text above.
    /// When the list's only item swallowed all the others, it is the one out
    /// of line; when it swallowed just one, the one whose column is the file's
    /// usual one for lists (``IndentationStyle``) is right, else either may be.
    ///
    /// - Parameter keyColumn: The column of the list's key.
    mutating func reportSwallowedItems(_ list: Node, key: String, keyColumn: Int) {
        guard case .sequence(let items) = list.content, !list.isFlow else { return }
        for item in items {
            // A line that starts with '- ' reads as " - " inside the text.
            guard case .scalar(let text, .plain) = item.content, item.end.line > item.start.line,
                  text.contains(" - ") else { continue }
            let lines = self.lines
            let dashLines = continuationLines(of: item).compactMap { SourceLine($0, in: lines) }.filter(\.startsWithDash)
            guard let line = dashLines.first else { continue }
            let shown = text.count > 100 ? text.prefix(97) + "…" : Substring(text)
            findings.reportedValues.insert(item.start)
            let usual = items.count == 1 && dashLines.count == 1
                ? IndentationStyle(lines).listStep.map { keyColumn + $0 } : nil
            if items.count == 1, dashLines.count >= 2 || usual == line.firstColumn {
                log.report(.indentation,
                           "the '-' of the first item of '\(key)' is in column \(list.start.column), but the items after it have theirs in column \(line.firstColumn), so YAML reads them as more of its text: '\(shown)'",
                           file: file, at: list.start,
                           hint: indentationAdvice("its '-'", line.firstColumn - 1) + ", like the items after it")
            } else if items.count == 1, usual != list.start.column {
                log.report(.indentation,
                           "this '-' is indented more than the '-' of the item above, so YAML reads the line as more of that item, which becomes '\(shown)'",
                           file: file, at: Mark(line: line.number, column: line.firstColumn),
                           hint: "put the '-' of the items of '\(key)' in one column")
            } else {
                let others = items.count == 1 ? "the item above" : "the other items of '\(key)'"
                log.report(.indentation,
                           "this '-' is indented more than the '-' of \(others), so YAML reads the line as more of the item above, which becomes '\(shown)'",
                           file: file, at: Mark(line: line.number, column: line.firstColumn),
                           hint: indentationAdvice("its '-'", list.start.column - 1) + ", like \(items.count == 1 ? "the item above" : "the other items")")
            }
        }
    }

    /// Reports a list written without the `- ` of its first item: YAML reads
    /// that item and the `- ` lines below it as one text.
    mutating func reportListWithoutFirstDash(_ value: Node, key: String, in mapping: Node) {
        guard case .scalar(let text, .plain) = value.content, value.end.line > value.start.line else { return }
        let lines = self.lines
        guard let line = continuationLines(of: value).compactMap({ SourceLine($0, in: lines) })
                  .first(where: \.startsWithDash) else { return }
        let shown = text.count > 60 ? text.prefix(57) + "…" : Substring(text)
        findings.reportedValues.insert(value.start)
        findings.misplace(key, from: mapping.start)
        log.report(.indentation,
                   "the first item of '\(key)' has no '- ', so YAML reads it and the items below it as one text: '\(shown)'",
                   file: file, at: value.start,
                   hint: "start it with '- ', with the '-' in column \(line.firstColumn) like the items below")
    }

    /// The lines after the first that a scalar spans, without the line its end
    /// mark is on when nothing of the scalar is there (a block of text ends at
    /// the start of the next line).
    private func continuationLines(of value: Node) -> ClosedRange<Int> {
        let last = value.end.column == 1 ? value.end.line - 1 : value.end.line
        return value.start.line + 1...max(value.start.line + 1, last)
    }
}
