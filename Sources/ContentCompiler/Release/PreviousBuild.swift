import ContentRuntime
import Foundation

/// An earlier build to compare a new one with: the output folder about to be replaced.
public struct PreviousBuild: Sendable {
    /// The folder holding the earlier build's `index.json`.
    public var directory: URL
    /// How diagnostics name the folder: as the user typed it (`out`).
    public var displayPath: String

    /// Creates a reference to an earlier build.
    public init(directory: URL, displayPath: String) {
        self.directory = directory
        self.displayPath = displayPath
    }

    /// The earlier build's `index.json`.
    private var indexFile: URL { directory.appendingPathComponent(ContentLibrary.indexFileName) }

    /// Whether there is an earlier build to compare with: the folder holds an `index.json`.
    var exists: Bool {
        FileManager.default.fileExists(atPath: indexFile.path)
    }

    /// The content version its index gives, read from the index alone; `nil`
    /// when there is none or it is not a semantic version.
    public var contentVersion: SemanticVersion? {
        guard let data = FileManager.default.contents(atPath: indexFile.path),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        return (object["contentVersion"] as? String).flatMap(SemanticVersion.init)
    }
}
