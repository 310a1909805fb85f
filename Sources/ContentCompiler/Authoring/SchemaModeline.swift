/// The first line of every file `contentc new` creates: it points
/// yaml-language-server (and editors built on it) at the file's JSON Schema in
/// `schemas/`, beside the content folder, for completion and checks as one types.
enum SchemaModeline {
    /// The kinds of source file with a schema, named as their schema files are.
    enum Kind: String {
        case book, idea, course, section
    }

    /// `# yaml-language-server: $schema=../../../schemas/book.schema.json` for a
    /// file at `relativePath` in the content folder (`books/stoic/book.yaml`).
    static func line(for kind: Kind, at relativePath: String) -> String {
        // From the file's folder, one `../` per folder up to the content folder, and one more beside it.
        let depth = relativePath.split(separator: "/").count
        return "# yaml-language-server: $schema=" + String(repeating: "../", count: depth) + "schemas/\(kind.rawValue).schema.json"
    }
}
