@testable import ContentCompiler
import Foundation
import Testing

/// The shapes the diagnoses know (``ContentShape``) against the editor schemas
/// of `schemas/`, which describe the same files: the same keys in every
/// mapping, and a nested shape for every key whose value is a mapping or a
/// list of mappings, so that a field added with a mapping of its own is not
/// forgotten by the diagnoses.
@Suite struct ContentShapeTests {
    static let shapes: [(SourceKind, ContentShape)] = [
        (.contentc, .manifest), (.book, .book), (.idea, .idea), (.course, .course), (.section, .section),
    ]

    @Test(arguments: shapes.map(\.0))
    func shapeMatchesTheEditorSchema(_ kind: SourceKind) throws {
        let schema = try SchemaDocument(kind)
        let shape = try #require(Self.shapes.first { $0.0 == kind }?.1)
        var differences: [String] = []
        compare(shape, with: schema.root, in: schema, at: kind.schemaFileName, differences: &differences)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }

    /// The properties a schema object defines, with `$ref` and `allOf` followed.
    private func properties(of object: [String: Any], in schema: SchemaDocument) -> [String: [String: Any]] {
        let resolved = schema.resolved(object)
        var result: [String: [String: Any]] = [:]
        for (name, value) in resolved["properties"] as? [String: Any] ?? [:] {
            if let property = value as? [String: Any] { result[name] = schema.resolved(property) }
        }
        for part in resolved["allOf"] as? [[String: Any]] ?? [] {
            result.merge(properties(of: part, in: schema)) { first, _ in first }
        }
        return result
    }

    /// The schema of a list's items, with `$ref` and `allOf` followed, when they are objects.
    private func itemObject(of property: [String: Any], in schema: SchemaDocument) -> [String: Any]? {
        guard let items = property["items"] as? [String: Any] else { return nil }
        let resolved = schema.resolved(items)
        return properties(of: resolved, in: schema).isEmpty ? nil : resolved
    }

    private func compare(_ shape: ContentShape, with object: [String: Any], in schema: SchemaDocument, at path: String,
                         differences: inout [String]) {
        guard !shape.isOpen else { return }
        let properties = properties(of: object, in: schema)
        if Set(properties.keys) != Set(shape.keys) {
            differences.append("\(path) (\(shape.what)): the schema has \(properties.keys.sorted()), the shape \(shape.keys.sorted())")
        }
        for (key, property) in properties.sorted(by: { $0.key < $1.key }) {
            let here = "\(path).\(key)"
            switch shape.fields[key] {
            case .mapping(let child)?:
                compare(child, with: property, in: schema, at: here, differences: &differences)
            case .listOfMappings(let child)?:
                guard let item = itemObject(of: property, in: schema) else {
                    differences.append("\(here): the shape has a list of mappings, the schema not")
                    continue
                }
                compare(child, with: item, in: schema, at: here, differences: &differences)
            case .list?:
                if property["type"] as? String != "array" { differences.append("\(here): the shape has a list, the schema not") }
            case nil:
                if !self.properties(of: property, in: schema).isEmpty {
                    differences.append("\(here): the schema has a mapping, the shape no field for it")
                } else if itemObject(of: property, in: schema) != nil {
                    differences.append("\(here): the schema has a list of mappings, the shape no field for it")
                }
            }
        }
    }
}
