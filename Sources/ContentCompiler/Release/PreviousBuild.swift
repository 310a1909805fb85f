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

    /// Whether there is an earlier build to compare with: the folder holds an `index.json`.
    var exists: Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent(ContentLibrary.indexFileName).path)
    }
}
