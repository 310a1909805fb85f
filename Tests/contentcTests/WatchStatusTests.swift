@testable import contentc
import Foundation
import Testing

/// The status line's duration and time of day, against what Foundation's
/// formatters gave for the same values.
@Suite struct WatchStatusTests {
    @Test func durationsAreRoundedToHundredthsOfASecond() {
        #expect(WatchLoop.describe(.milliseconds(84)) == "84 ms")
        #expect(WatchLoop.describe(.microseconds(999_400)) == "999 ms")
        #expect(WatchLoop.describe(.milliseconds(1_000)) == "1.00 s")
        #expect(WatchLoop.describe(.milliseconds(1_320)) == "1.32 s")
        #expect(WatchLoop.describe(.milliseconds(61_004)) == "61.00 s")
        #expect(WatchLoop.describe(.seconds(3_600)) == "3600.00 s")
        // A tie goes to the even hundredth.
        #expect(WatchLoop.describe(.milliseconds(1_005)) == "1.00 s")
        #expect(WatchLoop.describe(.milliseconds(1_015)) == "1.02 s")
        #expect(WatchLoop.describe(.milliseconds(1_995)) == "2.00 s")
        #expect(WatchLoop.describe(.microseconds(1_005_001)) == "1.01 s")
        // Away from a tie, the same text as `printf`'s `%.2f` of the seconds, which it replaces.
        let durations = (1_000...20_000).filter { $0 % 10 != 5 }.map { Duration.milliseconds($0) }
            + stride(from: 1_000_001, to: 100_000_000, by: 9_973).map { Duration.microseconds($0) }
        for duration in durations where (duration / .microseconds(1)).truncatingRemainder(dividingBy: 10_000) != 5_000 {
            let milliseconds = duration / .milliseconds(1)
            #expect(WatchLoop.describe(duration) == String(format: "%.2f s", milliseconds / 1_000), "\(duration)")
        }
    }

    @Test func theTimeOfDayIsLocal() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = .current
        formatter.dateFormat = "HH:mm:ss"
        // Midnight, noon, both sides of a change of hour, and now.
        let now = time(nil)
        for seconds: time_t in [0, 43_200, 1_711_846_799, 1_711_846_800, 1_729_990_800, 86_399, now] {
            let date = Date(timeIntervalSince1970: TimeInterval(seconds))
            #expect(WatchLoop.timeOfDay(at: seconds) == formatter.string(from: date), "\(seconds)")
        }
        #expect(WatchLoop.timeOfDay().utf8.count == 8)
    }
}
