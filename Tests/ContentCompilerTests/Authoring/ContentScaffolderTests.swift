@testable import ContentCompiler
import ContentTestSupport
import Foundation
import Testing
import YAML

/// `contentc new`: what it creates compiles, with only its placeholders reported.
@Suite struct ContentScaffolderTests {
    static let sampleContent = ContentFixtures.packageRoot.appendingPathComponent("content")

    private func scaffolder(_ project: TemporaryProject) throws -> ContentScaffolder {
        try ContentScaffolder(contentDirectory: project.url, displayRoot: "")
    }

    private func read(_ project: TemporaryProject, _ path: String) throws -> String {
        try String(contentsOf: project.url.appendingPathComponent(path), encoding: .utf8)
    }

    /// Compiles the project and checks that it has no error, that its only
    /// warnings besides `others` are P107, and that there is one P107 for
    /// each placeholder written, pointing at it.
    @discardableResult
    private func expectOnlyPlaceholders(_ project: TemporaryProject, besides others: [String] = [],
                                        sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [Diagnostic] {
        let compilation = try project.compile()
        let placeholders = compilation.diagnostics.filter { $0.code == "P107" }
        #expect(compilation.diagnostics.filter { $0.code != "P107" }.map(\.code) == others,
                "\(compilation.diagnostics.filter { $0.code != "P107" }.map { "\($0.location): \($0.message)" })",
                sourceLocation: sourceLocation)
        #expect(compilation.output != nil, sourceLocation: sourceLocation)
        let written = TemporaryProject.files(in: project.url).filter { $0.hasSuffix(".yaml") }.map { path in
            (try? read(project, path))?.components(separatedBy: "\"\(Placeholder.prefix)").count ?? 1
        }.reduce(0) { $0 + $1 - 1 }
        #expect(placeholders.count == written, sourceLocation: sourceLocation)
        for diagnostic in placeholders {
            let line = (try? read(project, diagnostic.location.file)).flatMap { SourceLines(Array($0.utf8))[diagnostic.location.line ?? 0] }
            let atColumn = line.map { String(String.UnicodeScalarView($0.unicodeScalars.dropFirst((diagnostic.location.column ?? 1) - 1))) }
            #expect(atColumn?.hasPrefix("\"\(Placeholder.prefix)") == true, "\(diagnostic.location)", sourceLocation: sourceLocation)
        }
        return compilation.diagnostics
    }

    /// Every kind, scaffolded into a copy of the sample content and of the test project.
    @Test(arguments: ["content", "Base"])
    func everyKindCompilesWithOnlyPlaceholderWarnings(_ base: String) throws {
        let isSample = base == "content"
        let project = try TemporaryProject(base: isSample ? Self.sampleContent : ContentFixtures.base)
        let scaffolder = try scaffolder(project)
        let (book, course, section) = isSample ? ("meditations", "flags-and-continents", "americas") : ("sample", "sample", "first")
        let plans = try [
            scaffolder.book(slug: "new-book", title: nil, author: nil),
            scaffolder.course(slug: "new-course", title: "A New Course", firstSection: "start"),
            scaffolder.section(id: "extra", course: course, title: nil),
            scaffolder.lesson(course: course, section: section, id: nil, title: "Quiz", reading: false),
        ]
        for plan in plans { try plan.apply() }
        try scaffolder.idea(book: "new-book", title: nil).apply()
        try scaffolder.idea(book: book, title: "Another idea").apply()
        try scaffolder.lesson(course: course, section: section, id: nil, title: nil, reading: true).apply()
        try expectOnlyPlaceholders(project, besides: [])
    }

    @Test func booksIdeasAndLessonsGetTheNextFreeIds() throws {
        let project = try TemporaryProject()
        let scaffolder = try scaffolder(project)
        try scaffolder.book(slug: "second", title: "Second", author: "Someone").apply()
        #expect(try read(project, "books/second/book.yaml").contains("\nnumber: 2  #"))
        #expect(FileManager.default.fileExists(atPath: project.url.appendingPathComponent("books/second/ideas").path))

        try scaffolder.idea(book: "sample", title: nil).apply()
        try scaffolder.idea(book: "sample", title: nil).apply()
        try scaffolder.idea(book: "second", title: nil).apply()
        #expect(try read(project, "books/sample/ideas/b1i4.yaml").contains("\nid: b1i4\n"))
        #expect(try read(project, "books/second/ideas/b2i1.yaml").contains("\nid: b2i1\n"))

        // Section `first` has lessons `quiz` and `reading`; `first-2` is taken in section `second`.
        try scaffolder.lesson(course: "sample", section: "second", id: "first-2", title: nil, reading: true).apply()
        try scaffolder.lesson(course: "sample", section: "first", id: nil, title: nil, reading: true).apply()
        try scaffolder.lesson(course: "sample", section: "first", id: nil, title: nil, reading: true).apply()
        let first = try read(project, "courses/sample/sections/first.yaml")
        #expect(first.contains("  - id: first-1\n") && first.contains("  - id: first-3\n") && !first.contains("id: first-2"))

        try scaffolder.section(id: "third", course: "sample", title: nil).apply()
        #expect(try read(project, "courses/sample/sections/third.yaml").contains("  - id: third-1\n"))
        try expectOnlyPlaceholders(project)
    }

