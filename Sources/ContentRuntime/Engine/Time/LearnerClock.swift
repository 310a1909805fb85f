#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// When an event happens, for the learner: the moment, and the calendar and
/// time zone that say which day it is. The engine never reads a clock: the
/// app passes one with every event, so tests and previews can move time.
///
/// ```swift
/// let clock = LearnerClock(now: .now, timeZone: .current)
/// ```
public struct LearnerClock: Sendable, Hashable {
    /// The moment of the event.
    public var now: Date
    /// The learner's calendar, whose time zone is ``timeZone``.
    public private(set) var calendar: Calendar

    /// Creates a clock.
    ///
    /// - Parameters:
    ///   - now: The moment of the event.
    ///   - timeZone: The learner's time zone: days run from its midnight to midnight.
    ///   - calendar: The learner's calendar; Gregorian unless given. Its time
    ///     zone is replaced by `timeZone`.
    public init(now: Date, timeZone: TimeZone, calendar: Calendar = Calendar(identifier: .gregorian)) {
        self.now = now
        var calendar = calendar
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// The learner's time zone.
    public var timeZone: TimeZone { calendar.timeZone }

    /// The learner's day at ``now``.
    public var today: LocalDate { LocalDate(now, in: calendar) }

    /// The first moment of a day in the learner's time zone, such as the
    /// moment a review falls due, for a reminder.
    public func start(of day: LocalDate) -> Date {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = timeZone
        let noon = gregorian.date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: 12)) ?? now
        return gregorian.startOfDay(for: noon)
    }

    /// The same clock, `days` calendar days later at the same time of day
    /// (the hour may shift across a daylight-saving change), as a preview's
    /// "next day" button moves it.
    public func advanced(byDays days: Int) -> LearnerClock {
        var clock = self
        clock.now = calendar.date(byAdding: .day, value: days, to: now) ?? now.addingTimeInterval(Double(days) * 86_400)
        return clock
    }
}
