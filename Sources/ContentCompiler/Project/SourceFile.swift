#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One YAML file of the project: where it is on disk and how diagnostics name it.
struct SourceFile: Sendable, Hashable {
    /// The file on disk: its real path, where the walk found it through a link.
    var path: String
    /// The path printed in diagnostics: the content folder as given, joined with the file's path in it.
    var displayPath: String
    /// The file's stamp as the walk took it, for the build cache; `nil` when
    /// it took none. Not part of what the file is: two values of the same
    /// paths are equal whatever their stamps.
    var stamp: FileStamp?

    /// The file at `path` on disk, shown as `displayPath`.
    init(path: String, displayPath: String) {
        self.path = path
        self.displayPath = displayPath
    }

    static func == (lhs: SourceFile, rhs: SourceFile) -> Bool {
        lhs.path == rhs.path && lhs.displayPath == rhs.displayPath
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(displayPath)
    }

    /// The file at `url` on disk, shown as `displayPath`.
    init(url: URL, displayPath: String) {
        self.init(path: url.path, displayPath: displayPath)
    }

    /// The file on disk (made from ``path`` when asked for).
    var url: URL { URL(fileURLWithPath: path, isDirectory: false) }
    /// The file's name as the author sees it (a link's own name, not its target's) without `.yaml`.
    var stem: String {
        let name = Self.lastComponent(of: displayPath)
        return name.hasSuffix(".yaml") ? String(name.dropLast(".yaml".count)) : name
    }

    /// The part of a path after its last `/`, as splitting it by characters
    /// finds it; an ASCII path is cut by its bytes.
    private static func lastComponent(of path: String) -> String {
        let bytes = path.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return path.split(separator: "/").last.map(String.init) ?? path }
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == UInt8(ascii: "/") { end = bytes.index(before: end) }
        guard end > bytes.startIndex else { return path }
        let start = bytes[..<end].lastIndex(of: UInt8(ascii: "/")).map { bytes.index(after: $0) } ?? bytes.startIndex
        return String(path[start..<end])
    }

    /// The content folder as the user typed it, joined with a path inside it.
    static func displayPath(root: String, relative: String) -> String {
        if root.isEmpty || root == "." { return relative }
        return joinedPath(root, relative)
    }
}

/// `name` in the folder at `folder`, with one `/` between them.
func joinedPath(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
}

/// `prefix` followed by `name`, made in one piece: one allocation of the
/// right size, where `prefix + name` copies `prefix` and then grows.
func concatenated(_ prefix: String, _ name: String) -> String {
    var prefix = prefix, name = name
    return prefix.withUTF8 { head in
        name.withUTF8 { tail in
            String(unsafeUninitializedCapacity: head.count + tail.count) { buffer in
                let bytes = UnsafeMutableRawBufferPointer(buffer)
                bytes.copyMemory(from: UnsafeRawBufferPointer(head))
                UnsafeMutableRawBufferPointer(rebasing: bytes[head.count...]).copyMemory(from: UnsafeRawBufferPointer(tail))
                return head.count + tail.count
            }
        }
    }
}
