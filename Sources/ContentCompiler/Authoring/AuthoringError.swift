import YAML

/// Why `contentc migrate` or `contentc new` cannot do what was asked, in plain
/// words, with the place and a fix where there is one.
public struct AuthoringError: Error, Sendable, CustomStringConvertible {
    /// What kind of failure it is: the command line maps each to its exit status.
    public enum Kind: Sendable {
        /// The request itself is wrong: an invalid slug or id, a blank title.
        case usage
        /// The content refuses it: the target exists, the book is missing, a file must be fixed first.
        case refused
        /// A file or folder cannot be read or written.
        case io
    }

    /// What kind of failure it is.
    public var kind: Kind
    /// What is wrong, as one sentence without a final period.
    public var message: String
    /// The file it is about, as diagnostics name it, if any.
    public var file: String?
    /// Where in the file, if known.
    public var mark: Mark?
    /// How to fix it, when there is a likely fix.
    public var hint: String?

    /// Creates an error.
    public init(_ kind: Kind, _ message: String, file: String? = nil, at mark: Mark? = nil, hint: String? = nil) {
        self.kind = kind
        self.message = message
        self.file = file
        self.mark = mark
        self.hint = hint
    }

    /// `file:line:column: error: message`, then the hint on its own line.
    public var description: String {
        var place = file.map { $0 + ": " } ?? ""
        if let file, let mark { place = "\(file):\(mark.line):\(mark.column): " }
        return "\(place)error: \(message)" + (hint.map { "\n  help: \($0)" } ?? "")
    }
}
