extension BundleCheck {
    /// A course: its sections and lessons numbered in order, each lesson a
    /// quiz, a reading or both, reward tiers in order, and achievements that can unlock.
    func course(_ course: Course) throws(ContentLoadError) {
        try slug(course.id, at: "course.id")
        try text(course.title, at: "course.title")
        try text(course.description, at: "course.description")
        if course.sections.isEmpty { throw failure("course.sections", "a course has at least one section") }
        try unique(course.sections.map(\.id), at: "course.sections", what: "section")
        try numbered(course.sections.map(\.number), at: "course.sections", key: "number")
        for (index, section) in course.sections.enumerated() {
            try self.section(section, at: "course.sections[\(index)]")
        }
        try unique(course.sections.flatMap { $0.lessons.map(\.id) }, at: "course.lessons", what: "lesson")
        try rewards(course.rewards)
        let lessonCount = course.sections.reduce(0) { $0 + $1.lessons.count }
        try unique(course.achievements.map(\.id), at: "course.achievements", what: "achievement")
        for (index, achievement) in course.achievements.enumerated() {
            try self.achievement(achievement, sections: course.sections.map(\.id), lessonCount: lessonCount,
                                 at: "course.achievements[\(index)]")
        }
    }

    private func section(_ section: CourseSection, at keyPath: @autoclosure () -> String) throws(ContentLoadError) {
        try slug(section.id, at: "\(keyPath()).id")
        try text(section.title, at: "\(keyPath()).title")
        if section.lessons.isEmpty { throw failure("\(keyPath()).lessons", "a section has at least one lesson") }
        try numbered(section.lessons.map(\.number), at: "\(keyPath()).lessons", key: "number")
        for (index, lesson) in section.lessons.enumerated() {
            try self.lesson(lesson, at: "\(keyPath()).lessons[\(index)]")
        }
    }

    private func lesson(_ lesson: Lesson, at keyPath: @autoclosure () -> String) throws(ContentLoadError) {
        try slug(lesson.id, at: "\(keyPath()).id")
        try text(lesson.title, at: "\(keyPath()).title")
        try text(lesson.icon, at: "\(keyPath()).icon")
        try text(lesson.overview, at: "\(keyPath()).overview")
        if let takeaways = lesson.keyTakeaways { try texts(takeaways, at: "\(keyPath()).keyTakeaways", nonEmpty: true) }
        guard (lesson.overview == nil) == (lesson.keyTakeaways == nil) else {
            throw failure(keyPath(), "a reading lesson has both an overview and key takeaways, never one without the other")
        }
        guard lesson.isQuiz || lesson.isReading else {
            throw failure(keyPath(), "the lesson has neither questions nor a reading; a lesson has at least one")
        }
        for (index, question) in lesson.questions.enumerated() {
            try self.question(question, at: "\(keyPath()).questions[\(index)]", requiresLevels: false)
        }
        try maxScore(lesson.maxScore, of: lesson.questions, at: keyPath())
    }

    /// At least one tier, each paying 0 or more, `maxErrors` rising strictly, only the last open.
    private func rewards(_ rewards: Rewards) throws(ContentLoadError) {
        try number(rewards.coinsPerLesson, at: "course.rewards.coinsPerLesson", in: 0...Int.max)
        if rewards.diamonds.isEmpty { throw failure("course.rewards.diamonds", "there is at least one tier") }
        var previous: Int?
        for (index, tier) in rewards.diamonds.enumerated() {
            func keyPath() -> String { "course.rewards.diamonds[\(index)]" }
            try number(tier.diamonds, at: "\(keyPath()).diamonds", in: 0...Int.max)
            guard let maxErrors = tier.maxErrors else {
                guard index == rewards.diamonds.count - 1 else {
                    throw failure("\(keyPath()).maxErrors", "only the last tier admits any number of errors; this one is followed by others")
                }
                continue
            }
            try number(maxErrors, at: "\(keyPath()).maxErrors", in: 0...Int.max)
            if let previous, maxErrors <= previous {
                throw failure("\(keyPath()).maxErrors", "is \(maxErrors), but tiers admit more errors one after the other: the tier before admits \(previous)")
            }
            previous = maxErrors
        }
    }

    private func achievement(_ achievement: Achievement, sections: [String], lessonCount: Int,
                             at keyPath: @autoclosure () -> String) throws(ContentLoadError) {
        try slug(achievement.id, at: "\(keyPath()).id")
        try text(achievement.title, at: "\(keyPath()).title")
        try text(achievement.description, at: "\(keyPath()).description")
        try text(achievement.icon, at: "\(keyPath()).icon")
        switch achievement.unlock {
        case .lessonsCompleted(let count):
            guard (1...max(1, lessonCount)).contains(count) else {
                throw failure("\(keyPath()).unlock.lessonsCompleted",
                              "is \(count), but the course has \(lessonCount) lessons: the achievement could never unlock")
            }
        case .sectionCompleted(let section):
            guard sections.contains(section) else {
                throw failure("\(keyPath()).unlock.sectionCompleted", "names \"\(section)\", which is not a section of the course")
            }
        case .streakDays(let days):
            try number(days, at: "\(keyPath()).unlock.streakDays", in: 1...Int.max)
        }
    }
}
