/// One burst of saves under a content folder, reported once: the files that
/// changed, relative to the folder, with `/` separators.
public struct ContentChange: Sendable, Hashable {
    /// The most paths a change keeps; ``count`` still counts every one.
    public static let maxPaths = 50

    /// The changed paths, sorted, at most ``maxPaths`` of them. `""` is the
    /// content folder itself (removed, moved or back again).
    public private(set) var paths: [String]
    /// How many distinct paths changed.
    public private(set) var count: Int
    /// Whether the system dropped events (its queue overflowed): anything
    /// in the folder may have changed.
    public private(set) var isOverflow: Bool

    /// A change of these paths.
    public init(paths: some Sequence<String>, isOverflow: Bool = false) {
        let sorted = Set(paths).sorted()
        self.paths = Array(sorted.prefix(Self.maxPaths))
        count = sorted.count
        self.isOverflow = isOverflow
    }

    /// What changed, for a status line: `content/books/x/book.yaml changed`,
    /// `3 files changed in content`, or, after an overflow, that anything may have.
    ///
    /// - Parameter root: The content folder as the user named it (`content`).
    public func summary(root: String) -> String {
        func path(_ relative: String) -> String {
            relative.isEmpty ? root : root.isEmpty ? relative : joinedPath(root, relative)
        }
        if isOverflow { return "many changes in \(path(""))" }
        switch count {
        case 0: return "\(path("")) changed"
        case 1: return "\(path(paths[0])) changed"
        default: return "\(count) files changed in \(path(""))"
        }
    }
}
