#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Checks a JSON text's syntax in one pass over its bytes, without recursion
/// and without building its values, and says where the first mistake is: a
/// decoder says only "not valid JSON".
///
/// It accepts what the platform's JSON decoder accepts: any value at the top
/// level, a UTF-8 byte order mark, a comma before a closing `]` or `}`, at most
/// ``maxDepth`` arrays and objects open at once, numbers a `Double` holds
/// (`1e400` is refused, `1e-400` is zero), and strings of valid UTF-8 with
/// escapes that pair surrogates. The work is linear in the length of the text.
enum JSONSyntax {
    /// The most arrays and objects open at once.
    static let maxDepth = 512

    /// One step of the path to a value: an object's key or an array's index.
    enum PathItem: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    /// A number of the text: where it is, as decoders name it, and its bytes.
    struct Number: Sendable {
        var path: [PathItem]
        var range: Range<Int>
        var text: String
    }

    /// The first mistake in `data`, or `nil` when it is valid JSON.
    static func firstError(in data: Data) -> JSONSyntaxError? {
        var scanner = Scanner(collectingNumbers: false)
        return data.withUnsafeBytes { scanner.scan($0) }
    }

    /// The first `limit` numbers of `data` that `isWanted` takes (given each
    /// number's text), in the order of the text, or the first mistake when
    /// it is not valid JSON (the whole text is checked either way).
    ///
    /// Each number kept holds its own path, up to ``maxDepth`` steps: without
    /// a limit, a text of many deeply nested numbers would cost hundreds of
    /// times its size.
    static func numbers(in data: Data, limit: Int,
                        where isWanted: (String) -> Bool = { _ in true }) -> Result<[Number], JSONSyntaxError> {
        withoutActuallyEscaping(isWanted) { isWanted in
            var scanner = Scanner(collectingNumbers: true, limit: limit, isWanted: isWanted)
            if let error = data.withUnsafeBytes({ scanner.scan($0) }) { return .failure(error) }
            return .success(scanner.numbers)
        }
    }

    /// What the next byte after whitespace may be.
    private enum State {
        case value, valueOrArrayEnd, keyOrObjectEnd, colon, afterValue
    }

    private struct Scanner {
        let collectingNumbers: Bool
        /// The most numbers kept.
        let limit: Int
        /// Whether a number, given its text, is kept.
        let isWanted: (String) -> Bool
        var numbers: [Number] = []
        /// The open containers, innermost last: `true` for an object.
        var open: [Bool] = []
        /// The path to the current value, kept only when collecting numbers.
        var path: [PathItem] = []

        init(collectingNumbers: Bool, limit: Int = 0, isWanted: @escaping (String) -> Bool = { _ in false }) {
            self.collectingNumbers = collectingNumbers
            self.limit = limit
            self.isWanted = isWanted
        }

