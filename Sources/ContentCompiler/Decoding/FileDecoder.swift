#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ContentRuntime
import YAML

/// Decodes the fields of one file by hand, reading its nodes where the YAML
/// parser recorded them (``EventTape``), so every value keeps its position,
/// reporting each value that does not fit its field. It is the one reader of
/// the schema: the build, `lint` and the authoring tools all decode through it.
///
/// Typing follows the field, never YAML's implicit resolution: a text field
/// takes any scalar exactly as written (`NO`, `012`, `~`, `1:20`), a number
/// field only a decimal number. Aliases were already reported by the YAML
/// checks and are skipped silently here.
struct FileDecoder {
    /// The file's path, for diagnostics.
    let file: String
    /// Where problems are reported.
    var log: DiagnosticLog
    /// What the shape diagnoses already reported: values read as unreadable
    /// without a word, keys not reported again as unknown or missing.
    let findings: ShapeFindings
    /// Whether an item of a list of texts goes on over lines, one of them
    /// starting with `- `: another item it may have swallowed, which no check
    /// of the decoder sees (``decodeDiagnosingShape(_:bytes:file:shape:log:decode:)``).
    private(set) var sawItemThatMayHoldAnother = false
    /// Required keys found missing, by the mapping that lacks them, reported together by ``finish()``.
    private var missingKeys: [(mapping: Mapping, key: String)] = []

    /// Creates a decoder for one file.
    init(file: String, log: DiagnosticLog, findings: ShapeFindings = ShapeFindings()) {
        self.file = file
        self.log = log
        self.findings = findings
    }

    /// Every diagnostic of the file, with the missing keys of each mapping in one diagnostic.
    mutating func finish() -> [Diagnostic] {
        var order: [Mark] = []
        var byMapping: [Mark: (what: String, keys: [String])] = [:]
        for (mapping, key) in missingKeys {
            if byMapping[mapping.mark] == nil {
                order.append(mapping.mark)
                byMapping[mapping.mark] = (mapping.what, [])
            }
            byMapping[mapping.mark]!.keys.append(key)
        }
        for mark in order {
            let (what, keys) = byMapping[mark]!
            let list = keys.map { "'\($0)'" }
            let message = keys.count == 1
                ? "\(what) is missing the required key \(list[0])"
                : "\(what) is missing the required keys \(list.dropLast().joined(separator: ", ")) and \(list.last!)"
            log.report(.missingKey, message, file: file, at: mark)
        }
        missingKeys = []
        return log.diagnostics
    }

    /// A mapping whose keys were checked against the fields of its kind.
    struct Mapping {
        /// The mapping node.
        let node: TapeNode
        /// What the mapping is, with an article: "an idea", "a question".
        let what: String
        /// The keys its kind defines.
        let keys: [String]
        /// Where the first occurrence of each key of ``keys`` is among the
        /// node's pairs, by the key's position in ``keys``; -1 when it is not
        /// written (duplicates are reported by the YAML checks).
        let firsts: [Int]
        /// The keys that an unknown key was reported as a likely misspelling of
        /// ("did you mean 'title'?"), or that were reported as written in
        /// another mapping: not reported again as missing.
        var suggested: Set<String> = []

        /// The first pair of a key, if the key is written.
        func pair(_ key: String) -> TapeNode.Pair? {
            guard let position = keys.firstIndex(of: key), firsts[position] >= 0 else { return nil }
            return node.pairs[firsts[position]]
        }
        /// Whether the key is written.
        func has(_ key: String) -> Bool {
            guard let position = keys.firstIndex(of: key) else { return false }
            return firsts[position] >= 0
        }
        /// Where the mapping starts: missing keys are reported here.
        var mark: Mark { node.start }
    }

    // MARK: Mappings

