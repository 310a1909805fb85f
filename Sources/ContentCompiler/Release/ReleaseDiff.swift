/// How a release differs from the one before, and the version rise that calls for.
///
/// Build it with ``compare(_:_:)``. The envelope fields that change with every
/// release (`contentVersion`, `compiler`) and the index's hashes and sizes are
/// not compared; the versions are kept only to judge the rise. The project's
/// name is compared too.
public struct ReleaseDiff: Sendable {
    /// The earlier release's content version, as its index gives it.
    public var oldVersion: String
    /// The later release's content version.
    public var newVersion: String
    /// The earlier release's project name (contentc.yaml `name`, the bundles' namespace).
    public var oldName: String
    /// The later release's project name.
    public var newName: String
    /// Every change, breaking ones first: removed, renamed, reassigned, answer
    /// keys, added, rules, changed; within a kind, books before courses, by id, then
    /// in source order.
    public var changes: [ReleaseChange]

    /// Creates a diff.
    public init(oldVersion: String, newVersion: String, oldName: String, newName: String, changes: [ReleaseChange]) {
        self.oldVersion = oldVersion
        self.newVersion = newVersion
        self.oldName = oldName
        self.newName = newName
        self.changes = changes
    }

    /// Whether the project's name changed. Apps find bundles under it, so, like
    /// a removed id, that is a major release.
    public var isProjectRenamed: Bool { oldName != newName }

    /// The release the changes call for: that of the most demanding change (a
    /// renamed project: major), or ``ReleaseLevel/none``.
    public var level: ReleaseLevel {
        max(changes.map(\.level).max() ?? .none, isProjectRenamed ? .major : .none)
    }

    /// What the changes ask of the new version, or `nil` when the old version
    /// is not a semantic version (an output folder edited by hand).
    public var requirement: VersionRequirement? {
        SemanticVersion(oldVersion).map { VersionRequirement(previous: $0, level: level) }
    }

    /// Whether the new version rises enough, or `nil` when either version is
    /// not a semantic version.
    public var isNewVersionSufficient: Bool? {
        guard let requirement, let version = SemanticVersion(newVersion) else { return nil }
        return requirement.isSatisfied(by: version)
    }

    /// The changes that call for exactly this level.
    public func changes(at level: ReleaseLevel) -> [ReleaseChange] {
        changes.filter { $0.level == level }
    }
}
