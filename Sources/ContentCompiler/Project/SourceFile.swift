import Foundation

/// One YAML file of the project: where it is on disk and how diagnostics name it.
struct SourceFile: Sendable, Hashable {
    /// The file on disk.
    var url: URL
    /// The path printed in diagnostics: the content folder as given, joined with the file's path in it.
    var displayPath: String
    /// The file name without `.yaml`.
    var stem: String { String(url.lastPathComponent.dropLast(".yaml".count)) }

    /// The content folder as the user typed it, joined with a path inside it.
    static func displayPath(root: String, relative: String) -> String {
        if root.isEmpty || root == "." { return relative }
        return root.hasSuffix("/") ? root + relative : root + "/" + relative
    }
}
