import ContentCompiler
import ContentRuntime
import ContentTestSupport
import Foundation
import Testing

/// The shapes the three apps rely on, asserted on a fresh build of `content/`,
/// so shipped content can never silently break.
@Suite struct ShippedContentTests {
    struct Built {
        var books: [Book]
        var courses: [String: Course]
        var diagnostics: [Diagnostic]
    }

    static let built: Built = {
        let compilation = try! Compiler.compile(CompileOptions(
            contentDirectory: ContentFixtures.packageRoot.appendingPathComponent("content"), displayRoot: "content"))
        let decoder = BundleCoding.makeDecoder()
        var books: [Book] = []
        var courses: [String: Course] = [:]
        for file in compilation.output?.files ?? [] {
            if file.path.hasPrefix("books/") { books.append(try! decoder.decode(BookBundle.self, from: file.data).book) }
            if file.path.hasPrefix("courses/") {
                let course = try! decoder.decode(CourseBundle.self, from: file.data).course
                courses[course.id] = course
            }
        }
        return Built(books: books, courses: courses, diagnostics: compilation.diagnostics)
    }()

    /// Question-quality warnings (`item.*`) are left aside while the sample
    /// content is rewritten to pass those rules; nothing else may be reported.
    @Test func buildsWithoutADiagnostic() {
        let diagnostics = Self.built.diagnostics.filter { !($0.rule.name.hasPrefix("item.") && $0.severity == .warning) }
        #expect(diagnostics.isEmpty, "\(diagnostics.map { "\($0.location.file):\($0.code) \($0.message)" })")
    }

    @Test func cleverDenHas180QuestionsIn3SectionsOf10Lessons() throws {
        let course = try #require(Self.built.courses["flags-and-continents"])
        #expect(course.sections.map(\.title) == ["Continents", "North and South America", "Europe and Asia"])
        for section in course.sections {
            #expect(section.lessons.count == 10, "\(section.id)")
            for lesson in section.lessons {
                #expect(lesson.questions.count == 6, "\(lesson.id)")
                #expect(!lesson.icon.isEmpty, "\(lesson.id)")
                for question in lesson.questions {
                    #expect(question.type == .mcq, "\(question.id)")
                    #expect(question.options?.count == 4, "\(question.id)")
                    #expect(question.correct?.count == 1, "\(question.id)")
                }
            }
        }
        let questions = course.sections.flatMap(\.lessons).flatMap(\.questions)
        #expect(questions.count == 180)
        let texts = questions.map { $0.text.lowercased() }
        #expect(Set(texts).count == texts.count, "a question repeats")
        #expect(Set(course.achievements.map(\.category)).isSuperset(of: [.milestone, .mastery, .streak]))
        let completed = Set(course.achievements.compactMap { achievement -> String? in
            if case .sectionCompleted(let id) = achievement.unlock { return id }
            return nil
        })
        #expect(completed == Set(course.sections.map(\.id)), "one achievement per section completed")
        #expect(course.achievements.contains { if case .lessonsCompleted(1) = $0.unlock { true } else { false } })
        #expect(course.achievements.contains { if case .streakDays(7) = $0.unlock { true } else { false } })
    }

    @Test func deepreadHasThreeBooksOfSixIdeasAt333WithBloomInBand() {
        let books = Self.built.books
        #expect(books.count >= 3)
        for book in books {
            #expect(book.ideas.count >= 6, "\(book.id)")
            for idea in book.ideas {
                let questions = idea.questions
                #expect(questions.count == 9, "\(idea.id)")
                for difficulty in Difficulty.allCases {
                    #expect(questions.filter { $0.difficulty == difficulty }.count == 3, "\(idea.id) \(difficulty)")
                }
                for question in questions {
                    #expect(question.difficulty != nil && question.bloom?.difficulty == question.difficulty, "\(question.id)")
                }
                #expect(idea.maxScore == 150, "\(idea.id)")
                #expect(Set(questions.map(\.type)) == [.mcq, .msq, .open], "\(idea.id) mixes question types")
                #expect(!(idea.primer.furtherLearning ?? []).isEmpty, "\(idea.id)")
            }
            #expect(Set(book.ideas.map(\.importance)).count > 1, "\(book.id): importance varies")
            #expect(Set(book.ideas.map(\.depthTarget)).count > 1, "\(book.id): depth target varies")
        }
    }

    @Test func oneBookTakesMetadataFromXML() throws {
        let meditations = try #require(Self.built.books.first { $0.id == "meditations" })
        #expect(meditations.publisher == "Standard Ebooks")
        #expect(meditations.language == "en-GB")
    }

    @Test func theLearningPathHasFourStagesOfReadingAndAllAchievementCategories() throws {
        let path = try #require(Self.built.courses["learning-how-to-learn"])
        #expect(path.sections.count >= 4)
        for section in path.sections {
            #expect(section.lessons.allSatisfy { $0.isReading }, "\(section.id): every lesson has an overview and key takeaways")
            #expect(section.lessons.contains { $0.isQuiz }, "\(section.id) has a short quiz")
        }
        #expect(Set(path.achievements.map(\.category)) == Set(AchievementCategory.allCases))
    }
}
