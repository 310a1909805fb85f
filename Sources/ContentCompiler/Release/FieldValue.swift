import ContentRuntime
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A value as a bundle holds it, in JSON terms: what two releases' fields are compared by.
///
/// Comparing the encoded form, not the Swift properties, keeps the diff in
/// step with the bundle format: a field a later format adds is compared too.
enum FieldValue: Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([FieldValue])
    case object([String: FieldValue])

    /// A value of the tree a value encodes to: what decoding its JSON gives,
    /// numbers as `Double` (an integer's digits read as one).
    init(_ value: CanonicalJSON.Value) {
        switch value {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .integer(let digits): self = .number(Double(digits) ?? .nan)
        case .number(let value): self = .number(value)
        case .string(let value): self = .string(value)
        case .array(let array): self = .array(array.items.map(FieldValue.init))
        case .object(let object):
            self = .object(Dictionary(object.members.map { ($0.key, FieldValue($0.value)) }) { _, last in last })
        }
    }

    /// The fields of a value that encodes as a JSON object, by key; empty if it cannot be encoded.
    static func fields(of value: some Encodable) -> [String: FieldValue] {
        guard let tree = try? CanonicalJSON.tree(of: value), case .object(let fields) = FieldValue(tree) else { return [:] }
        return fields
    }

    /// The names of the fields that differ, sorted; fields holding objects on
    /// both sides are compared member by member (`primer.story`).
    static func differences(_ old: [String: FieldValue], _ new: [String: FieldValue], prefix: String = "") -> [String] {
        var names: [String] = []
        for key in Set(old.keys).union(new.keys).sorted() where old[key] != new[key] {
            if case .object(let oldMembers)? = old[key], case .object(let newMembers)? = new[key] {
                names += differences(oldMembers, newMembers, prefix: prefix + key + ".")
            } else {
                names.append(prefix + key)
            }
        }
        return names
    }

    /// The value at a dotted field name (`learning.mastery.solid`) of an object's fields.
    static func value(at field: String, in fields: [String: FieldValue]) -> FieldValue? {
        var parts = field.split(separator: ".").map(String.init)[...]
        guard let first = parts.popFirst() else { return nil }
        var value = fields[first]
        for part in parts {
            guard case .object(let members)? = value else { return nil }
            value = members[part]
        }
        return value
    }

    /// The value as compact JSON with sorted keys: `0.8`, `"stage"`,
    /// `[{"coins":75,"diamonds":3,"maxErrors":0}]`.
    var compactText: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let value): DecimalNumber.format(value)
        case .string(let value): "\"" + value + "\""
        case .array(let items): "[" + items.map(\.compactText).joined(separator: ",") + "]"
        case .object(let members):
            "{" + members.keys.sorted().map { "\"\($0)\":" + members[$0]!.compactText }.joined(separator: ",") + "}"
        }
    }

    /// The changes of the rule fields among `names`, with their old and new values.
    static func ruleChanges(_ names: [String], old: [String: FieldValue], new: [String: FieldValue]) -> [FieldChange] {
        names.filter(ReleaseChange.isRule).map { name in
            FieldChange(field: name, old: value(at: name, in: old)?.compactText ?? "none",
                        new: value(at: name, in: new)?.compactText ?? "none")
        }
    }
}
