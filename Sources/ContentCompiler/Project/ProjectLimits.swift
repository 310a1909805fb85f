/// Bounds on what one run reads from a content folder, so that a hostile
/// folder costs bounded time and memory: each crossing is a P105 error
/// located at the folder where the walk stopped, and nothing is written.
///
/// Each file is bounded on its own by ``YAML/ParserLimits`` (16 MiB, depth,
/// nodes); these bound the folder as a whole.
public struct ProjectLimits: Sendable, Equatable {
    /// The deepest a folder may sit below the content folder (`books/x/ideas` is 3).
    public var maxDepth: Int
    /// The most files and folders the walk visits, hidden ones not counted.
    public var maxEntries: Int
    /// The most bytes of content files (contentc.yaml, books, ideas, courses,
    /// sections) one run reads, in all.
    public var maxTotalBytes: Int

    /// Creates limits.
    public init(maxDepth: Int, maxEntries: Int, maxTotalBytes: Int) {
        self.maxDepth = maxDepth
        self.maxEntries = maxEntries
        self.maxTotalBytes = maxTotalBytes
    }

    /// Far above any real library, low enough that a hostile folder fails in
    /// seconds: folders 32 deep, 100,000 entries, 256 MiB of content files.
    public static let content = ProjectLimits(maxDepth: 32, maxEntries: 100_000, maxTotalBytes: 256 << 20)
}
