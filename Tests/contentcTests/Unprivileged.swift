import Foundation
import Testing

/// Runs `contentc` as a user whom file permissions apply to.
///
/// Tests of unreadable folders and read-only output need permissions that
/// bite, and they do not for root: as root, the command runs through
/// `setpriv` as the unprivileged user `nobody` (65534), on a workspace handed
/// over to that user. As any other user it runs directly. Each test checks a
/// message only a refused `opendir` or write can produce, so it cannot pass
/// without the permission really being refused.
enum Unprivileged {
    /// The user and group the command runs as under root.
    static let id: UInt32 = 65534

    /// What runs the command: `setpriv` dropping to ``id`` under root, nothing otherwise.
    ///
    /// - Throws: When running as root and `setpriv` is not installed (util-linux).
    static func launcher() throws -> [String] {
        guard getuid() == 0 else { return [] }
        let setpriv = "/usr/bin/setpriv"
        guard FileManager.default.isExecutableFile(atPath: setpriv) else {
            throw Missing(description: "running as root, these tests drop privileges with \(setpriv) (util-linux), which is not installed")
        }
        return [setpriv, "--reuid=\(id)", "--regid=\(id)", "--clear-groups", "--"]
    }

    /// Hands a workspace over to the user the command runs as (under root only).
    static func handOver(_ folder: URL) throws {
        guard getuid() == 0 else { return }
        var paths = [folder.path]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String {
            paths.append(folder.appendingPathComponent(path).path)
        }
        for path in paths where lchown(path, id, id) != 0 {
            throw Missing(description: "cannot hand \(path) over to user \(id): \(String(cString: strerror(errno)))")
        }
    }

    /// Takes a folder back from that user, so the test can clean up and look inside.
    static func takeBack(_ folder: URL, mode: Int = 0o755) {
        chmod(folder.path, mode_t(mode))
    }

    struct Missing: Error, CustomStringConvertible {
        var description: String
    }
}
