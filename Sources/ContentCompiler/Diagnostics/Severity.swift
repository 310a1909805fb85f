/// How serious a diagnostic is.
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Shown for information; never fails a build.
    case note
    /// Fails a build only with `--werror`.
    case warning
    /// Fails the build: nothing is written.
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
