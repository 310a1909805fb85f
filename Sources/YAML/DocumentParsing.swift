/// Parses every document of a YAML stream into node trees, read off the
/// stream's ``EventTape``.
///
/// - Parameters:
///   - bytes: The file's contents (UTF-8).
///   - limits: Bounds on depth, sizes and node count.
/// - Returns: The documents in order; an empty file gives none.
/// - Throws: ``YAMLError`` for the first syntax, encoding or limit problem.
public func parseDocuments(_ bytes: some Collection<UInt8>, limits: ParserLimits = .content) throws(YAMLError) -> [Document] {
    try EventTape(bytes: bytes, limits: limits).documents.map {
        Document(root: $0.root.tree, start: $0.start, hasExplicitStart: $0.hasExplicitStart)
    }
}
