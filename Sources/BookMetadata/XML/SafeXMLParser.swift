import CLibXML2
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Parses untrusted XML with libxml2, refusing everything that could read a
/// file, reach the network or expand without bound.
///
/// libxml2 2.9.14 has no `XML_PARSE_NO_XXE`, and `XML_PARSE_NONET` blocks only
/// http and ftp, so the defences are ours:
/// - a deny-all external entity loader, installed before the first parse;
/// - parsing from memory with `XML_PARSE_NONET` and without NOENT, DTDLOAD,
///   DTDATTR, DTDVALID, XINCLUDE or HUGE (libxml2's default limits stay: 256
///   levels of nesting, 10 MB text nodes);
/// - the SAX entity declaration handler replaced by one that stops the parser,
///   so a declared entity is never registered, let alone expanded;
/// - text nodes and attribute values over 10 MB, entity-reference nodes and
///   XInclude elements refused while the tree is
///   copied out, iteratively, into `ParsedElement`s;
/// - input capped at 16 MiB, and gzip, xz and zip bytes refused up front.
///
/// Errors come through libxml2's structured handler with their line numbers.
enum SafeXMLParser {
    /// The largest file read: 16 MiB.
    static let maximumInputBytes = 16 * 1024 * 1024
    /// The longest text node or attribute value kept: 10 MB, libxml2's own
    /// limit for text nodes, which it does not enforce on text it reads in one chunk.
    static let maximumTextBytes = 10_000_000

    /// How many external loads the deny-all loader has refused in this process.
    static var refusedExternalLoads: Int { LoaderGuard.refusals.value }

