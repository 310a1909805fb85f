import ContentCompiler
import ContentRuntime
import Foundation
import Testing

/// The runtime loads every bundle the compiler writes, so writer and reader cannot drift.
@Suite struct CompilerOutputTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every content folder the tests compile: the sample content and the compiler's test projects.
    static let contentFolders: [String] = [
        "content",
        "Tests/ContentCompilerTests/Fixtures/Base",
    ]

    @Test(arguments: contentFolders)
    func loadsWhatTheCompilerWrites(_ folder: String) throws {
        let compilation = try Compiler.compile(CompileOptions(
            contentDirectory: Self.packageRoot.appendingPathComponent(folder), displayRoot: folder))
        let output = try #require(compilation.output, "\(folder) has errors")
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("contentc-runtime-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        try OutputFolder.write(output, to: out)

        let library = try ContentLibrary(directory: out)
        #expect(library.index == output.index)
        #expect(library.books.count + library.courses.count == output.index.bundles.count)
        for book in library.books {
            #expect(library.book(id: book.id) == book)
            for idea in book.ideas {
                #expect(library.idea(id: idea.id) == idea)
                #expect(idea.maxScore == idea.questions.reduce(0) { $0 + $1.points })
                for question in idea.questions {
                    #expect(library.question(id: question.id, inBook: book.id) == question)
                }
            }
        }
        for course in library.courses {
            for section in course.sections {
                #expect(library.section(id: section.id, inCourse: course.id) == section)
                for lesson in section.lessons {
                    #expect(library.lesson(id: lesson.id, inCourse: course.id) == lesson)
                }
            }
        }
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
}
