/// Slash-separated file paths handled as text, without asking the file
/// system: the parts of Foundation's `NSString` path methods that the output
/// folder's location needs.
///
/// What is kept from `NSString` (pinned by tests): `//` collapsed, `.`
/// removed, a trailing `/` dropped, `..` removing the component before it
/// (at the root, `/..` is `/`). What is not: `~` is never expanded (a path
/// is used as given), and symbolic links are never resolved here, where
/// `NSString.standardizingPath` resolved some of them (those pointing to an
/// absolute path, in absolute paths with `..`); ``OutputLocation`` resolves
/// links with `realpath` instead. And where `NSString` crashes
/// (`deletingLastPathComponent` of a one-component relative path), these
/// answer.
enum PathString {
    /// `path` with `//`, `.`, `..` and trailing slashes resolved as written.
    ///
    /// Meant for absolute paths. In a relative path, a `..` with nothing
    /// written before it to remove is kept, and an empty result is `.`.
    static func standardized(_ path: String) -> String {
        let isAbsolute = path.utf8.first == UInt8(ascii: "/")
        var kept: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".":
                continue
            case "..":
                if let last = kept.last, last != ".." {
                    kept.removeLast()
                } else if !isAbsolute {
                    kept.append(component)
                }
            default:
                kept.append(component)
            }
        }
        let joined = kept.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty && !path.isEmpty ? "." : joined
    }

    /// `path` without its last component: `/a/b` → `/a`, `/a` → `/`, `/` → `/`,
    /// `a` → `` (empty). Trailing and repeated slashes are ignored.
    static func parent(of path: String) -> String {
        let isAbsolute = path.utf8.first == UInt8(ascii: "/")
        var components = path.split(separator: "/", omittingEmptySubsequences: true)
        guard !components.isEmpty else { return isAbsolute ? "/" : "" }
        components.removeLast()
        let joined = components.joined(separator: "/")
        return isAbsolute ? "/" + joined : joined
    }

    /// The last component of `path`: `/a/b/` → `b`, `/` → `/`, `` → ``.
    static func lastComponent(of path: String) -> String {
        if let last = path.split(separator: "/", omittingEmptySubsequences: true).last { return String(last) }
        return path.utf8.first == UInt8(ascii: "/") ? "/" : ""
    }
}
