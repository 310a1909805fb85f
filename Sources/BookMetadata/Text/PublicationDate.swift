#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Publication dates as book.yaml takes them: `YYYY`, `YYYY-MM` or `YYYY-MM-DD`.
enum PublicationDate {
    /// The date in one of the three forms, from what metadata writes:
    /// `2012-05-28`, `1999-07-31T16:00:00+00:00`, `20081208`, `200812`,
    /// `c2000.`, `[1894]`, `2002-02`. `nil` when no year can be read, and for
    /// calibre's `0101-01-01`, which means "unknown".
    ///
    /// - Parameter timeIsLocalMidnight: The time of day is local midnight
    ///   written in UTC (calibre): 12:00 or later means the next day.
    static func normalized(_ text: String, timeIsLocalMidnight: Bool = false) -> String? {
        let trimmed = text.trimmingSpaces()
        if trimmed.hasPrefix("0101-01-01") { return nil }
        let digitsOnly = trimmed.filter(\.isNumber)
        if trimmed.allSatisfy(\.isNumber) {
            switch digitsOnly.count {
            case 8: return format(digitsOnly.prefix(4), digitsOnly.dropFirst(4).prefix(2), digitsOnly.suffix(2))
            case 6: return format(digitsOnly.prefix(4), digitsOnly.suffix(2), nil)
            case 4: return format(digitsOnly.prefix(4), nil, nil)
            default: return nil
            }
        }
        // ISO forms, possibly with a time: take YYYY[-MM[-DD]] from the start.
        if timeIsLocalMidnight, let rounded = roundedToNearestDay(trimmed) { return rounded }
        let isoParts = trimmed.prefix(10).split(separator: "-")
        if let year = isoParts.first, year.count == 4, year.allSatisfy(\.isNumber) {
            let month = isoParts.count > 1 && isoParts[1].count == 2 && isoParts[1].allSatisfy(\.isNumber) ? isoParts[1] : nil
            let day = month != nil && isoParts.count > 2 && isoParts[2].count == 2 && isoParts[2].allSatisfy(\.isNumber) ? isoParts[2] : nil
            return format(year, month, day)
        }
        // Catalogue forms: the first run of four digits (c2000., [1894], 1894?).
        var run = ""
        for character in trimmed {
            if character.isASCII && character.isNumber {
                run.append(character)
                if run.count == 4 { return format(Substring(run), nil, nil) }
            } else {
                run = ""
            }
        }
        return nil
    }

    /// `YYYY-MM-DDTHH…` with HH ≥ 12 as the next day's date, in the proleptic Gregorian calendar.
    private static func roundedToNearestDay(_ text: String) -> String? {
        let characters = Array(text)
        // Int("+1") is 1: only ASCII digits make a field.
        func number(_ range: Range<Int>) -> Int? {
            characters[range].allSatisfy { $0.isASCII && $0.isNumber } ? Int(String(characters[range])) : nil
        }
        guard characters.count >= 13, characters[4] == "-", characters[7] == "-", characters[10] == "T",
              let year = number(0..<4), let month = number(5..<7),
              let day = number(8..<10), let hour = number(11..<13),
              year > 0, (1...12).contains(month), (1...31).contains(day) else { return nil }
        guard hour >= 12 else { return String(characters[0..<10]) }
        guard year < 9999 || month < 12 || day < 31 else { return nil }  // no year 10000
        let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let lengths = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        var (nextYear, nextMonth, nextDay) = (year, month, day + 1)
        if nextDay > lengths[month - 1] { (nextMonth, nextDay) = (month + 1, 1) }
        if nextMonth > 12 { (nextYear, nextMonth) = (year + 1, 1) }
        // Positive values, padded with zeros to `count` digits.
        func digits(_ value: Int, _ count: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, count - text.count)) + text
        }
        return "\(digits(nextYear, 4))-\(digits(nextMonth, 2))-\(digits(nextDay, 2))"
    }

    private static func format(_ year: Substring, _ month: Substring?, _ day: Substring?) -> String? {
        guard let yearValue = Int(year), yearValue > 0 else { return nil }
        guard let month, let monthValue = Int(month), (1...12).contains(monthValue) else { return String(year) }
        guard let day, let dayValue = Int(day), (1...31).contains(dayValue) else { return "\(year)-\(month)" }
        _ = dayValue
        return "\(year)-\(month)-\(day)"
    }
}
