import Foundation

/// Writes a large, valid content project: books of ideas and courses of sections,
/// with realistic text lengths, the same bytes for the same parameters.
///
/// Its questions are written as a careful author writes them, so that the
/// project lints with no problem, as the sample content does: options in other
/// words than their stem's (``SplitMix/optionWord()``), stems from a vocabulary
/// large enough that no two of a book are alike, and the correct options of
/// each book and course balanced in position and in length (``BalancedKeys``).
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
            var keys = BalancedKeys()
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
                try write(ideaText(book: book, idea: idea, random: &random, keys: &keys),
                          to: bookFolder.appendingPathComponent("ideas/b\(book)i\(idea).yaml"))
            }
        }
        for course in stride(from: 1, through: courses, by: 1) {
            var keys = BalancedKeys()
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
                try write(sectionText(id: section, prefix: "c\(course)s\(index + 1)", random: &random, keys: &keys),
                          to: courseFolder.appendingPathComponent("sections/\(section).yaml"))
            }
        }
    }

    private func ideaText(book: Int, idea: Int, random: inout SplitMix, keys: inout BalancedKeys) -> String {
        let band: [(String, [String])] = [
            ("easy", ["recall", "reframe", "whyImportant"]),
            ("medium", ["apply", "whenUse", "apply"]),
            ("hard", ["contrast", "critique", "howWield"]),
        ]
        var questions = ""
        for (difficulty, blooms) in band {
            for bloom in blooms {
                let stem = random.sentence(words: 18)
                let key = keys.arrange((0..<4).map { _ in random.option(words: 8) }, &random)
                questions += """
                  - difficulty: \(difficulty)
                    bloom: \(bloom)
                    text: \(stem)?
                    options:
                      - \(key.options[0])
                      - \(key.options[1])
                      - \(key.options[2])
                      - \(key.options[3])
                    correct: \(key.correct)
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

    private func sectionText(id: String, prefix: String, random: inout SplitMix, keys: inout BalancedKeys) -> String {
        var lessons = ""
        for lesson in 1...10 {
            var questions = ""
            for _ in 1...6 {
                let stem = random.sentence(words: 10)
                let key = keys.arrange(["north", "south", "east", "west"].map { "\(random.optionWord()) \($0)" }, &random)
                questions += """
                      - text: \(stem)?
                        options: [\(key.options.joined(separator: ", "))]
                        correct: \(key.correct)

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

    /// The corpus's words: 1,024 made-up words of two or three syllables and
    /// a last consonant (`bakel`, `tomirus`), drawn once from a generator of
    /// their own. They start with a consonant and hold no `n`, `h`, `w` or
    /// `y`, so that none is a word the question rules look for (`never`,
    /// `none`, `always`, `which`); the benchmark lints the corpus before it
    /// times it, and stops if the corpus has any problem.
    private static let vocabulary: [String] = {
        let consonants = Array("bdfgklmprstvz"), vowels = Array("aeiou")
        var random = SplitMix(seed: 0x5EED_0F_30DD)
        var seen: Set<String> = []
        var words: [String] = []
        while words.count < 1_024 {
            var word = ""
            for _ in 0..<(2 + random.next() % 2) {
                word.append(consonants[random.next() % consonants.count])
                word.append(vowels[random.next() % vowels.count])
            }
            word.append(consonants[random.next() % consonants.count])
            if seen.insert(word).inserted { words.append(word) }
        }
        return words
    }()

    /// How many words stems draw from; options draw from the rest.
    private static let stemWords = 512

    /// A word of stems, titles and prose.
    mutating func word() -> String { Self.vocabulary[next() % Self.stemWords] }

    /// A word of options, never one of ``word()``'s: an option repeats no word of its stem.
    mutating func optionWord() -> String { Self.vocabulary[Self.stemWords + next() % (Self.vocabulary.count - Self.stemWords)] }

    /// Words joined by spaces, the first capitalised.
    mutating func sentence(words count: Int) -> String {
        joined((0..<count).map { _ in word() })
    }

    /// An option of `count` words of options.
    mutating func option(words count: Int) -> String {
        joined((0..<count).map { _ in optionWord() })
    }

    private func joined(_ words: [String]) -> String {
        var words = words
        words[0] = words[0].prefix(1).uppercased() + words[0].dropFirst()
        return words.joined(separator: " ")
    }
}

/// The answer keys of one bank's questions of four options: the correct
/// option's position (``BalancedPositions``) and its rank by length, longest
/// first, each balanced four by four, so that the correct option is the
/// longest in a quarter of the questions, as chance would have it.
struct BalancedKeys {
    private var positions = BalancedPositions()
    private var ranks = BalancedPositions()

    /// The options with the one of the next rank moved to the next position, which is the correct one.
    mutating func arrange(_ options: [String], _ random: inout SplitMix) -> (options: [String], correct: Int) {
        let byLength = options.indices.sorted { (options[$0].count, $1) > (options[$1].count, $0) }
        let chosen = byLength[ranks.next(&random)]
        let position = positions.next(&random)
        var arranged = options
        arranged.swapAt(chosen, position)
        return (arranged, position)
    }
}

/// The correct positions of one bank's questions of four options: each four
/// in a row hold every position once, in an order drawn at random, so that
/// the positions are balanced and no position is correct more than twice in a row.
struct BalancedPositions {
    private var block: [Int] = []

    /// The next question's correct position.
    mutating func next(_ random: inout SplitMix) -> Int {
        if block.isEmpty {
            block = [0, 1, 2, 3]
            for index in stride(from: 3, to: 0, by: -1) { block.swapAt(index, random.next() % (index + 1)) }
        }
        return block.removeLast()
    }
}
