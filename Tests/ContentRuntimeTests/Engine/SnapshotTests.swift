import ContentCompiler
import ContentRuntime
import ContentTestSupport
import Foundation
import Testing

/// Saved progress: the versioned snapshot, the atomic file store, committed
/// snapshots of every version, and progress on ids a content update removed.
@Suite struct SnapshotTests {
    static let fixture = FormatCompatibilityTests.fixtures.appendingPathComponent("progress-1.json")
    let flags = Shipped.flags
    let path = Shipped.path
    let book = Shipped.meditations

    /// The progress the version-1 fixture holds: some of everything.
    func sampleProgress() throws -> LearnerProgress {
        var progress = LearnerProgress()
        let monday = Clocks.at("2025-03-03", 18)
        _ = try progress.playLesson("continents-1", errors: 0, in: flags, at: monday)
        _ = try progress.playLesson("continents-2", errors: 3, in: flags, at: monday.advanced(byDays: 1))
        var view = try progress.startLesson("continents-3", in: flags, at: monday.advanced(byDays: 1))
        _ = try progress.answerLesson(Answers.wrong(view.question), to: view.question.id, in: flags, at: monday.advanced(byDays: 1))
        if case .question(let next) = try progress.continueLesson(in: flags, at: monday.advanced(byDays: 1)) { view = next }
        _ = try progress.completeReading("how-memory-works-1", in: path, at: monday)
        _ = try progress.takeTest("b1i1", in: book, at: monday) { $0.difficulty != .hard }
        var test = try progress.startTest(idea: "b1i2", in: book, at: monday.advanced(byDays: 2))
        while test.question.type != .open {
            _ = try progress.answerTest(Answers.wrong(test.question), to: test.question.id, idea: "b1i2", in: book, at: monday.advanced(byDays: 2))
            _ = try progress.answerTest(Answers.right(test.question), to: test.question.id, idea: "b1i2", in: book, at: monday.advanced(byDays: 2))
            guard case .question(let next) = try progress.continueTest(idea: "b1i2", in: book, at: monday.advanced(byDays: 2)) else { break }
            test = next
        }
        _ = try progress.answerTest(Answers.right(test.question), to: test.question.id, idea: "b1i2", in: book, at: monday.advanced(byDays: 2))
        return progress
    }

    @Test func aSnapshotRoundTripsToAnEqualValue() throws {
        let progress = try sampleProgress()
        let data = try ProgressSnapshot.encode(progress)
        #expect(try ProgressSnapshot.decode(data) == progress)
        #expect(try ProgressSnapshot.encode(ProgressSnapshot.decode(data)) == data, "encoding is deterministic")
        #expect(String(decoding: data, as: UTF8.self).hasPrefix("{\n  \"format\" : \"contentc.progress\""))
    }

    /// Set `CONTENTC_RECORD=1` to write the fixture of the current version (never rewrite an older one).
    @Test func theVersion1SnapshotLoads() throws {
        if ProcessInfo.processInfo.environment["CONTENTC_RECORD"] == "1", ProgressSnapshot.currentVersion == 1 {
            try ProgressSnapshot.encode(try sampleProgress()).write(to: Self.fixture)
            Issue.record("recorded progress-1.json; unset CONTENTC_RECORD and review it")
        }
        let progress = try ProgressSnapshot.decode(Data(contentsOf: Self.fixture))
        let flagsProgress = progress.course("flags-and-continents")
        #expect(flagsProgress.lessons["continents-1"]?.bestDiamonds == 3)
        #expect(flagsProgress.lessons["continents-2"]?.bestDiamonds == 1)
        #expect(flagsProgress.totalCoins == 100)
        #expect(flagsProgress.achievements.keys.sorted() == ["first-steps"])
        #expect(flagsProgress.streak.length == 2 && flagsProgress.streak.lastDay == LocalDate("2025-03-04"))
        #expect(flagsProgress.attempt?.lessonID == "continents-3" && flagsProgress.attempt?.position == 1)
        #expect(progress.course("learning-how-to-learn").lessons.keys.sorted() == ["how-memory-works-1"])
        let test = try #require(progress.idea("b1i1").tests.first)
        #expect(test.score == 75 && test.mastery == .fragile && test.nextReview == LocalDate("2025-03-06"))
        let open = try #require(progress.idea("b1i2").attempt?.responses.last)
        #expect(open.answer == Answers.right(try #require(book.ideas[1].questions.first { $0.type == .open })))
        if ProgressSnapshot.currentVersion == 1 {
            #expect(try ProgressSnapshot.encode(progress) == Data(contentsOf: Self.fixture))
        }
        // The engine goes on from it.
        var resumed = progress
        let view = try resumed.startLesson("continents-3", in: flags, at: Clocks.at("2025-03-05"))
        #expect(view.resumed && view.questionIndex == 1 && view.errors == 1)
    }

