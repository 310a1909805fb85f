import ContentRuntime
import Foundation
import Testing

/// Bundles whose hashes were fixed after an edit: the JSON is well-formed and
/// the index agrees, but the content breaks a guarantee contentc gives apps.
/// Each is refused with the key path of the offending value.
@Suite struct BrokenGuaranteeTests {
    struct Edit: CustomStringConvertible, Sendable {
        var description: String
        var file: String
        var keyPath: String
        var change: @Sendable (inout JSONValue) -> Void
    }

    static let meditations = "books/meditations.json"
    static let flags = "courses/flags-and-continents.json"

    static let edits: [Edit] = [
        Edit(description: "an answer index past the options", file: meditations,
             keyPath: "book.ideas[0].questions[0].correct[0]") { $0["book"]?["ideas"]?[0]?["questions"]?[0]?["correct"] = .array([.int(99)]) },
        Edit(description: "a negative answer index", file: flags,
             keyPath: "course.sections[0].lessons[1].questions[0].correct[0]") {
            $0["course"]?["sections"]?[0]?["lessons"]?[1]?["questions"]?[0]?["correct"] = .array([.int(-1)])
        },
        Edit(description: "two answers to an mcq", file: meditations,
             keyPath: "book.ideas[0].questions[0].correct") { $0["book"]?["ideas"]?[0]?["questions"]?[0]?["correct"] = .array([.int(0), .int(1)]) },
        Edit(description: "answers out of order", file: meditations,
             keyPath: "book.ideas[0].questions[3].correct[1]") { $0["book"]?["ideas"]?[0]?["questions"]?[3]?["correct"] = .array([.int(2), .int(0)]) },
        Edit(description: "one option", file: meditations,
             keyPath: "book.ideas[0].questions[1].options") { $0["book"]?["ideas"]?[0]?["questions"]?[1]?["options"] = .array([.string("Only")]) },
        Edit(description: "an option twice", file: meditations,
             keyPath: "book.ideas[0].questions[1].options[1]") {
            $0["book"]?["ideas"]?[0]?["questions"]?[1]?["options"] = .array([.string("Same"), .string(" same "), .string("Other")])
        },
        Edit(description: "a multiple-choice question without options", file: meditations,
             keyPath: "book.ideas[0].questions[1].options") { $0["book"]?["ideas"]?[0]?["questions"]?[1]?["options"] = nil },
        Edit(description: "points that do not match the difficulty", file: meditations,
             keyPath: "book.ideas[0].questions[2].points") { $0["book"]?["ideas"]?[0]?["questions"]?[2]?["points"] = .int(1000) },
        Edit(description: "a maximum score that is not the sum", file: meditations,
             keyPath: "book.ideas[0].maxScore") { $0["book"]?["ideas"]?[0]?["maxScore"] = .int(151) },
        Edit(description: "a gap in the idea numbering", file: meditations,
             keyPath: "book.ideas[1].id") { $0["book"]?["ideas"]?[1]?["id"] = .string("b1i3") },
        Edit(description: "a depth target of 4", file: meditations,
             keyPath: "book.ideas[0].depthTarget") { $0["book"]?["ideas"]?[0]?["depthTarget"] = .int(4) },
        Edit(description: "a title that clears the screen", file: meditations,
             keyPath: "book.title") { $0["book"]?["title"] = .string("Meditations\u{1B}[2J") },
        Edit(description: "a blank question", file: meditations,
             keyPath: "book.ideas[0].questions[0].text") { $0["book"]?["ideas"]?[0]?["questions"]?[0]?["text"] = .string("  ") },
        Edit(description: "a script as a link", file: meditations,
             keyPath: "book.infoLink") { $0["book"]?["infoLink"] = .string("javascript:alert(1)") },
        Edit(description: "a date that does not exist", file: meditations,
             keyPath: "book.publishedDate") { $0["book"]?["publishedDate"] = .string("2002-02-30") },
        Edit(description: "an ISBN with a wrong check digit", file: meditations,
             keyPath: "book.isbn13") { $0["book"]?["isbn13"] = .string("9780812968256") },
        Edit(description: "a rating of 7 stars", file: meditations,
             keyPath: "book.averageRating") { $0["book"]?["averageRating"] = .double(7) },
        Edit(description: "a section numbered out of order", file: flags,
             keyPath: "course.sections[1].number") { $0["course"]?["sections"]?[1]?["number"] = .int(5) },
        Edit(description: "a lesson with neither questions nor reading", file: flags,
             keyPath: "course.sections[0].lessons[0]") {
            $0["course"]?["sections"]?[0]?["lessons"]?[0]?["overview"] = nil
            $0["course"]?["sections"]?[0]?["lessons"]?[0]?["keyTakeaways"] = nil
        },
        Edit(description: "tiers that admit fewer errors one after the other", file: flags,
             keyPath: "course.rewards.diamonds[1].maxErrors") { $0["course"]?["rewards"]?["diamonds"]?[1]?["maxErrors"] = .int(0) },
        Edit(description: "an open tier before the last", file: flags,
             keyPath: "course.rewards.diamonds[0].maxErrors") { $0["course"]?["rewards"]?["diamonds"]?[0]?["maxErrors"] = nil },
        Edit(description: "an achievement for more lessons than the course has", file: flags,
             keyPath: "course.achievements[0].unlock.lessonsCompleted") {
            $0["course"]?["achievements"]?[0]?["unlock"] = .object(["lessonsCompleted": .int(99)])
        },
        Edit(description: "an achievement for a section that does not exist", file: flags,
             keyPath: "course.achievements[1].unlock.sectionCompleted") {
            $0["course"]?["achievements"]?[1]?["unlock"] = .object(["sectionCompleted": .string("atlantis")])
        },
    ]

