import ContentCompiler
import ContentRuntime
import ContentTestSupport
import Foundation
import Testing

/// `ReleaseDiff.compare`: what it lists for each kind of change, and the release it calls for.
@Suite struct ReleaseDiffTests {
    /// The base fixture project, edited, compiled into a release.
    private func release(_ edits: (TemporaryProject) throws -> Void = { _ in }) throws -> ReleaseContent {
        let project = try TemporaryProject()
        try edits(project)
        let compilation = try project.compile()
        let output = try #require(compilation.output, "\(ReportFormat.text.render(DiagnosticReport(compilation)))")
        return ReleaseContent(output)
    }

    /// The changes in their one-line form, to compare whole lists.
    private func lines(_ diff: ReleaseDiff) -> [String] { diff.changes.map(\.description) }

    private static let idea = "books/sample/ideas/b1i1.yaml"
    private static let firstSection = "courses/sample/sections/first.yaml"
    private static let course = "courses/sample/course.yaml"

    /// Makes the question texts of the book unique (b1i2 repeats b1i1's), so renames can be told by text.
    private static func uniqueBookTexts(_ project: TemporaryProject) throws {
        try project.remove("books/sample/ideas/b1i2.yaml")
    }

    // MARK: Nothing

    @Test func identicalReleasesDifferInNothing() throws {
        let diff = ReleaseDiff.compare(try release(), try release())
        #expect(diff.changes.isEmpty)
        #expect(diff.level == .none)
        #expect(diff.isNewVersionSufficient == true)
    }

    @Test func aReleaseReadFromItsFolderEqualsTheBuild() throws {
        let project = try TemporaryProject()
        let output = try #require(try project.compile().output)
        let folder = project.pathBeside("out")
        try OutputFolder.write(output, to: folder)
        let read = try ReleaseContent.read(folder, displayPath: "out")
        #expect(ReleaseDiff.compare(read, ReleaseContent(output)).changes.isEmpty)
    }

