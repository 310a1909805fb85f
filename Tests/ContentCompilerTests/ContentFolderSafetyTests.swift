import ContentCompiler
import ContentTestSupport
import Foundation
import Testing

/// A content folder from a pull request may hold symbolic links out of it,
/// folders named like files, special files and endless trees: each is a
/// located P105 error, nothing outside the folder is read or shown, and the
/// walk stays bounded.
@Suite struct ContentFolderSafetyTests {
    /// A file outside the content folder whose lines must never be printed.
    final class Secret {
        let folder: TemporaryFolder
        static let text = "root:$6$s3cr3t-hash-never-shown:19000:0:99999:7:::\nid: b1i3\ntitle: [unclosed\n"

        init() throws {
            folder = try TemporaryFolder(prefix: "contentc-secret")
            try Data(Self.text.utf8).write(to: file)
        }

        var file: URL { folder.path("shadow") }
    }

    static func link(_ project: TemporaryProject, _ path: String, to target: String) throws {
        let url = project.url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
    }

    static func found(_ compilation: Compilation) -> [String] {
        compilation.diagnostics.map { "\($0.code) \($0.location)" }
    }

    /// Every format's output of a compilation.
    static func printed(_ compilation: Compilation) -> String {
        ReportFormat.allCases.map { $0.render(DiagnosticReport(compilation)) }.joined()
    }

    @Test func anIdeaFileLinkedOutsideIsRefusedAndNeverShown() throws {
        let secret = try Secret()
        let project = try TemporaryProject()
        try Self.link(project, "books/sample/ideas/b1i3.yaml", to: secret.file.path)
        let compilation = try project.compile()
        #expect(Self.found(compilation) == ["P105 books/sample/ideas/b1i3.yaml"])
        #expect(compilation.output == nil)
        #expect(!Self.printed(compilation).contains("s3cr3t"), "\(Self.printed(compilation))")
    }

    @Test func aManifestLinkedOutsideIsRefusedAndNeverShown() throws {
        let secret = try Secret()
        let project = try TemporaryProject()
        try project.remove("contentc.yaml")
        try Self.link(project, "contentc.yaml", to: secret.file.path)
        let compilation = try project.compile()
        #expect(Self.found(compilation) == ["P105 contentc.yaml"])
        #expect(!Self.printed(compilation).contains("s3cr3t"))
    }

    @Test func aBookFolderLinkedOutsideIsNeverWalked() throws {
        let outside = try TemporaryProject()  // A whole valid project elsewhere, with YAML files to find.
        let project = try TemporaryProject()
        try Self.link(project, "books/elsewhere", to: outside.url.appendingPathComponent("books/sample").path)
        try Self.link(project, "notes", to: "/")
        let compilation = try project.compile()
        #expect(Self.found(compilation) == ["P105 books/elsewhere", "P105 notes"])
        #expect(compilation.diagnostics.allSatisfy { $0.message.contains("outside the content folder") })
    }

    /// A link out of the folder says the same whether its target exists, is
    /// missing or lies in a folder that does not exist: its message must not
    /// tell a pull request what is on the machine that lints it.
    @Test func aLinkOutsideTellsNothingOfWhetherItsTargetExists() throws {
        let secret = try Secret()
        let project = try TemporaryProject()
        try Self.link(project, "books/sample/ideas/b1i3.yaml", to: secret.file.path)
        try Self.link(project, "books/sample/ideas/b1i4.yaml", to: secret.folder.path("missing").path)
        try Self.link(project, "books/sample/ideas/b1i5.yaml", to: secret.folder.path("no-such-folder/missing").path)
        try Self.link(project, "books/sample/ideas/b1i6.yaml", to: "../../../../../../../../../../no-such-folder/x.yaml")
        let compilation = try project.compile()
        #expect(Self.found(compilation) == (3...6).map { "P105 books/sample/ideas/b1i\($0).yaml" })
        #expect(Set(compilation.diagnostics.map(\.message)).count == 1, "\(compilation.diagnostics.map(\.message))")
        #expect(compilation.diagnostics.allSatisfy { $0.message.contains("outside the content folder") })
    }

