import Foundation
import Testing

/// `contentc import-book`: creating and merging book.yaml from XML metadata.
@Suite struct ImportBookTests {
    static let corpus = CommandRunner.packageRoot.appendingPathComponent("Tests/Corpus/book-metadata")

    /// Every corpus file that reads as one book record creates a book.yaml that compiles.
    @Test(arguments: [
        "onix/full_sample.xml", "onix/short.xml", "onix/single-book-onix2.xml", "epub-opf/standardebooks_content.opf",
        "epub-opf/tellico-test-epub_package.opf", "calibre-opf/Die-Drei-3.opf", "calibre-opf/cops_szep-mikhal_metadata.opf",
        "marcxml/summerland.xml", "marcxml/OCLC_814388508.xml", "google-books-gdata/VolumeEntryDataSample1.xml",
    ])
    func aNewBookYAMLCompiles(_ input: String) throws {
        let workspace = try Workspace(copying: CommandRunner.packageRoot.appendingPathComponent("content"))
        let result = try CommandRunner.run(
            ["import-book", Self.corpus.appendingPathComponent(input).path, "--into", "content/books/imported"],
            in: workspace.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("added: number, title"), "\(result.stderr)")
        let yaml = try workspace.read("content/books/imported/book.yaml")
        #expect(yaml.contains("number: 4\n"), "the next free number after books 1…3:\n\(yaml)")
        #expect(yaml.hasPrefix("# yaml-language-server: $schema=../../../schemas/book.schema.json\n"), "as `new` writes it:\n\(yaml)")
        let lint = try CommandRunner.run(["lint", "--content", "content", "--format", "json"], in: workspace.url)
        #expect(!lint.stdout.contains("books/imported"), "the imported book.yaml has problems:\n\(lint.stdout)\n\(yaml)")
    }

    @Test func valuesTheAuthorWroteWinAndEveryLineStays() throws {
        let workspace = try Workspace()
        let original = """
            # Our edition: keep this comment.
            number: 7
            title: Roseanna (Our Title)   # deliberately different
            categories:
              - Crime
            """
        try workspace.write("books/roseanna/book.yaml", original)
        let result = try CommandRunner.run(
            ["import-book", Self.corpus.appendingPathComponent("onix/full_sample.xml").path, "--into", "books/roseanna"],
            in: workspace.url)
        #expect(result.status == 0, "\(result.stderr)")
        let merged = try workspace.read("books/roseanna/book.yaml")
        #expect(merged.hasPrefix(original + "\n"), "existing lines changed:\n\(merged)")
        #expect(merged.contains("author: Maj Sjöwall, Per Wahlöö\n"))
        #expect(merged.components(separatedBy: "title:").count == 2, "title written twice:\n\(merged)")
        #expect(!merged.contains("number: 1\n"))
        #expect(result.stderr.contains("kept book.yaml's title 'Roseanna (Our Title)' (the file says 'Roseanna')"), "\(result.stderr)")
        #expect(result.stderr.contains("kept book.yaml's categories 'Crime' (the file says 'Fiction')"), "\(result.stderr)")

        // A second import adds nothing and leaves the file as it is.
        let again = try CommandRunner.run(
            ["import-book", Self.corpus.appendingPathComponent("onix/full_sample.xml").path, "--into", "books/roseanna"],
            in: workspace.url)
        #expect(again.status == 0)
        #expect(again.stderr.contains("nothing to add"), "\(again.stderr)")
        #expect(try workspace.read("books/roseanna/book.yaml") == merged)
    }

