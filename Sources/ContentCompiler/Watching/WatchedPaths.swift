/// Which paths under a content folder a watcher reports: the compiler skips
/// hidden entries, and editors' swap and backup files are never content, so
/// their comings and goings never trigger a rebuild.
enum WatchedPaths {
    /// Whether a change of `relative` (a path under the content folder, `/`
    /// separators; `""` for the folder itself) can change what the folder compiles to.
    static func matters(_ relative: String) -> Bool {
        if relative.isEmpty { return true }
        for component in relative.split(separator: "/") where component.hasPrefix(".") { return false }
        let name = relative.split(separator: "/").last.map(String.init) ?? relative
        // vim's backups and its write test file; emacs's and others' `name~`.
        return !name.hasSuffix("~") && name != "4913"
    }

    /// `parent/name`, or `name` at the top.
    static func join(_ parent: String, _ name: String) -> String {
        parent.isEmpty ? name : parent + "/" + name
    }
}