    /// So does a `metadata:` path through a link to a folder outside.
    @Test func aMetadataPathThroughALinkOutsideTellsNothingOfWhetherItsTargetExists() throws {
        let secret = try Secret()
        var messages: [String] = []
        for name in ["shadow", "missing"] {
            let project = try TemporaryProject()
            try project.edit("books/sample/book.yaml", replacing: "language: en", with: "language: en\nmetadata: secrets/\(name)")
            try Self.link(project, "books/sample/secrets", to: secret.folder.url.path)
            let compilation = try project.compile()
            let metadata = try #require(compilation.diagnostics.first { $0.location.file == "books/sample/book.yaml" })
            messages.append(metadata.message.replacingOccurrences(of: name, with: "NAME"))
        }
        #expect(messages[0] == messages[1], "\(messages)")
        #expect(messages[0].contains("outside the content folder"), "\(messages)")
    }

    /// A link inside the folder to nothing still says what it points to.
    @Test func aDanglingLinkInsideSaysWhereItPoints() throws {
        let project = try TemporaryProject()
        try Self.link(project, "books/sample/ideas/b1i3.yaml", to: "b1i9.yaml")
        let compilation = try project.compile()
        #expect(compilation.diagnostics.map(\.message) == ["this is a symbolic link to 'b1i9.yaml', which does not exist"])
    }

