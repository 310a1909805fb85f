/// An `Encoder` that builds a ``CanonicalJSON`` value tree from any `Encodable`.
///
/// Values encode exactly as with `JSONEncoder`'s defaults (optionals that are
/// `nil` are left out; several keyed containers requested from one encoder
/// merge into one object), but the bytes are written by ``CanonicalJSON``,
/// never by Foundation, so they are the same on every platform.
final class CanonicalJSONEncoder: Encoder {
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any] = [:]
    /// What the value encoded to, once it has requested a container.
    private(set) var value: CanonicalJSON.Value?

    init(codingPath: [any CodingKey]) {
        self.codingPath = codingPath
    }

    /// Encodes any value into a tree.
    static func encode(_ value: some Encodable, at codingPath: [any CodingKey]) throws -> CanonicalJSON.Value {
        if let primitive = try primitive(value, at: codingPath) { return primitive }
        let encoder = CanonicalJSONEncoder(codingPath: codingPath)
        try value.encode(to: encoder)
        return encoder.value ?? .object(CanonicalJSON.Object())
    }

    /// The values JSON has a form for, without going through their `encode(to:)`.
    private static func primitive(_ value: some Encodable, at codingPath: [any CodingKey]) throws -> CanonicalJSON.Value? {
        switch value {
        case let text as String: return .string(text)
        case let flag as Bool: return .bool(flag)
        case let number as Int: return .integer(String(number))
        case let number as Int64: return .integer(String(number))
        case let number as Int32: return .integer(String(number))
        case let number as UInt: return .integer(String(number))
        case let number as UInt64: return .integer(String(number))
        case let number as Double: return try .double(number, at: codingPath)
        case let number as Float: return try .double(Double(number), at: codingPath)
        default: return nil
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let object: CanonicalJSON.Object
        if case .object(let existing)? = value {
            object = existing
        } else {
            object = CanonicalJSON.Object()
            value = .object(object)
        }
        return KeyedEncodingContainer(KeyedContainer<Key>(object: object, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let array: CanonicalJSON.Array
        if case .array(let existing)? = value {
            array = existing
        } else {
            array = CanonicalJSON.Array()
            value = .array(array)
        }
        return UnkeyedContainer(array: array, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(encoder: self)
    }

    fileprivate func set(_ newValue: CanonicalJSON.Value) {
        value = newValue
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let object: CanonicalJSON.Object
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws {
        object.set(key.stringValue, .null)
    }

    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
        object.set(key.stringValue, try CanonicalJSONEncoder.encode(value, at: codingPath + [key]))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                        forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let nested = CanonicalJSON.Object()
        object.set(key.stringValue, .object(nested))
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(object: nested, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = CanonicalJSON.Array()
        object.set(key.stringValue, .array(nested))
        return UnkeyedContainer(array: nested, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        superEncoder(forKey: Key(stringValue: "super")!)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        ReferencingEncoder(codingPath: codingPath + [key]) { [object] value in object.set(key.stringValue, value) }
    }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let array: CanonicalJSON.Array
    let codingPath: [any CodingKey]
    var count: Int { array.items.count }

    private var nextKey: any CodingKey { IndexKey(index: array.items.count) }

    mutating func encodeNil() throws {
        array.items.append(.null)
    }

    mutating func encode(_ value: some Encodable) throws {
        array.items.append(try CanonicalJSONEncoder.encode(value, at: codingPath + [nextKey]))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let nested = CanonicalJSON.Object()
        let path = codingPath + [nextKey]
        array.items.append(.object(nested))
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(object: nested, codingPath: path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = CanonicalJSON.Array()
        let path = codingPath + [nextKey]
        array.items.append(.array(nested))
        return UnkeyedContainer(array: nested, codingPath: path)
    }

    mutating func superEncoder() -> any Encoder {
        let index = array.items.count
        array.items.append(.null)
        return ReferencingEncoder(codingPath: codingPath + [IndexKey(index: index)]) { [array] value in
            array.items[index] = value
        }
    }
}

private struct SingleValueContainer: SingleValueEncodingContainer {
    let encoder: CanonicalJSONEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws {
        encoder.set(.null)
    }

    mutating func encode(_ value: some Encodable) throws {
        encoder.set(try CanonicalJSONEncoder.encode(value, at: codingPath))
    }
}

/// An encoder whose value lands in a container slot when it is done (for `superEncoder`).
private final class ReferencingEncoder: Encoder {
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any] = [:]
    private let inner: CanonicalJSONEncoder
    private let store: (CanonicalJSON.Value) -> Void

    init(codingPath: [any CodingKey], store: @escaping (CanonicalJSON.Value) -> Void) {
        self.codingPath = codingPath
        self.inner = CanonicalJSONEncoder(codingPath: codingPath)
        self.store = store
    }

    deinit {
        store(inner.value ?? .object(CanonicalJSON.Object()))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        inner.container(keyedBy: type)
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { inner.unkeyedContainer() }
    func singleValueContainer() -> any SingleValueEncodingContainer { inner.singleValueContainer() }
}

/// The coding key of an array element.
private struct IndexKey: CodingKey {
    let index: Int
    var stringValue: String { String(index) }
    var intValue: Int? { index }
    init(index: Int) { self.index = index }
    init?(stringValue: String) { return nil }
    init?(intValue: Int) { self.index = intValue }
}
