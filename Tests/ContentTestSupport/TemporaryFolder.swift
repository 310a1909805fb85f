import Foundation

/// A fresh folder in the system's temporary folder, removed with everything in
/// it on deinit.
///
/// A test writes inside one, never straight into the temporary folder:
/// `contentc build` keeps files beside its output folder (the stamp record
/// `.out.contentc-stamps`, the lock, the cache), and only removing a folder
/// around both takes those away too.
public final class TemporaryFolder {
    /// The folder.
    public let url: URL

    /// Creates the folder, named `<prefix>-<UUID>`.
    public init(prefix: String = "contentc-test") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// A path inside the folder, such as `out` for an output folder.
    public func path(_ relative: String) -> URL {
        url.appendingPathComponent(relative)
    }
}
