/// Where a lesson stands for the learner.
///
/// Encoded as `{"state": "locked"}`, `{"state": "available"}` or
/// `{"state": "completed", "diamonds": 3}` (no `diamonds` for a lesson
/// completed by reading).
public enum LessonState: Sendable, Hashable, Codable {
    /// Not reachable yet: the course's progression has not come to it.
    case locked
    /// Ready to be done.
    case available
    /// Done, with the best diamonds of its quiz (`nil` when completed by reading only).
    case completed(diamonds: Int?)

    /// Whether the lesson is completed.
    public var isCompleted: Bool {
        if case .completed = self { true } else { false }
    }

    private enum CodingKeys: String, CodingKey { case state, diamonds }

    /// Decodes a state from `state` and, when completed, `diamonds`.
    ///
    /// - Throws: `DecodingError` for an unknown state.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .state) {
        case "locked": self = .locked
        case "available": self = .available
        case "completed": self = .completed(diamonds: try container.decodeIfPresent(Int.self, forKey: .diamonds))
        case let other:
            throw DecodingError.dataCorruptedError(forKey: .state, in: container, debugDescription: "unknown lesson state \"\(other)\"")
        }
    }

    /// Encodes the state as `state` and, when completed with diamonds, `diamonds`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .locked: try container.encode("locked", forKey: .state)
        case .available: try container.encode("available", forKey: .state)
        case .completed(let diamonds):
            try container.encode("completed", forKey: .state)
            try container.encodeIfPresent(diamonds, forKey: .diamonds)
        }
    }
}

/// Where a section (a stage of a path) stands for the learner.
public enum SectionState: String, Sendable, Hashable, Codable {
    /// Every lesson is completed.
    case completed
    /// Unlocked and not finished: some lesson is available.
    case current
    /// No lesson is reachable yet.
    case locked
}
