import ContentRuntime
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
              let version = try? JSONDecoder().decode(VersionOnly.self, from: data).contentVersion else { return nil }
        return SemanticVersion(version)
    }

    /// The one key of an index that ``contentVersion`` reads; the rest may be anything.
    private struct VersionOnly: Decodable {
        var contentVersion: String?
    }
}
