import Foundation

/// Where the content folder sits in its project, to name files relative to the project root.
///
/// Diagnostics name files as the user typed the content folder (`content`,
/// `./content`, `/abs/content`). Code-scanning tools want paths relative to the
/// project (repository) root instead: the folder that holds the content folder,
/// beside `schemas/` and `out/` (SPEC §2).
public struct ProjectPaths: Sendable, Hashable {
    /// The content folder on disk.
    public var contentDirectory: URL
    /// How diagnostics name the content folder.
    public var displayRoot: String

    /// Creates the paths of a project whose content folder is `contentDirectory`, shown as `displayRoot`.
    public init(contentDirectory: URL, displayRoot: String) {
        self.contentDirectory = contentDirectory.standardizedFileURL
        self.displayRoot = displayRoot
    }

    /// The project root: the folder that holds the content folder.
    public var projectRoot: URL { contentDirectory.deletingLastPathComponent() }

    /// A diagnostic's file path made relative to the project root (`content/books/x/book.yaml`),
    /// with `/` separators; a path outside the content folder is returned unchanged.
    public func projectRelativePath(_ displayPath: String) -> String {
        let contentName = contentDirectory.lastPathComponent
        if displayRoot.isEmpty || displayRoot == "." { return contentName + "/" + displayPath }
        if displayPath == displayRoot { return contentName }
        let prefix = displayRoot.hasSuffix("/") ? displayRoot : displayRoot + "/"
        guard displayPath.hasPrefix(prefix) else { return displayPath }
        return contentName + "/" + displayPath.dropFirst(prefix.count)
    }
}