        mutating func scan(_ bytes: UnsafeRawBufferPointer) -> JSONSyntaxError? {
            let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
            let start = bytes.starts(with: bom) ? bom.count : 0
            var index = start
            var state = State.value
            func failure(_ problem: JSONSyntaxError.Problem, at offset: Int) -> JSONSyntaxError {
                Self.error(problem, at: offset, in: bytes, from: start)
            }
            while true {
                while index < bytes.count, Self.isWhitespace(bytes[index]) { index += 1 }
                guard index < bytes.count else {
                    if state == .afterValue, open.isEmpty { return nil }
                    return failure(.unexpected(found: nil, expected: expected(in: state)), at: index)
                }
                let byte = bytes[index]
                switch state {
                case .colon:
                    guard byte == UInt8(ascii: ":") else { return failure(.unexpected(found: byte, expected: .colon), at: index) }
                    index += 1
                    state = .value
                case .keyOrObjectEnd:
                    if byte == UInt8(ascii: "}") {
                        close(&index, &state)
                    } else if byte == UInt8(ascii: "\"") {
                        let keyStart = index
                        if let problem = Self.string(bytes, &index) { return failure(problem.0, at: problem.1) }
                        if collectingNumbers { path[path.count - 1] = .key(Self.decodedString(bytes, keyStart + 1, index - 1)) }
                        state = .colon
                    } else {
                        return failure(.unexpected(found: byte, expected: .keyOrObjectEnd), at: index)
                    }
                case .afterValue:
                    guard let isObject = open.last else { return failure(.unexpected(found: byte, expected: .end), at: index) }
                    if byte == UInt8(ascii: ",") {
                        index += 1
                        if isObject {
                            state = .keyOrObjectEnd
                        } else {
                            state = .valueOrArrayEnd
                            if collectingNumbers, case .index(let position) = path[path.count - 1] { path[path.count - 1] = .index(position + 1) }
                        }
                    } else if byte == UInt8(ascii: isObject ? "}" : "]") {
                        close(&index, &state)
                    } else {
                        return failure(.unexpected(found: byte, expected: isObject ? .commaOrObjectEnd : .commaOrArrayEnd), at: index)
                    }
                case .value, .valueOrArrayEnd:
                    if state == .valueOrArrayEnd, byte == UInt8(ascii: "]") {
                        close(&index, &state)
                        continue
                    }
                    switch byte {
                    case UInt8(ascii: "{"), UInt8(ascii: "["):
                        guard open.count < maxDepth else { return failure(.tooDeep, at: index) }
                        let isObject = byte == UInt8(ascii: "{")
                        open.append(isObject)
                        if collectingNumbers { path.append(isObject ? .key("") : .index(0)) }
                        index += 1
                        state = isObject ? .keyOrObjectEnd : .valueOrArrayEnd
                    case UInt8(ascii: "\""):
                        if let problem = Self.string(bytes, &index) { return failure(problem.0, at: problem.1) }
                        state = .afterValue
                    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                        let numberStart = index
                        if let problem = Self.number(bytes, &index) { return failure(problem.0, at: problem.1) }
                        if collectingNumbers, numbers.count < limit {
                            let text = Self.decodedString(bytes, numberStart, index)
                            if isWanted(text) { numbers.append(Number(path: path, range: numberStart..<index, text: text)) }
                        }
                        state = .afterValue
                    case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                        let word: StaticString = byte == UInt8(ascii: "t") ? "true" : byte == UInt8(ascii: "f") ? "false" : "null"
                        let count = word.utf8CodeUnitCount
                        guard bytes.count - index >= count,
                              (0..<count).allSatisfy({ bytes[index + $0] == word.utf8Start[$0] }) else {
                            return failure(.unknownWord, at: index)
                        }
                        index += count
                        state = .afterValue
                    default:
                        return failure(.unexpected(found: byte, expected: expected(in: state)), at: index)
                    }
                }
            }
        }

        /// Closes the innermost container at `index`.
        private mutating func close(_ index: inout Int, _ state: inout State) {
            open.removeLast()
            if collectingNumbers { path.removeLast() }
            index += 1
            state = .afterValue
        }

        private func expected(in state: State) -> JSONSyntaxError.Expected {
            switch state {
            case .value: .value
            case .valueOrArrayEnd: .valueOrArrayEnd
            case .keyOrObjectEnd: .keyOrObjectEnd
            case .colon: .colon
            case .afterValue: open.last.map { $0 ? .commaOrObjectEnd : .commaOrArrayEnd } ?? .end
            }
        }

        private static func isWhitespace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
        }

