import YAML

/// A value decoded from a source file, with where it was written.
public struct Located<Value: Sendable>: Sendable {
    /// The decoded value.
    public var value: Value
    /// Where the value starts.
    public var mark: Mark
    /// Where its key starts, for a mapping value; diagnostics about a missing or
    /// empty value point there.
    public var keyMark: Mark?
    /// For a list: some of its items could not be decoded (each was reported) and
    /// are left out, so checks that count or index its items skip it.
    public var hasInvalidItems = false

    /// Creates a located value.
    public init(_ value: Value, at mark: Mark, keyMark: Mark? = nil) {
        self.value = value
        self.mark = mark
        self.keyMark = keyMark
    }

    /// The same place, another value.
    public func map<T>(_ transform: (Value) -> T) -> Located<T> {
        var result = Located<T>(transform(value), at: mark, keyMark: keyMark)
        result.hasInvalidItems = hasInvalidItems
        return result
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
