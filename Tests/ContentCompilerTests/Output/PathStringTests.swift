@testable import ContentCompiler
import Foundation
import Testing

/// Paths handled as text: the results of Foundation's `NSString` path methods
/// that the output folder's location relied on, kept without Foundation.
@Suite struct PathStringTests {
    /// (path, standardized, parent, last component), as `NSString` answers
    /// for absolute paths (`standardizingPath`, `deletingLastPathComponent`,
    /// `lastPathComponent`).
    static let absolutePaths: [(String, String, String, String)] = [
        ("/", "/", "/", "/"),
        ("/a/b/", "/a/b", "/a", "b"),
        ("/a//b", "/a/b", "/a", "b"),
        ("/a/./b", "/a/b", "/a/.", "b"),
        ("/a/../b", "/b", "/a/..", "b"),
        ("/../a", "/a", "/..", "a"),
        ("/a/b/..", "/a", "/a/b", ".."),
        ("/a/b/../..", "/", "/a/b/..", ".."),
        ("/a/b/../../..", "/", "/a/b/../..", ".."),
        ("/a/b/c/../../d", "/a/d", "/a/b/c/../..", "d"),
        ("/a/b/.", "/a/b", "/a/b", "."),
        ("/.", "/", "/", "."),
        ("/a/~/b", "/a/~/b", "/a/~", "b"),
        ("/a/.hidden/..x", "/a/.hidden/..x", "/a/.hidden", "..x"),
        ("/a/b c/é", "/a/b c/é", "/a/b c", "é"),
    ]

    @Test(arguments: absolutePaths)
    func absolutePathsAreHandledAsNSStringDid(_ path: String, _ standardized: String, _ parent: String, _ last: String) {
        #expect(PathString.standardized(path) == standardized)
        #expect(PathString.parent(of: path) == parent)
        #expect(PathString.lastComponent(of: path) == last)
    }

    @Test func agreesWithNSStringOnAbsolutePathsWithoutLinks() {
        // Built from the pieces a path is made of; no symbolic link can be
        // met under a folder that does not exist.
        let pieces = ["x", ".", "..", "", "y z", "~", "..."]
        var count = 0
        for first in pieces {
            for second in pieces {
                for third in pieces {
                    let path = "/contentc-missing-\(UUID().uuidString)/" + [first, second, third].joined(separator: "/")
                    #expect(PathString.standardized(path) == (path as NSString).standardizingPath, "\(path)")
                    #expect(PathString.parent(of: path) == (path as NSString).deletingLastPathComponent, "\(path)")
                    #expect(PathString.lastComponent(of: path) == (path as NSString).lastPathComponent, "\(path)")
                    count += 1
                }
            }
        }
        #expect(count == 343)
    }

    @Test func relativePathsAreCollapsedWithoutLosingALeadingClimb() {
        #expect(PathString.standardized("a/b/../c") == "a/c")
        #expect(PathString.standardized("../a/./b/") == "../a/b")
        #expect(PathString.standardized("a/..") == ".")
        #expect(PathString.standardized("") == "")
        // NSString's deletingLastPathComponent traps on these.
        #expect(PathString.parent(of: "a") == "")
        #expect(PathString.parent(of: "a/b") == "a")
        #expect(PathString.lastComponent(of: "") == "")
    }
}
