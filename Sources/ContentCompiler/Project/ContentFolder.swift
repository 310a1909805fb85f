import ContentRuntime
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The content folder as contentc reads it: every path is resolved, and
/// nothing outside the folder's real path is ever read or shown.
///
/// Content comes from pull requests anyone may open, and a pull request can
/// add symbolic links: an idea file linked to `/etc/shadow`, a book folder
/// linked to `/`. A link is followed only when its real path (every link on
/// the way resolved, `..` and `.` too) is inside the content folder's real
/// path; otherwise it is refused, and what it points to is never opened.
struct ContentFolder: Sendable {
    /// The content folder's real path: absolute, without links, `.` or `..`.
    let realPath: String

    /// What is at a path of the content folder.
    enum Entry: Equatable {
        /// A regular file, at its real path.
        case file(String)
        /// A folder, at its real path.
        case folder(String)
        /// Nothing is there.
        case missing
        /// Something that is neither a file nor a folder: "a named pipe", "a device", "a socket".
        case special(String)
        /// A symbolic link, or a path through one, whose real path is outside the content folder.
        case outside
        /// A symbolic link to nothing; what the link says.
        case dangling(link: String)
        /// The entry cannot be examined: the system's reason.
        case unreadable(String)
    }

    /// The content folder at `root`, or `nil` when its real path cannot be found
    /// (it does not exist, or a folder on the way cannot be searched).
    init?(root: URL) {
        guard let real = Self.realPath(root.path).path else { return nil }
        realPath = real
    }

    /// What is at `url`, a path inside the content folder: every symbolic link
    /// on the way is resolved, and the entry is refused (``Entry/outside``)
    /// when its real path is not inside the content folder's.
    func entry(at url: URL) -> Entry {
        entry(atPath: url.path)
    }

    /// ``entry(at:)`` of the path `path`.
    func entry(atPath path: String) -> Entry {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            let error = errno
            // Through a link out of the folder, what is missing or unreadable is outside: not said.
            guard placeOfUnresolved(path) != .outside else { return .outside }
            return error == ENOENT ? .missing : .unreadable(String(cString: strerror(error)))
        }
        let resolved = Self.realPath(path)
        guard let real = resolved.path else {
            // A link out of the folder is refused alike whether or not its target exists or can be
            // searched, so that no link tells what is outside the content folder.
            guard placeOfUnresolved(path) != .outside else { return .outside }
            guard resolved.error == ENOENT, info.st_mode & S_IFMT == S_IFLNK else {
                return .unreadable(String(cString: strerror(resolved.error)))
            }
            return .dangling(link: (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?")
        }
        guard contains(real) else { return .outside }
        guard stat(real, &info) == 0 else { return .unreadable(String(cString: strerror(errno))) }
        return Self.classify(info.st_mode, at: real)
    }

    /// What is at `name` in `folder`, the real path of a folder inside the
    /// content folder (as the walk reaches it): an entry that is not a
    /// symbolic link is at its real path already, so it is examined with one
    /// `lstat`, or not at all when the folder's listing says it is a regular
    /// file or a folder (`d_type`, `listed`); a link is resolved as
    /// ``entry(at:)`` resolves it.
    func entry(named name: String, inFolderAt folder: String, listedAs listed: UInt8? = nil) -> Entry {
        let path = joinedPath(folder, name)
        let isPlainName = !name.utf8.contains(UInt8(ascii: "/")) && name != "." && name != ".."
        if isPlainName {
            switch listed.map(Int.init) {
            case Int(DT_REG)?: return .file(path)
            case Int(DT_DIR)?: return .folder(path)
            default: break
            }
        }
        var info = stat()
        guard isPlainName, lstat(path, &info) == 0, info.st_mode & S_IFMT != S_IFLNK else {
            return entry(atPath: path)
        }
        return Self.classify(info.st_mode, at: path)
    }

    /// Where a path that has no real path leads, told only from the links
    /// and folders on its way that exist and from the links' own text: the
    /// last of them that resolves is inside the content folder or not. What is
    /// missing or unreadable past it is never looked at, so the answer is the
    /// same whether or not a file outside exists.
    enum UnresolvedPlace: Equatable {
        /// Its way stays inside the content folder up to where it breaks.
        case inside
        /// Its way leaves the content folder before it breaks.
        case outside
        /// Too many links on the way to tell (a loop).
        case unknown
    }

    /// ``UnresolvedPlace`` of `path`, an absolute path without a real path.
    func placeOfUnresolved(_ path: String) -> UnresolvedPlace {
        var candidate = path
        for _ in 0..<40 {
            var info = stat()
            if lstat(candidate, &info) == 0 {
                if info.st_mode & S_IFMT == S_IFLNK {
                    guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: candidate) else {
                        return .unknown
                    }
                    candidate = target.hasPrefix("/") ? target : joinedPath(Self.parent(of: candidate), target)
                    continue
                }
                guard let real = Self.realPath(candidate).path else { return .unknown }
                return contains(real) ? .inside : .outside
            }
            // The way breaks at or before this component: the folder holding it decides.
            let parent = Self.parent(of: candidate)
            guard parent != candidate else { return .unknown }
            if let real = Self.realPath(parent).path { return contains(real) ? .inside : .outside }
            candidate = parent
        }
        return .unknown
    }

    /// The path without its last component (`/` for `/x`, itself for `/`).
    private static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    /// Whether what is at `path` is itself a symbolic link (not followed).
    static func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    /// Whether a real path is the content folder or inside it, told by their
    /// bytes: `String`'s `==` and `hasPrefix` compare by canonical equivalence,
    /// so a folder `conte\u{301}` beside a content folder `cont\u{E9}` (another
    /// folder to the file system) would be taken as the content folder.
    func contains(_ real: String) -> Bool {
        let folder = realPath.utf8, path = real.utf8
        guard path.starts(with: folder) else { return false }
        return path.count == folder.count || realPath == "/"
            || path[path.index(path.startIndex, offsetBy: folder.count)] == UInt8(ascii: "/")
    }

    private static func classify(_ mode: mode_t, at path: String) -> Entry {
        switch mode & S_IFMT {
        case S_IFREG: .file(path)
        case S_IFDIR: .folder(path)
        default: .special(FileKind.name(mode) ?? "a file")
        }
    }

    /// The real path of `path`, or the system's error number when it has none.
    private static func realPath(_ path: String) -> (path: String?, error: Int32) {
        guard let resolved = realpath(path, nil) else { return (nil, errno) }
        defer { free(resolved) }
        return (String(cString: resolved), 0)
    }
}

extension ContentFolder.Entry {
    /// Why contentc does not read this entry as a file or folder, as a message
    /// for P105 (`nil` for a file or folder); never shows what is behind a link
    /// that leaves the content folder.
    var refusal: String? {
        switch self {
        case .file, .folder: nil
        case .missing: "it does not exist"
        case .special(let kind): "this is \(kind), not a file or folder"
        case .outside:
            "this is a symbolic link that leads outside the content folder (or lies behind one); contentc reads nothing outside it"
        case .dangling(let link): "this is a symbolic link to '\(link)', which does not exist"
        case .unreadable(let reason): "contentc cannot examine it: \(reason)"
        }
    }
}
