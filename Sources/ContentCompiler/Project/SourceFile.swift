import Foundation

/// One YAML file of the project: where it is on disk and how diagnostics name it.
struct SourceFile: Sendable, Hashable {
    /// The file on disk: its real path, where the walk found it through a link.
    var url: URL
    /// The path printed in diagnostics: the content folder as given, joined with the file's path in it.
    var displayPath: String
    /// The file's name as the author sees it (a link's own name, not its target's) without `.yaml`.
    var stem: String {
        let name = displayPath.split(separator: "/").last.map(String.init) ?? displayPath
        return name.hasSuffix(".yaml") ? String(name.dropLast(".yaml".count)) : name
    }

    /// The content folder as the user typed it, joined with a path inside it.
    static func displayPath(root: String, relative: String) -> String {
        if root.isEmpty || root == "." { return relative }
        return root.hasSuffix("/") ? root + relative : root + "/" + relative
    }
}
