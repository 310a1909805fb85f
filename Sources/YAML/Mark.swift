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

    /// The mark of a byte offset into UTF-8 text, counted exactly as libyaml
    /// counts its own marks.
    ///
    /// Line breaks are `\n`, `\r\n`, a lone `\r`, NEL (U+0085), LINE
    /// SEPARATOR (U+2028) and PARAGRAPH SEPARATOR (U+2029), as in libyaml's
    /// scanner; ``SourceLines`` splits a file by the same rules. A leading
    /// UTF-8 byte-order mark takes no column. A broken UTF-8 sequence counts
    /// as one column, so text after it still lines up.
    ///
    /// An offset inside a character (or between the `\r` and `\n` of one line
    /// break) gives that character's mark; an offset inside a leading
    /// byte-order mark gives 1:1. The end of a file whose last line has no
    /// line break is just after that line's last character (libyaml itself
    /// names column 1 of a line after it; ``EventParser`` corrects that too).
    ///
    /// - Parameters:
    ///   - offset: A byte offset; offsets outside the text are clamped to it.
    ///   - bytes: The text, as UTF-8 bytes.
    public init(byteOffset offset: Int, in bytes: UnsafeRawBufferPointer) {
        self = bytes.withMemoryRebound(to: UInt8.self) { Mark(byteOffset: offset, inBuffer: $0) }
    }

    /// The mark of a byte offset into UTF-8 text such as `Data` or `[UInt8]`,
    /// by the same rules as the initializer over raw bytes.
    ///
    /// - Parameters:
    ///   - offset: A byte offset; offsets outside the text are clamped to it.
    ///   - bytes: The text, as UTF-8 bytes.
    public init(byteOffset offset: Int, in bytes: some Collection<UInt8>) {
        self = withContiguousBytes(bytes) { Mark(byteOffset: offset, inBuffer: $0) }
    }

    init(byteOffset offset: Int, inBuffer bytes: UnsafeBufferPointer<UInt8>) {
        var line = 1
        var column = 1
        for unit in TextUnits(bytes) {
            guard unit.offset + unit.length <= offset else { break }
            if unit.isLineBreak {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        self.init(line: line, column: column)
    }
}
