import ContentRuntime
import Testing

/// Every message names the file and says what was found, what was expected and what to do.
@Suite struct ErrorMessageTests {
    let path = "/apps/deepread/out/books/meditations.json"

    @Test func missingFile() {
        let message = ContentLoadError.missingFile(path: path).description
        #expect(message.hasPrefix(path + ": "))
        #expect(message.contains("does not exist"))
    }

    @Test func unreadableFile() {
        let message = ContentLoadError.unreadableFile(path: path, reason: "permission denied").description
        #expect(message.hasPrefix(path + ": "))
        #expect(message.contains("permission denied"))
    }

    @Test func truncated() {
        let message = ContentLoadError.truncatedJSON(path: path, detail: "with 2 objects still open").description
        #expect(message.hasPrefix(path + ": "))
        #expect(message.contains("cut short"))
        #expect(message.contains("with 2 objects still open"))
    }

    @Test func malformed() {
        let message = ContentLoadError.malformedJSON(
            path: path, detail: "at book.ideas[0].title: expected to decode String but found a number instead.")
        #expect(message.description.hasPrefix(path + ": "))
        #expect(message.description.contains("book.ideas[0].title"))
    }

    @Test func hashMismatchNamesBothHashesAndSizes() {
        let message = ContentLoadError.hashMismatch(
            path: path, expectedSHA256: "aa11", actualSHA256: "bb22", expectedBytes: 900, actualBytes: 450
        ).description
        #expect(message.hasPrefix(path + ": "))
        #expect(message.contains("aa11") && message.contains("bb22"))
        #expect(message.contains("450 bytes, index.json expects 900"))
    }

    @Test func unsupportedVersionNamesBothVersions() {
        let message = ContentLoadError.unsupportedFormatVersion(
            path: path, found: FormatVersion(major: 2, minor: 0), supported: .current
        ).description
        #expect(message.hasPrefix(path + ": "))
        #expect(message.contains("format version 2.0 is not supported"))
        #expect(message.contains("reads format 1.x (1.1 and any later 1.minor)"))
    }

    @Test func wrongFormat() {
        let found = ContentLoadError.wrongFormat(path: path, found: "epub", expected: "contentc.bundle")
        #expect(found.description.contains(#"its `format` is "epub", expected "contentc.bundle""#))
        let missing = ContentLoadError.wrongFormat(path: path, found: nil, expected: "contentc.bundle")
        #expect(missing.description.contains("it has no `format` key"))
    }

    @Test func indexMismatchNamesBothSides() {
        let message = ContentLoadError.indexMismatch(
            path: path, indexKind: .book, indexID: "letters", bundleKind: .book, bundleID: "meditations"
        ).description
        #expect(message.hasPrefix(path + ": "))
        #expect(message.contains(#"lists this file as book "letters" but it holds book "meditations""#))
    }

    @Test func duplicateID() {
        let message = ContentLoadError.duplicateID(path: path, what: "idea", id: "b1i1").description
        #expect(message.contains(#"the idea id "b1i1" is used more than once"#))
    }

    @Test func everyCaseHasItsPath() {
        #expect(ContentLoadError.missingFile(path: path).path == path)
        #expect(ContentLoadError.duplicateID(path: path, what: "lesson", id: "intro").path == path)
    }
}
