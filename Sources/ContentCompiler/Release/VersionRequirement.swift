/// What a release of some level asks of the new content version.
public struct VersionRequirement: Sendable, Hashable {
    /// The version of the earlier release.
    public var previous: SemanticVersion
    /// The level the changes call for.
    public var level: ReleaseLevel

    /// Creates a requirement.
    public init(previous: SemanticVersion, level: ReleaseLevel) {
        self.previous = previous
        self.level = level
    }

    /// The smallest version that satisfies the requirement: ``previous`` raised to ``level``.
    public var smallest: SemanticVersion { previous.next(level) }

    /// Whether `version` satisfies the requirement: it is not below ``previous``,
    /// and it is at least ``smallest`` or a pre-release of it (`2.0.0-rc.1` for a
    /// required `2.0.0`).
    public func isSatisfied(by version: SemanticVersion) -> Bool {
        guard version >= previous else { return false }
        let smallest = smallest
        return version >= smallest || (version.isPrerelease && version.release == smallest.release)
    }
}
