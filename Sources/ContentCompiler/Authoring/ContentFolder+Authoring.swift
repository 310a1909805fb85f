#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ContentFolder {
    /// Refuses a file or folder that `new` or `import-book` would read or
    /// write when its path leads outside the content folder: a symbolic link
    /// there (a course.yaml linked to a file elsewhere, a book's `ideas` linked
    /// to a folder elsewhere), or a path behind one. A path that does not
    /// exist yet is judged by the folders on its way.
    ///
    /// - Throws: ``AuthoringError`` (`.refused`), naming `displayPath`.
    func requireInside(_ url: URL, displayPath: String) throws(AuthoringError) {
        guard entry(at: url) == .outside else { return }
        throw AuthoringError(.refused, "this is a symbolic link that leads outside the content folder (or lies behind one); "
                                 + "contentc reads and writes nothing outside it",
                             file: displayPath, hint: "replace the link with the file or folder itself (a copy instead of a link)")
    }
}
