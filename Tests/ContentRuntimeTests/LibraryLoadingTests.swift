import ContentRuntime
import Foundation
import Testing

@Suite struct LibraryLoadingTests {
    @Test func loadsEveryBundleWithItsValuesIntact() throws {
        let folder = try OutFolder()
        let library = try folder.load()

        #expect(library.index.name == "sample-library")
        #expect(library.index.contentVersion == SampleContent.contentVersion)
        #expect(library.books == SampleContent.books)
        #expect(library.courses == SampleContent.courses)
        #expect(library.books.map(\.id) == ["deep-work", "meditations"])
        #expect(library.courses.map(\.id) == ["flags-and-continents", "habits-path"])
    }

    @Test func booksIdeasPrimersAndQuestions() throws {
        let folder = try OutFolder()
        let library = try folder.load()

        let book = try #require(library.book(id: "meditations"))
        #expect(book.author == "Marcus Aurelius")
        #expect(book.averageRating == 4.5)
        #expect(book.ideas.map(\.id) == ["b1i1", "b1i2"])

        let idea = try #require(library.idea(id: "b1i1"))
        #expect(idea.importance == .foundation)
        #expect(idea.depthTarget == 2)
        #expect(idea.primer.howToApply.count == 3)
        #expect(idea.primer.furtherLearning?.first?.kind == .book)
        #expect(idea.primer.furtherLearning?.last?.kind == nil)
        #expect(idea.questions.count == 9)
        #expect(idea.questions.map(\.points).reduce(0, +) == 150)
        #expect(idea.maxScore == 150)
        for difficulty in Difficulty.allCases {
            #expect(idea.questions.filter { $0.difficulty == difficulty }.count == 3)
        }

        #expect(library.idea(id: "b2i1")?.title == "Depth is rare and valuable")
        #expect(library.book(containingIdea: "b2i1")?.id == "deep-work")
        #expect(library.book(containingIdea: "b1i2")?.id == "meditations")
    }

    @Test func questionsAreFoundWithinTheirBook() throws {
        let folder = try OutFolder()
        let library = try folder.load()

        let msq = try #require(library.question(id: "b1i1-q4", inBook: "meditations"))
        #expect(msq.type == .msq)
        #expect(msq.correct == [0, 2])
        #expect(msq.bloom == .apply)
        let open = try #require(library.question(id: "b1i1-q8", inBook: "meditations"))
        #expect(open.type == .open)
        #expect(open.options == nil)
        #expect(open.rubric?.isEmpty == false)
        #expect(library.question(id: "b1i2-q3", inBook: "meditations")?.difficulty == .hard)
        #expect(library.question(id: "b1i1-q4", inBook: "deep-work") == nil)
    }

