#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A calendar day as the learner lived it: the Gregorian year, month and day
/// in the learner's time zone at the moment of an event.
///
/// Days are kept as dates, not instants, so that streaks and review dates
/// never depend on the hour or on later moves between time zones. Encoded as
/// `"YYYY-MM-DD"`.
public struct LocalDate: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The year, such as 2025.
    public let year: Int
    /// The month, 1…12.
    public let month: Int
    /// The day of the month, 1…31.
    public let day: Int

    /// Creates a date, or `nil` when the day does not exist (`2025-02-30`).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), (1...31).contains(day), (-999_999...999_999).contains(year) else { return nil }
        let date = LocalDate(dayNumber: Self.dayNumber(year: year, month: month, day: day))
        guard date.year == year, date.month == month, date.day == day else { return nil }
        self = date
    }

    /// The day an instant falls on in `calendar`'s time zone.
    public init(_ date: Date, in calendar: Calendar) {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = calendar.timeZone
        let parts = gregorian.dateComponents([.year, .month, .day], from: calendar.startOfDay(for: date))
        self.init(dayNumber: Self.dayNumber(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1))
    }

    /// Parses `YYYY-MM-DD`, or returns `nil`.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The date `days` days later (earlier, when negative).
    public func adding(days: Int) -> LocalDate {
        LocalDate(dayNumber: dayNumber + days)
    }

    /// How many days after `other` this date is (negative when before).
    public func days(since other: LocalDate) -> Int {
        dayNumber - other.dayNumber
    }

    /// `YYYY-MM-DD`, such as `2025-03-09`.
    public var description: String {
        let pad = { (value: Int, width: Int) in String(repeating: "0", count: max(0, width - String(value).count)) + String(value) }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    /// Orders dates by time.
    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool { lhs.dayNumber < rhs.dayNumber }

    /// Decodes `"YYYY-MM-DD"`.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the text is not such a date.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = LocalDate(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(text)\" is not a date YYYY-MM-DD")
        }
        self = date
    }

    /// Encodes the date as `"YYYY-MM-DD"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    // Days since 1970-01-01 in the proleptic Gregorian calendar (after H. Hinnant's
    // `days_from_civil`), so that day arithmetic needs no time zone and no DST.
    private var dayNumber: Int { Self.dayNumber(year: year, month: month, day: day) }

    private static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private init(dayNumber: Int) {
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }
}
