import Foundation

/// Writes a content project of real text: a sample content folder (the
/// repository's `content/`) copied side by side as often as asked, each copy
/// valid beside the others.
///
/// In copy `k` (from 1):
/// - a book folder `books/<slug>` becomes `books/<slug>-<k>`, its `number: n`
///   becomes `n + (k - 1) × m` (`m` the largest number of the sample), and its
///   ideas follow the number: a file `b<n>i<j>.yaml` is renamed
///   `b<new>i<j>.yaml` and every whole word `b<n>i<j>` in the folder's YAML
///   files becomes `b<new>i<j>`;
/// - a course folder `courses/<slug>` becomes `courses/<slug>-<k>`, and its
///   course.yaml's `id: <slug>` becomes `id: <slug>-<k>`;
/// - every other file of those folders (metadata.opf, …) is copied as it is.
///
/// The sample's contentc.yaml and anything beside `books/` and `courses/` are
/// copied once, as they are.
struct SampleContentCopies {
    /// The sample content folder.
    var sample: URL
    /// How many copies to write.
    var copies: Int

    /// The bytes of the sample's YAML files that every copy repeats (all but contentc.yaml).
    static func copiedYAMLBytes(of sample: URL) -> Int {
        regularFiles(in: sample)
            .filter { $0.hasSuffix(".yaml") && $0 != "contentc.yaml" }
            .reduce(0) { $0 + fileSize(sample.appendingPathComponent($1)) }
    }

    /// The copies whose YAML bytes come nearest to `bytes` (at least one).
    static func copies(toMatch bytes: Int, of sample: URL) -> Int {
        let perCopy = copiedYAMLBytes(of: sample)
        guard perCopy > 0 else { return 1 }
        return max(1, Int((Double(bytes) / Double(perCopy)).rounded()))
    }

    /// Writes the copies into `folder` (which must not exist yet); the sample
    /// is a content folder (``BuildBenchmark`` checks it has a contentc.yaml
    /// before anything is generated).
    ///
    /// - Throws: ``BenchmarkError`` when a book.yaml has no `number:` or a
    ///   course.yaml no `id:` line of its folder's name; a file system error
    ///   when a file cannot be read or written.
    func write(to folder: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        for entry in try manager.contentsOfDirectory(atPath: sample.path).sorted() where entry != "books" && entry != "courses" {
            try manager.copyItem(at: sample.appendingPathComponent(entry), to: folder.appendingPathComponent(entry))
        }
        let books = try subfolders(of: sample.appendingPathComponent("books"))
        let numbers = try books.map { try bookNumber(in: sample.appendingPathComponent("books/\($0)")) }
        let largest = numbers.max() ?? 0
        let courses = try subfolders(of: sample.appendingPathComponent("courses"))
        for copy in stride(from: 1, through: copies, by: 1) {
            for (book, number) in zip(books, numbers) {
                try copyBook(sample.appendingPathComponent("books/\(book)"),
                             to: folder.appendingPathComponent("books/\(book)-\(copy)"),
                             number: number, newNumber: number + (copy - 1) * largest)
            }
            for course in courses {
                try copyCourse(sample.appendingPathComponent("courses/\(course)"),
                               to: folder.appendingPathComponent("courses/\(course)-\(copy)"),
                               id: course, newID: "\(course)-\(copy)")
            }
        }
    }

