import ContentTestSupport
import Foundation
import Testing

/// One editor schema of `schemas/`, parsed, for tests that read its structure.
struct SchemaDocument {
    /// Which schema it is.
    let kind: SourceKind
    /// The top-level object.
    let root: [String: Any]

    /// Reads `schemas/<kind>.schema.json`.
    init(_ kind: SourceKind) throws {
        self.kind = kind
        let url = ContentFixtures.packageRoot.appendingPathComponent("schemas").appendingPathComponent(kind.schemaFileName)
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        root = try #require(object as? [String: Any], "\(kind.schemaFileName) is not a JSON object")
    }

    /// The schemas under `$defs`, by name.
    var definitions: [String: Any] { root["$defs"] as? [String: Any] ?? [:] }

    /// The definition a schema refers to with `"$ref": "#/$defs/<name>"`, or the schema itself.
    func resolved(_ schema: [String: Any]) -> [String: Any] {
        guard let reference = schema["$ref"] as? String, reference.hasPrefix("#/$defs/") else { return schema }
        return definitions[String(reference.dropFirst("#/$defs/".count))] as? [String: Any] ?? schema
    }

    /// A schema that gives `examples`, made standalone, with its examples, as JSON text.
    struct Examples {
        /// Where the examples are, as a JSON pointer: `#/properties/title`.
        var pointer: String
        /// The schema without its examples, with this document's `$defs` beside it.
        var schema: String
        var examples: [String]
    }

    /// Every schema in the document that gives examples.
    func examples() throws -> [Examples] {
        var found: [Examples] = []
        func visit(_ value: Any, at pointer: String) throws {
            if let items = value as? [Any] {
                for (index, item) in items.enumerated() { try visit(item, at: "\(pointer)/\(index)") }
                return
            }
            guard var object = value as? [String: Any] else { return }
            if let examples = object.removeValue(forKey: "examples") as? [Any] {
                let standalone: [String: Any] = ["$defs": definitions, "allOf": [object]]
                found.append(Examples(pointer: pointer, schema: try Self.json(standalone),
                                      examples: try examples.map(Self.json)))
            }
            for (key, child) in object { try visit(child, at: "\(pointer)/\(key)") }
        }
        try visit(root, at: "#")
        return found.sorted { $0.pointer < $1.pointer }
    }

    private static func json(_ value: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys]), as: UTF8.self)
    }

    /// Where a property is defined without a description, directly or in the
    /// definition it refers to, as `…/properties/<name>`.
    func propertiesWithoutDescription() -> [String] {
        definitionsOfProperties().flatMap { pointer, object in
            (object["properties"] as? [String: Any] ?? [:]).compactMap { name, property in
                guard let schema = property as? [String: Any],
                      schema["description"] == nil, resolved(schema)["description"] == nil else { return nil }
                return "\(pointer)/properties/\(name)"
            }
        }.sorted()
    }

    /// Where an object's properties are defined but unknown keys are not refused
    /// (`additionalProperties: false` is missing), as JSON pointers.
    func objectsAllowingUnknownKeys() -> [String] {
        definitionsOfProperties().filter { $0.object["additionalProperties"] as? Bool != false }.map(\.pointer).sorted()
    }

    /// Every schema that defines `properties`, with its JSON pointer.
    ///
    /// Conditions (`if`, `then`, `else`, `not`) only restate properties defined
    /// elsewhere, and are not searched.
    private func definitionsOfProperties() -> [(pointer: String, object: [String: Any])] {
        var found: [(pointer: String, object: [String: Any])] = []
        func visit(_ value: Any, at pointer: String) {
            if let items = value as? [Any] {
                for (index, item) in items.enumerated() { visit(item, at: "\(pointer)/\(index)") }
                return
            }
            guard let object = value as? [String: Any] else { return }
            if object["properties"] is [String: Any] { found.append((pointer, object)) }
            for (key, child) in object where !["if", "then", "else", "not"].contains(key) {
                visit(child, at: "\(pointer)/\(key)")
            }
        }
        visit(root, at: "#")
        return found
    }
}
