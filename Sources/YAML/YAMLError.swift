/// Why a YAML file could not be read, with where.
///
/// Produced by ``EventParser`` and ``parseDocuments(_:limits:)``. The message is
/// written for authors (plain words, no libyaml jargon where it can be avoided);
/// `context` names the construct that was being read when it went wrong.
public struct YAMLError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of problem this is.
    public enum Kind: Sendable, Equatable {
        /// The text is not valid YAML (a scanner or parser error).
        case syntax
        /// The bytes are not UTF-8 text, or contain characters YAML forbids.
        case encoding
        /// The input exceeds one of the ``ParserLimits``.
        case limit
    }

    /// The construct being read when the problem was found, and where it began.
    public struct Context: Sendable, Equatable {
        /// What was being read, such as "while scanning a quoted scalar".
        public var message: String
        /// Where that construct began.
        public var mark: Mark

        /// Creates a context.
        public init(message: String, mark: Mark) {
            self.message = message
            self.mark = mark
        }
    }

    /// The kind of problem.
    public var kind: Kind
    /// What is wrong, in plain words.
    public var message: String
    /// Where the problem is.
    public var mark: Mark
    /// The construct that was being read, if libyaml named one.
    public var context: Context?
    /// How to fix it, when there is a likely fix.
    public var hint: String?
    /// libyaml's own words for a syntax error ("did not find expected key"),
    /// which ``message`` may have rephrased; `nil` for problems found elsewhere.
    public var problem: String?

    /// Creates an error.
    public init(kind: Kind, message: String, mark: Mark, context: Context? = nil, hint: String? = nil,
                problem: String? = nil) {
        self.kind = kind
        self.message = message
        self.mark = mark
        self.context = context
        self.hint = hint
        self.problem = problem
    }

    /// The error for an input larger than `limits.maxInputBytes`, at 1:1.
    public static func inputTooLarge(byteCount: Int, limits: ParserLimits) -> YAMLError {
        YAMLError(kind: .limit,
                  message: "file is too large: \(byteCount) bytes, the limit is \(limits.maxInputBytes) bytes",
                  mark: .start, hint: "split the content into smaller files")
    }

    /// `line:column: message`.
    public var description: String { "\(mark): \(message)" }
}
