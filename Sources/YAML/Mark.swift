/// A position in a source file.
///
/// Both numbers are 1-based. `column` counts Unicode scalars from the start of
/// the line, so a tab or an `é` is one column, whatever its width in bytes.
public struct Mark: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column, counted in Unicode scalars.
    public var column: Int

    /// Creates a mark from 1-based numbers.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The first position of a file.
    public static let start = Mark(line: 1, column: 1)

    public static func < (lhs: Mark, rhs: Mark) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `line:column`, as compilers print it.
    public var description: String { "\(line):\(column)" }

    /// The mark of a byte offset into UTF-8 text.
    ///
    /// Line breaks are `\n`, `\r\n` and a lone `\r`, as in YAML. Bytes that are
    /// not valid UTF-8 count as one column each, so an offset inside a broken
    /// sequence still lands on a sensible column.
    ///
    /// - Parameters:
    ///   - offset: A byte offset; offsets past the end are clamped to it.
    ///   - bytes: The text, as UTF-8 bytes.
    public init(byteOffset offset: Int, in bytes: UnsafeRawBufferPointer) {
        let end = min(max(offset, 0), bytes.count)
        var line = 1
        var column = 1
        var index = 0
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte == 0x0D {
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A {
                    index += 1  // \r\n is one break, counted at the \n.
                    if index >= end { break }
                }
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1  // A leading byte (or ASCII) starts a new scalar.
            }
            index += 1
        }
        self.init(line: line, column: column)
    }
}
