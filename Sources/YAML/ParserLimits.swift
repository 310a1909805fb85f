/// Bounds that keep hostile input from costing unbounded time or memory.
///
/// libyaml itself has no depth limit and no size limits, flow nesting
/// (`[[[[…`) costs it quadratic time, and so do `%TAG` directives (each new one
/// is compared with all earlier ones), so the wrapper counts while it streams
/// and stops at the first bound crossed, with a located error.
public struct ParserLimits: Sendable, Equatable {
    /// The deepest nesting of sequences and mappings allowed.
    public var maxDepth: Int
    /// The largest scalar allowed, in UTF-8 bytes.
    public var maxScalarBytes: Int
    /// The largest input allowed, in bytes.
    public var maxInputBytes: Int
    /// The most nodes (scalars, collections and aliases) one input may hold.
    public var maxNodes: Int
    /// The most `%TAG` directives one document may declare.
    public var maxTagDirectives: Int

    /// Creates limits.
    public init(maxDepth: Int, maxScalarBytes: Int, maxInputBytes: Int, maxNodes: Int, maxTagDirectives: Int = 64) {
        self.maxDepth = maxDepth
        self.maxScalarBytes = maxScalarBytes
        self.maxInputBytes = maxInputBytes
        self.maxNodes = maxNodes
        self.maxTagDirectives = maxTagDirectives
    }

    /// Generous for any content file, tight enough that hostile input fails fast:
    /// depth 256, scalars of 1 MiB, files of 16 MiB, 1,000,000 nodes, 64 `%TAG`
    /// directives per document.
    public static let content = ParserLimits(
        maxDepth: 256,
        maxScalarBytes: 1 << 20,
        maxInputBytes: 16 << 20,
        maxNodes: 1_000_000,
        maxTagDirectives: 64
    )
}