    /// Parses `bytes` into the root element.
    static func parse(_ bytes: [UInt8]) throws(MetadataError) -> ParsedElement {
        guard bytes.count <= maximumInputBytes else {
            throw .fileTooLarge(bytes: bytes.count, limit: maximumInputBytes)
        }
        if let kind = compressionKind(bytes) { throw .notPlainXML(kind: kind) }
        LoaderGuard.installOnce()

        guard let context = xmlNewParserCtxt() else {
            throw .malformed(message: "libxml2 could not allocate a parser", line: 1)
        }
        defer { xmlFreeParserCtxt(context) }
        let state = ParseState()
        let statePointer = Unmanaged.passUnretained(state).toOpaque()
        context.pointee._private = statePointer
        context.pointee.sax.pointee.entityDecl = { context, name, _, _, _, _ in
            SafeXMLParser.refuseEntity(context, name)
        }
        context.pointee.sax.pointee.unparsedEntityDecl = { context, name, _, _, _ in
            SafeXMLParser.refuseEntity(context, name)
        }

        xmlSetStructuredErrorFunc(statePointer) { data, error in
            guard let data, let error else { return }
            let state = Unmanaged<ParseState>.fromOpaque(data).takeUnretainedValue()
            state.record(error.pointee)
        }
        defer { xmlSetStructuredErrorFunc(nil, nil) }

        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue | XML_PARSE_BIG_LINES.rawValue)
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buffer.count, 1)) {
                xmlCtxtReadMemory(context, $0, Int32(buffer.count), nil, nil, options)
            }
        }
        defer { if let document { xmlFreeDoc(document) } }

        if let refused = state.refusedEntity { throw .entityDeclaration(name: refused.name, line: refused.line) }
        guard let document, context.pointee.wellFormed != 0 else {
            let first = state.errors.first
            // libxml2 raises encoding conversion errors without a line (0); the
            // parser stops where the converted text ends, on the offending line.
            let line = first.map { $0.line >= 1 ? $0.line : Int(context.pointee.input?.pointee.line ?? 1) } ?? 1
            throw .malformed(message: first?.message ?? "the document is empty or not XML", line: max(1, line))
        }
        if let subset = document.pointee.intSubset, subset.pointee.entities != nil || subset.pointee.pentities != nil {
            throw .entityDeclaration(name: "(in the internal subset)", line: subset.pointee.children.map { Int(xmlGetLineNo($0)) } ?? 1)
        }
        guard let root = xmlDocGetRootElement(document) else {
            throw .malformed(message: "the document has no root element", line: 1)
        }
        return try copyTree(root)
    }

    /// Parses an HTML fragment leniently (for descriptions written as HTML)
    /// into a synthetic root element. HTML has no external entities; the parser
    /// runs with network access off and its errors silenced.
    static func parseHTMLFragment(_ html: String) -> ParsedElement? {
        LoaderGuard.installOnce()
        let bytes = Array(("<html><body>" + html + "</body></html>").utf8)
        guard bytes.count <= maximumInputBytes else { return nil }
        xmlSetStructuredErrorFunc(nil) { _, _ in }
        defer { xmlSetStructuredErrorFunc(nil, nil) }
        let options = Int32(HTML_PARSE_NONET.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue)
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                htmlReadMemory($0, Int32(buffer.count), nil, "UTF-8", options)
            }
        }
        guard let document else { return nil }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document) else { return nil }
        return try? copyTree(root, entityReferencesAreText: true)
    }

    // MARK: - Internals

    /// What the callbacks of one parse found.
    private final class ParseState {
        var errors: [(message: String, line: Int)] = []
        var refusedEntity: (name: String, line: Int)?

        func record(_ error: xmlError) {
            guard error.level.rawValue >= XML_ERR_ERROR.rawValue, errors.count < 20 else { return }
            let message = error.message.map { String(cString: $0) } ?? "error \(error.code)"
            errors.append((message.trimmingSpacesAndLineBreaks(), Int(error.line)))
        }
    }

    private static func refuseEntity(_ context: UnsafeMutableRawPointer?, _ name: UnsafePointer<xmlChar>?) {
        guard let context else { return }
        let parser = context.assumingMemoryBound(to: xmlParserCtxt.self)
        if let pointer = parser.pointee._private {
            let state = Unmanaged<ParseState>.fromOpaque(pointer).takeUnretainedValue()
            if state.refusedEntity == nil {
                let line = parser.pointee.input.map { Int($0.pointee.line) } ?? 1
                state.refusedEntity = (name.map { String(cString: $0) } ?? "?", line)
            }
        }
        xmlStopParser(parser)
    }

    private static func compressionKind(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0x1F, 0x8B]) { return "gzip" }
        if bytes.starts(with: [0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00]) { return "xz" }
        if bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) { return "zip" }
        if bytes.starts(with: [0x42, 0x5A, 0x68]) { return "bzip2" }
        return nil
    }

    private static let xincludeNamespaces: Set<String> = [
        "http://www.w3.org/2001/XInclude", "http://www.w3.org/2003/XInclude",
    ]

    /// Copies libxml2's tree below `root` without recursion.
    private static func copyTree(_ root: xmlNodePtr, entityReferencesAreText: Bool = false) throws(MetadataError) -> ParsedElement {
        var stack: [(element: ParsedElement, next: xmlNodePtr?)] = [(try element(root), root.pointee.children)]
        while true {
            guard let node = stack[stack.count - 1].next else {
                let finished = stack.removeLast().element
                if stack.isEmpty { return finished }
                stack[stack.count - 1].element.children.append(.element(finished))
                continue
            }
            stack[stack.count - 1].next = node.pointee.next
            switch node.pointee.type {
            case XML_ELEMENT_NODE:
                stack.append((try element(node), node.pointee.children))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = node.pointee.content {
                    let length = strlen(content)
                    guard length <= maximumTextBytes else {
                        throw .malformed(message: "a text node of \(length) bytes is over the limit of \(maximumTextBytes) bytes",
                                         line: Int(xmlGetLineNo(node)))
                    }
                    stack[stack.count - 1].element.children.append(.text(String(cString: content)))
                }
            case XML_ENTITY_REF_NODE:
                let name = node.pointee.name.map { String(cString: $0) } ?? "?"
                if !entityReferencesAreText {
                    throw .entityReference(name: name, line: Int(xmlGetLineNo(node)))
                }
            default:
                continue  // comments, processing instructions
            }
        }
    }

    private static func element(_ node: xmlNodePtr) throws(MetadataError) -> ParsedElement {
        let line = Int(xmlGetLineNo(node))
        let namespace = node.pointee.ns?.pointee.href.map { String(cString: $0) }
        if let namespace, xincludeNamespaces.contains(namespace) { throw .xinclude(line: line) }
        var element = ParsedElement(
            name: node.pointee.name.map { String(cString: $0) } ?? "", namespace: namespace, line: line)
        var attribute = node.pointee.properties
        while let current = attribute {
            var value = ""
            var child = current.pointee.children
            while let text = child {
                if text.pointee.type == XML_ENTITY_REF_NODE {
                    throw .entityReference(name: text.pointee.name.map { String(cString: $0) } ?? "?", line: line)
                }
                if let content = text.pointee.content {
                    guard strlen(content) + value.utf8.count <= maximumTextBytes else {
                        throw .malformed(message: "an attribute value is over the limit of \(maximumTextBytes) bytes", line: line)
                    }
                    value += String(cString: content)
                }
                child = text.pointee.next
            }
            element.attributes.append(ParsedAttribute(
                name: current.pointee.name.map { String(cString: $0) } ?? "",
                namespace: current.pointee.ns?.pointee.href.map { String(cString: $0) },
                value: value))
            attribute = current.pointee.next
        }
        return element
    }
}

/// Installs the deny-all external entity loader exactly once per process.
private enum LoaderGuard {
    static let refusals = Counter()

    private static let installed: Void = {
        xmlInitParser()
        xmlSetExternalEntityLoader { _, _, _ in
            LoaderGuard.refusals.increment()
            return nil
        }
    }()

    static func installOnce() { _ = installed }

    final class Counter: @unchecked Sendable {
        private let lock = Lock()
        private var count = 0
        var value: Int { lock.withLock { count } }
        func increment() { lock.withLock { count += 1 } }
    }
}
