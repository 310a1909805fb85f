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
import ContentRuntime

/// Where the output folder really is, found before anything is read or replaced.
///
/// The path given for the output folder may name a folder, nothing yet, or a
/// symbolic link to a folder. A link is followed, and the folder it points to
/// is the one compared and replaced, at its own path, so the link stays a
/// link. Anything else at the path (a file, a device, a pipe) is refused:
/// contentc replaces the output folder as a whole, and would destroy it.
struct OutputLocation {
    /// The folder to compare and replace: absolute, with no symbolic links,
    /// `.` or `..` in it. It may not exist yet.
    let folder: URL
    /// The symbolic link the path given named, if it named one.
    let link: URL?
    /// The path as given, for messages.
    let given: String

    /// Finds the folder at `url`, following symbolic links at the path itself.
    ///
    /// - Throws: ``OutputError`` when the path, or what a link there points
    ///   to, exists and is not a folder, or cannot be examined.
    static func find(_ url: URL) throws(OutputError) -> OutputLocation {
        let given = withoutTrailingSlashes(url.path)
        var path = given
        var link: String?
        for _ in 0..<32 {
            switch kind(of: path) {
            case .missing, .folder:
                return OutputLocation(folder: URL(fileURLWithPath: canonicalPath(path), isDirectory: true),
                                      link: link.map { URL(fileURLWithPath: $0) }, given: given)
            case .symbolicLink:
                link = link ?? path
                let target: String
                do {
                    target = try FileManager.default.destinationOfSymbolicLink(atPath: path)
                } catch {
                    throw OutputError(message: "cannot read the symbolic link \(path): \(SystemErrorText.describing(error, besides: path))")
                }
                let parent = PathString.parent(of: path)
                path = target.hasPrefix("/") || parent.isEmpty ? target : parent + "/" + target
                path = withoutTrailingSlashes(path)
            case .other:
                if let link {
                    throw OutputError(message: "\(link) is a symbolic link to \(path), which exists and is not a folder; contentc writes the output folder as a whole")
                }
                throw notAFolder(given)
            case .unreadable(let reason):
                throw OutputError(message: "cannot use the output folder \(given): \(reason)")
            }
        }
        throw OutputError(message: "cannot use the output folder \(given): too many levels of symbolic links")
    }

    /// Whether the folder exists now.
    ///
    /// - Throws: ``OutputError`` when something other than a folder is there,
    ///   or when a symbolic link points to nothing: contentc does not create
    ///   the target of a link.
    func exists() throws(OutputError) -> Bool {
        switch Self.kind(of: folder.path) {
        case .folder:
            return true
        case .missing:
            if let link {
                throw OutputError(message: "\(link.path) is a symbolic link to \(folder.path), which does not exist; create that folder or remove the link")
            }
            return false
        case .symbolicLink, .other:
            throw Self.notAFolder(link.map { "\(folder.path) (where \($0.path) points)" } ?? given)
        case .unreadable(let reason):
            throw OutputError(message: "cannot use the output folder \(given): \(reason)")
        }
    }

    private static func notAFolder(_ path: String) -> OutputError {
        OutputError(message: "\(path) exists and is not a folder; contentc writes the output folder as a whole")
    }

    // MARK: Paths

    /// What is at a path, without following a symbolic link there.
    private enum Kind {
        case missing, folder, symbolicLink, other
        case unreadable(String)
    }

    private static func kind(of path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            let code = errno
            return code == ENOENT ? .missing : .unreadable(String(cString: strerror(code)))
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// An absolute path with every symbolic link, `.` and `..` resolved, for
    /// paths that do not exist (yet) too: the deepest existing ancestor is
    /// resolved by the system, then each component after it in turn, as the
    /// system goes through a path. A `..` climbs from where the path has got
    /// to: out of the folder a link led to, and back out of a missing folder.
    /// A component that exists is resolved by the system again, so that a
    /// link reached by climbing out of a missing folder (`missing/../link`)
    /// is followed.
    static func canonicalPath(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var existing = absolute
        var rest: [String] = []
        while true {
            if let resolved = realPath(existing) {
                // realpath leaves no link, `.` or `..` in its answer: the parent of a
                // resolved path is where `..` leads from it.
                var current = resolved
                for component in rest.reversed() {
                    switch component {
                    case ".": continue
                    case "..": current = PathString.parent(of: current)
                    default:
                        let next = current == "/" ? "/" + component : current + "/" + component
                        current = realPath(next) ?? next
                    }
                }
                return systemSpelling(current)
            }
            let parent = PathString.parent(of: existing)
            guard parent != existing, !parent.isEmpty else {
                return systemSpelling(PathString.standardized(absolute))
            }
            rest.append(PathString.lastComponent(of: existing))
            existing = parent
        }
    }

    /// A resolved path as the system names it to people. On Apple platforms,
    /// `realpath` answers `/private/var/...` for `/var/...`, which Foundation's
    /// `standardizingPath` spells without `/private`; elsewhere the path as it is.
    private static func systemSpelling(_ path: String) -> String {
        #if canImport(Darwin)
        return (path as NSString).standardizingPath
        #else
        return path
        #endif
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func withoutTrailingSlashes(_ path: String) -> String {
        var path = path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }
}

extension OutputFolder {
    /// Refuses an output folder that is the content folder, or inside it, or
    /// holds it: a build would write bundles into the sources (where the next
    /// lint reads them as content) or replace the sources along with the output.
    ///
    /// Both paths are compared resolved (symbolic links followed) and
    /// standardized; either may not exist yet.
    ///
    /// - Throws: ``OutputError`` naming both folders when they overlap, or when
    ///   the output folder is not a folder (see ``write(_:to:)``).
    public static func requireSeparate(_ folder: URL, fromContent content: URL) throws(OutputError) {
        let output = try OutputLocation.find(folder).folder.path
        let source = OutputLocation.canonicalPath(content.path)
        func isInside(_ inner: String, _ outer: String) -> Bool {
            inner.hasPrefix(outer == "/" ? "/" : outer + "/")
        }
        let relation: String
        if output == source {
            relation = "is the content folder"
        } else if isInside(output, source) {
            relation = "is inside the content folder \(content.path)"
        } else if isInside(source, output) {
            relation = "holds the content folder \(content.path)"
        } else {
            return
        }
        throw OutputError(message: "the output folder \(folder.path) \(relation); choose an output folder outside the content folder (contentc replaces the output folder as a whole and reads everything in the content folder as sources)")
    }
}
