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

/// How reports for code-scanning tools name files: relative to the checkout.
///
/// Diagnostics name files as the user typed the content folder (`content`,
/// `./content`, `/abs/content`, `docs/course/content`). GitHub's runner and
/// code scanning resolve a file against the root of the checkout instead, so
/// the `github` and `sarif` formats name each file relative to a base folder:
/// the checkout (`$GITHUB_WORKSPACE` on a runner) or else the working
/// directory, which is what the text format's paths are relative to as well.
/// A content folder outside the base keeps its absolute path.
public struct ProjectPaths: Sendable, Hashable {
    /// The folder every reported path is relative to.
    public var baseDirectory: URL
    /// How diagnostics name the content folder.
    public var displayRoot: String
    /// The content folder's path from the base (`docs/course/content`; empty
    /// when the content folder is the base), or its absolute path when it lies outside.
    public let contentPath: String

    /// Creates the paths of a content folder, shown in diagnostics as `displayRoot`,
    /// reported relative to `baseDirectory`.
    ///
    /// Both folders are compared with their symbolic links resolved, so a
    /// checkout reached through a link still yields relative paths.
    public init(contentDirectory: URL, displayRoot: String, baseDirectory: URL) {
        let base = baseDirectory.standardizedFileURL.resolvingSymlinksInPath()
        let content = contentDirectory.standardizedFileURL.resolvingSymlinksInPath()
        self.baseDirectory = base
        self.displayRoot = displayRoot
        let basePath = base.path == "/" ? "" : base.path
        if content.path == base.path {
            contentPath = ""
        } else if content.path.hasPrefix(basePath + "/") {
            contentPath = String(content.path.dropFirst(basePath.count + 1))
        } else {
            contentPath = content.path
        }
    }

    /// The folder reports are relative to: `$GITHUB_WORKSPACE` when it is set
    /// (the runner's checkout), else the working directory.
    ///
    /// The one variable is read alone: `ProcessInfo.environment` copies the
    /// whole environment into a dictionary, a cost every run would pay.
    public static func checkoutRoot() -> URL {
        if let value = getenv("GITHUB_WORKSPACE"), value.pointee != 0 {
            return URL(fileURLWithPath: String(cString: value), isDirectory: true)
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    }

    /// A diagnostic's file path made relative to the base folder
    /// (`docs/course/content/books/x/book.yaml`), with `/` separators; a path
    /// that does not name a file of the content folder is returned unchanged.
    public func relativePath(_ displayPath: String) -> String {
        let inside: Substring
        if displayRoot.isEmpty || displayRoot == "." {
            inside = Substring(displayPath)
        } else if displayPath == displayRoot {
            inside = ""
        } else {
            let prefix = displayRoot.hasSuffix("/") ? displayRoot : displayRoot + "/"
            guard displayPath.hasPrefix(prefix) else { return displayPath }
            inside = displayPath.dropFirst(prefix.count)
        }
        let parts = (contentPath.pathSegments(omittingEmpty: true) + inside.pathSegments(omittingEmpty: true)).filter { $0 != "." }
        let joined = parts.joined(separator: "/")
        return contentPath.hasPrefix("/") ? "/" + joined : joined
    }
}