    /// Copies a book folder under another number: book.yaml's `number:`, the
    /// idea files' names and every `b<number>i<j>` word in its YAML files.
    private func copyBook(_ source: URL, to target: URL, number: Int, newNumber: Int) throws {
        let oldID = "b\(number)i"
        let newID = "b\(newNumber)i"
        for path in Self.regularFiles(in: source) {
            let name = (path as NSString).lastPathComponent
            var targetPath = path
            if name.hasSuffix(".yaml"), Self.isIdeaID(String(name.dropLast(5)), prefix: oldID) {
                targetPath = ((path as NSString).deletingLastPathComponent as NSString)
                    .appendingPathComponent(newID + name.dropFirst(oldID.count))
            }
            let from = source.appendingPathComponent(path)
            let to = target.appendingPathComponent(targetPath)
            try FileManager.default.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
            guard name.hasSuffix(".yaml") else {
                try FileManager.default.copyItem(at: from, to: to)
                continue
            }
            var text = Self.replacingIdeaIDs(in: try String(contentsOf: from, encoding: .utf8), prefix: oldID, with: newID)
            if path == "book.yaml" {
                text = try Self.replacingLine(in: text, of: to, "number: \(number)", with: "number: \(newNumber)")
            }
            try Data(text.utf8).write(to: to)
        }
    }

    /// Copies a course folder under another id: course.yaml's `id:` line.
    private func copyCourse(_ source: URL, to target: URL, id: String, newID: String) throws {
        for path in Self.regularFiles(in: source) {
            let from = source.appendingPathComponent(path)
            let to = target.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
            guard path == "course.yaml" else {
                try FileManager.default.copyItem(at: from, to: to)
                continue
            }
            let text = try String(contentsOf: from, encoding: .utf8)
            try Data(Self.replacingLine(in: text, of: to, "id: \(id)", with: "id: \(newID)").utf8).write(to: to)
        }
    }

    /// The `number:` of a book folder's book.yaml.
    private func bookNumber(in book: URL) throws -> Int {
        let manifest = book.appendingPathComponent("book.yaml")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) where line.hasPrefix("number:") {
            if let number = Int(line.dropFirst("number:".count).trimmingCharacters(in: .whitespaces)) { return number }
        }
        throw BenchmarkError(message: "\(manifest.path) has no line `number: <integer>` to renumber its copies by")
    }

    /// The folders directly inside `folder`, sorted; none when it does not exist.
    private func subfolders(of folder: URL) throws -> [String] {
        guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().filter { entry in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent(entry).path, isDirectory: &isFolder)
                && isFolder.boolValue
        }
    }

    /// Replaces the one line that is exactly `line` (the first one) with `replacement`.
    private static func replacingLine(in text: String, of file: URL, _ line: String, with replacement: String) throws -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let index = lines.firstIndex(of: line) else {
            throw BenchmarkError(message: "\(file.path): no line `\(line)` to change into `\(replacement)`")
        }
        lines[index] = replacement
        return lines.joined(separator: "\n")
    }

    /// `text` with every whole word `<prefix><digits>` (an idea id such as
    /// `b1i12` for the prefix `b1i`) written `<newPrefix><digits>`; a word is
    /// a run of ASCII letters, digits and underscores.
    static func replacingIdeaIDs(in text: String, prefix: String, with newPrefix: String) -> String {
        let bytes = Array(text.utf8)
        let old = Array(prefix.utf8)
        let new = Array(newPrefix.utf8)
        func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
        }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + bytes.count / 64)
        var index = 0
        while index < bytes.count {
            let startsWord = index == 0 || !isWordByte(bytes[index - 1])
            if startsWord, bytes[index...].starts(with: old) {
                var end = index + old.count
                while end < bytes.count, bytes[end] >= 0x30, bytes[end] <= 0x39 { end += 1 }
                if end > index + old.count, end == bytes.count || !isWordByte(bytes[end]) {
                    result += new
                    result += bytes[(index + old.count)..<end]
                    index = end
                    continue
                }
            }
            result.append(bytes[index])
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Whether `name` is `<prefix><digits>`.
    private static func isIdeaID(_ name: String, prefix: String) -> Bool {
        name.hasPrefix(prefix) && name.count > prefix.count && name.dropFirst(prefix.count).allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// The regular files under `folder`, as paths relative to it, sorted.
    private static func regularFiles(in folder: URL) -> [String] {
        var files: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder),
               !isFolder.boolValue {
                files.append(path)
            }
        }
        return files.sorted()
    }
}
