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

    /// Where a property is defined without a description, directly or in the
    /// definition it refers to, as `…/properties/<name>`.
    ///
    /// Conditions (`if`, `then`, `else`, `not`) only restate properties defined
    /// elsewhere, and are not searched.
    func propertiesWithoutDescription() -> [String] {
        var found: [String] = []
        func visit(_ value: Any, at path: String) {
            if let items = value as? [Any] {
                for (index, item) in items.enumerated() { visit(item, at: "\(path)/\(index)") }
                return
            }
            guard let object = value as? [String: Any] else { return }
            for (key, child) in object where !["if", "then", "else", "not"].contains(key) {
                if key == "properties", let properties = child as? [String: Any] {
                    for (name, property) in properties {
                        guard let schema = property as? [String: Any] else { continue }
                        if schema["description"] == nil, resolved(schema)["description"] == nil {
                            found.append("\(path)/properties/\(name)")
                        }
                    }
                }
                visit(child, at: "\(path)/\(key)")
            }
        }
        visit(root, at: "#")
        return found.sorted()
    }
}