    @Test func coursesSectionsLessonsAndAchievements() throws {
        let folder = try OutFolder()
        let library = try folder.load()

        let course = try #require(library.course(id: "flags-and-continents"))
        #expect(course.rewards == .standard)
        #expect(course.rewards.diamonds(forErrors: 1) == 2)
        #expect(library.section(id: "americas", inCourse: course.id)?.number == 2)

        let quiz = try #require(library.lesson(id: "continents-quiz", inCourse: course.id))
        #expect(quiz.isQuiz && !quiz.isReading)
        #expect(quiz.questions.count == 6)
        #expect(quiz.questions.allSatisfy { $0.options?.count == 4 && $0.correct?.count == 1 })
        let reading = try #require(library.lesson(id: "intro", inCourse: course.id))
        #expect(reading.isReading && !reading.isQuiz)
        #expect(reading.keyTakeaways?.count == 2)
        #expect(library.section(containingLesson: "americas-flags", inCourse: course.id)?.id == "americas")
        #expect(library.question(id: "continents-quiz-q3", inCourse: course.id)?.correct == [2])

        #expect(course.achievements.map(\.unlock) == [.lessonsCompleted(1), .sectionCompleted("americas"),
                                                       .streakDays(7)])
        #expect(library.achievement(id: "week-streak", inCourse: course.id)?.category == .streak)
        #expect(library.achievement(id: "first-steps", inCourse: "habits-path") == nil)
    }

    /// A reading lesson is an overview with at least one key takeaway; either
    /// alone is not something to read.
    @Test func readingNeedsAnOverviewAndATakeaway() {
        func lesson(overview: String?, keyTakeaways: [String]?) -> Lesson {
            Lesson(id: "l", number: 1, title: "L", icon: "book", overview: overview,
                   keyTakeaways: keyTakeaways, questions: [], maxScore: 0)
        }
        #expect(lesson(overview: "Text", keyTakeaways: ["One"]).isReading)
        #expect(!lesson(overview: "Text", keyTakeaways: nil).isReading)
        #expect(!lesson(overview: "Text", keyTakeaways: []).isReading)
        #expect(!lesson(overview: nil, keyTakeaways: ["One"]).isReading)
    }

    @Test func lessonIdsAreScopedToTheirCourse() throws {
        let folder = try OutFolder()
        let library = try folder.load()

        #expect(library.lesson(id: "intro", inCourse: "flags-and-continents")?.title == "The Seven Continents")
        #expect(library.lesson(id: "intro", inCourse: "habits-path")?.title == "Why Habits Stick")
        #expect(library.lesson(id: "continents-quiz", inCourse: "habits-path") == nil)
        #expect(library.section(id: "continents", inCourse: "habits-path") == nil)
    }

    @Test func lessonsFollowEachOtherAcrossSections() throws {
        let folder = try OutFolder()
        let library = try folder.load()
        let course = "flags-and-continents"

        #expect(library.lesson(after: "intro", inCourse: course)?.id == "continents-quiz")
        #expect(library.lesson(after: "continents-quiz", inCourse: course)?.id == "americas-flags")
        #expect(library.lesson(after: "americas-flags", inCourse: course) == nil)
        #expect(library.lesson(after: "intro", inCourse: "habits-path") == nil)
    }

    @Test func unknownIdsGiveNil() throws {
        let folder = try OutFolder()
        let library = try folder.load()

        #expect(library.book(id: "walden") == nil)
        #expect(library.idea(id: "b9i1") == nil)
        #expect(library.book(containingIdea: "b1i9") == nil)
        #expect(library.course(id: "flags") == nil)
        #expect(library.lesson(id: "intro", inCourse: "no-such-course") == nil)
        #expect(library.question(id: "b1i1-q1", inCourse: "flags-and-continents") == nil)
    }

    @Test func emptyLibraryLoads() throws {
        let folder = try OutFolder(books: [], courses: [])
        let library = try folder.load()
        #expect(library.books.isEmpty && library.courses.isEmpty)
    }

    @Test func laterMinorVersionWithUnknownKeysLoads() throws {
        var folder = try OutFolder()
        try folder.edit("books/meditations.json") { json in
            json["formatVersion"] = .string("1.7")
            json["signature"] = .object(["algorithm": .string("ed25519")])
            json["book"]?["audiobookUrl"] = .string("https://audio.example.org/meditations")
            json["book"]?["ideas"]?[0]?["estimatedMinutes"] = .int(12)
            json["book"]?["ideas"]?[0]?["questions"]?[0]?["hint"] = .string("Think of Epictetus.")
        }
        try folder.edit("courses/flags-and-continents.json") { json in
            json["formatVersion"] = .string("1.7")
            json["course"]?["theme"] = .object(["tint": .string("#3366ff")])
            json["course"]?["achievements"]?[0]?["unlock"]?["note"] = .string("shown after the first lesson")
        }
        try folder.edit(ContentLibrary.indexFileName) { json in
            json["formatVersion"] = .string("1.7")
            json["generatedBy"] = .string("a later compiler")
            json["bundles"]?[0]?["language"] = .string("en")
        }

        let library = try folder.load()
        #expect(library.index.formatVersion == FormatVersion(major: 1, minor: 7))
        #expect(library.book(id: "meditations") == SampleContent.meditations)
        #expect(library.course(id: "flags-and-continents") == SampleContent.flagsAndContinents)
    }

    @Test func singleBundleOpensWithoutAnIndex() throws {
        let folder = try OutFolder()
        try FileManager.default.removeItem(at: folder.fileURL(ContentLibrary.indexFileName))

        let book = try ContentLibrary.loadBundle(at: folder.fileURL("books/meditations.json"))
        #expect(book.header.kind == .book)
        #expect(book.header.formatVersion == .current)
        #expect(book.header.compiler == SampleContent.compiler)
        #expect(book.book == SampleContent.meditations)
        #expect(book.course == nil)

        let course = try ContentLibrary.loadBundle(at: folder.fileURL("courses/habits-path.json"))
        #expect(course.header.id == "habits-path")
        #expect(course.course == SampleContent.habitsPath)
        #expect(course.book == nil)
    }

    @Test func singleBundleSkipsTheHashCheck() throws {
        var folder = try OutFolder()
        try folder.edit("books/deep-work.json", updatingIndex: false) { json in
            json["book"]?["title"] = .string("Deep Work (2nd edition)")
        }
        #expect(throws: ContentLoadError.self) { try folder.load() }
        let bundle = try ContentLibrary.loadBundle(at: folder.fileURL("books/deep-work.json"))
        #expect(bundle.book?.title == "Deep Work (2nd edition)")
    }
}
