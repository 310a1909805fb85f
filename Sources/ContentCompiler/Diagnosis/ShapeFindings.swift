import YAML

/// What the shape diagnoses reported about a file that is valid YAML, so that
/// the decoder does not report the same mistake again as its consequences.
struct ShapeFindings: Sendable {
    /// Keys (by where they start) whose being in the wrong mapping is reported:
    /// not reported again as unknown keys.
    var reportedKeys: Set<Mark> = []
    /// Values (by where they start) whose problem is reported: the decoder
    /// treats them as unreadable and says nothing more about them, so a list
    /// holding one is not counted either.
    var reportedValues: Set<Mark> = []
    /// Keys a mapping (by where it starts) lacks because they were reported as
    /// written elsewhere: not reported again as missing.
    var misplacedKeys: [Mark: Set<String>] = [:]

    /// Whether nothing was reported.
    var isEmpty: Bool { reportedKeys.isEmpty && reportedValues.isEmpty && misplacedKeys.isEmpty }

    /// Whether the problem of a value is reported (checked first of all for no reports, the usual case).
    func isReported(value node: TapeNode) -> Bool {
        !reportedValues.isEmpty && reportedValues.contains(node.start)
    }

    /// Whether a key's being in the wrong place is reported.
    func isReported(key node: TapeNode) -> Bool {
        !reportedKeys.isEmpty && reportedKeys.contains(node.start)
    }

    /// Notes that `key` is missing from the mapping starting at `mapping` because it is written elsewhere.
    mutating func misplace(_ key: String, from mapping: Mark) {
        misplacedKeys[mapping, default: []].insert(key)
    }
}
