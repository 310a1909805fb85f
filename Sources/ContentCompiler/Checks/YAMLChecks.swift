import YAML

extension Rule {
    /// Y101: the file must be valid YAML.
    static let yamlSyntax = Rule(
        code: "Y101", name: "yaml.syntax",
        summary: "the file must be valid YAML",
        explanation: """
        The file could not be read as YAML. The YAML parser notices a mistake where \
        it can no longer go on, often lines after it, so contentc looks back and names \
        the most likely mistake at the line where it was made: a quote that is never \
        closed (at the opening quote), an apostrophe that ends single quotes early \
        (write it twice, `''`, or use double quotes), a line indented differently from \
        the keys or items around it, a value holding `: ` or ` #` that is not quoted, \
        a bracket left open, a key without its `:`, a value starting with a character \
        YAML reserves (`*`, `&`, `[`, `>`, `@`, `- `…), or a tab used for indentation. \
        The parser's own report follows as a note, at the place it stopped.
        When no cause is certain, the error is reported where the parser stopped: \
        look at the lines above it too.
        """)

    /// Y102: the file must be UTF-8 text.
    static let yamlEncoding = Rule(
        code: "Y102", name: "yaml.encoding",
        summary: "the file must be UTF-8 text without control characters",
        explanation: """
        Content files are UTF-8 text. A file saved as UTF-16 or UTF-32, in a legacy \
        encoding such as Latin-1, or containing control characters (often pasted in \
        invisibly) is rejected at the first offending byte. So is a next line \
        character (NEL, U+0085), line separator (U+2028) or paragraph separator \
        (U+2029): YAML reads each as a line break and editors do not, so every line \
        number after it would be off by one, and in quotes a NEL becomes a space. \
        Re-save the file as UTF-8 and delete any invisible characters.
        """)

    /// Y103: a content file must not be empty.
    static let yamlEmptyFile = Rule(
        code: "Y103", name: "yaml.empty-file",
        summary: "a content file must hold a document",
        explanation: """
        The file is empty or holds only comments. Every content file describes \
        something (a book, an idea, a course, a section): write its fields, or delete \
        the file.
        """)

    /// Y104: one document per file.
    static let yamlMultipleDocuments = Rule(
        code: "Y104", name: "yaml.multiple-documents",
        summary: "a content file holds exactly one YAML document",
        explanation: """
        A `---` line inside a file starts a second YAML document. Each content file \
        holds one: move the second document to its own file, or remove the `---`.
        """)

    /// Y105: hostile-input limits.
    static let yamlLimits = Rule(
        code: "Y105", name: "yaml.limits",
        summary: "nesting, value sizes and file size stay within limits",
        explanation: """
        To stay fast and safe on any input, a content file may nest lists and mappings \
        at most 256 levels deep, hold values of at most 1 MiB, at most 1,000,000 values, \
        and be at most 16 MiB. Real content is far below these limits; split very \
        large files.
        """)

    /// Y106: duplicate keys.
    static let yamlDuplicateKey = Rule(
        code: "Y106", name: "yaml.duplicate-key",
        summary: "a key appears at most once in a mapping",
        explanation: """
        The same key is written twice in one mapping. YAML parsers disagree on which \
        value wins, so contentc refuses both. Keep one of them; the note points at the \
        first.
        """)

    /// Y107: anchors and aliases.
    static let yamlAnchor = Rule(
        code: "Y107", name: "yaml.anchor-alias",
        summary: "anchors (&name) and aliases (*name) are not allowed",
        explanation: """
        Anchors and aliases let YAML reuse a value, but they make content harder to \
        read and open the door to "billion laughs" attacks, where a few lines expand \
        into gigabytes. Write the value out where it is used.
        """)

    /// Y108: merge keys.
    static let yamlMergeKey = Rule(
        code: "Y108", name: "yaml.merge-key",
        summary: "merge keys (<<) are not allowed",
        explanation: """
        A `<<` key merges another mapping into this one. Content files spell out every \
        field, so the merged values are visible where they apply: write the keys out.
        """)

