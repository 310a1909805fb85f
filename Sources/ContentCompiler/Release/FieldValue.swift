import Foundation

/// A value as a bundle holds it, in JSON terms: what two releases' fields are compared by.
///
/// Comparing the encoded form, not the Swift properties, keeps the diff in
/// step with the bundle format: a field a later format adds is compared too.
enum FieldValue: Hashable, Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([FieldValue])
    case object([String: FieldValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([FieldValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: FieldValue].self))
        }
    }

    /// The fields of a value that encodes as a JSON object, by key; empty if it cannot be encoded.
    static func fields(of value: some Encodable) -> [String: FieldValue] {
        guard let data = try? JSONEncoder().encode(value),
              case .object(let fields)? = try? JSONDecoder().decode(FieldValue.self, from: data) else { return [:] }
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
