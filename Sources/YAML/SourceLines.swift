#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's text split into lines by the same rules as the parser's marks, so
/// that line N here is the line a ``Mark`` with `line == N` points into.
///
/// Lines end at `\n`, `\r\n`, a lone `\r`, NEL (U+0085), LINE SEPARATOR
/// (U+2028) and PARAGRAPH SEPARATOR (U+2029); the break itself belongs to no
/// line. A file with N breaks has N + 1 lines (the last one empty when the file
/// ends with a break), so every mark the parser reports, the end of the file
/// included, names a line that exists; an empty file has one empty line.
///
/// Column `c` of a mark is the `c`-th Unicode scalar of its line's text: a
/// leading byte-order mark is left out of line 1, and each broken UTF-8
/// sequence becomes one U+FFFD REPLACEMENT CHARACTER.
public struct SourceLines: Sendable {
    private let bytes: [UInt8]
    /// The byte range of each line's text, without its line break.
    private let ranges: [Range<Int>]

    /// Splits a file's contents into lines.
    ///
    /// - Parameter bytes: The file's contents, such as `Data` or `[UInt8]`.
    public init(_ bytes: some Collection<UInt8>) {
        let bytes = Array(bytes)
        var ranges: [Range<Int>] = []
        bytes.withUnsafeBufferPointer { buffer in
            var lineStart = TextUnits.hasByteOrderMark(buffer) ? 3 : 0
            for unit in TextUnits(buffer) where unit.isLineBreak {
                ranges.append(lineStart..<unit.offset)
                lineStart = unit.offset + unit.length
            }
            ranges.append(lineStart..<buffer.count)
        }
        self.bytes = bytes
        self.ranges = ranges
    }

    /// How many lines the file has: one more than its line breaks.
    public var count: Int { ranges.count }

    /// The text of a line, without its line break.
    ///
    /// - Parameter number: A 1-based line number, as in ``Mark/line``.
    /// - Returns: The line's text, or `nil` if the file has no such line.
    public func line(_ number: Int) -> String? {
        guard number >= 1, number <= ranges.count else { return nil }
        let range = ranges[number - 1]
        return bytes.withUnsafeBufferPointer { buffer in
            Self.text(UnsafeBufferPointer(rebasing: buffer[range]))
        }
    }

    /// The text of some lines of a file, found in one pass that keeps only
    /// those lines: the memory it needs is that of the lines asked for, not of
    /// an index of every line (a file of millions of blank lines costs nothing).
    ///
    /// - Parameters:
    ///   - numbers: 1-based line numbers, as in ``Mark/line``.
    ///   - bytes: The file's contents.
    ///   - asEditorsCount: Whether lines are counted as editors and GitHub
    ///     count them, only `\n`, `\r\n` and a lone `\r` ending one: NEL,
    ///     LINE SEPARATOR and PARAGRAPH SEPARATOR then stay in the text of
    ///     their line (see ``HiddenLineBreak``). In a file without them both
    ///     counts agree.
    /// - Returns: The text of each line asked for that the file has, as ``line(_:)`` gives it.
    public static func lines(_ numbers: Set<Int>, of bytes: some Collection<UInt8>, asEditorsCount: Bool = false) -> [Int: String] {
        // In order, so that each line passed is compared with the next one wanted alone.
        let wanted = numbers.filter { $0 >= 1 }.sorted()
        guard let last = wanted.last else { return [:] }
        let bytes = Array(bytes)
        var found: [Int: String] = [:]
        bytes.withUnsafeBufferPointer { buffer in
            var lineStart = TextUnits.hasByteOrderMark(buffer) ? 3 : 0
            var number = 1
            var nextWanted = 0
            func keep(_ end: Int) {
                guard number == wanted[nextWanted] else { return }
                found[number] = text(UnsafeBufferPointer(rebasing: buffer[lineStart..<end]))
                nextWanted += 1
            }
            // Where no break but the line feed is written, as in most files, each line is found with memchr.
            let rest = UnsafeBufferPointer(rebasing: buffer[lineStart...])
            if let start = buffer.baseAddress,
               asEditorsCount ? memchr(start + lineStart, 0x0D, rest.count) == nil : !hasBreaksBesideLineFeeds(rest) {
                var offset = lineStart
                while let feed = memchr(start + offset, 0x0A, buffer.count - offset) {
                    let end = start.distance(to: feed.assumingMemoryBound(to: UInt8.self))
                    keep(end)
                    lineStart = end + 1
                    number += 1
                    if number > last { return }
                    offset = end + 1
                }
                keep(buffer.count)
                return
            }
            var offset = lineStart
            while offset < buffer.count {
                // A plain ASCII byte is a unit of its own and no break: passed over without
                // decoding, eight at once where it can, up to the first byte that is not.
                if offset + 8 <= buffer.count, let start = buffer.baseAddress {
                    let others = notPlainASCII(UInt64(littleEndian: UnsafeRawPointer(start + offset).loadUnaligned(as: UInt64.self)))
                    if others == 0 {
                        offset += 8
                        continue
                    }
                    offset += others.trailingZeroBitCount / 8
                }
                let byte = buffer[offset]
                if byte < 0x80, byte != 0x0A, byte != 0x0D {
                    offset += 1
                    continue
                }
                let unit = TextUnits.unit(at: offset, in: buffer)
                offset += unit.length
                // The breaks editors count are the ASCII ones; NEL and the separators start with C2 or E2.
                guard unit.isLineBreak, !asEditorsCount || buffer[unit.offset] < 0x80 else { continue }
                keep(unit.offset)
                lineStart = offset
                number += 1
                if number > last { return }
            }
            keep(buffer.count)
        }
        return found
    }