    @Test func aDamagedOrForeignSnapshotIsRefusedWithAClearError() throws {
        let data = try ProgressSnapshot.encode(try sampleProgress())
        #expect(throws: SnapshotError.self) { try ProgressSnapshot.decode(data.prefix(data.count / 2)) }
        do { _ = try ProgressSnapshot.decode(data.prefix(data.count / 2)) } catch {
            guard case .truncated = error else { Issue.record("\(error)"); return }
            #expect(error.description.hasPrefix("the snapshot is cut short: its JSON ends "))
        }
        func problem(_ text: String) -> SnapshotError? {
            do { _ = try ProgressSnapshot.decode(Data(text.utf8)); return nil } catch { return error }
        }
        #expect(problem(#"{"format": "contentc.bundle", "version": 1}"#) == .notASnapshot(found: "contentc.bundle"))
        #expect(problem(#"{"format": "contentc.progress", "version": 7, "progress": {}}"#) == .newerVersion(found: 7, newest: 1))
        let wrongShape = problem(#"{"format": "contentc.progress", "version": 1, "progress": {"courses": []}}"#)
        #expect(wrongShape?.description.contains("progress.courses") == true, "\(String(describing: wrongShape))")
        let badDay = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\"2025-03-04\"", with: "\"2025-02-30\"")
        #expect(problem(badDay)?.description.contains("2025-02-30") == true)
    }

