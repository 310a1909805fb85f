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
    /// file they point into whose lines were not kept is read again, one at a
    /// time, and let go once its lines are taken.
    ///
    /// - Parameter files: The project's files by display path; a file not
    ///   listed, or no longer readable, keeps its diagnostics without lines.
    mutating func addMissing(for diagnostics: [Diagnostic], files: [String: SourceFile]) {
        for (path, marks) in Self.marksByFile(diagnostics).sorted(by: { $0.key < $1.key }) {
            let missing = marks.filter { self[SourceLocation(file: path, mark: $0).escaped] == nil }
            guard !missing.isEmpty, let file = files[path] else { continue }
            var ignored = DiagnosticLog()
            guard let bytes = file.read(log: &ignored) else { continue }
            merge(SourceExcerpts(file: path, bytes: bytes, marks: missing))
        }
    }
}
