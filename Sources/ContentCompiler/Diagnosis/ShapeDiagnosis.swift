import YAML

extension Rule {
    /// S114: keys and list items are indented where they belong.
    static let indentation = Rule(
        code: "S114", name: "schema.indentation",
        summary: "keys and list items are indented where they belong",
        explanation: """
        YAML reads structure from indentation: the keys of one mapping start in one \
        column, the keys of a mapping inside it further right, and the `-` of the \
        items of one list in one column. A line in the wrong column can still be \
        valid YAML that means something else: a key written in the column of \
        `unlock:` instead of under it leaves `unlock` empty; a key outdented after \
        the last question of a lesson becomes a key of the lesson; a list item \
        indented further than its siblings becomes more of the text of the item \
        above. The message names the mapping the key belongs to and the column to \
        put it in; nothing else about the moved lines is reported until it is \
        fixed.
        """)
}

/// Finds the mistakes that leave a file valid YAML of the wrong shape, because
/// of indentation, and reports each at the line the author has to change:
///
/// - a key that belongs to another mapping by its meaning, written in the
///   column of this one: under a key above that was left empty, into the
///   mapping that ends just above, or out of the parent mapping
///   (``ShapeDiagnosis+MisplacedKeys.swift``);
/// - a key or a list item swallowed into the multi-line text above it, or a
///   list whose first item lost its `- ` (``ShapeDiagnosis+Swallowed.swift``);
/// - a list item that lost its `- `, so its keys repeat the item above
///   (``ShapeDiagnosis+RepeatedItem.swift``).
///
/// It walks the node tree with the file kind's ``ContentShape`` and the file's
/// lines; what it reports is returned as ``ShapeFindings`` for the decoder.
struct ShapeDiagnosis {
    /// The file, for diagnostics.
    let file: String
    /// The file's contents.
    let bytes: [UInt8]
    /// The file's lines, split only when a diagnosis reads them.
    lazy var lines = SourceLines(bytes)
    /// What has been reported.
    var findings = ShapeFindings()
    /// Where the mistakes are reported.
    var log: DiagnosticLog

    /// A mapping on the way from the root to the one being walked, with the
    /// pair whose value holds the next one (directly or as a list item).
    struct Ancestor {
        var node: Node
        var shape: ContentShape
        var pair: Node.Pair
    }

    /// Reports the shape mistakes of a file.
    ///
    /// - Returns: What was reported, for the decoder.
    static func find(in root: Node, shape: ContentShape, bytes: [UInt8], file: String,
                     log: inout DiagnosticLog) -> ShapeFindings {
        var diagnosis = ShapeDiagnosis(file: file, bytes: bytes, log: log)
        var ancestors: [Ancestor] = []
        diagnosis.walk(root, shape: shape, ancestors: &ancestors, listColumn: nil)
        log = diagnosis.log
        return diagnosis.findings
    }

    /// Walks a mapping of a known shape and everything inside it.
    ///
    /// - Parameter listColumn: The column of the `-` of the list the mapping is an item of.
    /// - Parameter ancestors: The mappings around it, outermost first; as it was when the walk returns.
    private mutating func walk(_ node: Node, shape: ContentShape, ancestors: inout [Ancestor], listColumn: Int?) {
        guard case .mapping(let pairs) = node.content, !shape.isOpen else { return }
        if !node.isFlow {
            if let listColumn { reportRepeatedItem(node, pairs: pairs, listColumn: listColumn) }
            reportSwallowedKeys(node, pairs: pairs, shape: shape)
            reportMisplacedKeys(node, pairs: pairs, shape: shape, ancestors: ancestors)
        }
        for pair in pairs {
            guard let key = pair.key.scalarValue, shape.has(key), let field = shape.fields[key] else { continue }
            switch field {
            case .mapping(let child):
                ancestors.append(Ancestor(node: node, shape: shape, pair: pair))
                walk(pair.value, shape: child, ancestors: &ancestors, listColumn: nil)
                ancestors.removeLast()
            case .listOfMappings(let child):
                guard case .sequence(let items) = pair.value.content else {
                    reportListWithoutFirstDash(pair.value, key: key, in: node)
                    continue
                }
                ancestors.append(Ancestor(node: node, shape: shape, pair: pair))
                for item in items {
                    walk(item, shape: child, ancestors: &ancestors, listColumn: pair.value.isFlow ? nil : pair.value.start.column)
                }
                ancestors.removeLast()
            case .list:
                reportListWithoutFirstDash(pair.value, key: key, in: node)
                reportSwallowedItems(pair.value, key: key, keyColumn: pair.key.start.column)
            }
        }
    }
}

extension ContentShape {
    /// What the mapping is, with "the": "the question", "contentc.yaml".
    var definite: String {
        if what.hasPrefix("a ") { return "the " + what.dropFirst(2) }
        if what.hasPrefix("an ") { return "the " + what.dropFirst(3) }
        return what
    }
}
