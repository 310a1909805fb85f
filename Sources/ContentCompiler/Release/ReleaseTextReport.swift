/// Renders a release diff for people: the changes grouped by kind, breaking
/// ones first, then the version verdict and the release level.
///
/// ```
/// Removed (major: apps may hold progress for these ids)
///   question b1i1-q9 "Which virtue…" in book meditations, idea b1i1
/// Changed (patch)
///   idea b1i2 "The Inner Citadel" in book meditations: primer.story, title
///
/// version: 1.4.0 → 1.4.1, too low
/// release: major (1.4.0 → 2.0.0 at least)
/// ```
public struct ReleaseTextReport: Sendable {
    /// Creates a report.
    public init() {}

    /// The report, ending with the `release:` line and a newline.
    public func render(_ diff: ReleaseDiff) -> String {
        var output = ""
        if diff.isProjectRenamed {
            output += "Project renamed (major: apps find the bundles under the project's name)\n"
            output += "  name was \(diff.oldName), now \(diff.newName)\n"
        }
        for kind in ReleaseChange.Kind.allCases {
            let changes = diff.changes.filter { $0.kind == kind }
            guard !changes.isEmpty else { continue }
            output += Self.heading(kind) + "\n"
            output += changes.map { "  \($0.subject)\($0.details)\n" }.joined()
        }
        if diff.changes.isEmpty && !diff.isProjectRenamed { output += "no differences\n" }
        output += "\n"
        if let verdict = Self.verdict(diff) { output += verdict + "\n" }
        output += Self.releaseLine(diff) + "\n"
        return output
    }

    /// A group's heading, with the level it calls for and why.
    static func heading(_ kind: ReleaseChange.Kind) -> String {
        switch kind {
        case .removed: "Removed (major: apps may hold progress for these ids)"
        case .renamed: "Renamed (major: progress stored under the old ids is orphaned)"
        case .reassigned: "Ids now naming another item (major: progress stored under them would count for another item)"
        case .answerKey: "Answer keys changed (major: stored answers would be judged against another key)"
        case .added: "Added (minor)"
        case .rules: "Rules changed (minor: learners are judged by the new rules from now on; what they earned stays)"
        case .changed: "Changed (patch)"
        }
    }

    /// `version: 1.4.0 → 1.5.0, too low`, or `nil` when either version is not a semantic version.
    static func verdict(_ diff: ReleaseDiff) -> String? {
        guard let sufficient = diff.isNewVersionSufficient else { return nil }
        return "version: \(diff.oldVersion) → \(diff.newVersion), " + (sufficient ? "enough" : "too low")
    }

    /// `release: major (1.4.0 → 2.0.0 at least)`.
    static func releaseLine(_ diff: ReleaseDiff) -> String {
        let level = diff.level
        guard let requirement = diff.requirement else {
            return "release: \(level.rawValue) (the old version '\(diff.oldVersion)' is not a semantic version)"
        }
        guard level != .none else { return "release: none (\(requirement.previous) can stay)" }
        return "release: \(level.rawValue) (\(requirement.previous) → \(requirement.smallest) at least)"
    }
}
