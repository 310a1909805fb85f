@testable import ContentCompiler
import ContentRuntime
import ContentTestSupport
import Foundation
import Testing

/// `FieldValue.fields(of:)`, taken from the tree a value encodes to, against
/// what `JSONEncoder` writes and `JSONDecoder` reads back of the same value.
@Suite struct FieldValueTests {
    /// A JSON value as `JSONDecoder` reads it, trying each type in turn.
    private enum DecodedValue: Decodable, Equatable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([DecodedValue])
        case object([String: DecodedValue])

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
            } else if let value = try? container.decode([DecodedValue].self) {
                self = .array(value)
            } else {
                self = .object(try container.decode([String: DecodedValue].self))
            }
        }

        /// The same value as a field value.
        var field: FieldValue {
            switch self {
            case .null: .null
            case .bool(let value): .bool(value)
            case .number(let value): .number(value)
            case .string(let value): .string(value)
            case .array(let items): .array(items.map(\.field))
            case .object(let members): .object(members.mapValues(\.field))
            }
        }
    }

    /// The fields of a value read back from `JSONEncoder`'s bytes; empty if it cannot be encoded.
    private func decodedFields(of value: some Encodable) -> [String: FieldValue] {
        guard let data = try? JSONEncoder().encode(value),
              case .object(let members)? = try? JSONDecoder().decode(DecodedValue.self, from: data) else { return [:] }
        return members.mapValues(\.field)
    }

    /// Values at the edges of what JSON holds.
    private struct Edges: Encodable {
        var integers: [Int] = [0, -1, 7, Int.max, Int.min, 1 << 53 + 1]
        var unsigned: UInt64 = .max
        var doubles: [Double] = [0.1, -0.0, 5, 1e-7, 1.5e300, -2.5e-300, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 1.0 / 3]
        var texts: [String] = ["", "\"quoted\" \\ / \n\t\u{1}", "naïve 日本 🎉", "\u{7F}\u{2028}"]
        var flags: [Bool] = [true, false]
        var missing: String?
        var present: String? = "here"
        var nested: [String: [Int]] = ["b": [], "a": [1, 2]]
        var empty: [String: Int] = [:]
    }

    @Test func edgeValuesGiveTheFieldsJSONDecoderReads() {
        let fields = FieldValue.fields(of: Edges())
        #expect(fields == decodedFields(of: Edges()))
        #expect(fields["missing"] == nil && fields["present"] == .string("here"))
        #expect(fields["unsigned"] == .number(Double(UInt64.max)))
    }

    @Test func aValueWithNoJSONFormHasNoFields() {
        struct Infinite: Encodable { var value = Double.infinity }
        #expect(FieldValue.fields(of: Infinite()).isEmpty)
        #expect(decodedFields(of: Infinite()).isEmpty)
    }

    @Test func everyItemOfAReleaseGivesTheFieldsJSONDecoderReads() throws {
        let output = try #require(try TemporaryProject().compile().output)
        let bundles = ReleaseBundle.all(in: ReleaseContent(output))
        let entries = bundles.flatMap { [$0.root] + $0.members }
        #expect(Set(entries.map(\.item.kind)).count == 7, "every kind of item is compared")
        for entry in entries {
            let expected: [String: FieldValue] = switch entry.value {
            case .book(let value): decodedFields(of: value)
            case .idea(let value): decodedFields(of: value)
            case .course(let value): decodedFields(of: value)
            case .section(let value): decodedFields(of: value)
            case .lesson(let value): decodedFields(of: value)
            case .question(let value): decodedFields(of: value)
            case .achievement(let value): decodedFields(of: value)
            }
            #expect(!expected.isEmpty)
            #expect(entry.value.fields == expected, "\(entry.item.kind) \(entry.item.id)")
        }
    }
}
