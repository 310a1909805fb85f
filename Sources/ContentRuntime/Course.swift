/// A course or learning path: sections of lessons, rewards and achievements.
public struct Course: Sendable, Hashable, Codable, Identifiable {
    /// The course's slug, its folder name under `courses/`.
    public var id: String
    /// The course's title, as shown; never blank.
    public var title: String
    /// What the course is about, when course.yaml says.
    public var description: String?
    /// The sections in the order course.yaml lists them, numbered from 1; ids
    /// unique in the course.
    public var sections: [CourseSection]
    /// How lessons unlock: lesson by lesson (Clever Den) or stage by stage
    /// (Learning Progress). ``Progression/lesson`` in bundles of format 1.0.
    public var progression: Progression
    /// What finishing a lesson earns; what course.yaml leaves out (the coins,
    /// the tiers, or both) is as in ``Rewards/standard``.
    public var rewards: Rewards
    /// The badges a learner can unlock, in course.yaml's order; ids unique in
    /// the course. Empty when the course has none.
    public var achievements: [Achievement]

    /// Creates a course.
    public init(id: String, title: String, description: String?, sections: [CourseSection],
                progression: Progression = .lesson, rewards: Rewards, achievements: [Achievement]) {
        self.id = id
        self.title = title
        self.description = description
        self.sections = sections
        self.progression = progression
        self.rewards = rewards
        self.achievements = achievements
    }

    /// Decodes a course; a bundle of format 1.0, which has no `progression`,
    /// unlocks lesson by lesson.
    ///
    /// - Throws: `DecodingError` when a key is missing or holds a value of the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        description = try container.decodeIfPresent(String.self, forKey: .description)
        sections = try container.decode([CourseSection].self, forKey: .sections)
        progression = try container.decodeIfPresent(Progression.self, forKey: .progression) ?? .lesson
        rewards = try container.decode(Rewards.self, forKey: .rewards)
        achievements = try container.decode([Achievement].self, forKey: .achievements)
    }
}

/// One section of a course (a "stage" of a learning path).
///
/// Named `CourseSection` so it never clashes with SwiftUI's `Section` in an app.
public struct CourseSection: Sendable, Hashable, Codable, Identifiable {
    /// The section's id, its file name under `sections/`; unique in its course.
    public var id: String
    /// The section's position in its course, from 1.
    public var number: Int
    /// The section's title, as shown.
    public var title: String
    /// The lessons in order; the course's ``Course/progression`` says when each unlocks.
    public var lessons: [Lesson]

    /// Creates a section.
    public init(id: String, number: Int, title: String, lessons: [Lesson]) {
        self.id = id
        self.number = number
        self.title = title
        self.lessons = lessons
    }
}

/// One lesson: a quiz, a reading, or both.
///
/// The compiler admits only these shapes: a quiz lesson has questions; a
/// reading lesson has an ``overview`` and at least one of ``keyTakeaways``
/// (never one without the other); a lesson may be both, never neither.
public struct Lesson: Sendable, Hashable, Codable, Identifiable {
    /// Unique in its course, across its sections: apps record progress by it.
    public var id: String
    /// The lesson's position in its section, from 1.
    public var number: Int
    /// The lesson's title, as shown.
    public var title: String
    /// An SF Symbol or asset name.
    public var icon: String
    /// For a reading lesson: the text to read; `nil` for a quiz-only lesson.
    public var overview: String?
    /// For a reading lesson: the points to remember, at least one; `nil` for a
    /// quiz-only lesson.
    public var keyTakeaways: [String]?
    /// For a quiz lesson: its questions in order, by default 6 multiple-choice
    /// questions of 4 options each (a project's rules may change this); empty
    /// for a reading-only lesson. Question ids are unique in the course.
    public var questions: [Question]
    /// The most points the quiz can give: the sum of the questions' points,
    /// computed by the compiler; 0 for a reading-only lesson.
    public var maxScore: Int

    /// Creates a lesson.
    public init(id: String, number: Int, title: String, icon: String, overview: String?,
                keyTakeaways: [String]?, questions: [Question], maxScore: Int) {
        self.id = id
        self.number = number
        self.title = title
        self.icon = icon
        self.overview = overview
        self.keyTakeaways = keyTakeaways
        self.questions = questions
        self.maxScore = maxScore
    }

    /// Whether the lesson has a quiz: at least one question.
    public var isQuiz: Bool { !questions.isEmpty }
    /// Whether the lesson has something to read: an ``overview`` and at least
    /// one of ``keyTakeaways``.
    public var isReading: Bool { overview != nil && !(keyTakeaways ?? []).isEmpty }
}

/// A badge a learner unlocks.
public struct Achievement: Sendable, Hashable, Codable, Identifiable {
    /// Unique in its course: apps record unlocked achievements by it.
    public var id: String
    /// The badge's name, as shown, such as `First Steps`.
    public var title: String
    /// What the badge is for, as shown, such as `Complete your first lesson`.
    public var description: String
    /// The kind of badge, for grouping them.
    public var category: AchievementCategory
    /// An SF Symbol or asset name.
    public var icon: String
    /// When the badge unlocks; the compiler checks that it can: a section it
    /// names is in the course, a lesson count is at most the course's lessons.
    public var unlock: UnlockCondition

    /// Creates an achievement.
    public init(id: String, title: String, description: String, category: AchievementCategory,
                icon: String, unlock: UnlockCondition) {
        self.id = id
        self.title = title
        self.description = description
        self.category = category
        self.icon = icon
        self.unlock = unlock
    }
}

/// The kinds of achievement.
public enum AchievementCategory: String, Sendable, Codable, CaseIterable {
    /// Progress through the course, such as a number of lessons completed.
    case milestone
    /// Learning on consecutive days.
    case streak
    /// Command of a subject, such as a section completed.
    case mastery
    /// Anything else: a one-off or hidden badge.
    case special
}

/// When an achievement unlocks. Encoded as an object with exactly one key:
/// `{"lessonsCompleted": 5}`, `{"sectionCompleted": "europe"}` or `{"streakDays": 7}`.
public enum UnlockCondition: Sendable, Hashable, Codable {
    /// After this many lessons of the course are completed (≥ 1).
    case lessonsCompleted(Int)
    /// When every lesson of this section is completed.
    case sectionCompleted(String)
    /// After learning on this many consecutive days (≥ 1).
    case streakDays(Int)

    private enum CodingKeys: String, CodingKey {
        case lessonsCompleted, sectionCompleted, streakDays
    }

    /// Decodes a condition from an object with exactly one of its keys.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the object has none or
    ///   several of the keys, or `DecodingError` when the value has the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let known = container.allKeys
        guard known.count == 1, let key = known.first else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "an unlock condition has exactly one of lessonsCompleted, sectionCompleted, streakDays"))
        }
        switch key {
        case .lessonsCompleted: self = .lessonsCompleted(try container.decode(Int.self, forKey: key))
        case .sectionCompleted: self = .sectionCompleted(try container.decode(String.self, forKey: key))
        case .streakDays: self = .streakDays(try container.decode(Int.self, forKey: key))
        }
    }

    /// Encodes the condition as an object with its one key, such as `{"streakDays": 7}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .lessonsCompleted(let count): try container.encode(count, forKey: .lessonsCompleted)
        case .sectionCompleted(let section): try container.encode(section, forKey: .sectionCompleted)
        case .streakDays(let days): try container.encode(days, forKey: .streakDays)
        }
    }
}
