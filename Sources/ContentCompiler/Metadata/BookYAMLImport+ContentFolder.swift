#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension BookYAMLImport {
    /// Refuses a book folder, or its book.yaml, whose path leads outside the
    /// content folder (the folder holding `books/`): a book folder or a
    /// book.yaml that is a symbolic link to a place elsewhere is neither read
    /// nor written through, nor anything of it shown.
    ///
    /// - Parameters:
    ///   - bookFolder: `<content>/books/<slug>`.
    ///   - displayPath: How messages name the book folder, as the user typed it.
    /// - Throws: ``AuthoringError`` (`.refused`), naming the folder or its book.yaml.
    public static func requireInsideContentFolder(_ bookFolder: URL, displayPath: String) throws(AuthoringError) {
        let books = bookFolder.standardizedFileURL.deletingLastPathComponent()
        // A content folder that does not exist yet holds no link.
        guard let contentFolder = ContentFolder(root: books.deletingLastPathComponent()) else { return }
        try contentFolder.requireInside(bookFolder, displayPath: displayPath)
        try contentFolder.requireInside(bookFolder.appendingPathComponent("book.yaml"),
                                        displayPath: SourceFile.displayPath(root: displayPath, relative: "book.yaml"))
    }
}
