#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `contentc migrate`: the legacy primer fields of every idea of a content
/// folder, found and renamed file by file (``PrimerMigration``). Nothing is
/// written until ``write(_:)``.
public struct ContentMigration: Sendable {
    /// An idea file with something to report: migrated, or refused.
    public struct FileResult: Sendable {
        /// The file's path as messages name it (the content folder as given, then the path in it).
        public var displayPath: String
        /// The file on disk.
        public var url: URL
        /// Its bytes as read.
        public var original: [UInt8]
        /// What migrating it gives (never ``PrimerMigration/Outcome/upToDate``).
        public var outcome: PrimerMigration.Outcome
    }

    /// The idea files that need migrating or cannot be migrated, in path order;
    /// files already up to date are left out.
    public var files: [FileResult]
    /// How many idea files were read.
    public var ideaFileCount: Int
    /// What the walk of the content folder refused (P105): a file or folder
    /// that leads out of it, a name that is not UTF-8, a folder that cannot
    /// be listed. Their ideas are not migrated, and this says so rather than
    /// report the folder as having nothing to migrate.
    public var refusals: [AuthoringError]

    /// Reads every idea file of a content folder and migrates it in memory.
    ///
    /// - Throws: ``AuthoringError`` (`.io`) when the content folder cannot be read.
    public init(contentDirectory: URL, displayRoot: String) throws(AuthoringError) {
        let layout: ProjectLayout
        do {
            layout = try ProjectLayout.scan(root: contentDirectory, displayRoot: displayRoot, configuration: .defaults)
        } catch {
            throw AuthoringError(.io, error.message)
        }
        refusals = layout.diagnostics.filter { $0.severity == .error }.map { diagnostic in
            AuthoringError(.refused, diagnostic.message, file: diagnostic.location.file, hint: diagnostic.hint)
        }
        let ideaFiles = layout.books.flatMap(\.memberFiles)
        ideaFileCount = ideaFiles.count
        files = ideaFiles.parallelMap { file -> FileResult? in
            var log = DiagnosticLog()
            guard let bytes = file.read(log: &log) else {
                let problem = log.diagnostics.first?.message ?? "cannot read this file"
                return FileResult(displayPath: file.displayPath, url: file.url, original: [],
                                  outcome: .refused(AuthoringError(.io, problem, file: file.displayPath)))
            }
            let outcome = PrimerMigration.migrate(bytes, file: file.displayPath)
            if case .upToDate = outcome { return nil }
            return FileResult(displayPath: file.displayPath, url: file.url, original: bytes, outcome: outcome)
        }.compactMap { $0 }
    }

    /// Writes a migrated file in place, atomically. Does nothing for a refused one.
    ///
    /// - Throws: ``AuthoringError``: `.refused` when the file changed since it
    ///   was read, `.io` when it cannot be replaced.
    public static func write(_ result: FileResult) throws(AuthoringError) {
        guard case .migrated(let bytes, _) = result.outcome else { return }
        guard (try? Data(contentsOf: result.url)).map({ [UInt8]($0) }) == result.original else {
            throw AuthoringError(.refused, "the file changed while it was being migrated; it was left as it is",
                                 file: result.displayPath, hint: "run contentc migrate again")
        }
        try AtomicFile.replace(result.url, with: bytes, displayPath: result.displayPath)
    }
}
