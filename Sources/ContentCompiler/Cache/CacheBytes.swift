import Foundation

/// Writes the fields of a cache entry as bytes: integers little-endian,
/// strings and byte runs after their length.
struct CacheByteWriter {
    private(set) var bytes: [UInt8] = []

    mutating func integer(_ value: Int64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func integer(_ value: Int) { integer(Int64(value)) }

    mutating func flag(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func run(_ value: some Collection<UInt8>) {
        integer(value.count)
        bytes.append(contentsOf: value)
    }

    mutating func string(_ value: String) { run(Array(value.utf8)) }

    /// A flag, then the value when there is one.
    mutating func optional<Value>(_ value: Value?, _ write: (inout CacheByteWriter, Value) -> Void) {
        flag(value != nil)
        if let value { write(&self, value) }
    }

    /// The count, then each element.
    mutating func list<Element>(_ values: [Element], _ write: (inout CacheByteWriter, Element) -> Void) {
        integer(values.count)
        for value in values { write(&self, value) }
    }
}

/// Reads what ``CacheByteWriter`` wrote, trusting nothing: every length and
/// count is checked against the bytes that are left, so a damaged or hostile
/// entry fails to read (``CacheByteReader/Damaged``) instead of allocating,
/// looping or reading out of bounds.
struct CacheByteReader {
    /// The bytes do not hold what they should.
    struct Damaged: Error {}

    private let bytes: [UInt8]
    private var offset: Int
    private let end: Int

    /// A reader of `bytes[range]`.
    init(_ bytes: [UInt8], range: Range<Int>) {
        self.bytes = bytes
        offset = range.lowerBound
        end = range.upperBound
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { offset == end }

    private var remaining: Int { end - offset }

    mutating func integer() throws(Damaged) -> Int64 {
        guard remaining >= 8 else { throw Damaged() }
        var value: UInt64 = 0
        for index in (0..<8).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
        offset += 8
        return Int64(bitPattern: value)
    }

    /// An integer that counts or measures something: never negative, never
    /// more than `limit`.
    mutating func size(atMost limit: Int) throws(Damaged) -> Int {
        let value = try integer()
        guard value >= 0, value <= Int64(limit) else { throw Damaged() }
        return Int(value)
    }

    mutating func flag() throws(Damaged) -> Bool {
        guard remaining >= 1, bytes[offset] <= 1 else { throw Damaged() }
        defer { offset += 1 }
        return bytes[offset] == 1
    }

    mutating func run() throws(Damaged) -> ArraySlice<UInt8> {
        let count = try size(atMost: remaining)
        defer { offset += count }
        return bytes[offset..<offset + count]
    }

    mutating func string() throws(Damaged) -> String {
        let run = try run()
        guard let text = String(validating: run, as: UTF8.self) else { throw Damaged() }
        return text
    }

    mutating func optional<Value>(_ read: (inout CacheByteReader) throws(Damaged) -> Value) throws(Damaged) -> Value? {
        try flag() ? read(&self) : nil
    }

    /// A list whose elements take at least one byte each, so its count is bounded by the bytes left.
    mutating func list<Element>(_ read: (inout CacheByteReader) throws(Damaged) -> Element) throws(Damaged) -> [Element] {
        let count = try size(atMost: remaining)
        var values: [Element] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try read(&self)) }
        return values
    }
}
