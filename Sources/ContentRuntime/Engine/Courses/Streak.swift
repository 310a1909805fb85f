/// Learning on consecutive calendar days of the learner's time zone.
///
/// Each day with activity is the day the learner lived (``LocalDate``), so a
/// daylight-saving change never splits or merges days, and a move to another
/// time zone never counts a day twice: a day on or before the last one
/// recorded (after a flight west) changes nothing.
public struct Streak: Sendable, Hashable, Codable {
    /// The last day with activity, or `nil` before the first.
    public internal(set) var lastDay: LocalDate?
    /// The consecutive days of activity ending on ``lastDay``.
    public internal(set) var length: Int = 0
    /// The longest run of consecutive days so far.
    public internal(set) var longest: Int = 0

    /// An empty streak.
    public init() {}

    /// Records activity on `day`; returns whether the streak grew (a first day,
    /// or the day after the last).
    mutating func record(_ day: LocalDate) -> Bool {
        if let lastDay, day.days(since: lastDay) <= 0 { return false }
        length = lastDay.map { day.days(since: $0) == 1 } == true ? length + 1 : 1
        lastDay = day
        longest = max(longest, length)
        return true
    }

    /// The streak as it stands on `today`: its length while the last day of
    /// activity is today or yesterday (today may still extend it), else 0.
    public func days(on today: LocalDate) -> Int {
        guard let lastDay, today.days(since: lastDay) <= 1 else { return 0 }
        return length
    }

    /// How the streak looks on `today`, for a streak indicator.
    public func status(on today: LocalDate) -> StreakStatus {
        StreakStatus(days: days(on: today), longest: longest, lastDay: lastDay,
                     isActiveToday: lastDay.map { today.days(since: $0) <= 0 } ?? false)
    }
}

/// A streak as it stands on a given day.
public struct StreakStatus: Sendable, Hashable, Codable {
    /// Consecutive days of activity up to today or yesterday; 0 when the streak is broken.
    public var days: Int
    /// The longest streak so far.
    public var longest: Int
    /// The last day with activity.
    public var lastDay: LocalDate?
    /// Whether there was activity today already (else today can still extend the streak).
    public var isActiveToday: Bool
}
