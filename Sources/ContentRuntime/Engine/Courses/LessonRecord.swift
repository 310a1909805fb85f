#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a learner achieved in one lesson, kept by lesson id.
public struct LessonRecord: Sendable, Hashable, Codable {
    /// When the lesson was first completed.
    public internal(set) var firstCompleted: Date
    /// When the lesson was last completed (a replayed quiz).
    public internal(set) var lastCompleted: Date
    /// How often it was completed: its quiz finished, or its reading marked complete once.
    public internal(set) var completions: Int
    /// The most diamonds any finished quiz of the lesson earned; `nil` while it
    /// was completed only by reading.
    public internal(set) var bestDiamonds: Int?
    /// The fewest errors of a finished quiz; `nil` while it was completed only by reading.
    public internal(set) var fewestErrors: Int?
    /// The coins the lesson paid in all: the coins of its best result, never taken back.
    public internal(set) var coinsEarned: Int
}
