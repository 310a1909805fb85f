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
}