    @Test func theNextBookNumberFollowsTheHighestInUse() throws {
        let project = try TemporaryProject(base: Self.sampleContent)
        let numbers = try TemporaryProject.files(in: project.url.appendingPathComponent("books"))
            .filter { $0.hasSuffix("/book.yaml") }
            .compactMap { path -> Int? in
                let root = try parseDocuments(Array(read(project, "books/\(path)").utf8)).first?.root
                return root?.value(forKey: "number")?.scalarValue.flatMap { Int($0) }
            }
        let plan = try scaffolder(project).book(slug: "next", title: nil, author: nil)
        let text = String(decoding: try #require(plan.changes.first).bytes, as: UTF8.self)
        #expect(text.contains("\nnumber: \(try #require(numbers.max()) + 1)  #"))
    }

    @Test func insertionsKeepEveryOtherByte() throws {
        let project = try TemporaryProject(base: Self.sampleContent)
        let scaffolder = try scaffolder(project)
        let coursePath = "courses/flags-and-continents/course.yaml"
        let sectionPath = "courses/flags-and-continents/sections/americas.yaml"
        let course = try read(project, coursePath), section = try read(project, sectionPath)
        try scaffolder.section(id: "africa", course: "flags-and-continents", title: "Africa").apply()
        try scaffolder.lesson(course: "flags-and-continents", section: "americas", id: nil, title: nil, reading: false).apply()

        #expect(try read(project, coursePath) == course.replacingOccurrences(
            of: "  - europe-asia\n", with: "  - europe-asia\n  - africa\n"))
        let newSection = try read(project, sectionPath)
        #expect(newSection.hasPrefix(section))
        #expect(newSection.dropFirst(section.count).hasPrefix("  - id: americas-11\n    title: \"TODO: the lesson's title\"\n"))