    /// Checks that `node` is a mapping whose keys are all among `keys`.
    ///
    /// - Parameters:
    ///   - node: The node to read.
    ///   - what: What it is, with an article, for messages ("a question").
    ///   - keys: The keys its kind defines, in documentation order.
    /// - Returns: The mapping, or `nil` (reported) when the node is not one.
    mutating func mapping(_ node: TapeNode, what: String, keys: [String]) -> Mapping? {
        guard !findings.isReported(value: node) else { return nil }
        guard node.kind == .mapping else {
            reportWrongKind(node, expected: "\(what), written as a mapping of keys and values", field: nil)
            return nil
        }
        reportScalarTag(on: node, field: nil, kind: what)
        let pairs = node.pairs
        var firsts = [Int](repeating: -1, count: keys.count)
        var suggested = findings.misplacedKeys.isEmpty ? [] : findings.misplacedKeys[node.start] ?? []
        for index in pairs.indices {
            let key = pairs[index].key
            guard !findings.isReported(key: key) else { continue }
            guard key.kind == .scalar else {
                if key.kind == .alias { continue }
                log.report(.wrongType, "a key in \(what) must be a word, not \(describe(key))",
                           file: file, at: key.start)
                continue
            }
            // Reported as a merge key; a quoted "<<" is an ordinary key.
            if key.style == .plain, key.isScalar("<<") { continue }
            guard let position = Self.position(of: key, in: keys) else {
                let name = key.scalarValue ?? ""
                let suggestion = Suggestion.closest(to: name, in: keys)
                log.report(.unknownKey, "unknown key '\(name)' in \(what)" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                           file: file, at: key.start,
                           hint: "the keys of \(what) are: \(keys.joined(separator: ", "))")
                if let suggestion { suggested.insert(suggestion) }
                continue
            }
            if firsts[position] < 0 { firsts[position] = index }
        }
        return Mapping(node: node, what: what, keys: keys, firsts: firsts, suggested: suggested)
    }

