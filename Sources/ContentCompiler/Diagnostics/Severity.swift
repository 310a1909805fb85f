/// How serious a diagnostic is.
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Fails a build only with `--werror`.
    case warning
    /// Fails the build: nothing is written.
    case error

    private var rank: Int {
        switch self {
        case .warning: 0
        case .error: 1
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