    /// Y109: tags.
    static let yamlTag = Rule(
        code: "Y109", name: "yaml.tag",
        summary: "only the tags !!str, !!int, !!float and !!bool are allowed",
        explanation: """
        Explicit tags other than !!str, !!int, !!float and !!bool (such as !!binary, \
        !!set, or custom !tags) have no meaning in content. Remove the tag; a field's \
        type is given by the field itself, so `title: 2024` is already text.
        """)
}

/// The core tags an author may write, fully resolved.
let allowedTags: Set<String> = [
    "tag:yaml.org,2002:str", "tag:yaml.org,2002:int", "tag:yaml.org,2002:float", "tag:yaml.org,2002:bool",
]

/// Parses a content file into its one document's root node, reporting every
/// YAML-level problem: syntax, encoding, limits, emptiness, extra documents,
/// duplicate keys, anchors, aliases, merge keys and tags.
///
/// - Returns: The root node, or `nil` when the file holds nothing to decode.
func parseContentFile(_ bytes: [UInt8], file: String, log: inout DiagnosticLog) -> TapeNode? {
    guard let root = readDocument(bytes, file: file, shape: nil, log: &log) else { return nil }
    checkRestrictions(root, file: file, reportedKeys: [], log: &log)
    return root
}

/// Parses a content file into its one document's root node, reporting syntax,
/// encoding and limit problems, emptiness and extra documents; the
/// restrictions on the document's values are left to ``checkRestrictions(_:file:reportedKeys:log:)``.
///
/// - Parameter shape: The shape of the file's kind, which tells a syntax
///   error's likely cause better (``SyntaxDiagnosis``).
/// - Returns: The root node, or `nil` when the file holds nothing to decode.
func readDocument(_ bytes: [UInt8], file: String, shape: ContentShape?, log: inout DiagnosticLog) -> TapeNode? {
    // Checked first: after a line break only YAML sees, all its marks would be a line off.
    if let error = HiddenLineBreak.error(in: bytes) {
        log.report(.yamlEncoding, error.message, file: file, at: error.mark, hint: error.hint)
        return nil
    }
    let documents: [TapeDocument]
    do {
        documents = try EventTape(bytes: bytes).documents
    } catch {
        reportYAMLError(error, bytes: bytes, file: file, shape: shape, log: &log)
        return nil
    }
    guard let first = documents.first, documents.count > 1 || !isEmptyDocument(first) else {
        log.report(.yamlEmptyFile, "file is empty: it holds no content", file: file, at: .start,
                   hint: "write the file's fields, or delete the file")
        return nil
    }
    for extra in documents.dropFirst() {
        log.report(.yamlMultipleDocuments, "a second YAML document starts here; a content file holds one document",
                   file: file, at: extra.start,
                   notes: [.init("the first document starts here", at: SourceLocation(file: file, mark: first.start))],
                   hint: "move the second document to its own file, or remove the '---' line")
    }
    // With several documents, an empty first one is not the file's content: Y104 says what to do.
    guard !isEmptyDocument(first) else { return nil }
    return first.root
}

/// An empty document: nothing but an empty plain scalar (a file of `---` or comments).
private func isEmptyDocument(_ document: TapeDocument) -> Bool {
    let root = document.root
    return root.style == .plain && root.isScalar("") && !root.hasTag && root.anchor == nil
}