        // A flow list gets the id before its closing bracket.
        let base = try TemporaryProject()
        let original = try read(base, "courses/sample/course.yaml")
        try self.scaffolder(base).section(id: "third", course: "sample", title: nil).apply()
        #expect(try read(base, "courses/sample/course.yaml")
            == original.replacingOccurrences(of: "sections: [first, second]", with: "sections: [first, second, third]"))
    }

    @Test func aSectionAlreadyListedIsNotListedTwice() throws {
        let project = try TemporaryProject(overlay: ContentFixtures.rules.appendingPathComponent("C102-listed-section-missing"))
        let listed = try #require(try parseDocuments(Array(read(project, "courses/sample/course.yaml").utf8)).first?.root
            .value(forKey: "sections"))
        guard case .sequence(let ids) = listed.content, let missing = ids.compactMap(\.scalarValue).first(where: {
            !FileManager.default.fileExists(atPath: project.url.appendingPathComponent("courses/sample/sections/\($0).yaml").path)
        }) else {
            Issue.record("the fixture lists a section without a file")
            return
        }
        let plan = try scaffolder(project).section(id: missing, course: "sample", title: nil)
        #expect(plan.changes.map(\.action) == [.create])
        try plan.apply()
        try expectOnlyPlaceholders(project)
    }

    @Test func everyNewFileNamesItsSchemaBesideTheContentFolder() throws {
        let project = try TemporaryProject()
        let scaffolder = try scaffolder(project)
        let plans = try [
            scaffolder.book(slug: "b", title: nil, author: nil), scaffolder.idea(book: "sample", title: nil),
            scaffolder.course(slug: "c", title: nil, firstSection: "s"), scaffolder.section(id: "t", course: "sample", title: nil),
        ]
        let schemas = project.url.deletingLastPathComponent().appendingPathComponent("schemas")
        var kinds: [String] = []
        for change in plans.flatMap(\.changes) where change.action == .create {
            let firstLine = String(decoding: change.bytes.prefix { $0 != 0x0A }, as: UTF8.self)
            let prefix = "# yaml-language-server: $schema="
            #expect(firstLine.hasPrefix(prefix))
            let schema = URL(fileURLWithPath: String(firstLine.dropFirst(prefix.count)),
                             relativeTo: change.url.deletingLastPathComponent()).standardizedFileURL
            #expect(schema.deletingLastPathComponent().path == schemas.standardizedFileURL.path)
            kinds.append(schema.lastPathComponent)
        }
        #expect(kinds == ["book.schema.json", "idea.schema.json", "section.schema.json", "course.schema.json", "section.schema.json"])
    }

    @Test func scaffoldsFollowTheProjectsRuleSettings() throws {
        let project = try TemporaryProject()
        try project.write("contentc.yaml", """
            name: test-library
            version: 1.0.0
            rules:
              idea.question-count: { count: 12 }
              idea.difficulty-mix: { perDifficulty: 4 }
              lesson.question-count: { count: 8 }
              question.options-count: { count: 3 }
            """)
        // The base project's own lessons and ideas no longer fit; only the new files are looked at.
        let scaffolder = try scaffolder(project)
        let idea = try scaffolder.idea(book: "sample", title: nil)
        let lesson = try scaffolder.lesson(course: "sample", section: "first", id: nil, title: nil, reading: false)
        let ideaText = String(decoding: try #require(idea.changes.first).bytes, as: UTF8.self)
        #expect(ideaText.components(separatedBy: "\n    difficulty: hard\n").count - 1 == 4)
        #expect(ideaText.components(separatedBy: "\n  - text: ").count - 1 == 12)
        try idea.apply()
        try lesson.apply()
        let diagnostics = try project.compile().diagnostics
        #expect(!diagnostics.contains { $0.location.file == "books/sample/ideas/b1i3.yaml" && $0.code != "P107" })
        let newLessonLine = try #require(read(project, "courses/sample/sections/first.yaml")
            .components(separatedBy: "\n").firstIndex(of: "  - id: first-1")) + 1
        #expect(!diagnostics.contains {
            $0.location.file == "courses/sample/sections/first.yaml" && ($0.location.line ?? 0) >= newLessonLine && $0.code != "P107"
        }, "\(diagnostics.map { "\($0.location) \($0.code)" })")
        #expect(diagnostics.contains { $0.code == "C109" }, "the base project's 4-option questions are reported")
    }

    @Test func withoutTheDifficultyMixTheCountIsSplitEvenly() throws {
        let project = try TemporaryProject()
        try project.write("contentc.yaml", """
            name: test-library
            version: 1.0.0
            rules:
              idea.question-count: { count: 10 }
              idea.difficulty-mix: off
            """)
        let plan = try scaffolder(project).idea(book: "sample", title: nil)
        let text = String(decoding: try #require(plan.changes.first).bytes, as: UTF8.self)
        let counts = ["easy", "medium", "hard"].map { text.components(separatedBy: "    difficulty: \($0)\n").count - 1 }
        #expect(counts == [4, 3, 3])
        try plan.apply()
        #expect(!(try project.compile()).diagnostics.contains { $0.location.file.hasSuffix("b1i3.yaml") && $0.code != "P107" })
    }

    @Test func refusesWithAReason() throws {
        let project = try TemporaryProject()
        let scaffolder = try scaffolder(project)
        try FileManager.default.createDirectory(at: project.url.appendingPathComponent("courses/empty"),
                                                withIntermediateDirectories: true)
        let cases: [(AuthoringError.Kind, String, () throws(AuthoringError) -> ScaffoldPlan)] = [
            (.refused, "the course folder 'empty' has no course.yaml", { () throws(AuthoringError) in
                try scaffolder.section(id: "a", course: "empty", title: nil) }),
            (.refused, "book 'sample' already exists", { () throws(AuthoringError) in try scaffolder.book(slug: "sample", title: nil, author: nil) }),
            (.usage, "'Sample' is not a valid book slug", { () throws(AuthoringError) in try scaffolder.book(slug: "Sample", title: nil, author: nil) }),
            (.usage, "the title is blank", { () throws(AuthoringError) in try scaffolder.book(slug: "x", title: "  ", author: nil) }),
            (.usage, "the title holds the control character \\e (U+001B)", { () throws(AuthoringError) in
                try scaffolder.book(slug: "x", title: "Clear \u{1B}[2J", author: nil) }),
            (.usage, "the author is blank", { () throws(AuthoringError) in try scaffolder.book(slug: "x", title: nil, author: "") }),
            (.usage, "the title holds the control character \\u202E (U+202E)", { () throws(AuthoringError) in
                try scaffolder.course(slug: "new", title: "\u{202E}txt.exe", firstSection: "a") }),
            (.refused, "there is no book 'sampel'", { () throws(AuthoringError) in try scaffolder.idea(book: "sampel", title: nil) }),
            (.refused, "course 'sample' already exists", { () throws(AuthoringError) in try scaffolder.course(slug: "sample", title: nil, firstSection: "a") }),
            (.usage, "'a b' is not a valid section id", { () throws(AuthoringError) in try scaffolder.course(slug: "new", title: nil, firstSection: "a b") }),
            (.refused, "there is no course 'nope'", { () throws(AuthoringError) in try scaffolder.section(id: "a", course: "nope", title: nil) }),
            (.refused, "section 'first' already exists", { () throws(AuthoringError) in try scaffolder.section(id: "first", course: "sample", title: nil) }),
            (.refused, "course 'sample' has no section 'frist'", { () throws(AuthoringError) in
                try scaffolder.lesson(course: "sample", section: "frist", id: nil, title: nil, reading: false) }),
            (.refused, "lesson id 'second-quiz' is already used in section 'second'", { () throws(AuthoringError) in
                try scaffolder.lesson(course: "sample", section: "first", id: "second-quiz", title: nil, reading: false) }),
            (.usage, "'Quiz 2' is not a valid lesson id", { () throws(AuthoringError) in
                try scaffolder.lesson(course: "sample", section: "first", id: "Quiz 2", title: nil, reading: false) }),
        ]
        for (kind, message, make) in cases {
            do {
                _ = try make()
                Issue.record("expected a refusal: \(message)")
            } catch {
                #expect(error.kind == kind, "\(error)")
                #expect(error.message.hasPrefix(message), "\(error)")
            }
        }
        do {
            _ = try scaffolder.idea(book: "sampel", title: nil)
        } catch {
            #expect(error.hint == "did you mean 'sample'?")
        }

        #expect { try ContentScaffolder(contentDirectory: project.url.appendingPathComponent("books"), displayRoot: "books") }
            throws: { ($0 as? AuthoringError)?.message == "'books' has no contentc.yaml, so it is not a content folder" }
        #expect { try ContentScaffolder(contentDirectory: project.url.appendingPathComponent("nowhere"), displayRoot: "nowhere") }
            throws: { ($0 as? AuthoringError)?.kind == .usage }
    }

    @Test func aBrokenFileIsNotAddedTo() throws {
        let project = try TemporaryProject()
        try project.write("courses/sample/course.yaml", "id: sample\ntitle: [Sample\n")
        let scaffolder = try scaffolder(project)
        #expect { try scaffolder.section(id: "third", course: "sample", title: nil) }
            throws: { ($0 as? AuthoringError)?.message.contains("not valid YAML") == true }
        #expect(!FileManager.default.fileExists(atPath: project.url.appendingPathComponent("courses/sample/sections/third.yaml").path))
        try project.write("books/sample/book.yaml", "number: one\ntitle: Sample\n")
        #expect { try scaffolder.idea(book: "sample", title: nil) }
            throws: { ($0 as? AuthoringError)?.message.contains("has no valid 'number'") == true }
    }

    @Test func aFailedApplyRemovesWhatItCreated() throws {
        let project = try TemporaryProject()
        let plan = try scaffolder(project).section(id: "third", course: "sample", title: nil)
        // course.yaml changes after the plan was made: the update is refused, the new section file removed.
        try project.write("courses/sample/course.yaml", try read(project, "courses/sample/course.yaml") + "# edited\n")
        #expect { try plan.apply() } throws: { ($0 as? AuthoringError)?.kind == .refused }
        #expect(!FileManager.default.fileExists(atPath: project.url.appendingPathComponent("courses/sample/sections/third.yaml").path))

        // A file to create that appeared meanwhile is never replaced.
        let idea = try scaffolder(project).idea(book: "sample", title: nil)
        try project.write("books/sample/ideas/b1i3.yaml", "mine")
        #expect { try idea.apply() } throws: { ($0 as? AuthoringError)?.message.contains("already exists") == true }
        #expect(try read(project, "books/sample/ideas/b1i3.yaml") == "mine")
    }
}
