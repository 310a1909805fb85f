import ContentRuntime
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes the fields of a cache entry as bytes: integers little-endian,
/// strings and byte runs after their length.
struct CacheByteWriter {
    private(set) var bytes: [UInt8] = []

    /// Makes room for `count` bytes in all.
    mutating func reserveCapacity(_ count: Int) {
        bytes.reserveCapacity(count)
    }

    mutating func integer(_ value: Int64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func integer(_ value: Int) { integer(Int64(value)) }

    mutating func flag(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func run(_ value: some Collection<UInt8>) {
        integer(value.count)
        bytes.append(contentsOf: value)
    }

    /// Bytes as they are, after no length (a record carried from a file read).
    mutating func raw(_ value: some Collection<UInt8>) {
        bytes.append(contentsOf: value)
    }

    mutating func string(_ value: String) {
        integer(value.utf8.count)
        bytes.append(contentsOf: value.utf8)
    }

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
    /// Where the next field starts.
    private(set) var offset: Int
    private let end: Int

    /// A reader of `bytes[range]`.
    init(_ bytes: [UInt8], range: Range<Int>) {
        self.bytes = bytes
        offset = range.lowerBound
        end = range.upperBound
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { offset == end }

    /// How many bytes are left.
    var remaining: Int { end - offset }

    /// Passes over `count` bytes, which the caller has checked are left.
    mutating func skip(_ count: Int) {
        precondition(count <= remaining)
        offset += count
    }

    mutating func integer() throws(Damaged) -> Int64 {
        guard remaining >= 8 else { throw Damaged() }
        let start = offset
        let value = bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: start, as: UInt64.self)) }
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

    /// Whether the next run (``CacheByteWriter/run(_:)``, ``CacheByteWriter/string(_:)``)
    /// holds `expected`'s bytes; it is read either way.
    mutating func matches(_ expected: some Collection<UInt8>) throws(Damaged) -> Bool {
        let count = try size(atMost: remaining)
        defer { offset += count }
        guard count == expected.count else { return false }
        let start = offset
        return bytes.withUnsafeBufferPointer { all in
            expected.withContiguousStorageIfAvailable { expected in
                count == 0 || memcmp(expected.baseAddress!, all.baseAddress! + start, count) == 0
            } ?? all[start..<start + count].elementsEqual(expected)
        }
    }

    mutating func string() throws(Damaged) -> String {
        try text(count: try size(atMost: remaining))
    }

    /// A string that often repeats the one read before at its place (a
    /// diagnostic's file, its hint): when its bytes are `previous`'s, that
    /// string is given again instead of a copy; `previous` becomes the string read.
    mutating func string(repeating previous: inout String?) throws(Damaged) -> String {
        let count = try size(atMost: remaining)
        if var known = previous, known.utf8.count == count {
            let start = offset
            let isSame = known.withUTF8 { known in
                bytes.withUnsafeBufferPointer { all in count == 0 || memcmp(known.baseAddress!, all.baseAddress! + start, count) == 0 }
            }
            if isSame {
                offset += count
                return known
            }
        }
        let text = try text(count: count)
        previous = text
        return text
    }

    /// Where the next string (``CacheByteWriter/string(_:)``) is, checked to
    /// be UTF-8 but not made into a `String`.
    mutating func textRange() throws(Damaged) -> Range<Int> {
        let count = try size(atMost: remaining)
        let range = offset..<offset + count
        let isText = bytes.withUnsafeBufferPointer { all in
            let buffer = UnsafeBufferPointer(rebasing: all[range])
            return buffer.isASCII || String(validUTF8: buffer) != nil
        }
        guard isText else { throw Damaged() }
        offset = range.upperBound
        return range
    }

    /// The next `count` bytes (at most those left) as UTF-8 text.
    private mutating func text(count: Int) throws(Damaged) -> String {
        let range = offset..<offset + count
        let text = bytes.withUnsafeBufferPointer { all -> String? in
            let buffer = UnsafeBufferPointer(rebasing: all[range])
            // ASCII needs no more checking; anything else is validated as UTF-8.
            return buffer.isASCII ? String(decoding: buffer, as: UTF8.self) : String(validUTF8: buffer)
        }
        guard let text else { throw Damaged() }
        offset += count
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
