import ContentRuntime
import Foundation
import Testing

/// One damaged output folder per test, each expecting its own error.
@Suite struct CorruptionTests {
    /// The error loading `folder` throws, or `nil` when it loads.
    func loadError(_ folder: OutFolder) -> ContentLoadError? {
        do {
            _ = try folder.load()
            return nil
        } catch {
            return error
        }
    }

    @Test func missingBundleFile() throws {
        let folder = try OutFolder()
        try FileManager.default.removeItem(at: folder.fileURL("courses/habits-path.json"))
        #expect(loadError(folder) == .missingFile(path: folder.path("courses/habits-path.json")))
    }

    @Test func missingIndex() throws {
        let folder = try OutFolder()
        try FileManager.default.removeItem(at: folder.fileURL("index.json"))
        #expect(loadError(folder) == .missingFile(path: folder.path("index.json")))
    }

    @Test func bundlePathIsAFolder() throws {
        let folder = try OutFolder()
        try FileManager.default.removeItem(at: folder.fileURL("books/deep-work.json"))
        try FileManager.default.createDirectory(at: folder.fileURL("books/deep-work.json"),
                                                withIntermediateDirectories: false)
        guard case .unreadableFile(let path, _) = loadError(folder) else {
            Issue.record("expected unreadableFile, got \(String(describing: loadError(folder)))")
            return
        }
        #expect(path == folder.path("books/deep-work.json"))
    }

    @Test func truncatedBundle() throws {
        var folder = try OutFolder()
        let data = try folder.read("books/meditations.json")
        try folder.replace("books/meditations.json", with: data.prefix(data.count / 2), updatingIndex: false)
        guard case .truncatedJSON(let path, let detail) = loadError(folder) else {
            Issue.record("expected truncatedJSON, got \(String(describing: loadError(folder)))")
            return
        }
        #expect(path == folder.path("books/meditations.json"))
        #expect(detail.contains("still open"))
    }

    @Test func truncatedBundleIsTruncatedEvenWithAMatchingHash() throws {
        var folder = try OutFolder()
        let data = try folder.read("courses/habits-path.json")
        try folder.replace("courses/habits-path.json", with: data.prefix(data.count - 10))
        guard case .truncatedJSON = loadError(folder) else {
            Issue.record("expected truncatedJSON, got \(String(describing: loadError(folder)))")
            return
        }
    }

    @Test func truncatedIndex() throws {
        let folder = try OutFolder()
        let data = try folder.read("index.json")
        try folder.write(data.prefix(data.count / 3), to: "index.json")
        guard case .truncatedJSON(let path, _) = loadError(folder) else {
            Issue.record("expected truncatedJSON, got \(String(describing: loadError(folder)))")
            return
        }
        #expect(path == folder.path("index.json"))
    }

