/// Parses every document of a YAML stream into node trees.
///
/// - Parameters:
///   - bytes: The file's contents (UTF-8).
///   - limits: Bounds on depth, sizes and node count.
/// - Returns: The documents in order; an empty file gives none.
/// - Throws: ``YAMLError`` for the first syntax, encoding or limit problem.
public func parseDocuments(_ bytes: some Collection<UInt8>, limits: ParserLimits = .content) throws(YAMLError) -> [Document] {
    var composer = Composer(parser: try EventParser(bytes: bytes, limits: limits))
    return try composer.documents()
}

/// Builds nodes from the event stream. Recursion depth is bounded by the
/// parser's depth limit.
private struct Composer {
    let parser: EventParser

    mutating func documents() throws(YAMLError) -> [Document] {
        var documents: [Document] = []
        while let event = try parser.next() {
            guard case .documentStart(let explicit) = event.kind else { continue }
            guard let first = try parser.next() else { break }
            let root = try node(from: first)
            // Consume the document end.
            _ = try parser.next()
            documents.append(Document(root: root, start: event.start, hasExplicitStart: explicit))
        }
        return documents
    }

    private func node(from event: Event) throws(YAMLError) -> Node {
        switch event.kind {
        case .scalar(let scalar):
            return Node(content: .scalar(scalar.value, scalar.style), tag: scalar.tag,
                        anchor: scalar.anchor, start: event.start, end: event.end)
        case .alias(let name):
            return Node(content: .alias(name), start: event.start, end: event.end)
        case .sequenceStart(let collection):
            var items: [Node] = []
            while let next = try parser.next() {
                if case .sequenceEnd = next.kind {
                    return Node(content: .sequence(items), tag: collection.tag, anchor: collection.anchor,
                                isFlow: collection.isFlow, start: event.start, end: next.end)
                }
                items.append(try node(from: next))
            }
        case .mappingStart(let collection):
            var pairs: [Node.Pair] = []
            while let next = try parser.next() {
                if case .mappingEnd = next.kind {
                    return Node(content: .mapping(pairs), tag: collection.tag, anchor: collection.anchor,
                                isFlow: collection.isFlow, start: event.start, end: next.end)
                }
                let key = try node(from: next)
                guard let valueEvent = try parser.next() else { break }
                pairs.append(Node.Pair(key: key, value: try node(from: valueEvent)))
            }
        default:
            break
        }
        throw YAMLError(kind: .syntax, message: "unexpected end of the YAML event stream", mark: event.start)
    }
}
