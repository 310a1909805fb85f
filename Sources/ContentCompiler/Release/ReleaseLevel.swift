/// How far the content version must rise for a release, by what changed.
///
/// Apps store progress by ids (SPEC §7, §8): answers by question id, mastery
/// by idea id, completed lessons and unlocked achievements by their ids. So:
///
/// - ``major``: something an app may hold progress for is gone or means
///   something else: an id removed or renamed, an id that now names another
///   item, or a question whose answer key changed (see ``ReleaseChange/Kind``);
/// - ``minor``: something was added;
/// - ``patch``: texts and other fields changed, nothing stored is affected;
/// - ``none``: the bundles hold the same content (their envelopes, hashes and
///   sizes aside).
public enum ReleaseLevel: String, Sendable, Hashable, Comparable, CaseIterable, Codable {
    /// Nothing differs.
    case none
    /// Fixes: changed texts and fields.
    case patch
    /// Additions.
    case minor
    /// Breaking changes for stored progress.
    case major

    private var rank: Int {
        switch self {
        case .none: 0
        case .patch: 1
        case .minor: 2
        case .major: 3
        }
    }

    /// Whether `lhs` asks less of the version than `rhs`: none < patch < minor < major.
    public static func < (lhs: ReleaseLevel, rhs: ReleaseLevel) -> Bool { lhs.rank < rhs.rank }
}
