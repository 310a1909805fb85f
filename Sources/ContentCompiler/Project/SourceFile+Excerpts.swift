import ContentRuntime
import YAML

extension SourceFile {
    /// The excerpts of this file's lines that `diagnostics` (or their notes) point at.
    func excerpts(for diagnostics: [Diagnostic], bytes: [UInt8]) -> SourceExcerpts {
        let marks = SourceExcerpts.marksByFile(diagnostics)[displayPath] ?? []
        guard !marks.isEmpty else { return SourceExcerpts() }
        return SourceExcerpts(file: displayPath, bytes: bytes, marks: marks)
    }
}

extension SourceExcerpts {
    /// Adds the excerpts that diagnostics of checks across files need: each
    /// file they point into whose lines were not kept is read again (unless
    /// its bytes are given in `readAlready`), files in parallel, each let go
    /// once its lines are taken.
    ///
    /// - Parameters:
    ///   - files: The project's files by display path, made only when a
    ///     file's lines are not in `readAlready` (a folder's checks point
    ///     into its own files, whose bytes are at hand); a file not listed, or
    ///     no longer readable, keeps its diagnostics without lines.
    ///   - readAlready: The bytes of files still at hand, by display path:
    ///     their lines are taken from these instead of the file.
    mutating func addMissing(for diagnostics: [Diagnostic], files: @autoclosure () -> [String: SourceFile],
                             readAlready: [String: [UInt8]] = [:]) {
        var wanted: [MissingLines] = []
        lazy var filesByPath = files()
        let marksByFile = Self.marksByFile(diagnostics)
        // Room for every place at once, so that adding them does not grow the storage step by step.
        reserveCapacity(count + marksByFile.values.reduce(0) { $0 + $1.count })
        let hadNone = count == 0
        var printedPaths: Set<String> = []
        for (path, marks) in marksByFile.sorted(by: { $0.key < $1.key }) {
            let printedPath = PrintableText.escaping(path)
            // Without excerpts before (a folder whose files' own diagnostics had none), every place of
            // a file is missing, unless another path is printed as this one is.
            let missing = hadNone && printedPaths.insert(printedPath).inserted
                ? marks : marks.filter { self[SourceLocation(file: printedPath, mark: $0)] == nil }
            guard !missing.isEmpty else { continue }
            if let bytes = readAlready[path] {
                add(file: path, bytes: bytes, marks: missing)
            } else if let file = filesByPath[path] {
                wanted.append(MissingLines(path: path, file: file, marks: missing))
            }
        }
        let read = wanted.parallelMap { wanted -> SourceExcerpts? in
            var ignored = DiagnosticLog()
            guard let bytes = wanted.file.read(log: &ignored) else { return nil }
            return SourceExcerpts(file: wanted.path, bytes: bytes, marks: wanted.marks)
        }
        for excerpts in read { if let excerpts { merge(excerpts) } }
    }

    /// The places of one file whose lines are still to be read.
    private struct MissingLines: Sendable {
        var path: String
        var file: SourceFile
        var marks: Set<Mark>
    }
}