    /// Where a key is among `keys` (which are ASCII): an ASCII key is matched
    /// by its bytes, any other compared as a string, as canonically equivalent
    /// text is the same key.
    private static func position(of key: TapeNode, in keys: [String]) -> Int? {
        let matched: Int?? = key.withText { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return .none }
            return keys.firstIndex { known in
                known.utf8.withContiguousStorageIfAvailable { $0.hasSameBytes(as: bytes) } ?? known.utf8.elementsEqual(bytes)
            }
        }
        return matched ?? key.scalarValue.flatMap { keys.firstIndex(of: $0) }
    }

    /// The value node of a key, or `nil` when absent (reported when `required`).
    mutating func value(_ mapping: Mapping, _ key: String, required: Bool) -> TapeNode.Pair? {
        guard let pair = mapping.pair(key) else {
            if required, !mapping.suggested.contains(key) { missingKeys.append((mapping, key)) }
            return nil
        }
        if pair.value.kind == .alias { return nil }
        return pair
    }

    /// A nested mapping under `key`.
    mutating func mapping(_ mapping: Mapping, _ key: String, required: Bool, what: String,
                          keys: [String]) -> Mapping? {
        guard let pair = value(mapping, key, required: required) else { return nil }
        return self.mapping(pair.value, what: what, keys: keys)
    }

    // MARK: Text

    /// A text field: any scalar, exactly as written, not blank; a placeholder
    /// (`TODO: …`) is reported.
    mutating func text(_ mapping: Mapping, _ key: String, required: Bool = false) -> Located<String>? {
        guard let pair = value(mapping, key, required: required) else { return nil }
        return text(pair.value, field: key, keyMark: pair.key.start)
    }

    /// A field whose text has a format of its own (an id, a URL, a date, a
    /// version), which the caller checks: read as text, but not reported as a
    /// placeholder, since its format check already rejects one.
    mutating func formattedText(_ mapping: Mapping, _ key: String, required: Bool = false) -> Located<String>? {
        guard let pair = value(mapping, key, required: required) else { return nil }
        return scalarText(pair.value, field: key, keyMark: pair.key.start)
    }

    /// A scalar read as text, a placeholder or YAML's null reported; `field`
    /// names it in messages ("title", "an item of 'useItWhen'").
    mutating func text(_ node: TapeNode, field: String, keyMark: Mark?) -> Located<String>? {
        guard let text = scalarText(node, field: field, keyMark: keyMark) else { return nil }
        reportPlaceholder(text, field: field)
        reportNullAsText(node, field: field)
        return text
    }

    /// A scalar read as text, exactly as written, not blank; text that a
    /// comment cut short is reported.
    mutating func scalarText(_ node: TapeNode, field: String, keyMark: Mark?) -> Located<String>? {
        guard node.kind == .scalar else {
            reportWrongKind(node, expected: "text", field: field, hint: TextReadAsStructure.hint(forText: node, field: field))
            return nil
        }
        // Tags other than these four were reported by the YAML checks (Y109).
        if node.hasTag, let tag = node.tag, tag != "tag:yaml.org,2002:str", allowedTags.contains(tag) {
            log.report(.wrongType, "\(fieldName(field)) is text, but its value is tagged \(displayTag(tag))",
                       file: file, at: node.start, hint: "remove the tag")
            return nil
        }
        if node.isCutByComment { reportCommentInText(node, field: field) }
        let (text, scan) = node.withText { (String(decoding: $0, as: UTF8.self), TextScan($0)) }
        if !scan.startsWithPrintableASCII, text.allSatisfy(\.isWhitespace) {
            let nothingWritten = node.style == .plain && text.isEmpty
            log.report(.emptyText, nothingWritten ? "\(fieldName(field)) has no value" : "\(fieldName(field)) is blank",
                       file: file, at: nothingWritten ? (keyMark ?? node.start) : node.start,
                       hint: "write the text, or remove the key if it is optional")
            return nil
        }
        if scan.mayHoldRefusedCharacter, let control = text.unicodeScalars.first(where: PrintableText.isRefusedInText) {
            log.report(.controlCharacter,
                       "\(fieldName(field)) holds the control character \(PrintableText.escape(control)) "
                           + "(\(PrintableText.codePoint(control))), which apps cannot show",
                       file: file, at: node.start,
                       hint: "remove it; text may hold line breaks and tabs, and no other control character")
            return nil
        }
        return Located(text, at: node.start, keyMark: keyMark)
    }

    /// A list of text items.
    ///
    /// - Parameters:
    ///   - nonEmpty: Report an empty list.
    ///   - unique: Report an item equal to an earlier one (ignoring case and surrounding space).
    ///   - formatted: The items have a format the caller checks (ids): not reported as placeholders.
    mutating func textList(_ mapping: Mapping, _ key: String, required: Bool = false,
                           nonEmpty: Bool = false, unique: Bool = false,
                           formatted: Bool = false) -> Located<[Located<String>]>? {
        guard let items = sequence(mapping, key, required: required, nonEmpty: nonEmpty) else { return nil }
        var texts: [Located<String>] = []
        texts.reserveCapacity(items.value.count)
        var seen: [String: Mark] = [:]
        var result = items.map { _ in texts }
        let field = "an item of '\(key)'"
        for node in items.value {
            guard !findings.isReported(value: node) else {
                result.hasInvalidItems = true
                continue
            }
            if node.end.line > node.start.line, node.kind == .scalar, node.style == .plain,
               node.scalarValue?.contains(" - ") == true {
                sawItemThatMayHoldAnother = true
            }
            let item = formatted ? scalarText(node, field: field, keyMark: nil) : text(node, field: field, keyMark: nil)
            guard let text = item else {
                result.hasInvalidItems = true
                continue
            }
            if unique {
                let folded = text.value.trimmingWhitespace().lowercased()
                if let first = seen[folded] {
                    log.report(.duplicateItem, "'\(text.value)' is listed twice in '\(key)'", file: file, at: text.mark,
                               notes: [.init("first listed here", at: SourceLocation(file: file, mark: first))])
                } else {
                    seen[folded] = text.mark
                }
            }
            texts.append(text)
        }
        result.value = texts
        return result
    }

    // MARK: Lists

    /// A list under `key`; its items are returned undecoded.
    mutating func sequence(_ mapping: Mapping, _ key: String, required: Bool = false,
                           nonEmpty: Bool = false) -> Located<TapeNode.Items>? {
        guard let pair = value(mapping, key, required: required) else { return nil }
        guard pair.value.kind == .sequence else {
            reportWrongKind(pair.value, expected: "a list", field: key, keyMark: pair.key.start)
            return nil
        }
        reportScalarTag(on: pair.value, field: key, kind: "a list")
        let items = pair.value.items
        if nonEmpty, items.isEmpty {
            log.report(.emptyList, "'\(key)' is empty; it needs at least one item", file: file, at: pair.value.start)
        }
        return Located(items, at: pair.value.start, keyMark: pair.key.start)
    }

    // MARK: Numbers

    /// An integer field, optionally within a range.
    mutating func integer(_ mapping: Mapping, _ key: String, required: Bool = false,
                          in range: ClosedRange<Int>? = nil) -> Located<Int>? {
        guard let pair = value(mapping, key, required: required) else { return nil }
        return integer(pair.value, field: key, keyMark: pair.key.start, in: range)
    }

    /// A scalar read as a decimal integer: digits with an optional `-`, no leading zeros.
    ///
    /// - Parameter wordHint: The help when the value is a word, not a number.
    mutating func integer(_ node: TapeNode, field: String, keyMark: Mark?, in range: ClosedRange<Int>? = nil,
                          wordHint: @autoclosure () -> String? = nil) -> Located<Int>? {
        guard let text = numberText(node, field: field, keyMark: keyMark, kind: "an integer") else { return nil }
        if node.tag == "tag:yaml.org,2002:float" {
            log.report(.wrongType, "\(fieldName(field)) is an integer, but its value is tagged !!float",
                       file: file, at: node.start, hint: "remove the tag")
            return nil
        }
        guard let value = DecimalNumber.integer(text) else {
            if DecimalNumber.isDecimal(text), !text.contains("."), !DecimalNumber.hasLeadingZero(text) {
                log.report(.outOfRange, "\(fieldName(field)) is \(text), which is too large for any count",
                           file: file, at: node.start)
                return nil
            }
            let hint = DecimalNumber.notationHint(text)
                ?? (DecimalNumber.isDecimal(text) ? "write a whole number" : wordHint())
            log.report(.wrongType, "\(fieldName(field)) must be an integer, not '\(text)'", file: file, at: node.start,
                       hint: hint)
            return nil
        }
        if let range, !range.contains(value) {
            log.report(.outOfRange, "\(fieldName(field)) is \(value), but it must be \(describe(range))",
                       file: file, at: node.start)
            return nil
        }
        return Located(value, at: node.start, keyMark: keyMark)
    }

    /// A decimal number field, optionally within a range.
    mutating func number(_ mapping: Mapping, _ key: String, required: Bool = false,
                         in range: ClosedRange<Double>? = nil) -> Located<Double>? {
        guard let pair = value(mapping, key, required: required) else { return nil }
        let node = pair.value
        guard let text = numberText(node, field: key, keyMark: pair.key.start, kind: "a number") else { return nil }
        guard let value = DecimalNumber.number(text) else {
            log.report(.wrongType, "\(fieldName(key)) must be a decimal number, not '\(text)'", file: file, at: node.start,
                       hint: DecimalNumber.notationHint(text))
            return nil
        }
        if let range, !range.contains(value) {
            log.report(.outOfRange, "\(fieldName(key)) is \(text), but it must be from \(DecimalNumber.format(range.lowerBound)) to \(DecimalNumber.format(range.upperBound))",
                       file: file, at: node.start)
            return nil
        }
        return Located(value, at: node.start, keyMark: pair.key.start)
    }

    private mutating func numberText(_ node: TapeNode, field: String, keyMark: Mark?, kind: String) -> String? {
        guard node.kind == .scalar, let text = node.scalarValue else {
            reportWrongKind(node, expected: kind, field: field, keyMark: keyMark)
            return nil
        }
        let style = node.style
        if let tag = node.tag, tag == "tag:yaml.org,2002:str" || tag == "tag:yaml.org,2002:bool" {
            log.report(.wrongType, "\(fieldName(field)) is \(kind), but its value is tagged \(displayTag(tag))",
                       file: file, at: node.start, hint: "remove the tag")
            return nil
        }
        // Quotes and block scalars make text, unless a number tag says otherwise.
        if style != .plain, node.tag != "tag:yaml.org,2002:int", node.tag != "tag:yaml.org,2002:float" {
            let quoted = style == .singleQuoted || style == .doubleQuoted
            log.report(.wrongType, "\(fieldName(field)) is \(kind), but its value is \(quoted ? "quoted" : "a block of") text",
                       file: file, at: node.start,
                       hint: quoted ? "remove the quotes" : "write the number right after the key")
            return nil
        }
        if style == .plain, text.isEmpty {
            log.report(.wrongType, "\(fieldName(field)) has no value; it must be \(kind)", file: file, at: keyMark ?? node.start)
            return nil
        }
        return text
    }

    // MARK: Enumerations

    /// One of an enumeration's raw values, spelt exactly.
    mutating func choice<Value>(_ mapping: Mapping, _ key: String, required: Bool = false,
                                as type: Value.Type = Value.self) -> Located<Value>?
    where Value: RawRepresentable<String> & CaseIterable & Sendable {
        guard let pair = value(mapping, key, required: required) else { return nil }
        return choice(pair.value, field: key, keyMark: pair.key.start)
    }

    /// A scalar read as one of an enumeration's raw values.
    mutating func choice<Value>(_ node: TapeNode, field: String, keyMark: Mark?) -> Located<Value>?
    where Value: RawRepresentable<String> & CaseIterable & Sendable {
        guard let text = scalarText(node, field: field, keyMark: keyMark) else { return nil }
        guard let value = Value(rawValue: text.value) else {
            let names = Value.allCases.map(\.rawValue)
            log.report(.notInEnumeration,
                       "'\(text.value)' is not a valid '\(field)'\(Suggestion.clause(for: text.value, in: names))",
                       file: file, at: node.start, hint: "use one of: \(names.joined(separator: ", "))")
            return nil
        }
        return text.map { _ in value }
    }

    // MARK: Reporting

    /// Reports a value of the wrong kind (a list where text is expected, and so on).
    mutating func reportWrongKind(_ node: TapeNode, expected: String, field: String?, keyMark: Mark? = nil,
                                  hint: String? = nil) {
        if node.kind == .alias { return }
        guard !findings.isReported(value: node) else { return }
        let isEmpty = node.isScalar("") && !node.hasTag
        let subject = field.map { "\(fieldName($0)) must be \(expected)" } ?? "expected \(expected)"
        let found = isEmpty ? "but it has no value" : "not \(describe(node))"
        log.report(.wrongType, "\(subject), \(found)", file: file,
                   at: isEmpty ? (keyMark ?? node.start) : node.start, hint: hint)
    }

    /// Reports a scalar type tag (`!!str`, `!!int`, …) written on a list or mapping.
    /// (Other tags were reported by the YAML checks.)
    private mutating func reportScalarTag(on node: TapeNode, field: String?, kind: String) {
        guard node.hasTag, let tag = node.tag, allowedTags.contains(tag) else { return }
        let subject = field.map { "\(fieldName($0)) is \(kind)" } ?? "this is \(kind)"
        log.report(.wrongType, "\(subject), but it is tagged \(displayTag(tag)), a tag for single values",
                   file: file, at: node.start, hint: "remove the tag")
    }

    /// A short description of what a node is, for messages.
    func describe(_ node: TapeNode) -> String {
        switch node.content {
        case .scalar(let text, _):
            let short = text.count > 40 ? text.prefix(37) + "…" : Substring(text)
            return "the text '\(short.replacingScalar("\n", with: " "))'"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        case .alias(let name): return "an alias '*\(name)'"
        }
    }

    /// A field as messages name it: `'title'`, or `an item of 'options'` as it is.
    func fieldName(_ field: String) -> String {
        field.hasPrefix("an item of ") ? field : "'\(field)'"
    }

    private func describe(_ range: ClosedRange<Int>) -> String {
        if range.upperBound == .max { return "at least \(range.lowerBound)" }
        return "from \(range.lowerBound) to \(range.upperBound)"
    }
}
