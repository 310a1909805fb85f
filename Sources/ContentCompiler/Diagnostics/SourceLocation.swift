import YAML

/// A place in a content file: the file's path and, when the problem has one, a position.
///
/// The path is as the author would type it to open the file (the content
/// folder as given on the command line, joined with the file's path inside it).
/// Line and column are 1-based; the column counts Unicode scalars.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file's path.
    public var file: String
    /// The position in the file, or `nil` for a problem with the file as a whole
    /// (a missing file, a folder with the wrong name).
    public var mark: Mark?

    /// Creates a location.
    public init(file: String, mark: Mark?) {
        self.file = file
        self.mark = mark
    }

    /// The 1-based line, or `nil`.
    public var line: Int? { mark?.line }
    /// The 1-based column in Unicode scalars, or `nil`.
    public var column: Int? { mark?.column }

    /// `file:line:column`, or `file` alone when there is no position.
    public var description: String {
        var text = ""
        append(to: &text)
        return text
    }

    /// Appends `file:line:column` (or `file` alone) to `output`, without a string of its own.
    func append(to output: inout String) {
        output += file
        guard let mark else { return }
        output += ":"
        output += String(mark.line)
        output += ":"
        output += String(mark.column)
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        switch (lhs.mark, rhs.mark) {
        case (nil, nil): return false
        case (nil, _): return true
        case (_, nil): return false
        case (let left?, let right?): return left < right
        }
    }
}
