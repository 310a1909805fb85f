import Foundation

/// A content version as three numbers, so that tests raise the version the sample
/// content ships with as a release would, without naming it: the sample content's
/// version rises with every release of its questions (rule P106).
struct ContentVersion: CustomStringConvertible {
    var major: Int
    var minor: Int
    var patch: Int

    /// Reads `major.minor.patch`; `nil` for anything else, such as a pre-release.
    init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 3, let major = parts[0], let minor = parts[1], let patch = parts[2] else { return nil }
        (self.major, self.minor, self.patch) = (major, minor, patch)
    }

    var description: String { "\(major).\(minor).\(patch)" }
    /// The next patch release: `2.0.1` after `2.0.0`.
    var nextPatch: String { "\(major).\(minor).\(patch + 1)" }
    /// The patch release after the next one: `2.0.2` after `2.0.0`.
    var patchAfterNext: String { "\(major).\(minor).\(patch + 2)" }
    /// The next minor release: `2.1.0` after `2.0.3`.
    var nextMinor: String { "\(major).\(minor + 1).0" }
    /// The next major release: `3.0.0` after `2.4.1`.
    var nextMajor: String { "\(major + 1).0.0" }
}

extension ContentVersion {
    /// The version in a contentc.yaml.
    static func read(from manifest: URL) throws -> ContentVersion {
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let line = text.split(separator: "\n").first { $0.hasPrefix("version:") }
        let value = line.map { $0.dropFirst("version:".count).split(separator: "#").first ?? "" }
        guard let written = value?.trimmingCharacters(in: .whitespaces), let version = ContentVersion(written) else {
            throw CocoaError(.fileReadCorruptFile,
                             userInfo: [NSLocalizedDescriptionKey: "\(manifest.path) has no version major.minor.patch"])
        }
        return version
    }

    /// The version the sample content ships with, as out/ holds it.
    static func shipped() throws -> ContentVersion {
        try read(from: CommandRunner.packageRoot.appendingPathComponent("content/contentc.yaml"))
    }
}

extension Workspace {
    /// The version in the workspace's content/contentc.yaml.
    func contentVersion() throws -> ContentVersion {
        try ContentVersion.read(from: path("content/contentc.yaml"))
    }
}