    @Test func emptyBundleIsTruncated() throws {
        var folder = try OutFolder()
        try folder.replace("books/deep-work.json", with: Data(), updatingIndex: false)
        #expect(loadError(folder) == .truncatedJSON(path: folder.path("books/deep-work.json"),
                                                    detail: "before it starts (the file is empty)"))
    }

    @Test func wrongTypeForAFieldIsMalformed() throws {
        var folder = try OutFolder()
        try folder.edit("books/meditations.json") { json in
            json["book"]?["ideas"]?[0]?["questions"]?[2]?["points"] = .string("ten")
        }
        guard case .malformedJSON(let path, let detail) = loadError(folder) else {
            Issue.record("expected malformedJSON, got \(String(describing: loadError(folder)))")
            return
        }
        #expect(path == folder.path("books/meditations.json"))
        #expect(detail.contains("book.ideas[0].questions[2].points"))
    }

    @Test func missingKeyIsMalformed() throws {
        var folder = try OutFolder()
        try folder.edit("courses/flags-and-continents.json") { json in
            json["course"]?["sections"]?[1]?["lessons"]?[0]?["icon"] = nil
        }
        guard case .malformedJSON(_, let detail) = loadError(folder) else {
            Issue.record("expected malformedJSON, got \(String(describing: loadError(folder)))")
            return
        }
        #expect(detail.contains("course.sections[1].lessons[0]"))
        #expect(detail.contains("`icon`"))
    }

    @Test func completeGarbageIsMalformed() throws {
        var folder = try OutFolder()
        let length = try folder.read("books/deep-work.json").count
        let garbage = Data(String(repeating: "#", count: length).utf8)
        try folder.replace("books/deep-work.json", with: garbage)
        guard case .malformedJSON(let path, let detail) = loadError(folder) else {
            Issue.record("expected malformedJSON, got \(String(describing: loadError(folder)))")
            return
        }
        #expect(path == folder.path("books/deep-work.json"))
        #expect(detail.hasPrefix("the text is not valid JSON"))
    }

    @Test func syntaxErrorInACompleteFileIsMalformed() throws {
        var folder = try OutFolder()
        let text = try String(decoding: folder.read("courses/habits-path.json"), as: UTF8.self)
        let comma = try #require(text.range(of: #""id": "habits-path","#))
        let broken = text.replacingCharacters(in: comma, with: #""id": "habits-path""#)  // A comma missing.
        try folder.replace("courses/habits-path.json", with: Data(broken.utf8))
        guard case .malformedJSON(_, let detail) = loadError(folder) else {
            Issue.record("expected malformedJSON, got \(String(describing: loadError(folder)))")
            return
        }
        #expect(detail.hasPrefix("the text is not valid JSON"))
    }

    @Test func invalidEnumValueIsMalformed() throws {
        var folder = try OutFolder()
        try folder.edit("courses/flags-and-continents.json") { json in
            json["course"]?["achievements"]?[1]?["category"] = .string("legendary")
        }
        guard case .malformedJSON(_, let detail) = loadError(folder) else {
            Issue.record("expected malformedJSON, got \(String(describing: loadError(folder)))")
            return
        }
        #expect(detail.contains("course.achievements[1].category"))
    }

    @Test func flippedByteIsAHashMismatch() throws {
        var folder = try OutFolder()
        var data = try folder.read("books/meditations.json")
        let title = try #require(data.firstRange(of: Data("Meditations".utf8)))
        data[title.lowerBound] ^= 0x20  // "Meditations" becomes "meditations": still valid JSON.
        try folder.replace("books/meditations.json", with: data, updatingIndex: false)
        let entry = try #require(folder.index.bundles.first { $0.id == "meditations" })
        #expect(loadError(folder) == .hashMismatch(
            path: folder.path("books/meditations.json"), expectedSHA256: entry.sha256,
            actualSHA256: OutFolder.sha256(data), expectedBytes: entry.bytes, actualBytes: entry.bytes))
    }

    /// A file larger than the index lists is refused before it is read.
    @Test func aLargerFileIsRefusedBeforeItIsRead() throws {
        var folder = try OutFolder()
        let data = try folder.read("courses/habits-path.json") + Data(count: 100_000)
        try folder.replace("courses/habits-path.json", with: data, updatingIndex: false)
        let entry = try #require(folder.index.bundles.first { $0.id == "habits-path" })
        #expect(loadError(folder) == .sizeMismatch(path: folder.path("courses/habits-path.json"),
                                                   expectedBytes: entry.bytes, actualBytes: data.count))
    }

    /// A shorter file is read (it is smaller than listed) and reported as a mismatch of hash and size.
    @Test func aShorterCompleteFileIsAHashMismatch() throws {
        var folder = try OutFolder()
        let data = try folder.read("courses/habits-path.json").dropLast()  // The final line feed: still complete JSON.
        try folder.replace("courses/habits-path.json", with: data, updatingIndex: false)
        guard case .hashMismatch(_, _, _, let expectedBytes, let actualBytes) = loadError(folder) else {
            Issue.record("expected hashMismatch, got \(String(describing: loadError(folder)))")
            return
        }
        #expect(actualBytes == expectedBytes - 1)
    }

    @Test func nextMajorVersionOfABundleIsRefused() throws {
        var folder = try OutFolder()
        try folder.edit("books/meditations.json") { json in
            json["formatVersion"] = .string("2.0")
            json["compiler"] = nil  // A 2.0 header may differ: the version is what to report.
        }
        #expect(loadError(folder) == .unsupportedFormatVersion(
            path: folder.path("books/meditations.json"), found: FormatVersion(major: 2, minor: 0),
            supported: .current))
    }

    @Test func nextMajorVersionOfTheIndexIsRefused() throws {
        var folder = try OutFolder()
        try folder.edit("index.json") { json in
            json["formatVersion"] = .string("2.0")
        }
        #expect(loadError(folder) == .unsupportedFormatVersion(
            path: folder.path("index.json"), found: FormatVersion(major: 2, minor: 0), supported: .current))
    }

    @Test func olderMajorVersionIsRefused() throws {
        var folder = try OutFolder()
        try folder.edit("courses/habits-path.json") { json in
            json["formatVersion"] = .string("0.9")
        }
        #expect(loadError(folder) == .unsupportedFormatVersion(
            path: folder.path("courses/habits-path.json"), found: FormatVersion(major: 0, minor: 9),
            supported: .current))
    }

    @Test func unparsableVersionIsMalformed() throws {
        var folder = try OutFolder()
        try folder.edit("books/deep-work.json") { json in
            json["formatVersion"] = .string("1.0.0")
        }
        guard case .malformedJSON(_, let detail) = loadError(folder) else {
            Issue.record("expected malformedJSON, got \(String(describing: loadError(folder)))")
            return
        }
        #expect(detail.contains("formatVersion"))
        #expect(detail.contains("MAJOR.MINOR"))
    }

    @Test func wrongBundleFormat() throws {
        var folder = try OutFolder()
        try folder.edit("books/deep-work.json") { json in
            json["format"] = .string("contentc.index")
        }
        #expect(loadError(folder) == .wrongFormat(
            path: folder.path("books/deep-work.json"), found: "contentc.index", expected: "contentc.bundle"))
    }

    @Test func bundleWithoutFormat() throws {
        var folder = try OutFolder()
        try folder.replace("books/deep-work.json", with: Data(#"{"title": "Deep Work"}"#.utf8))
        #expect(loadError(folder) == .wrongFormat(
            path: folder.path("books/deep-work.json"), found: nil, expected: "contentc.bundle"))
    }

    @Test func wrongIndexFormat() throws {
        var folder = try OutFolder()
        try folder.edit("index.json") { json in
            json["format"] = .string("contentc.bundle")
        }
        #expect(loadError(folder) == .wrongFormat(
            path: folder.path("index.json"), found: "contentc.bundle", expected: "contentc.index"))
    }

    /// The index lists `books/letters.json`, which holds the book `meditations`.
    @Test func indexEntryIdDisagreesWithTheBundle() throws {
        var folder = try OutFolder()
        let position = try #require(folder.index.bundles.firstIndex { $0.id == "meditations" })
        folder.index.bundles[position].id = "letters"
        folder.index.bundles[position].file = "books/letters.json"
        try FileManager.default.moveItem(at: folder.fileURL("books/meditations.json"), to: folder.fileURL("books/letters.json"))
        try folder.writeIndex()
        #expect(loadError(folder) == .indexMismatch(
            path: folder.path("books/letters.json"), indexKind: .book, indexID: "letters",
            bundleKind: .book, bundleID: "meditations"))
    }

    /// The index lists the course `deep-work`, whose file holds the book `deep-work`.
    @Test func indexEntryKindDisagreesWithTheBundle() throws {
        var folder = try OutFolder(books: [SampleContent.deepWork], courses: [])
        folder.index.bundles[0].kind = .course
        folder.index.bundles[0].file = "courses/deep-work.json"
        try FileManager.default.createDirectory(at: folder.fileURL("courses"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: folder.fileURL("books/deep-work.json"), to: folder.fileURL("courses/deep-work.json"))
        try folder.writeIndex()
        #expect(loadError(folder) == .indexMismatch(
            path: folder.path("courses/deep-work.json"), indexKind: .course, indexID: "deep-work",
            bundleKind: .book, bundleID: "deep-work"))
    }

    @Test func indexEntryFileElsewhereThanContentcWritesIt() throws {
        var folder = try OutFolder()
        folder.index.bundles[0].file = "books/../books/deep-work.json"
        try folder.writeIndex()
        #expect(loadError(folder) == .invalidContent(
            path: folder.path("index.json"), at: "bundles[0].file",
            problem: "is \"books/../books/deep-work.json\", but the book \"deep-work\" is at books/deep-work.json"))
    }

    @Test func headerIdDisagreesWithThePayload() throws {
        var folder = try OutFolder()
        try folder.edit("books/deep-work.json") { json in
            json["book"]?["id"] = .string("shallow-work")
        }
        guard case .malformedJSON(_, let detail) = loadError(folder) else {
            Issue.record("expected malformedJSON, got \(String(describing: loadError(folder)))")
            return
        }
        #expect(detail.contains("shallow-work"))
    }

    /// Two books of one number: their idea ids clash.
    @Test func ideaIdInTwoBooks() throws {
        var clash = SampleContent.deepWork
        clash.number = 1
        for index in clash.ideas.indices { clash.ideas[index].id = "b1i\(index + 1)" }
        let folder = try OutFolder(books: [clash, SampleContent.meditations], courses: [])
        #expect(loadError(folder) == .duplicateID(path: folder.path("books/meditations.json"),
                                                  what: "idea", id: "b1i1"))
    }

    @Test func lessonIdTwiceInACourse() throws {
        var course = SampleContent.flagsAndContinents
        course.sections[1].lessons[0].id = "intro"
        let folder = try OutFolder(books: [], courses: [course])
        #expect(loadError(folder) == .duplicateID(path: folder.path("courses/flags-and-continents.json"),
                                                  what: "lesson", id: "intro"))
    }

    @Test func indexPathOutsideTheFolderIsRefused() throws {
        var folder = try OutFolder()
        folder.index.bundles[0].file = "../deep-work.json"
        try folder.writeIndex()
        guard case .invalidContent(let path, let keyPath, _) = loadError(folder) else {
            Issue.record("expected invalidContent, got \(String(describing: loadError(folder)))")
            return
        }
        #expect(path == folder.path("index.json"))
        #expect(keyPath == "bundles[0].file")
    }

    @Test func singleBundleReportsItsOwnErrors() throws {
        var folder = try OutFolder()
        let url = folder.fileURL("books/meditations.json")
        let data = try folder.read("books/meditations.json")
        try folder.replace("books/meditations.json", with: data.prefix(100), updatingIndex: false)
        #expect {
            try ContentLibrary.loadBundle(at: url)
        } throws: { error in
            guard case .truncatedJSON = error as? ContentLoadError else { return false }
            return true
        }
        #expect(throws: ContentLoadError.missingFile(path: folder.path("books/walden.json"))) {
            try ContentLibrary.loadBundle(at: folder.fileURL("books/walden.json"))
        }
    }
}
