import ContentRuntime
import Foundation

/// Dates, counts and labels as the screens write them.
enum Formatting {
    /// `Mon 12 May 2025`.
    static func day(_ date: LocalDate, clock: LearnerClock) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_GB")
        formatter.timeZone = clock.timeZone
        formatter.dateFormat = "EEE d MMM yyyy"
        return formatter.string(from: clock.start(of: date).addingTimeInterval(12 * 3600))
    }

    /// A day as `<time>`: its machine form for tests and tools, its words for people.
    static func time(_ date: LocalDate, clock: LearnerClock) -> HTML {
        dateTime(date.description) { day(date, clock: clock) }
    }

    /// `today`, `tomorrow`, `in 3 days`, `yesterday`, `2 days ago`.
    static func relative(_ date: LocalDate, from today: LocalDate) -> String {
        let days = date.days(since: today)
        switch days {
        case 0: return "today"
        case 1: return "tomorrow"
        case -1: return "yesterday"
        case let later where later > 1: return "in \(later) days"
        default: return "\(-days) days ago"
        }
    }

    /// `1 lesson`, `3 lessons`.
    static func count(_ number: Int, _ noun: String, plural: String? = nil) -> String {
        "\(number) \(number == 1 ? noun : plural ?? noun + "s")"
    }

    /// `42%`.
    static func percent(_ fraction: Double) -> String {
        "\(Int((fraction * 100).rounded()))%"
    }

    /// A question's difficulty and its Bloom category in words: `Easy · Recall`.
    static func bloom(_ category: BloomCategory) -> String {
        switch category {
        case .recall: "Recall"
        case .reframe: "Reframe"
        case .whyImportant: "Why it matters"
        case .apply: "Apply"
        case .whenUse: "When to use"
        case .contrast: "Contrast"
        case .critique: "Critique"
        case .howWield: "How to wield"
        }
    }

    /// `Foundation`, `Building block`, `Enhancement`.
    static func importance(_ importance: Importance) -> String {
        switch importance {
        case .foundation: "Foundation"
        case .buildingBlock: "Building block"
        case .enhancement: "Enhancement"
        }
    }

    /// The bars Deepread draws for an idea's importance: 3, 2 or 1.
    static func importanceBars(_ importance: Importance) -> Int {
        switch importance {
        case .foundation: 3
        case .buildingBlock: 2
        case .enhancement: 1
        }
    }

    /// `Basic`, `Intermediate`, `Advanced` for depth targets 1, 2, 3.
    static func depth(_ target: Int) -> String {
        switch target {
        case 1: "Basic"
        case 2: "Intermediate"
        default: "Advanced"
        }
    }

    /// The words Deepread shows for a mastery: its name and what to do next.
    static func mastery(_ mastery: Mastery) -> (name: String, next: String) {
        switch mastery {
        case .none: ("Not mastered yet", "Keep practising: a review is due at once.")
        case .fragile: ("Fragile", "Basic understanding: review it soon.")
        case .solid: ("Solid", "Mastered: move on to the next idea.")
        }
    }

    /// `Milestone`, `Streak`, `Mastery`, `Special`.
    static func category(_ category: AchievementCategory) -> String {
        category.rawValue.prefix(1).uppercased() + category.rawValue.dropFirst()
    }

    /// A text's paragraphs: its blank-line-separated parts.
    static func paragraphs(_ text: String) -> [String] {
        text.components(separatedBy: "\n\n").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }

    /// The letters of a title's first words, for a cover without an image: `MA` for Meditations (Marcus Aurelius).
    static func initials(_ title: String) -> String {
        let words = title.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).filter { $0.count > 2 || title.split(separator: " ").count == 1 }
        return String(words.prefix(2).compactMap(\.first)).uppercased()
    }
}