    /// A value the file gives but the import leaves out is told once, with its line.
    @Test func aValueLeftOutIsToldOnce() throws {
        let workspace = try Workspace()
        try workspace.write("book.opf", """
            <?xml version="1.0"?>
            <package xmlns="http://www.idpf.org/2007/opf" version="3.0">
              <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
                <dc:title>A Title</dc:title>
                <dc:identifier>urn:isbn:9780000000001</dc:identifier>
              </metadata>
            </package>
            """)
        let result = try CommandRunner.run(["import-book", "book.opf", "--into", "books/a-title"], in: workspace.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("\n  line 5: 'urn:isbn:9780000000001' is not a valid ISBN (wrong length or check digit); not imported\n"),
                "\(result.stderr)")
        #expect(result.stderr.components(separatedBy: "not imported").count == 2, "\(result.stderr)")
    }

    /// A bidirectional override in the metadata (a title that reads backwards, as in
    /// `Invoice\u{202E}fdp.exe`) is left out of book.yaml, which S113 would refuse at lint.
    @Test func charactersTextMayNotHoldAreLeftOut() throws {
        let workspace = try Workspace()
        try workspace.write("book.opf", """
            <?xml version="1.0"?>
            <package xmlns="http://www.idpf.org/2007/opf" version="3.0">
              <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
                <dc:title>Invoice\u{202E}fdp.exe</dc:title>
                <dc:subject>\u{2066}History\u{2069}</dc:subject>
                <dc:subject>\u{202D}</dc:subject>
              </metadata>
            </package>
            """)
        let result = try CommandRunner.run(["import-book", "book.opf", "--into", "books/invoice"], in: workspace.url)
        #expect(result.status == 0, "\(result.stderr)")
        let written = try workspace.read("books/invoice/book.yaml")
        #expect(written.contains("title: Invoicefdp.exe\n"), "\(written)")
        #expect(written.contains("- History\n"), "\(written)")
        #expect(!written.unicodeScalars.contains { (0x2066...0x2069).contains($0.value) || (0x202A...0x202E).contains($0.value) },
                "\(written.debugDescription)")
    }

    @Test func dryRunPrintsTheResultAndWritesNothing() throws {
        let workspace = try Workspace()
        let result = try CommandRunner.run(
            ["import-book", Self.corpus.appendingPathComponent("marcxml/summerland.xml").path, "--into", "books/summerland", "--dry-run"],
            in: workspace.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("title: Summerland\n"))
        #expect(result.stdout.contains("isbn13: \"9780786808779\"\n"))
        #expect(!FileManager.default.fileExists(atPath: workspace.path("books/summerland").path))
    }

    @Test func severalRecordsAreListedUntilOneIsChosen() throws {
        let workspace = try Workspace()
        let file = Self.corpus.appendingPathComponent("marcxml/chabon.xml").path
        let listed = try CommandRunner.run(["import-book", file, "--into", "books/chabon"], in: workspace.url)
        #expect(listed.status == 1)
        #expect(listed.stderr.contains("holds 2 book records; choose one with --record N"), "\(listed.stderr)")
        #expect(listed.stderr.contains("2. Summerland — ISBN 9780786808779 (line 66)"), "\(listed.stderr)")

        let chosen = try CommandRunner.run(["import-book", file, "--into", "books/chabon", "--record", "2"], in: workspace.url)
        #expect(chosen.status == 0, "\(chosen.stderr)")
        #expect(try workspace.read("books/chabon/book.yaml").contains("title: Summerland\n"))

        let outOfRange = try CommandRunner.run(["import-book", file, "--into", "books/chabon", "--record", "3"], in: workspace.url)
        #expect(outOfRange.status == 1)
        #expect(outOfRange.stderr.contains("record 3 does not exist"), "\(outOfRange.stderr)")
    }

    @Test func hostileXMLIsRefusedAndNothingIsWritten() throws {
        let workspace = try Workspace()
        try workspace.write("attack.opf", """
            <?xml version="1.0"?>
            <!DOCTYPE package [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
            <package xmlns="http://www.idpf.org/2007/opf"><metadata><title>&secret;</title></metadata></package>
            """)
        let result = try CommandRunner.run(["import-book", "attack.opf", "--into", "books/attack"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("line 2: the document declares the entity 'secret'"), "\(result.stderr)")
        #expect(!result.stderr.contains("root:"))
        #expect(!FileManager.default.fileExists(atPath: workspace.path("books/attack").path))
    }

    @Test func aBookYAMLInFlowStyleIsRefusedUnchanged() throws {
        let workspace = try Workspace()
        try workspace.write("books/flow/book.yaml", "{number: 1, title: Flow}\n")
        let result = try CommandRunner.run(
            ["import-book", Self.corpus.appendingPathComponent("onix/full_sample.xml").path, "--into", "books/flow"],
            in: workspace.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("block mapping"), "\(result.stderr)")
        #expect(try workspace.read("books/flow/book.yaml") == "{number: 1, title: Flow}\n")
    }

    /// A named pipe or a device is said to be one, and never read (reading either would never end).
    @Test(.timeLimit(.minutes(1)))
    func aPipeOrADeviceIsNotAMetadataFile() throws {
        let workspace = try Workspace()
        #expect(mkfifo(workspace.path("pipe.xml").path, 0o644) == 0)
        for (file, kind) in [("pipe.xml", "a named pipe"), ("/dev/zero", "a device")] {
            let result = try CommandRunner.run(["import-book", file, "--into", "books/x"], in: workspace.url)
            #expect(result.status == 2, "\(result.stderr)")
            #expect(result.stderr == "\(file): error: this is \(kind), not a file; give an XML metadata file\n", "\(result.stderr)")
        }
    }

    /// contentc reads a book only from books/<slug>/: a folder elsewhere, or
    /// one whose name is no slug, is refused before anything is written.
    @Test(arguments: ["content/books/Bad Slug", "content/courses/flags-and-continents", "elsewhere/x"])
    func aFolderContentcWouldNotReadIsRefused(_ into: String) throws {
        let workspace = try Workspace(copying: CommandRunner.packageRoot.appendingPathComponent("content"))
        let result = try CommandRunner.run(
            ["import-book", Self.corpus.appendingPathComponent("epub-opf/minimal.opf").path, "--into", into],
            in: workspace.url)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("content/books/<slug>"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent(into + "/book.yaml").path))
    }

    @Test func aMissingFileIsAnIOError() throws {
        let workspace = try Workspace()
        let result = try CommandRunner.run(["import-book", "missing.xml", "--into", "books/x"], in: workspace.url)
        #expect(result.status == 2, "\(result.stderr)")
    }

    /// A book folder, or its book.yaml, that is a symbolic link to a place
    /// outside the content folder (a pull request may commit one) is refused:
    /// what the link names is neither read, shown nor replaced.
    @Test func aLinkOutOfTheContentFolderIsNeitherReadNorWritten() throws {
        let workspace = try Workspace(copying: CommandRunner.packageRoot.appendingPathComponent("content"))
        let outside = try Workspace()
        try outside.write("elsewhere/notes.yaml", "title: Private notes\n")
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: workspace.path("content/books/linked"), withIntermediateDirectories: true)
        try fileManager.createSymbolicLink(at: workspace.path("content/books/linked/book.yaml"),
                                           withDestinationURL: outside.path("elsewhere/notes.yaml"))
        try fileManager.createSymbolicLink(at: workspace.path("content/books/away"), withDestinationURL: outside.path("elsewhere"))
        for (into, named) in [("content/books/linked", "content/books/linked/book.yaml"), ("content/books/away", "content/books/away")] {
            let result = try CommandRunner.run(
                ["import-book", Self.corpus.appendingPathComponent("epub-opf/minimal.opf").path, "--into", into], in: workspace.url)
            #expect(result.status == 1, "\(result.stderr)")
            #expect(result.stderr.contains("\(named): error: this is a symbolic link that leads outside the content folder"),
                    "\(result.stderr)")
            #expect(!result.stderr.contains("Private notes"), "\(result.stderr)")
        }
        #expect(outside.snapshot("elsewhere") == ["notes.yaml": Data("title: Private notes\n".utf8)])
    }
}
