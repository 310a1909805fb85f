import ContentCompiler
import ContentTestSupport
import Foundation
import Testing
import YAML

/// The project as a whole: files that cannot be read, folders that are not content.
@Suite struct ProjectTests {
    /// A file named almost as contentc reads it is told where it belongs, in one error.
    @Test func aMisnamedFileIsToldItsName() throws {
        let project = try TemporaryProject()
        try project.write("books/other/Book.yaml", "number: 2\ntitle: Other Book\n")
        try project.write("books/sample/idea/b1i3.yaml", "id: b1i3\n")
        let diagnostics = try project.compile().diagnostics
        #expect(diagnostics.map(\.code) == ["P104", "P104"], "\(diagnostics)")
        let capitalised = try #require(diagnostics.first { $0.location.file.hasSuffix("books/other/Book.yaml") })
        #expect(capitalised.message == "'Book.yaml' is not read: the book's file is book.yaml, in lowercase")
        #expect(capitalised.hint == "rename it to book.yaml")
        let misplaced = try #require(diagnostics.first { $0.location.file.hasSuffix("books/sample/idea/b1i3.yaml") })
        #expect(misplaced.hint == "move it into books/sample/ideas/, the folder contentc reads")
    }

    /// A text cut short by a comment many kilobytes long is told in a short
    /// message, the comment cut with `…` and the text not quoted back whole.
    @Test func aLongCommentInTextMakesAShortMessage() throws {
        let project = try TemporaryProject()
        let comment = "#" + String(repeating: "x", count: 100_000)
        try project.write("books/sample/book.yaml", "number: 1\ntitle: Sample Book \(comment)\n")
        let diagnostics = try project.compile().diagnostics
        let cut = try #require(diagnostics.first { $0.code == "Y111" }, "\(diagnostics)")
        #expect(cut.message == "YAML read the rest of the line, '#\(String(repeating: "x", count: 58))…', as a comment, so 'title' is cut short to 'Sample Book'")
        #expect(cut.hint == "to keep it as text, put the whole text in quotes; if it is a comment, write a space after the '#'")
    }

    @Test func unreadableFileIsReported() throws {
        let project = try TemporaryProject()
        // A dangling link cannot be read, even by root (file permissions would not stop root).
        try FileManager.default.createSymbolicLink(
            atPath: project.url.appendingPathComponent("books/sample/ideas/b1i3.yaml").path,
            withDestinationPath: "/nonexistent/b1i3.yaml")
        let compilation = try project.compile()
        let codes = compilation.diagnostics.map { "\($0.code) \($0.location)" }
        #expect(codes == ["P105 books/sample/ideas/b1i3.yaml"])
    }

    @Test func specialFilesAreReportedWithoutReadingThem() throws {
        let project = try TemporaryProject()
        let ideas = project.url.appendingPathComponent("books/sample/ideas")
        // Reading either would never end.
        try FileManager.default.createSymbolicLink(atPath: ideas.appendingPathComponent("b1i3.yaml").path,
                                                   withDestinationPath: "/dev/zero")
        #expect(mkfifo(ideas.appendingPathComponent("b1i4.yaml").path, 0o644) == 0)
        let compilation = try project.compile()
        let found = compilation.diagnostics.map { "\($0.code) \($0.location) \($0.message)" }
        #expect(found == [
            "P105 books/sample/ideas/b1i3.yaml this is a symbolic link that leads outside the content folder (or lies behind one); contentc reads nothing outside it",
            "P105 books/sample/ideas/b1i4.yaml this is a named pipe, not a file or folder",
        ])
    }

    @Test func tooLargeFileIsRefusedBeforeItIsRead() throws {
        let project = try TemporaryProject()
        let path = project.url.appendingPathComponent("books/sample/ideas/b1i3.yaml").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, off_t(17 << 20)) == 0)  // 17 MiB, sparse: nothing to read.
        let diagnostic = try #require(try project.compile().diagnostics.first)
        #expect(diagnostic.code == "Y105")
        #expect(diagnostic.location == SourceLocation(file: "books/sample/ideas/b1i3.yaml", mark: .start))
        #expect(diagnostic.message == "file is too large: 17825792 bytes, the limit is 16777216 bytes")
    }

    @Test func missingContentFolderThrows() {
        #expect(throws: ProjectError.self) {
            try Compiler.compile(CompileOptions(contentDirectory: URL(fileURLWithPath: "/nonexistent/content"),
                                                displayRoot: "content"))
        }
    }

    @Test func diagnosticsAreSortedByFileLineAndColumn() throws {
        let project = try TemporaryProject()
        try project.write("books/sample/book.yaml", "title: [\n")
        try project.write("courses/sample/course.yaml", "id: Sample\ntitle: T\nsections: [first, second]\nextra: 1\n")
        try project.write("books/sample/ideas/b1i2.yaml", "id: b1i9\n")
        let locations = try project.compile().diagnostics.map(\.location)
        #expect(locations == locations.sorted())
        #expect(Set(locations.map(\.file)).count == 3, "errors of every file are reported")
    }

    @Test func displayPathsUseTheFolderAsTyped() throws {
        let project = try TemporaryProject()
        try project.write("books/sample/book.yaml", "title: x\n")
        let compilation = try Compiler.compile(CompileOptions(contentDirectory: project.url, displayRoot: "my content/"))
        #expect(compilation.diagnostics.first?.location.file == "my content/books/sample/book.yaml")
    }
}