    @Test func aRenamedProjectIsMajor() throws {
        let new = try release { try $0.edit("contentc.yaml", replacing: "name: test-library", with: "name: other-library") }
        let diff = ReleaseDiff.compare(try release(), new)
        #expect(diff.changes.isEmpty && diff.isProjectRenamed)
        #expect(diff.level == .major)
        #expect(ReleaseTextReport().render(diff).hasPrefix("""
            Project renamed (major: apps find the bundles under the project's name)
              name was test-library, now other-library

            """))
    }

    @Test func envelopeVersionsAreNotChanges() throws {
        let old = try release()
        let new = try release { try $0.edit("contentc.yaml", replacing: "version: 1.0.0", with: "version: 1.0.1") }
        let diff = ReleaseDiff.compare(old, new)
        #expect(diff.changes.isEmpty)
        #expect(diff.oldVersion == "1.0.0" && diff.newVersion == "1.0.1")
    }

    // MARK: Books

    @Test func aRemovedIdeaIsMajorAndTakesItsQuestions() throws {
        let diff = ReleaseDiff.compare(try release(), try release { try $0.remove("books/sample/ideas/b1i2.yaml") })
        #expect(lines(diff) == [#"removed idea b1i2 "Second idea" in book sample: with 9 questions"#])
        #expect(diff.changes.first?.contents == [.init(kind: .question, count: 9)])
        #expect(diff.level == .major)
    }

    @Test func anAddedIdeaIsMinor() throws {
        let new = try release { project in
            let text = try String(contentsOf: project.url.appendingPathComponent("books/sample/ideas/b1i2.yaml"), encoding: .utf8)
            try project.write("books/sample/ideas/b1i3.yaml",
                              text.replacingOccurrences(of: "id: b1i2\ntitle: Second idea", with: "id: b1i3\ntitle: Third idea"))
        }
        let diff = ReleaseDiff.compare(try release(), new)
        #expect(lines(diff) == [#"added idea b1i3 "Third idea" in book sample: with 9 questions"#])
        #expect(diff.level == .minor)
        #expect(diff.requirement?.smallest.description == "1.1.0")
    }

    @Test func changedTextsArePatchAndNameTheirFields() throws {
        let new = try release { project in
            try project.edit("books/sample/book.yaml", replacing: "author: A. Writer", with: "author: A. Writer and B. Editor")
            try project.edit(Self.idea, replacing: "title: First idea", with: "title: The first idea")
            try project.edit(Self.idea, replacing: "  story: A story.", with: "  story: A better story.")
            try project.edit(Self.idea, replacing: "text: E1, options: [a, b], correct: 0}",
                             with: "text: E1 reworded, options: [a, b], correct: 0, explanation: Because.}")
        }
        let diff = ReleaseDiff.compare(try release(), new)
        #expect(diff.changes.map(\.kind) == [.changed, .changed, .changed])
        #expect(diff.changes.map(\.item.reference) == [.init(.book, "sample"), .init(.idea, "b1i1"), .init(.question, "b1i1-q1")])
        #expect(diff.changes.map(\.fields) == [["author"], ["primer.story", "title"], ["explanation", "text"]])
        #expect(diff.level == .patch)
        #expect(diff.requirement?.smallest.description == "1.0.1")
    }

    @Test func aChangedCorrectAnswerIsMajorAndShowsTheOptions() throws {
        let new = try release { project in
            try project.edit(Self.idea, replacing: "text: E2, options: [a, b], correct: 1}", with: "text: E2, options: [a, b], correct: 0}")
            try project.edit(Self.idea, replacing: "options: [a, b, c], correct: [0, 2]}", with: "options: [a, b, c], correct: [0, 1]}")
        }
        let diff = ReleaseDiff.compare(try release(), new)
        #expect(lines(diff) == [
            #"changed the answer key of question b1i1-q2 "E2" in book sample, idea b1i1: correct was 1 "b", now 0 "a""#,
            #"changed the answer key of question b1i1-q4 "M1" in book sample, idea b1i1: correct was 0 "a" and 2 "c", now 0 "a" and 1 "b""#,
        ])
        #expect(diff.changes[0].answerKey == AnswerKeyChange(oldType: .mcq, newType: .mcq,
                                                             oldCorrect: [.init(index: 1, text: "b")],
                                                             newCorrect: [.init(index: 0, text: "a")]))
        #expect(diff.level == .major)
    }

    @Test func aChangedQuestionTypeIsAnAnswerKeyChange() throws {
        let new = try release { project in
            try project.edit(Self.idea, replacing: "type: msq, options: [a, b, c], correct: [0, 2]}", with: "options: [a, b, c], correct: 2}")
        }
        let diff = ReleaseDiff.compare(try release(), new)
        #expect(lines(diff) == [
            #"changed the answer key of question b1i1-q4 "M1" in book sample, idea b1i1: type was msq, now mcq; correct was 0 "a" and 2 "c", now 2 "c""#,
        ])
        #expect(diff.changes.first?.fields == ["correct", "type"])
        #expect(diff.level == .major)
    }

    @Test func retypedOptionsWithTheSameKeyArePatch() throws {
        let new = try release { project in
            try project.edit(Self.idea, replacing: "text: E2, options: [a, b], correct: 1}", with: "text: E2, options: [a, B], correct: 1}")
        }
        let diff = ReleaseDiff.compare(try release(), new)
        #expect(lines(diff) == [#"changed question b1i1-q2 "E2" in book sample, idea b1i1: options"#])
        #expect(diff.level == .patch)
    }

    @Test func aQuestionGivenAnIdIsRenamed() throws {
        let new = try release { project in
            try Self.uniqueBookTexts(project)
            try project.edit(Self.idea, replacing: "{difficulty: easy, bloom: recall, text: E1,", with: "{id: recall-one, difficulty: easy, bloom: recall, text: E1,")
        }
        let diff = ReleaseDiff.compare(try release(Self.uniqueBookTexts), new)
        #expect(lines(diff) == [#"renamed question b1i1-q1 → recall-one "E1" in book sample, idea b1i1"#])
        #expect(diff.changes.first?.formerID == "b1i1-q1")
        #expect(diff.level == .major)
    }

    @Test func questionsThatSwapPositionsReassignTheirDefaultIds() throws {
        let first = "  - {difficulty: easy, bloom: recall, text: E1, options: [a, b], correct: 0}\n"
        let second = "  - {difficulty: easy, bloom: reframe, text: E2, options: [a, b], correct: 1}\n"
        let new = try release { project in
            try Self.uniqueBookTexts(project)
            try project.edit(Self.idea, replacing: first + second, with: second + first)
        }
        let diff = ReleaseDiff.compare(try release(Self.uniqueBookTexts), new)
        #expect(diff.changes.map(\.kind) == [.reassigned, .reassigned])
        #expect(diff.changes.map(\.formerID) == ["b1i1-q2", "b1i1-q1"])
        #expect(lines(diff).first == #"reassigned question b1i1-q1 "E2" in book sample, idea b1i1: now holds what was b1i1-q2; correct was 0 "a", now 1 "b"; changed bloom, text"#)
        #expect(diff.level == .major)
    }

    /// Two questions with the same answer index swap places, while their texts
    /// repeat in another idea (b1i2 asks E1 and E3 too): still a reassignment,
    /// as the former holder is looked for in the same idea first, not a patch.
    @Test func questionsThatSwapPositionsAreReassignedEvenWhenTheirTextsRepeatElsewhere() throws {
        let first = "  - {difficulty: easy, bloom: recall, text: E1, options: [a, b], correct: 0}\n"
        let middle = "  - {difficulty: easy, bloom: reframe, text: E2, options: [a, b], correct: 1}\n"
        let third = "  - {difficulty: easy, bloom: whyImportant, text: E3, options: [a, b], correct: 0}\n"
        let new = try release { try $0.edit(Self.idea, replacing: first + middle + third, with: third + middle + first) }
        let diff = ReleaseDiff.compare(try release(), new)
        #expect(diff.changes.map(\.kind) == [.reassigned, .reassigned])
        #expect(diff.changes.map(\.formerID) == ["b1i1-q3", "b1i1-q1"])
        #expect(diff.level == .major)
    }

    @Test func questionsWithTheirOwnIdsThatSwapPositionsAreReordered() throws {
        let first = "  - {difficulty: easy, bloom: recall, text: E1, options: [a, b], correct: 0}\n"
        let second = "  - {difficulty: easy, bloom: reframe, text: E2, options: [a, b], correct: 1}\n"
        func withIDs(_ project: TemporaryProject) throws {
            try project.edit(Self.idea, replacing: "{difficulty: easy, bloom: recall, text: E1", with: "{id: e-one, difficulty: easy, bloom: recall, text: E1")
            try project.edit(Self.idea, replacing: "{difficulty: easy, bloom: reframe, text: E2", with: "{id: e-two, difficulty: easy, bloom: reframe, text: E2")
        }
        let new = try release { project in
            try project.edit(Self.idea, replacing: first + second, with: second + first)
            try withIDs(project)
        }
        let diff = ReleaseDiff.compare(try release(withIDs), new)
        #expect(lines(diff) == [#"changed idea b1i1 "First idea" in book sample: questionOrder"#])
        #expect(diff.level == .patch)
    }

    @Test func aQuestionIdThatDisappearsIsMajorEvenWhenItsQuestionMoved() throws {
        // The first question goes; the others move up, and their default ids follow their positions.
        let new = try release { project in
            try project.write("contentc.yaml", "name: test-library\nversion: 1.0.0\nrules:\n  lesson.question-count: off\n")
            try project.edit(Self.firstSection, replacing: "      - {text: Q1, options: [a, b, c, d], correct: 0}\n", with: "")
        }
        let diff = ReleaseDiff.compare(try release(), new)
        let removed = diff.changes.filter { $0.kind == .removed }
        #expect(removed.map(\.item.reference) == [.init(.question, "quiz-q6")])
        #expect(diff.changes.contains { $0.item.id == "quiz-q1" && $0.kind == .reassigned && $0.formerID == "quiz-q2" })
        #expect(diff.level == .major)
    }

    @Test func aRenamedBookIsMajorAndItsIdeasAreComparedInside() throws {
        let new = try release { project in
            try FileManager.default.moveItem(at: project.url.appendingPathComponent("books/sample"),
                                             to: project.url.appendingPathComponent("books/sample-book"))
            try project.edit("books/sample-book/ideas/b1i2.yaml", replacing: "title: Second idea", with: "title: The second idea")
        }
        let diff = ReleaseDiff.compare(try release(), new)
        #expect(lines(diff) == [
            #"renamed book sample → sample-book "Sample Book""#,
            #"changed idea b1i2 "The second idea" in book sample-book: title"#,
        ])
        #expect(diff.level == .major)
    }

    // MARK: Courses

    @Test func aRemovedSectionIsMajorAndTakesItsLessonsAndQuestions() throws {
        let new = try release { project in
            try project.edit(Self.course, replacing: "sections: [first, second]", with: "sections: [first]")
            try project.remove("courses/sample/sections/second.yaml")
        }
        let diff = ReleaseDiff.compare(try release(), new)
        #expect(lines(diff) == [#"removed section second "Second Section" in course sample: with 1 lesson, 6 questions"#])
        #expect(diff.level == .major)
    }

    @Test func aRenamedLessonIsMajor() throws {
        let new = try release { try $0.edit(Self.firstSection, replacing: "  - id: reading\n", with: "  - id: first-reading\n") }
        let diff = ReleaseDiff.compare(try release(), new)
        #expect(lines(diff) == [#"renamed lesson reading → first-reading "A Reading" in course sample, section first"#])
        #expect(diff.level == .major)
    }

    /// A renamed quiz lesson renames its questions' default ids too; they did not move.
    @Test func aRenamedQuizLessonsQuestionsAreRenamedNotMoved() throws {
        let new = try release { try $0.edit(Self.firstSection, replacing: "  - id: quiz\n", with: "  - id: first-quiz\n") }
        let diff = ReleaseDiff.compare(try release(), new)
        let questions = diff.changes.filter { $0.item.kind == .question }
        #expect(questions.count == 6 && questions.allSatisfy { $0.kind == .renamed && $0.movedFrom == nil },
                "\(lines(diff))")
        #expect(lines(diff).contains(#"renamed question quiz-q1 → first-quiz-q1 "Q1" in course sample, section first, lesson first-quiz"#))
    }

    @Test func aLessonMovedToAnotherSectionKeepsItsId() throws {
        let reading = """
          - id: reading
            title: A Reading
            icon: book.fill
            overview: Something to read.
            keyTakeaways: [One thing to keep.]

        """
        let new = try release { project in
            try project.edit(Self.firstSection, replacing: reading, with: "")
            try project.write("courses/sample/sections/second.yaml",
                              try String(contentsOf: project.url.appendingPathComponent("courses/sample/sections/second.yaml"), encoding: .utf8) + reading)
        }
        let diff = ReleaseDiff.compare(try release(), new)
        #expect(lines(diff) == [#"changed lesson reading "A Reading" in course sample, section second: moved from section first"#])
        #expect(diff.changes.first?.fields == ["section"])
        #expect(diff.level == .patch)
    }

    @Test func aChangedCorrectAnswerInALessonIsMajor() throws {
        let new = try release { project in
            try project.edit(Self.firstSection, replacing: "{text: Q4, options: [a, b, c, d], correct: 3}",
                             with: "{text: Q4, options: [a, b, c, d], correct: 2}")
        }
        let diff = ReleaseDiff.compare(try release(), new)
        #expect(lines(diff) == [#"changed the answer key of question quiz-q4 "Q4" in course sample, section first, lesson quiz: correct was 3 "d", now 2 "c""#])
        #expect(diff.level == .major)
    }

    @Test func changedLessonTextsArePatch() throws {
        let new = try release { project in
            try project.edit(Self.firstSection, replacing: "overview: Something to read.", with: "overview: Something else to read.")
            try project.edit(Self.course, replacing: "description: A small course for tests.", with: "description: A small course.")
        }
        let diff = ReleaseDiff.compare(try release(), new)
        #expect(lines(diff) == [
            #"changed course sample "Sample Course": description"#,
            #"changed lesson reading "A Reading" in course sample, section first: overview"#,
        ])
        #expect(diff.level == .patch)
    }

    // MARK: Achievements

    @Test func aRemovedAchievementIsMajor() throws {
        let new = try release { project in
            try project.edit(Self.course, replacing: "  - {id: week, title: Week, description: Seven days., category: streak, icon: flame.fill, unlock: {streakDays: 7}}\n", with: "")
        }
        let diff = ReleaseDiff.compare(try release(), new)
        #expect(lines(diff) == [#"removed achievement week "Week" in course sample"#])
        #expect(diff.level == .major)
    }

    @Test func aRenamedAchievementIsMajor() throws {
        let new = try release { try $0.edit(Self.course, replacing: "{id: week, title: Week", with: "{id: seven-days, title: Week") }
        let diff = ReleaseDiff.compare(try release(), new)
        #expect(lines(diff) == [#"renamed achievement week → seven-days "Week" in course sample"#])
        #expect(diff.level == .major)
    }

    @Test func anAddedAchievementAndAChangedUnlockConditionAreMinor() throws {
        let new = try release { project in
            try project.edit(Self.course, replacing: "unlock: {streakDays: 7}}\n",
                             with: "unlock: {streakDays: 14}}\n  - {id: month, title: Month, description: Thirty days., category: streak, icon: flame.fill, unlock: {streakDays: 30}}\n")
        }
        let diff = ReleaseDiff.compare(try release(), new)
        #expect(lines(diff) == [
            #"added achievement month "Month" in course sample"#,
            #"changed the rules of achievement week "Week" in course sample: unlock.streakDays was 7, now 14"#,
        ])
        #expect(diff.level == .minor)
    }

    // MARK: Versions and output

    @Test func theReleaseLevelSetsTheSmallestVersion() throws {
        let version = try #require(SemanticVersion("1.4.2"))
        #expect(version.next(.major).description == "2.0.0")
        #expect(version.next(.minor).description == "1.5.0")
        #expect(version.next(.patch).description == "1.4.3")
        #expect(version.next(.none) == version)
        let beta = try #require(SemanticVersion("2.0.0-beta.1"))
        #expect(beta.next(.major).description == "2.0.0")
        #expect(try #require(SemanticVersion("2.1.0-beta.1")).next(.major).description == "3.0.0")
        let requirement = VersionRequirement(previous: version, level: .major)
        #expect(requirement.isSatisfied(by: try #require(SemanticVersion("2.0.0"))))
        #expect(requirement.isSatisfied(by: try #require(SemanticVersion("2.0.0-rc.1"))))
        #expect(requirement.isSatisfied(by: try #require(SemanticVersion("3.1.0"))))
        #expect(!requirement.isSatisfied(by: try #require(SemanticVersion("1.9.0"))))
        #expect(!VersionRequirement(previous: version, level: .none).isSatisfied(by: try #require(SemanticVersion("1.4.1"))))
    }

    @Test func versionsCompareByPrecedence() throws {
        let ordered = ["1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta", "1.0.0-beta.2",
                       "1.0.0-beta.11", "1.0.0-rc.1", "1.0.0", "1.0.1", "1.10.0", "2.0.0"]
        let versions = try ordered.map { try #require(SemanticVersion($0)) }
        #expect(versions == versions.sorted())
        #expect(versions.map(\.description) == ordered)
        #expect(SemanticVersion("1.0.0+build.1") == SemanticVersion("1.0.0+build.2"))
        #expect(SemanticVersion("01.0.0") == nil && SemanticVersion("1.0") == nil && SemanticVersion("v1.0.0") == nil)
    }

    @Test func theTextReportGroupsChangesAndEndsWithTheRelease() throws {
        let new = try release { project in
            try project.remove("books/sample/ideas/b1i2.yaml")
            try project.edit(Self.idea, replacing: "title: First idea", with: "title: The first idea")
            try project.edit("contentc.yaml", replacing: "version: 1.0.0", with: "version: 1.1.0")
        }
        let text = ReleaseDiffFormat.text.render(ReleaseDiff.compare(try release(), new))
        #expect(text == """
            Removed (major: apps may hold progress for these ids)
              idea b1i2 "Second idea" in book sample: with 9 questions
            Changed (patch)
              idea b1i1 "The first idea" in book sample: title

            version: 1.0.0 → 1.1.0, too low
            release: major (1.0.0 → 2.0.0 at least)

            """)
        #expect(ReleaseDiffFormat.text.render(ReleaseDiff.compare(try release(), try release()))
            .hasSuffix("no differences\n\nversion: 1.0.0 → 1.0.0, enough\nrelease: none (1.0.0 can stay)\n"))
    }

    @Test func theJSONReportIsOneDeterministicObject() throws {
        let new = try release { project in
            try project.edit(Self.idea, replacing: "text: E2, options: [a, b], correct: 1}", with: "text: E2, options: [a, b], correct: 0}")
        }
        let diff = ReleaseDiff.compare(try release(), new)
        let json = ReleaseDiffFormat.json.render(diff)
        #expect(json == ReleaseDiffFormat.json.render(ReleaseDiff.compare(try release(), new)))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["release"] as? String == "major")
        #expect(object["smallestVersion"] as? String == "2.0.0")
        #expect(object["newVersionSufficient"] as? Bool == false)
        let change = try #require((object["changes"] as? [[String: Any]])?.first)
        #expect(change["change"] as? String == "answerKey")
        #expect(change["id"] as? String == "b1i1-q2")
        let key = try #require(change["answerKey"] as? [String: [String: Any]])
        #expect((key["old"]?["correct"] as? [[String: Any]])?.first?["text"] as? String == "b")
        #expect((key["new"]?["correct"] as? [[String: Any]])?.first?["index"] as? Int == 0)
        // Keys are sorted: the top level reads changes, newVersion, …, summary.
        #expect(json.hasPrefix(#"{"changes":[{"answerKey":{"new":{"correct":[{"index":0,"text":"a"}],"type":"mcq"}"#))
        #expect(json.range(of: #""release":"major","smallestVersion":"2.0.0","summary":"#) != nil)
    }
}
