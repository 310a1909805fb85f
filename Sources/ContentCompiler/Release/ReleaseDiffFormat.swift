/// The output formats of `contentc diff`.
public enum ReleaseDiffFormat: String, Sendable, CaseIterable {
    /// For people: grouped lines, ending with the release level (``ReleaseTextReport``).
    case text
    /// For tools: one JSON object with sorted keys (``ReleaseJSONReport``).
    case json

    /// Renders a diff in this format.
    public func render(_ diff: ReleaseDiff) -> String {
        switch self {
        case .text: ReleaseTextReport().render(diff)
        case .json: ReleaseJSONReport().render(diff)
        }
    }
}
