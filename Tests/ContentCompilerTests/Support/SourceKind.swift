/// The kinds of source file, each described for editors by `schemas/<kind>.schema.json`.
enum SourceKind: String, CaseIterable, Sendable {
    case contentc, book, idea, course, section

    /// The schema's file name in `schemas/`.
    var schemaFileName: String { "\(rawValue).schema.json" }

    /// The kind of the file at `path` (relative to a content folder), or `nil`
    /// for a file contentc does not read.
    init?(contentPath path: String) {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        let isYAML = parts.last?.hasSuffix(".yaml") == true
        switch (parts.count, parts.first) {
        case (1, _) where path == "contentc.yaml": self = .contentc
        case (3, "books") where parts[2] == "book.yaml": self = .book
        case (4, "books") where parts[2] == "ideas" && isYAML: self = .idea
        case (3, "courses") where parts[2] == "course.yaml": self = .course
        case (4, "courses") where parts[2] == "sections" && isYAML: self = .section
        default: return nil
        }
    }

    /// The first line a source file carries, pointing yaml-language-server at its schema.
    ///
    /// - Parameter packagePath: The file's path relative to the package root,
    ///   where `schemas/` is: `content/books/meditations/ideas/b1i1.yaml`.
    func modeline(forFileAt packagePath: String) -> String {
        let folders = packagePath.split(separator: "/").count - 1
        return "# yaml-language-server: $schema=" + String(repeating: "../", count: folders) + "schemas/" + schemaFileName
    }
}
