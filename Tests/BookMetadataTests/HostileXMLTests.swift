import Foundation
import Testing
@testable import BookMetadata

/// Attack files (under `Attacks/`, or generated here when large) are each
/// refused with a clear error, without reading a local file. The time limit
/// catches a hang (an entity expanding without end); speed is not asserted
/// by tests, which share the machine with whatever else runs.
@Suite(.timeLimit(.minutes(1))) struct HostileXMLTests {
    static let attacks = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Attacks")

    /// The content of the local file the attacks try to read, which must never appear.
    static let secret: String? = (try? String(contentsOfFile: "/etc/hostname", encoding: .utf8))
        .flatMap { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap { $0.isEmpty ? nil : $0 }

    /// Reads bytes; returns the error it threw.
    func refusal(_ bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> MetadataError? {
        let outcome = Result { () throws(MetadataError) in try BookMetadataReader.read(bytes) }
        switch outcome {
        case .success(let result):
            Issue.record("accepted: \(result.metadata)", sourceLocation: sourceLocation)
            return nil
        case .failure(let error):
            if let secret = Self.secret {
                #expect(!error.description.contains(secret), "the error shows the local file", sourceLocation: sourceLocation)
            }
            return error
        }
    }

    func attack(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: Self.attacks.appendingPathComponent(name)))
    }

    @Test func externalEntityReadingAFileIsRefused() throws {
        let error = refusal(try attack("xxe-file-entity.opf"))
        #expect(error == .entityDeclaration(name: "secret", line: 3))
    }

    @Test func externalParameterEntityIsRefused() throws {
        let error = refusal(try attack("xxe-parameter-entity.opf"))
        #expect(error == .entityDeclaration(name: "remote", line: 3))
    }

    @Test func billionLaughsInTextIsRefused() throws {
        let error = refusal(try attack("billion-laughs-text.opf"))
        #expect(error == .entityDeclaration(name: "lol0", line: 3))
    }

    @Test func billionLaughsInAnAttributeIsRefused() throws {
        let error = refusal(try attack("billion-laughs-attribute.opf"))
        #expect(error == .entityDeclaration(name: "lol0", line: 3))
    }

    @Test func quadraticBlowupIsRefused() {
        // One 50 KB entity referenced 5,000 times: 58 KB of XML, 250 MB of text if expanded.
        let entity = String(repeating: "a", count: 50_000)
        let references = String(repeating: "&a;", count: 5_000)
        let xml = """
            <?xml version="1.0"?>
            <!DOCTYPE package [<!ENTITY a "\(entity)">]>
            <package xmlns="http://www.idpf.org/2007/opf"><metadata><title>\(references)</title></metadata></package>
            """
        #expect(refusal(Array(xml.utf8)) == .entityDeclaration(name: "a", line: 2))
    }

    @Test func xincludeIsRefusedAndNeverProcessed() throws {
        #expect(refusal(try attack("xinclude-local-file.opf")) == .xinclude(line: 4))
    }

    @Test func undeclaredEntityReferenceIsRefused() throws {
        #expect(refusal(try attack("undeclared-entity-reference.xml")) == .entityReference(name: "eacute", line: 6))
    }

    @Test func anExternalDTDIsNeverLoaded() throws {
        let before = SafeXMLParser.refusedExternalLoads
        let result = try BookMetadataReader.read(try attack("external-dtd-local-file.opf"))
        #expect(result.metadata.title == "External DTD")
        #expect(SafeXMLParser.refusedExternalLoads == before, "libxml2 tried to load the DTD")
    }

    @Test func aRemoteDTDImportsOfflineWithoutARequest() throws {
        let corpus = CorpusGoldenTests.corpus.appendingPathComponent("onix/single-book-onix2.xml")
        let before = SafeXMLParser.refusedExternalLoads
        let result = try BookMetadataReader.read(contentsOf: corpus)
        #expect(result.metadata.title == "Be the Hero")
        #expect(SafeXMLParser.refusedExternalLoads == before, "libxml2 tried to load the DTD")
    }

    @Test func deepNestingIsRefused() {
        let xml = "<package>" + String(repeating: "<a>", count: 300) + String(repeating: "</a>", count: 300) + "</package>"
        guard case .malformed(let message, let line)? = refusal(Array(xml.utf8)) else { return }
        #expect(message.contains("depth"), "\(message)")
        #expect(line == 1)
    }

    @Test func aTextNodeOverTenMegabytesIsRefused() {
        let xml = "<package><metadata><title>" + String(repeating: "x", count: 10_500_000) + "</title></metadata></package>"
        guard case .malformed(let message, _)? = refusal(Array(xml.utf8)) else { return }
        #expect(message.contains("text node of 10500000 bytes"), "\(message)")
    }

    @Test func aFileOverSixteenMegabytesIsRefusedBeforeParsing() {
        let bytes = [UInt8](repeating: UInt8(ascii: " "), count: 16 * 1024 * 1024 + 1)
        #expect(refusal(bytes) == .fileTooLarge(bytes: bytes.count, limit: 16 * 1024 * 1024))
    }

    @Test func aFileOverSixteenMegabytesIsRefusedBeforeReading() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("contentc-large-\(UUID().uuidString).xml")
        try #require(FileManager.default.createFile(atPath: url.path, contents: nil))
        defer { try? FileManager.default.removeItem(at: url) }
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 20 * 1024 * 1024)
        try handle.close()
        #expect(throws: MetadataError.fileTooLarge(bytes: 20 * 1024 * 1024, limit: 16 * 1024 * 1024)) {
            try BookMetadataReader.read(contentsOf: url)
        }
    }

    @Test func gzipIsRefused() throws {
        #expect(refusal(try attack("gzip-compressed.opf.gz")) == .notPlainXML(kind: "gzip"))
    }

    @Test func xzAndZipAreRefused() {
        #expect(refusal([0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00, 0x00]) == .notPlainXML(kind: "xz"))
        #expect(refusal([0x50, 0x4B, 0x03, 0x04, 0x14]) == .notPlainXML(kind: "zip"))
    }

    @Test func malformedXMLNamesItsLine() {
        let xml = "<package>\n<metadata>\n<title>x</titel>\n</metadata></package>"
        guard case .malformed(_, let line)? = refusal(Array(xml.utf8)) else { return }
        #expect(line == 3)
    }

    @Test func emptyInputIsRefused() {
        #expect(refusal([]) != nil)
    }
}
