import Foundation

/// Writes a large, valid content project: books of ideas and courses of sections,
/// with realistic text lengths, the same bytes for the same parameters.
struct CorpusGenerator {
    /// Books to write; each has `ideasPerBook` idea files.
    var books: Int
    var ideasPerBook: Int
    /// Courses to write; each has `sectionsPerCourse` section files of 10 lessons.
    var courses: Int
    var sectionsPerCourse: Int

    /// The number of YAML files written, contentc.yaml included.
    var fileCount: Int { 1 + books * (1 + ideasPerBook) + courses * (1 + sectionsPerCourse) }

    /// Writes the project into `folder` (which must not exist yet).
    func write(to folder: URL) throws {
        var random = SplitMix(seed: 0xC0FFEE)
        try write("name: benchmark-library\nversion: 1.0.0\n", to: folder.appendingPathComponent("contentc.yaml"))
        for book in 1...books {
            let bookFolder = folder.appendingPathComponent("books/book-\(book)")
            try write("""
                number: \(book)
                title: \(random.sentence(words: 4))
                author: \(random.sentence(words: 2))
                language: en
                description: >-
                  \(random.sentence(words: 60))
                categories: [Philosophy, History]
                publishedDate: "1862"

                """, to: bookFolder.appendingPathComponent("book.yaml"))
            for idea in 1...ideasPerBook {
                try write(ideaText(book: book, idea: idea, random: &random),
                          to: bookFolder.appendingPathComponent("ideas/b\(book)i\(idea).yaml"))
            }
        }
        for course in stride(from: 1, through: courses, by: 1) {
            let courseFolder = folder.appendingPathComponent("courses/course-\(course)")
            let sections = (1...sectionsPerCourse).map { "s\($0)" }
            try write("""
                id: course-\(course)
                title: \(random.sentence(words: 3))
                description: \(random.sentence(words: 30))
                sections: [\(sections.joined(separator: ", "))]
                achievements:
                  - id: first
                    title: First Steps
                    description: Complete your first lesson
                    category: milestone
                    icon: star.fill
                    unlock: { lessonsCompleted: 1 }

                """, to: courseFolder.appendingPathComponent("course.yaml"))
            for (index, section) in sections.enumerated() {
                try write(sectionText(id: section, prefix: "c\(course)s\(index + 1)", random: &random),
                          to: courseFolder.appendingPathComponent("sections/\(section).yaml"))
            }
        }
    }

    private func ideaText(book: Int, idea: Int, random: inout SplitMix) -> String {
        let band: [(String, [String])] = [
            ("easy", ["recall", "reframe", "whyImportant"]),
            ("medium", ["apply", "whenUse", "apply"]),
            ("hard", ["contrast", "critique", "howWield"]),
        ]
        var questions = ""
        for (difficulty, blooms) in band {
            for bloom in blooms {
                questions += """
                  - difficulty: \(difficulty)
                    bloom: \(bloom)
                    text: \(random.sentence(words: 18))?
                    options:
                      - \(random.sentence(words: 8))
                      - \(random.sentence(words: 8))
                      - \(random.sentence(words: 8))
                      - \(random.sentence(words: 8))
                    correct: \(random.next() % 4)
                    explanation: \(random.sentence(words: 25))

                """
            }
        }
        return """
            id: b\(book)i\(idea)
            title: \(random.sentence(words: 5))
            description: \(random.sentence(words: 20))
            importance: foundation
            depthTarget: \(1 + random.next() % 3)
            primer:
              thesis: \(random.sentence(words: 30))
              story: >-
                \(random.sentence(words: 120))
              useItWhen:
                - \(random.sentence(words: 12))
                - \(random.sentence(words: 12))
              howToApply:
                - \(random.sentence(words: 12))
                - \(random.sentence(words: 12))
              edgesAndLimits:
                - \(random.sentence(words: 12))
              oneLineRecall: \(random.sentence(words: 10))
              furtherLearning:
                - { title: Further reading, url: "https://example.org/b\(book)i\(idea)", kind: article }
            questions:
            \(questions)
            """
    }

    private func sectionText(id: String, prefix: String, random: inout SplitMix) -> String {
        var lessons = ""
        for lesson in 1...10 {
            var questions = ""
            for _ in 1...6 {
                questions += """
                      - text: \(random.sentence(words: 10))?
                        options: [\(random.word()) north, \(random.word()) south, \(random.word()) east, \(random.word()) west]
                        correct: \(random.next() % 4)

                """
            }
            lessons += """
              - id: \(prefix)-l\(lesson)
                title: \(random.sentence(words: 3))
                icon: globe.europe.africa.fill
                questions:
            \(questions)
            """
        }
        return "id: \(id)\ntitle: \(random.sentence(words: 3))\nlessons:\n\(lessons)"
    }

    private func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}

/// A small deterministic random generator (SplitMix64), so every run writes the same corpus.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int(truncatingIfNeeded: (value ^ (value >> 31)) >> 1)
    }

    private static let words = [
        "reason", "nature", "virtue", "river", "mountain", "capital", "empire", "courage", "judgement", "habit",
        "morning", "practice", "harbour", "desert", "island", "temper", "patience", "duty", "memory", "season",
        "lantern", "orbit", "garden", "quiet", "measure", "letter", "winter", "signal", "border", "council",
    ]

    mutating func word() -> String { Self.words[next() % Self.words.count] }

    mutating func sentence(words count: Int) -> String {
        var words = (0..<count).map { _ in word() }
        words[0] = words[0].prefix(1).uppercased() + words[0].dropFirst()
        return words.joined(separator: " ")
    }
}