    @Test(arguments: edits)
    func aBrokenGuaranteeIsRefusedWhereItIs(_ edit: Edit) throws {
        var folder = try OutFolder()
        try folder.edit(edit.file, edit.change)  // The index's hash and size follow the edit.
        #expect {
            try folder.load()
        } throws: { error in
            guard case .invalidContent(let path, let keyPath, _) = error as? ContentLoadError else { return false }
            return path == folder.path(edit.file) && keyPath == edit.keyPath
        }
        #expect {
            try ContentLibrary.loadBundle(at: folder.fileURL(edit.file))
        } throws: { error in
            guard case .invalidContent(_, let keyPath, _) = error as? ContentLoadError else { return false }
            return keyPath == edit.keyPath
        }
    }

    /// The crash the issue names: an app doing `options[correct[0]]`.
    @Test func anAnswerKeyOutOfRangeSaysWhatIsWrong() throws {
        var folder = try OutFolder()
        try folder.edit(Self.meditations, Self.edits[0].change)
        let error = try #require(throws: ContentLoadError.self) { try folder.load() }
        #expect(error.description == "\(folder.path(Self.meditations)): at book.ideas[0].questions[0].correct[0]: "
            + "index 99 is out of range: the question has 4 options (0...3); contentc never writes this, so the file "
            + "was made or edited by something else (its hash in index.json too); rebuild the content with "
            + "`contentc build` and copy the whole output folder again")
    }

    /// A bundle listed twice is said to be listed twice, not to repeat its own ids.
    @Test func anIndexListingABundleTwiceSaysSo() throws {
        var folder = try OutFolder()
        folder.index.bundles.insert(folder.index.bundles[1], at: 1)
        try folder.writeIndex()
        #expect(throws: ContentLoadError.invalidContent(
            path: folder.path("index.json"), at: "bundles[2]",
            problem: "lists books/meditations.json again, as bundles[1] does; each bundle is listed once")) {
            try folder.load()
        }
    }

    /// A number too large for an integer is not "not valid JSON".
    @Test func aNumberTooLargeSaysSo() throws {
        var folder = try OutFolder()
        let data = try folder.read(Self.meditations)
        let text = String(decoding: data, as: UTF8.self)
        let points = try #require(text.range(of: "\"points\": 10"), "\(text.prefix(2000))")
        try folder.replace(Self.meditations, with: Data(text.replacingCharacters(in: points, with: "\"points\": 1e30").utf8))
        let error = try #require(throws: ContentLoadError.self) { try folder.load() }
        guard case .malformedJSON(_, let detail) = error else {
            Issue.record("expected malformedJSON, got \(error)")
            return
        }
        #expect(!detail.contains("not valid JSON"), "\(detail)")
        #expect(detail.contains("book.ideas[0].questions[0].points"), "\(detail)")
        #expect(detail.contains("the number 1e+30 is not a whole number"), "\(detail)")
    }

    /// A named pipe or a device in place of a bundle is said to be one, and never read.
    @Test(.timeLimit(.minutes(1)))
    func aPipeOrADeviceInPlaceOfABundleSaysWhatItIs() throws {
        let folder = try OutFolder()
        let pipe = folder.fileURL(Self.meditations)
        try FileManager.default.removeItem(at: pipe)
        #expect(mkfifo(pipe.path, 0o644) == 0)
        #expect(throws: ContentLoadError.unreadableFile(path: folder.path(Self.meditations), reason: "it is a named pipe, not a file")) {
            try folder.load()
        }
        let device = folder.fileURL("courses/habits-path.json")
        try FileManager.default.removeItem(at: device)
        try FileManager.default.createSymbolicLink(atPath: device.path, withDestinationPath: "/dev/zero")
        #expect(throws: ContentLoadError.unreadableFile(path: folder.path("courses/habits-path.json"), reason: "it is a device, not a file")) {
            try ContentLibrary.loadBundle(at: device)
        }
    }
}
