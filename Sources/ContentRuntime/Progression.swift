/// How a course's lessons unlock, as course.yaml's `progression` says.
public enum Progression: String, Sendable, Hashable, Codable, CaseIterable {
    /// Each lesson unlocks when the one before it is completed, across section
    /// boundaries: the first lesson of a section follows the last of the one
    /// before (Clever Den).
    case lesson
    /// A whole section (a "stage") unlocks when every lesson of the section
    /// before it is completed; the lessons of an unlocked stage may be done in
    /// any order (Learning Progress).
    case stage
}