        /// Passes the string that starts at `index` (its opening quote); the
        /// problem and its offset when it is not valid.
        private static func string(_ bytes: UnsafeRawBufferPointer, _ index: inout Int) -> (JSONSyntaxError.Problem, Int)? {
            let opening = index
            index += 1
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    return nil
                case UInt8(ascii: "\\"):
                    if let problem = escape(bytes, &index) { return problem }
                case 0..<0x20:
                    return (.controlCharacter(byte), index)
                case 0x20..<0x80:
                    index += 1
                default:
                    guard let length = utf8Length(bytes, at: index) else { return (.invalidUTF8, index) }
                    index += length
                }
            }
            return (.unterminatedString, opening)
        }

        /// Passes the escape that starts at `index` (its backslash).
        private static func escape(_ bytes: UnsafeRawBufferPointer, _ index: inout Int) -> (JSONSyntaxError.Problem, Int)? {
            let backslash = index
            guard index + 1 < bytes.count else { return (.unknownEscape(nil), backslash) }
            switch bytes[index + 1] {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                 UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                index += 2
                return nil
            case UInt8(ascii: "u"):
                guard let unit = hexUnit(bytes, at: index + 2) else { return (.incompleteUnicodeEscape, backslash) }
                index += 6
                switch unit {
                case 0xD800...0xDBFF:
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"),
                          let low = hexUnit(bytes, at: index + 2), (0xDC00...0xDFFF).contains(low) else {
                        return (.loneSurrogate(unit), backslash)
                    }
                    index += 6
                    return nil
                case 0xDC00...0xDFFF:
                    return (.loneSurrogate(unit), backslash)
                default:
                    return nil
                }
            case let other:
                return (.unknownEscape(other), backslash)
            }
        }

        /// The four hexadecimal digits at `offset` as a number.
        private static func hexUnit(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt16? {
            guard bytes.count - offset >= 4 else { return nil }
            var unit: UInt16 = 0
            for byte in bytes[offset..<offset + 4] {
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: return nil
                }
                unit = unit << 4 | UInt16(digit)
            }
            return unit
        }

        /// The length of the well-formed UTF-8 sequence of two to four bytes
        /// at `offset`, or `nil` (overlong forms, surrogates and values past
        /// U+10FFFF are not well formed).
        private static func utf8Length(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> Int? {
            let lead = bytes[offset]
            let length: Int
            var second: ClosedRange<UInt8> = 0x80...0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; second = 0xA0...0xBF
            case 0xED: length = 3; second = 0x80...0x9F
            case 0xE1...0xEF: length = 3
            case 0xF0: length = 4; second = 0x90...0xBF
            case 0xF4: length = 4; second = 0x80...0x8F
            case 0xF1...0xF3: length = 4
            default: return nil
            }
            guard bytes.count - offset >= length, second.contains(bytes[offset + 1]) else { return nil }
            for next in offset + 2..<offset + length where !(0x80...0xBF).contains(bytes[next]) { return nil }
            return length
        }

        /// Passes the number that starts at `index`.
        private static func number(_ bytes: UnsafeRawBufferPointer, _ index: inout Int) -> (JSONSyntaxError.Problem, Int)? {
            let start = index
            func isDigit(_ offset: Int) -> Bool {
                offset < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset])
            }
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard isDigit(index) else { return (.incompleteNumber, start) }
            if bytes[index] == UInt8(ascii: "0") {
                index += 1
                if isDigit(index) { return (.leadingZero, start) }
            } else {
                while isDigit(index) { index += 1 }
            }
            var mayOverflow = index - start > 300
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard isDigit(index) else { return (.incompleteNumber, start) }
                while isDigit(index) { index += 1 }
            }
            if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard isDigit(index) else { return (.incompleteNumber, start) }
                while isDigit(index) { index += 1 }
                mayOverflow = true
            }
            if mayOverflow {
                let text = decodedString(bytes, start, index)
                if let value = Double(text), !value.isFinite {
                    return (.numberOutOfRange(text.count > 40 ? String(text.prefix(40)) + "…" : text), start)
                }
            }
            return nil
        }

        /// The text of a string's content between `start` and `end`, escapes
        /// resolved (the bytes were checked already).
        private static func decodedString(_ bytes: UnsafeRawBufferPointer, _ start: Int, _ end: Int) -> String {
            let slice = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
            guard slice.contains(UInt8(ascii: "\\")) else { return String(decoding: slice, as: UTF8.self) }
            var scalars = String.UnicodeScalarView()
            var units: [UInt8] = []
            var index = start
            func flush() {
                scalars.append(contentsOf: String(decoding: units, as: UTF8.self).unicodeScalars)
                units.removeAll()
            }
            while index < end {
                guard bytes[index] == UInt8(ascii: "\\") else {
                    units.append(bytes[index])
                    index += 1
                    continue
                }
                flush()
                let letter = bytes[index + 1]
                index += 2
                switch letter {
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var value = UInt32(hexUnit(bytes, at: index) ?? 0)
                    index += 4
                    if (0xD800...0xDBFF).contains(value) {
                        let low = UInt32(hexUnit(bytes, at: index + 2) ?? 0xDC00)
                        value = 0x10000 + (value - 0xD800) << 10 + (low - 0xDC00)
                        index += 6
                    }
                    scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                default: scalars.append(Unicode.Scalar(letter))
                }
            }
            flush()
            return String(scalars)
        }

        /// The error at `offset`, with its line and column counted from `start`
        /// (after a byte order mark).
        private static func error(_ problem: JSONSyntaxError.Problem, at offset: Int, in bytes: UnsafeRawBufferPointer,
                                  from start: Int) -> JSONSyntaxError {
            var line = 1
            var lineStart = start
            for position in start..<min(offset, bytes.count) where bytes[position] == 0x0A {
                line += 1
                lineStart = position + 1
            }
            return JSONSyntaxError(problem: problem, offset: offset, line: line, column: offset - lineStart + 1)
        }
    }
}