    /// A snapshot's `format`, or a key of the learner's records, is the
    /// file's text: a terminal's escape sequence in it is written as an escape.
    @Test func controlCharactersFromTheFileAreEscapedInMessages() throws {
        let foreign = Data(#"{"format": "\u001b[2J\u0007", "version": 1}"#.utf8)
        let folder = try TemporaryFolder(prefix: "progress")
        let store = ProgressStore(url: folder.path("progress.json"))
        try foreign.write(to: store.url)
        do {
            _ = try store.load()
            Issue.record("a foreign file was loaded")
        } catch {
            guard case .invalid(_, .notASnapshot(found: "\u{1B}[2J\u{7}")) = error else { Issue.record("\(error)"); return }
            #expect(!error.description.unicodeScalars.contains { $0.value < 0x20 }, "\(error.description.debugDescription)")
            #expect(error.description.contains(#"its `format` is "\e[2J\a""#), "\(error.description)")
        }
    }

    @Test func theStoreSavesAtomicallyAndNeverOverwritesWhatItCannotRead() throws {
        let folder = try TemporaryFolder(prefix: "progress")
        let store = ProgressStore(url: folder.path("progress.json"))
        #expect(try store.load() == nil)
        let progress = try sampleProgress()
        try store.save(progress)
        #expect(try store.load() == progress)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["progress.json"], "no temporary file left")

        let damaged = Data("{\"format\": \"contentc.progress\", \"version\": 1, \"progress\": {\"cour".utf8)
        try damaged.write(to: store.url)
        #expect(throws: ProgressStoreError.self) { try store.load() }
        do { try store.save(LearnerProgress()) } catch {
            guard case .wouldOverwriteUnreadable(_, .truncated) = error else { Issue.record("\(error)"); return }
            #expect(error.description.contains("not saved"))
        }
        #expect(try Data(contentsOf: store.url) == damaged, "the damaged file is kept as it was")
        let aside = try store.setAsideUnreadable()
        #expect(aside.lastPathComponent == "progress.json.unreadable")
        #expect(try Data(contentsOf: aside) == damaged)
        try store.save(progress)
        #expect(try store.load() == progress)
    }

    @Test func theStoreSaysWhyAFileCannotBeReadOrWritten() throws {
        let folder = try TemporaryFolder(prefix: "progress")
        let inFolder = ProgressStore(url: folder.url)
        #expect(throws: ProgressStoreError.unreadable(path: folder.url.path(percentEncoded: false),
                                                      reason: "it is a folder, not a file")) { try inFolder.load() }
        let nowhere = ProgressStore(url: folder.path("missing/progress.json"))
        let path = nowhere.url.path(percentEncoded: false)
        #expect(try nowhere.load() == nil)
        #expect(throws: ProgressStoreError.unwritable(path: path, reason: "No such file or directory")) {
            try nowhere.save(LearnerProgress())
        }
        #expect(throws: ProgressStoreError.unwritable(path: path, reason: "No such file or directory")) {
            try nowhere.setAsideUnreadable()
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }

    @Test func progressOnRemovedIdsIsKeptAndReported() throws {
        let project = try TemporaryProject()
        func library() throws -> ContentLibrary {
            let output = try #require(try project.compile().output)
            let folder = project.pathBeside("out-\(UUID().uuidString)")
            try OutputFolder.write(output, to: folder)
            return try ContentLibrary(directory: folder)
        }
        let before = try library()
        let course = try #require(before.course(id: "sample"))
        let book = try #require(before.book(id: "sample"))
        let clock = Clocks.at("2025-03-03")
        var progress = LearnerProgress()
        let firstLesson = course.sections[0].lessons[0].id
        let completion = try progress.playLesson(firstLesson, errors: 0, in: course, at: clock)
        #expect(completion.coinsEarned == 75)
        _ = try progress.takeTest("b1i2", in: book, at: clock) { _ in true }
        _ = try progress.startTest(idea: "b1i1", in: book, at: clock)
        #expect(progress.orphans(in: before).isEmpty)

        // The update removes the first lesson, the achievement `one` and the idea b1i2, and changes b1i1's questions.
        let section = "courses/sample/sections/first.yaml"
        let text = try String(contentsOf: project.url.appendingPathComponent(section), encoding: .utf8)
        let firstLessonStart = try #require(text.range(of: "  - id: \(firstLesson)"))
        let secondLessonStart = try #require(text.range(of: "\n  - id: ", range: firstLessonStart.upperBound..<text.endIndex))
        try project.write(section, String(text[..<firstLessonStart.lowerBound] + text[text.index(after: secondLessonStart.lowerBound)...]))
        try project.edit("courses/sample/course.yaml", replacing: "  - {id: one, title: One, description: First lesson., category: milestone, icon: star.fill, unlock: {lessonsCompleted: 1}}\n", with: "")
        try project.remove("books/sample/ideas/b1i2.yaml")
        try project.edit("books/sample/ideas/b1i1.yaml", replacing: "  - {difficulty: easy, bloom: recall, text: E1,",
                         with: "  - {id: a-new-first-question, difficulty: easy, bloom: recall, text: E1,")
        let after = try library()
        let orphans = progress.orphans(in: after)
        #expect(orphans.lessons.map { "\($0.courseID)/\($0.id)" } == ["sample/\(firstLesson)"])
        #expect(orphans.achievements.map { "\($0.courseID)/\($0.id)" } == ["sample/one"])
        #expect(orphans.ideas == ["b1i2"])
        #expect(orphans.outdatedAttempts == ["b1i1"])
        #expect(orphans.courses.isEmpty)
        let newCourse = try #require(after.course(id: "sample"))
        let overview = progress.overview(of: newCourse, at: clock)
        #expect(overview.totalCoins == 75, "coins of a removed lesson stay")
        #expect(overview.completedLessons == 0)
        #expect(try ProgressSnapshot.decode(ProgressSnapshot.encode(progress)) == progress, "kept in the snapshot")
        // The outdated test starts again.
        let restarted = try progress.startTest(idea: "b1i1", in: try #require(after.book(id: "sample")), at: clock)
        #expect(!restarted.resumed && restarted.kind == .initial)
    }
}
