import ContentCompiler
import ContentRuntime
import ContentTestSupport
import Foundation
import Testing

/// The runtime loads every bundle the compiler writes, so writer and reader cannot drift.
@Suite struct CompilerOutputTests {
    static let packageRoot = ContentFixtures.packageRoot

    /// Every whole content folder the tests compile: the sample content and the
    /// compiler's base test project.
    static let contentFolders: [String] = [
        "content",
        "Tests/ContentCompilerTests/Fixtures/Base",
    ]

    /// At least this many rule fixtures compile (warnings only, or a rule
    /// configured down in contentc.yaml), so the fixture test cannot pass by
    /// loading nothing.
    static let minimumCompilingRuleFixtures = 5

    @Test(arguments: contentFolders)
    func loadsWhatTheCompilerWrites(_ folder: String) throws {
        let compilation = try Compiler.compile(CompileOptions(
            contentDirectory: Self.packageRoot.appendingPathComponent(folder), displayRoot: folder))
        let output = try #require(compilation.output, "\(folder) has errors")
        try Self.checkLoads(output)
    }

    /// Every rule fixture of the compiler whose project compiles: its bundles
    /// load, and every lookup finds what they hold. A fixture with errors
    /// writes nothing, so there is nothing to load.
    @Test(arguments: ContentFixtures.ruleFixtureNames())
    func loadsWhatTheCompilerWritesForRuleFixture(_ name: String) throws {
        let project = try TemporaryProject(overlay: ContentFixtures.rules.appendingPathComponent(name))
        guard let output = try project.compile().output else { return }
        try Self.checkLoads(output)
    }

    @Test func severalRuleFixturesCompile() throws {
        let names = ContentFixtures.ruleFixtureNames()
        #expect(!names.isEmpty, "no rule fixtures under \(ContentFixtures.rules.path)")
        let compiling = try names.filter { name in
            let project = try TemporaryProject(overlay: ContentFixtures.rules.appendingPathComponent(name))
            return try project.compile().output != nil
        }
        #expect(compiling.count >= Self.minimumCompilingRuleFixtures,
                "only these rule fixtures compile: \(compiling)")
    }

    @Test func loadsTheCompilerGoldenBundles() throws {
        let library = try ContentLibrary(
            directory: Self.packageRoot.appendingPathComponent("Tests/ContentCompilerTests/Fixtures/Golden/base-out"))
        #expect(library.books.map(\.id) == ["sample"])
        #expect(library.courses.map(\.id) == ["sample"])
        #expect(library.lesson(after: "reading", inCourse: "sample")?.id == "second-quiz")
    }

    @Test func loadsTheCommittedOutFolder() throws {
        let library = try ContentLibrary(directory: Self.packageRoot.appendingPathComponent("out"))
        #expect(!library.books.isEmpty)
        #expect(!library.courses.isEmpty)
        let ideas = library.books.flatMap(\.ideas)
        #expect(ideas.allSatisfy { $0.maxScore == 150 && $0.questions.count == 9 })
    }

    /// Writes `output` to a temporary folder as `contentc build` does, opens it
    /// with ``ContentLibrary``, and checks that every lookup by id finds what
    /// the bundles hold.
    static func checkLoads(_ output: BundleOutput) throws {
        let folder = try TemporaryFolder(prefix: "contentc-runtime")
        let out = folder.path("out")
        try OutputFolder.write(output, to: out)

        let library = try ContentLibrary(directory: out)
        #expect(library.index == output.index)
        #expect(library.books.count + library.courses.count == output.index.bundles.count)
        for book in library.books {
            #expect(library.book(id: book.id) == book)
            for idea in book.ideas {
                #expect(library.idea(id: idea.id) == idea)
                #expect(library.book(containingIdea: idea.id)?.id == book.id)
                #expect(idea.maxScore == idea.questions.reduce(0) { $0 + $1.points })
                for question in idea.questions {
                    #expect(library.question(id: question.id, inBook: book.id) == question)
                }
            }
        }
        for course in library.courses {
            #expect(library.course(id: course.id) == course)
            let lessons = course.sections.flatMap(\.lessons)
            for section in course.sections {
                #expect(library.section(id: section.id, inCourse: course.id) == section)
                for lesson in section.lessons {
                    #expect(library.lesson(id: lesson.id, inCourse: course.id) == lesson)
                    #expect(library.section(containingLesson: lesson.id, inCourse: course.id)?.id == section.id)
                    #expect(lesson.isQuiz || lesson.isReading, "lesson \(lesson.id) is neither a quiz nor a reading")
                    #expect(lesson.maxScore == lesson.questions.reduce(0) { $0 + $1.points })
                    for question in lesson.questions {
                        #expect(library.question(id: question.id, inCourse: course.id) == question)
                    }
                }
            }
            for (lesson, next) in zip(lessons, lessons.dropFirst().map(Optional.some) + [nil]) {
                #expect(library.lesson(after: lesson.id, inCourse: course.id) == next)
            }
            for achievement in course.achievements {
                #expect(library.achievement(id: achievement.id, inCourse: course.id) == achievement)
            }
        }
    }
}
