import ContentRuntime
import Foundation
import Testing

/// Streaks in calendar days of the learner's time zone.
@Suite struct StreakTests {
    private func streak(_ events: [LearnerClock]) -> Streak {
        var progress = LearnerProgress()
        let path = Shipped.path
        let lessons = path.sections[0].lessons.map(\.id) + path.sections[1].lessons.map(\.id)
        for (clock, lesson) in zip(events, lessons) {
            _ = try! progress.completeReading(lesson, in: path, at: clock)
        }
        return progress.course(path.id).streak
    }

    @Test func consecutiveDaysGrowAndAMissedDayBreaks() {
        let days = streak([Clocks.at("2025-03-01"), Clocks.at("2025-03-02", 23), Clocks.at("2025-03-03", 0, minute: 5)])
        #expect(days.length == 3 && days.longest == 3)
        #expect(days.days(on: LocalDate("2025-03-03")!) == 3)
        #expect(days.days(on: LocalDate("2025-03-04")!) == 3, "alive today when the last day was yesterday")
        #expect(days.days(on: LocalDate("2025-03-05")!) == 0, "a missed day breaks it")
        let broken = streak([Clocks.at("2025-03-01"), Clocks.at("2025-03-02"), Clocks.at("2025-03-04")])
        #expect(broken.length == 1 && broken.longest == 2)
    }

    @Test func twoLessonsInADayCountOneDay() {
        let days = streak([Clocks.at("2025-03-01", 8), Clocks.at("2025-03-01", 22)])
        #expect(days.length == 1)
    }

    @Test func daylightSavingChangesNeitherBreakNorDoubleADay() {
        // Paris moves to summer time on 2025-03-30 at 02:00 (a 23-hour day) and back on 2025-10-26 (25 hours).
        let spring = streak([Clocks.at("2025-03-29", 23, minute: 30), Clocks.at("2025-03-30", 23, minute: 30),
                             Clocks.at("2025-03-31", 0, minute: 30)])
        #expect(spring.length == 3)
        let autumn = streak([Clocks.at("2025-10-25", 0, minute: 30), Clocks.at("2025-10-26", 23, minute: 30),
                             Clocks.at("2025-10-27", 0, minute: 30)])
        #expect(autumn.length == 3)
    }

    @Test func aChangeOfTimeZoneNeitherBreaksNorDoublesADay() {
        // 22:00 in New York on 3 March, then 08:00 in Tokyo on 4 March: 10 hours later, the next day there.
        let east = streak([Clocks.at("2025-03-03", 22, in: Clocks.newYork), Clocks.at("2025-03-04", 8, in: Clocks.tokyo)])
        #expect(east.length == 2)
        // 08:00 in Tokyo on 4 March, then 20:00 in New York on 3 March (later, but an earlier local day): no new day, no break.
        let west = streak([Clocks.at("2025-03-04", 8, in: Clocks.tokyo), Clocks.at("2025-03-03", 20, in: Clocks.newYork),
                           Clocks.at("2025-03-05", 9, in: Clocks.newYork)])
        #expect(west.length == 2 && west.lastDay == LocalDate("2025-03-05"))
    }

    @Test func localDatesCountDaysWithoutTimeZones() {
        let leap = LocalDate("2024-02-28")!
        #expect(leap.adding(days: 1).description == "2024-02-29" && leap.adding(days: 2).description == "2024-03-01")
        #expect(LocalDate("2025-01-01")!.days(since: LocalDate("2024-01-01")!) == 366)
        #expect(LocalDate("2025-02-29") == nil && LocalDate("2025-2-01") == nil)
        #expect(LocalDate("1999-12-31")!.adding(days: 1).description == "2000-01-01")
    }
}
