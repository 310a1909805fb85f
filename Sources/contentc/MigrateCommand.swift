import YAML
import ArgumentParser
import ContentCompiler
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `contentc migrate`: renames legacy primer fields in the idea files, in place.
struct MigrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Rename legacy primer fields (overview, keyNuances, digDeeperLinks) in the idea files, in place.",
        discussion: """
        overview becomes thesis, keyNuances edgesAndLimits and digDeeperLinks furtherLearning; \
        the values stay as written. Only the keys change: comments and every other line are kept \
        byte for byte, each file is replaced atomically, and only after the new text has been \
        read back to the same primer. A primer that has a legacy field beside its replacement \
        is left for the author to merge.

        Exit status: 0 done (or nothing to do), 1 some file could not be migrated, 2 usage or I/O error.
        """
    )

    @Option(name: .long, help: "The content folder.")
    var content: String = "content"

    @Flag(name: .long, help: "Print what would change, as a diff; write nothing.")
    var dryRun = false

    func validate() throws {
        try PathArguments.validate([(content, "--content")])
    }

    func run() throws {
        let migration: ContentMigration
        do {
            migration = try ContentMigration(contentDirectory: URL(fileURLWithPath: content, isDirectory: true),
                                             displayRoot: content)
        } catch {
            throw error.reported()
        }
        var report = ""
        var migratedFiles = 0, renamedFields = 0
        var failures = migration.refusals
        for file in migration.files {
            switch file.outcome {
            case .migrated(let bytes, let renames):
                let changes = renames.map { "\(file.displayPath):\($0.mark.line): \($0.legacy) → \($0.replacement)\n" }.joined()
                if dryRun {
                    report += changes + LineDiff.unified(old: file.original, new: bytes, path: file.displayPath)
                } else {
                    do {
                        try ContentMigration.write(file)
                    } catch {
                        failures.append(error)
                        continue
                    }
                    report += changes
                }
                migratedFiles += 1
                renamedFields += renames.count
            case .refused(let error):
                failures.append(error)
            case .upToDate:
                break
            }
        }
        Terminal.standardOutput.write(report)
        // The files that could not be migrated come before the summary that refers to them.
        let exits = failures.map { $0.reported() }
        Terminal.standardOutput.write(summary(migratedFiles: migratedFiles, renamedFields: renamedFields,
                                              failed: failures.count, checked: migration.ideaFileCount))
        guard !failures.isEmpty else { return }
        throw exits.contains(ExitStatus.unusable) ? ExitStatus.unusable : ExitStatus.failed
    }

    private func summary(migratedFiles: Int, renamedFields: Int, failed: Int, checked: Int) -> String {
        func files(_ count: Int) -> String { "\(count) file\(count == 1 ? "" : "s")" }
        var line: String
        if migratedFiles == 0 {
            line = failed == 0 ? "nothing to migrate: no primer in \(files(checked)) uses a legacy field" : "nothing was migrated"
        } else {
            let fields = "\(renamedFields) field\(renamedFields == 1 ? "" : "s") in \(files(migratedFiles))"
            line = dryRun ? "would rename \(fields) (dry run: nothing was written)" : "renamed \(fields)"
        }
        if failed > 0 { line += "; \(files(failed)) could not be migrated (see above)" }
        return line + "\n"
    }
}
