import ArgumentParser
import BookMetadata
import ContentCompiler
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ContentRuntime

/// `contentc import-book FILE --into content/books/<slug>`: book metadata from XML into book.yaml.
struct ImportBookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import-book",
        abstract: "Import a book's metadata from XML (EPUB/calibre OPF, ONIX, MARCXML, Google Books) into book.yaml.",
        discussion: """
        Creates book.yaml, or adds the keys it does not have yet: every value already written \
        stays, with its comments and lines. The file is replaced atomically. \
        Exit status: 0 imported, 1 the XML cannot be imported, 2 usage or I/O error.
        """
    )

    @Argument(help: "The XML metadata file.")
    var file: String

    @Option(name: .long, help: "The book's folder (content/books/<slug>); created if missing.")
    var into: String

    @Option(name: .long, help: "Which record to import when the file holds several (1-based).")
    var record: Int?

    @Flag(name: .long, help: "Print the resulting book.yaml instead of writing it.")
    var dryRun = false

    func validate() throws {
        try PathArguments.validate([(file, "FILE"), (into, "--into")])
        if let record, record < 1 { throw ValidationError("--record counts from 1") }
    }

    func run() throws {
        let source = URL(fileURLWithPath: file)
        let imported: MetadataImport
        do {
            imported = try BookMetadataReader.read(contentsOf: source, record: record)
        } catch let error as MetadataError {
            Terminal.standardError.write("\(file): error: \(error)\n")
            // A pipe or a device cannot be read at all, as a missing file cannot.
            if case .notAFile = error { throw ExitStatus.unusable }
            throw ExitStatus.failed
        } catch {
            Terminal.standardError.write("\(file): error: cannot read the file: \(SystemErrorText.reason(of: error))\n")
            throw ExitStatus.unusable
        }

        let folder = URL(fileURLWithPath: into)
        let bookFile = folder.appendingPathComponent("book.yaml")
        // A book is read only from books/<slug>/: a book.yaml anywhere else is never compiled.
        let standardized = folder.standardizedFileURL
        let slug = standardized.lastPathComponent
        guard TextFormats.isSlug(slug), standardized.deletingLastPathComponent().lastPathComponent == "books" else {
            let name = PrintableText.escaping(into)
            if !TextFormats.isSlug(slug) {
                Terminal.standardError.write("error: --into '\(name)' does not end in a book slug: lowercase words joined by hyphens\n")
            } else {
                Terminal.standardError.write("error: --into '\(name)' is not a folder of books/, where contentc reads books\n")
            }
            Terminal.standardError.write("  help: give the book's folder as content/books/<slug>, such as content/books/meditations\n")
            throw ExitStatus.unusable
        }
        if PathKind(atPath: folder.path) == .other {
            Terminal.standardError.write("error: --into '\(PrintableText.escaping(into))' is a file; give the book's folder\n")
            throw ExitStatus.unusable
        }
        do throws(AuthoringError) {
            try BookYAMLImport.requireInsideContentFolder(folder, displayPath: into)
        } catch {
            throw error.reported()
        }
        let existing: String?
        if FileManager.default.fileExists(atPath: bookFile.path) {
            guard let data = try? Data(contentsOf: bookFile), let text = String(data: data, encoding: .utf8) else {
                Terminal.standardError.write("\(bookFile.path): error: cannot read book.yaml as UTF-8 text\n")
                throw ExitStatus.unusable
            }
            existing = text
        } else {
            existing = nil
        }

        let merged: BookYAMLImport
        do {
            merged = try BookYAMLImport.merge(imported.metadata, into: existing,
                                              number: BookYAMLImport.nextFreeNumber(besides: folder))
        } catch {
            Terminal.standardError.write("\(bookFile.path): error: \(error)\n")
            throw ExitStatus.failed
        }

        var report = "\(file): \(imported.format.displayName)"
        if imported.recordCount > 1 { report += ", record \(imported.record) of \(imported.recordCount)" }
        report += "\n"
        report += merged.added.isEmpty ? "  nothing to add: book.yaml already has every value the file gives\n"
            : "  added: \(merged.added.joined(separator: ", "))\n"
        for kept in merged.kept {
            report += "  kept book.yaml's \(kept.key) \(quoted(kept.bookYAML)) (the file says \(quoted(kept.xml)))\n"
        }
        // Each note says what was not imported and why.
        for note in imported.notes { report += "  \(note)\n" }

        if dryRun {
            Terminal.standardOutput.write(merged.text)
            Terminal.standardError.write(report)
            return
        }
        if merged.text != existing {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                Terminal.standardError.write("\(folder.path): error: cannot create the folder: \(SystemErrorText.describing(error, besides: folder.path))\n")
                throw ExitStatus.unusable
            }
            do throws(AuthoringError) {
                if existing == nil {
                    try AtomicFile.create(bookFile, with: Array(merged.text.utf8), displayPath: bookFile.path)
                } else {
                    try AtomicFile.replace(bookFile, with: Array(merged.text.utf8), displayPath: bookFile.path)
                }
            } catch {
                Terminal.standardError.write("\(error.file ?? bookFile.path): error: \(error.message)\n")
                throw error.kind == .refused ? ExitStatus.failed : ExitStatus.unusable
            }
            report += "  wrote \(bookFile.path)\n"
        }
        Terminal.standardError.write(report)
    }

    private func quoted(_ text: String) -> String {
        let short = text.count > 60 ? String(text.prefix(57)) + "…" : text
        return "'\(short)'"
    }
}