private func reportYAMLError(_ error: YAMLError, bytes: [UInt8], file: String, shape: ContentShape?,
                             log: inout DiagnosticLog) {
    let rule: Rule = switch error.kind {
    case .syntax: .yamlSyntax
    case .encoding: .yamlEncoding
    case .limit: .yamlLimits
    }
    if let diagnosis = SyntaxDiagnosis.diagnose(error, bytes: bytes, shape: shape) {
        log.report(rule, diagnosis.message, file: file, at: diagnosis.mark,
                   notes: [SyntaxDiagnosis.parserNote(for: error, file: file)], hint: diagnosis.hint)
        return
    }
    guard let context = error.context, context.mark != error.mark else {
        log.report(rule, error.message, file: file, at: error.mark, hint: error.hint)
        return
    }
    // A quote or bracket left open is only found at the end of the file: point
    // at where it was opened, which is where the author has to look.
    let end = bytes.withUnsafeBytes { Mark(byteOffset: bytes.count, in: $0) }
    if error.kind == .syntax, error.mark >= end {
        log.report(rule, error.message, file: file, at: context.mark,
                   notes: [.init("the file ends here", at: SourceLocation(file: file, mark: error.mark))],
                   hint: error.hint)
        return
    }
    let note = Diagnostic.Note(context.message + " that starts here", at: SourceLocation(file: file, mark: context.mark))
    log.report(rule, error.message, file: file, at: error.mark, notes: [note], hint: error.hint)
}

/// Reports the anchors, aliases, disallowed tags, merge keys and duplicate
/// keys of a document, as its tape recorded them, except duplicates among
/// `reportedKeys` (a list item that lost its `- `, reported as such): then
/// the first occurrence of a key is the first one not among them.
func checkRestrictions(_ root: TapeNode, file: String, reportedKeys: Set<Mark>, log: inout DiagnosticLog) {
    // The first occurrence kept of each repeated key, by the mark of its first occurrence written.
    var firstKept: [Mark: TapeNode] = [:]
    for restriction in root.restrictions {
        let node = restriction.node
        switch restriction.kind {
        case .anchor:
            let anchor = node.anchor ?? ""
            log.report(.yamlAnchor, "anchor '&\(anchor)' is not allowed in content files", file: file, at: node.start,
                       hint: TextReadAsStructure.hint(forIndicator: "&" + anchor, before: node).map { $0 + "; otherwise remove '&\(anchor)'" }
                           ?? "remove '&\(anchor)' and write the value out wherever it is used")
        case .tag:
            guard let tag = node.tag, !allowedTags.contains(tag) else { continue }
            log.report(.yamlTag, "tag '\(displayTag(tag))' is not allowed; only !!str, !!int, !!float and !!bool are",
                       file: file, at: node.start,
                       hint: TextReadAsStructure.hint(forIndicator: displayTag(tag), before: node).map { $0 + "; otherwise remove the tag" }
                           ?? "remove the tag: the field decides the value's type")
        case .alias:
            let name = node.withText { String(decoding: $0, as: UTF8.self) }
            log.report(.yamlAnchor, "alias '*\(name)' is not allowed in content files", file: file, at: node.start,
                       hint: "write the value out here instead of referring to '&\(name)'")
        case .mergeKey:
            log.report(.yamlMergeKey, "merge key '<<' is not allowed in content files", file: file,
                       at: node.start, hint: "write the merged keys out in this mapping")
        case .repeatedKey:
            guard let written = restriction.first else { continue }
            var first = written
            if !reportedKeys.isEmpty {
                if reportedKeys.contains(node.start) { continue }
                guard let kept = firstKept[written.start] ?? (reportedKeys.contains(written.start) ? nil : written) else {
                    firstKept[written.start] = node
                    continue
                }
                firstKept[written.start] = kept
                first = kept
            }
            let key = node.scalarValue ?? ""
            log.report(.yamlDuplicateKey, "duplicate key '\(key)' in this mapping", file: file, at: node.start,
                       notes: [.init("'\(key)' is first written here", at: SourceLocation(file: file, mark: first.start))],
                       hint: "keep one of the two")
        }
    }
}

/// `!!str` for core tags, `!name` for local ones, as an author writes them.
func displayTag(_ tag: String) -> String {
    let core = "tag:yaml.org,2002:"
    return tag.hasPrefix(core) ? "!!" + tag.dropFirst(core.count) : tag
}