    /// A link to nothing where a book or course folder would be is reported:
    /// the book would otherwise drop out of the build without a word. Other
    /// entries of books/ that are not folders stay ignored.
    @Test func aBookFolderLinkedToNothingIsReported() throws {
        let project = try TemporaryProject()
        try Self.link(project, "books/moved", to: "../.archive/moved")
        try Self.link(project, "books/notes.txt", to: "../.archive/notes.txt")
        let compilation = try project.compile()
        #expect(compilation.diagnostics.map { "\($0.code) \($0.location) \($0.message)" }
                == ["P105 books/moved this is a symbolic link to '../.archive/moved', which does not exist"])
        #expect(compilation.output == nil)
    }

    /// A name that is not UTF-8 is refused, never made into a path: with its
    /// invalid byte replaced by U+FFFD it named the link beside it, which the
    /// walk refused as leading outside, and the file behind that link was read
    /// and its lines shown as the idea's.
    @Test func aNameThatIsNotUTF8IsRefusedAndNeverNamesAnotherEntry() throws {
        let secret = try Secret()
        let project = try TemporaryProject()
        try Self.link(project, "books/sample/ideas/b1i9\u{FFFD}.yaml", to: secret.file.path)
        let ideas = project.url.appendingPathComponent("books/sample/ideas").path
        let name = Array((ideas + "/b1i9").utf8CString.dropLast()) + [CChar(bitPattern: 0xFF)] + Array(".yaml".utf8CString)
        let descriptor = open(name, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        #expect(descriptor >= 0)
        close(descriptor)
        let compilation = try project.compile()
        #expect(Self.found(compilation) == ["P105 books/sample/ideas/b1i9\u{FFFD}.yaml", "P105 books/sample/ideas/b1i9\u{FFFD}.yaml"])
        #expect(compilation.diagnostics.last?.message.hasPrefix("this name is not valid UTF-8") == true)
        #expect(compilation.output == nil)
        #expect(!Self.printed(compilation).contains("s3cr3t"), "\(Self.printed(compilation))")
    }

    /// `books/` or `courses/` that is not a folder is an error at it: it was
    /// passed over in silence, as a folder with nothing in it, and every book
    /// dropped out of the build.
    @Test func aBooksFolderThatIsNotAFolderIsReported() throws {
        for make in ["file", "pipe", "dangling link"] {
            let project = try TemporaryProject()
            try project.remove("books")
            let path = project.url.appendingPathComponent("books").path
            switch make {
            case "file": try project.write("books", "")
            case "pipe": #expect(mkfifo(path, 0o644) == 0)
            default: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "moved")
            }
            let compilation = try project.compile()
            #expect(Self.found(compilation) == ["P105 books"], "\(make)")
            #expect(compilation.output == nil, "\(make)")
        }
    }

    /// A folder name whose bundle's file name (`<name>.json`) no file system
    /// takes passed lint, and the build then failed writing it: it is S107.
    @Test func aFolderNameTooLongForItsBundleIsReported() throws {
        let project = try TemporaryProject()
        let words = Array(repeating: "abcdefgh", count: 32).joined(separator: "-")
        let longest = String(words.prefix(250)), tooLong = String(words.prefix(251))
        try project.write("courses/\(longest)/course.yaml", "")
        try project.write("courses/\(tooLong)/course.yaml", "")
        let compilation = try project.compile()
        #expect(Self.found(compilation).filter { $0.hasPrefix("S107") } == ["S107 courses/\(tooLong)"])
        #expect(compilation.diagnostics.contains { $0.message.hasSuffix("would be longer than file systems allow (255)") })
    }

    /// A folder beside the content folder whose name is the other Unicode
    /// form of its name (`conte\u{301}` beside `cont\u{E9}`) is another folder
    /// to the file system, but was taken as the content folder itself: paths
    /// were compared as Swift strings, by canonical equivalence.
    @Test func aFolderBesideNamedAsTheContentFolderInAnotherUnicodeFormIsOutside() throws {
        let project = try TemporaryProject()
        let folder = try TemporaryFolder(prefix: "contentc-forms")
        let content = folder.path("cont\u{E9}"), beside = folder.path("conte\u{301}")
        try FileManager.default.copyItem(at: project.url, to: content)
        try FileManager.default.createDirectory(at: beside, withIntermediateDirectories: true)
        try Data(Secret.text.utf8).write(to: beside.appendingPathComponent("b1i3.yaml"))
        let idea = content.appendingPathComponent("books/sample/ideas/b1i3.yaml")
        try FileManager.default.createSymbolicLink(atPath: idea.path, withDestinationPath: "../../../../conte\u{301}/b1i3.yaml")
        let compilation = try Compiler.compile(CompileOptions(contentDirectory: content, displayRoot: ""))
        #expect(Self.found(compilation) == ["P105 books/sample/ideas/b1i3.yaml"])
        #expect(!Self.printed(compilation).contains("s3cr3t"), "\(Self.printed(compilation))")
    }

    @Test func linksThatStayInsideAreFollowed() throws {
        let project = try TemporaryProject()
        let ideas = project.url.appendingPathComponent("books/sample/ideas")
        try FileManager.default.createDirectory(at: project.url.appendingPathComponent(".shared"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: ideas.appendingPathComponent("b1i1.yaml"),
                                         to: project.url.appendingPathComponent(".shared/first-idea.yaml"))
        try Self.link(project, "books/sample/ideas/b1i1.yaml", to: "../../../.shared/first-idea.yaml")
        let compilation = try project.compile()
        #expect(compilation.diagnostics.isEmpty, "\(Self.found(compilation))")
        #expect(compilation.output != nil)
    }

    @Test func aMetadataFileLinkedOutsideIsNotRead() throws {
        let secret = try Secret()
        let project = try TemporaryProject()
        try project.edit("books/sample/book.yaml", replacing: "language: en", with: "language: en\nmetadata: metadata.xml")
        try Self.link(project, "books/sample/metadata.xml", to: secret.file.path)
        let compilation = try project.compile()
        let diagnostic = try #require(compilation.diagnostics.first)
        // The link is refused where the walk meets it, and the book says what it misses.
        #expect(Self.found(compilation) == ["B105 books/sample/book.yaml:5:11", "P105 books/sample/metadata.xml"])
        #expect(diagnostic.message.contains("outside the content folder"), "\(diagnostic.message)")
        #expect(!Self.printed(compilation).contains("s3cr3t"))
    }

    @Test func aMetadataFileThatIsANamedPipeSaysSo() throws {
        let project = try TemporaryProject()
        try project.edit("books/sample/book.yaml", replacing: "language: en", with: "language: en\nmetadata: metadata.xml")
        #expect(mkfifo(project.url.appendingPathComponent("books/sample/metadata.xml").path, 0o644) == 0)
        let compilation = try project.compile()
        #expect(compilation.diagnostics.map(\.message) == ["cannot read 'metadata.xml': this is a named pipe, not a file or folder"])
    }

    @Test func aFolderNamedLikeAnIdeaFileIsReported() throws {
        let project = try TemporaryProject()
        try project.write("books/sample/ideas/b1i3.yaml/b1i3.yaml", "id: b1i3\n")
        let compilation = try project.compile()
        #expect(Self.found(compilation) == ["P105 books/sample/ideas/b1i3.yaml"])
        #expect(compilation.diagnostics.first?.message == "'b1i3.yaml' is a folder named like a content file, so it is not read")
    }

    @Test func aFolderNamedLikeAMainFileIsReportedOnce() throws {
        let project = try TemporaryProject()
        try project.remove("courses/sample/course.yaml")
        try project.write("courses/sample/course.yaml/notes.txt", "not content\n")
        let compilation = try project.compile()
        #expect(Self.found(compilation) == ["P105 courses/sample/course.yaml"])
        #expect(compilation.diagnostics.first?.message == "course.yaml is a folder, not a file")
    }

    @Test func foldersNestedTooDeepStopTheWalk() throws {
        let project = try TemporaryProject()
        let deep = (1...40).map { "d\($0)" }.joined(separator: "/")
        try project.write("notes/\(deep)/stray.yaml", "id: x\n")
        let compilation = try project.compile()
        let depth = ProjectLimits.content.maxDepth
        let stopped = (1...depth).map { "d\($0)" }.joined(separator: "/")
        #expect(Self.found(compilation) == ["P105 notes/\(stopped)"])
        #expect(compilation.diagnostics.first?.message == "folders nest more than \(depth) deep here; contentc looks no deeper")
    }

    /// With a limit of 50 entries, as 100,000 files would take a while to make.
    @Test func moreEntriesThanTheLimitStopTheWalk() throws {
        let project = try TemporaryProject()
        for number in 1...40 {
            try project.write("notes/n\(number)", "")
        }
        var limits = ProjectLimits.content
        limits.maxEntries = 50
        let compilation = try Compiler.compile(CompileOptions(contentDirectory: project.url, displayRoot: "", limits: limits))
        #expect(Self.found(compilation) == ["P105 notes"])
        #expect(compilation.diagnostics.first?.message
            == "the content folder holds more than 50 files and folders; contentc stops the walk here")
        #expect(compilation.output == nil)
    }

    @Test func contentFilesOverTheTotalBudgetAreNotRead() throws {
        let project = try TemporaryProject()
        let ideas = project.url.appendingPathComponent("books/sample/ideas")
        let size = (16 << 20) - 1  // Each under the limit of one file.
        for number in 3...(3 + ProjectLimits.content.maxTotalBytes / size) {
            let path = ideas.appendingPathComponent("b1i\(number).yaml").path
            #expect(FileManager.default.createFile(atPath: path, contents: nil))
            #expect(truncate(path, off_t(size)) == 0)  // Sparse: costs no disk.
        }
        let compilation = try project.compile()
        #expect(Self.found(compilation) == ["P105 ."], "\(Self.found(compilation).prefix(5))")
        #expect(compilation.diagnostics.first?.message.hasSuffix("more than one run reads (268435456 bytes); none was read") == true)
    }
}
