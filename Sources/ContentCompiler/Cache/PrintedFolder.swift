/// A book or course folder's diagnostics as the text format prints them
/// without colour, kept by the build cache beside the diagnostics themselves,
/// so that a build printing such a report copies an unchanged folder's part of
/// it instead of reading and printing each diagnostic again
/// (``PrintedDiagnostics``); and those of a folder compiled by a build that
/// stores nothing in the cache (`lint`), printed on the folder's thread.
///
/// What the text depends on is what the entry is keyed by: the diagnostics
/// (the folder's files, rule settings, compiler), the paths as the content
/// folder is named (the display root is part of ``CacheContext``) and the
/// source lines printed under them. The text is kept only when every
/// diagnostic and note points into the folder's own files, so those lines
/// come from the files the entry vouches for. Colour, `--werror` and the
/// other formats never use it.
struct PrintedFolder: Sendable {
    /// The first and the last of the folder's diagnostics in printing order.
    var first: Diagnostic
    var last: Diagnostic
    var errorCount: Int
    var warningCount: Int
    /// The diagnostics as ``TextReporter`` prints them without colour, in printing order.
    var text: ArraySlice<UInt8>
    /// The diagnostics and their source lines as the cache entry holds them,
    /// with their checksum (``CacheEntry/readDiagnostics(_:)``), read and
    /// checked only when the text cannot be copied; empty when they were
    /// read with the entry.
    var encoded: ArraySlice<UInt8> = []
    /// Where the diagnostics and their source lines are when they were left
    /// in the entry's file (``CacheEntry/init(readingPrintedAt:)``): read
    /// again only when the text cannot be copied (``CacheEntry/detail(of:)``).
    var unreadDetail: UnreadDetail?
    /// The diagnostics and their source lines themselves, when the folder was
    /// compiled in this build and printed on its thread and a diagnostic
    /// known before (of the walk or of contentc.yaml) sorts among them: taken
    /// instead of the text, which cannot be copied whole. Other folders
    /// printed on their thread keep only the text, so that a report of
    /// thousands of diagnostics is not held twice; should a check across
    /// folders (a book number used twice) land among theirs, they are
    /// compiled again.
    var compiled: (diagnostics: [Diagnostic], excerpts: SourceExcerpts)?

    /// Whether `diagnostic` sorts between the folder's first and last
    /// diagnostics or ties with one of them, so that the text cannot be
    /// printed whole beside it.
    func encloses(_ diagnostic: Diagnostic) -> Bool {
        !Diagnostic.printingOrder(diagnostic, first) && !Diagnostic.printingOrder(last, diagnostic)
    }

    /// Whether one of `diagnostics`, in printing order, sorts between the
    /// folder's first and last diagnostics or ties with one of them: the
    /// first that does not sort before the folder's, found by halving.
    func enclosesAny(of diagnostics: [Diagnostic]) -> Bool {
        let low = PrintedDiagnostics.firstNotBefore(first, in: diagnostics)
        return low < diagnostics.count && encloses(diagnostics[low])
    }
}

extension PrintedFolder {
    /// An entry's file whose diagnostics were not read with its printed text.
    struct UnreadDetail: Sendable {
        var path: String
        /// The file's bytes up to the end of its first part's checksum, as
        /// they were read: the diagnostics read later are taken only from a
        /// file that still begins with them.
        var sealedHead: ArraySlice<UInt8>
    }

    /// The printed form of a folder's diagnostics, or `nil` when there are
    /// none or one of them (or of their notes) points outside `files`.
    ///
    /// - Parameters:
    ///   - diagnostics: The folder's diagnostics, in printing order.
    ///   - excerpts: The source lines they point at.
    ///   - files: The folder's files.
    init?(diagnostics: [Diagnostic], excerpts: SourceExcerpts, files: [SourceFile]) {
        guard let first = diagnostics.first, let last = diagnostics.last else { return nil }
        let paths = Set(files.map(\.displayPath))
        guard diagnostics.allSatisfy({ diagnostic in
            paths.contains(diagnostic.location.file) && diagnostic.notes.allSatisfy { paths.contains($0.location.file) }
        }) else { return nil }
        let report = DiagnosticReport(diagnostics: diagnostics, fileCount: 0, excerpts: excerpts)
        self.init(first: first, last: last, errorCount: report.errorCount, warningCount: report.warningCount,
                  text: TextReporter(colored: false).blockBytes(report)[...])
    }
}