    /// Whether some line break other than the line feed is written in
    /// `bytes`: a carriage return, NEL (C2 85), LINE SEPARATOR (E2 80 A8) or
    /// PARAGRAPH SEPARATOR (E2 80 A9). C2 and E2 always start a character
    /// (see ``TextUnits``), and a line feed is never inside one, so without
    /// these every line feed is a break and nothing else is.
    private static func hasBreaksBesideLineFeeds(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let start = bytes.baseAddress else { return false }
        let end = start + bytes.count
        if memchr(start, 0x0D, bytes.count) != nil { return true }
        func hasSequence(from lead: UInt8, where follows: (UnsafePointer<UInt8>) -> Bool) -> Bool {
            var from = start
            while from < end, let found = memchr(from, Int32(lead), from.distance(to: end)) {
                let at = found.assumingMemoryBound(to: UInt8.self)
                if follows(at) { return true }
                from = UnsafePointer(at) + 1
            }
            return false
        }
        return hasSequence(from: 0xC2) { $0 + 1 < end && $0[1] == 0x85 }
            || hasSequence(from: 0xE2) { $0 + 2 < end && $0[1] == 0x80 && $0[2] & 0xFE == 0xA8 }
    }

    /// Of eight bytes read in memory order, the top bit of each byte that is
    /// not plain ASCII (a line feed, a carriage return or a byte of 0x80 and
    /// above), exact for the first such byte (the lowest bit set) and maybe
    /// not for later ones; 0 when all eight are plain.
    private static func notPlainASCII(_ eight: UInt64) -> UInt64 {
        eight & 0x8080_8080_8080_8080 | zeroBytes(eight ^ 0x0A0A_0A0A_0A0A_0A0A) | zeroBytes(eight ^ 0x0D0D_0D0D_0D0D_0D0D)
    }

    /// The top bit of each zero byte of eight, exact up to the first (a byte
    /// above a zero byte may be marked too, by the borrow).
    private static func zeroBytes(_ eight: UInt64) -> UInt64 {
        (eight &- 0x0101_0101_0101_0101) & ~eight & 0x8080_8080_8080_8080
    }

    /// A line's bytes as text: each broken UTF-8 sequence one U+FFFD.
    private static func text(_ slice: UnsafeBufferPointer<UInt8>) -> String {
        // Valid UTF-8 is taken as it is (decoding changes no byte of it); only broken sequences need the slow path.
        let decoded = String(decoding: slice, as: UTF8.self)
        if decoded.utf8.elementsEqual(slice) { return decoded }
        var text = ""
        var offset = 0
        while offset < slice.count {
            let unit = TextUnits.unit(at: offset, in: slice)
            text.unicodeScalars.append(unit.scalar ?? "\u{FFFD}")
            offset += unit.length
        }
        return text
    }

    /// The byte offset a mark points at, for editing the file's text in place.
    ///
    /// Columns count characters as ``Mark`` does (a broken UTF-8 sequence is
    /// one), so the offset is that of the mark's character, or of the line's
    /// break (or the end of the file) for the column just after its last
    /// character.
    ///
    /// - Parameter mark: A mark the parser reported for this file.
    /// - Returns: The offset, or `nil` if the file has no such line or column.
    public func byteOffset(of mark: Mark) -> Int? {
        guard mark.line >= 1, mark.line <= ranges.count, mark.column >= 1 else { return nil }
        let range = ranges[mark.line - 1]
        return bytes.withUnsafeBufferPointer { buffer in
            let line = UnsafeBufferPointer(rebasing: buffer[range])
            var offset = 0
            for _ in 1..<mark.column {
                guard offset < line.count else { return nil }
                offset += TextUnits.unit(at: offset, in: line).length
            }
            return range.lowerBound + offset
        }
    }

    /// The text of a line, without its line break; the same as ``line(_:)``.
    ///
    /// - Parameter number: A 1-based line number, as in ``Mark/line``.
    public subscript(_ number: Int) -> String? {
        line(number)
    }
}
