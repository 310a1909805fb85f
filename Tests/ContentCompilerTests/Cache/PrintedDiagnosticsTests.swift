@testable import ContentCompiler
import ContentRuntime
import Foundation
import Testing
import YAML

/// A build asked for a plain text report copies the diagnostics of unchanged
/// folders as the cache keeps them printed: it prints exactly what a build
/// without the cache prints, in every case.
@Suite struct PrintedDiagnosticsTests {
    typealias Workspace = BuildCacheTests.Workspace

    /// Rule settings that give warnings in two books and a course of the shipped content.
    static let rules = "rules:\n  item.longest-correct: {percent: 110}\n  item.duplicate-question: {percent: 50}\n"
        + "  item.answer-position: {run: 3}\n"

    /// The shipped content with warnings in several folders, built once with the cache.
    static func workspace(rules: String = rules) throws -> Workspace {
        let workspace = try Workspace()
        try workspace.write("contentc.yaml", try workspace.text("contentc.yaml") + rules)
        try workspace.build(cached: true)
        return workspace
    }

    @Test func unchangedFoldersPrintWhatAnUncachedBuildPrints() throws {
        let workspace = try Self.workspace()
        let plain = try workspace.build(cached: false)
        let printed = try workspace.build(cached: true, printsPlainText: true)
        #expect(!printed.printed.isEmpty)
        #expect(printed.diagnostics.count < plain.diagnostics.count)
        #expect(printed.printed.warningCount + printed.diagnostics.count(of: .warning) == plain.diagnostics.count(of: .warning))
        #expect(workspace.render(printed) == workspace.render(plain))
        #expect(!printed.hasErrors)
        #expect(printed.output?.files == plain.output?.files)
        // A report in pieces is the same bytes.
        var pieces: [UInt8] = []
        TextReporter().write(DiagnosticReport(printed)) { pieces += $0 }
        #expect(String(decoding: pieces, as: UTF8.self) == workspace.render(plain))
        // Every other format, and colour, come from diagnostics: a build not asked for plain text gives them all.
        let cached = try workspace.build(cached: true)
        #expect(cached.printed.isEmpty)
        #expect(cached.diagnostics == plain.diagnostics)
        for format in ReportFormat.allCases {
            for colored in [false, true] {
                #expect(format.render(DiagnosticReport(cached), colored: colored) == format.render(DiagnosticReport(plain), colored: colored),
                        "\(format) \(colored ? "in colour" : "")")
            }
        }
    }

    /// A lint (no bundles, the cache only read) asked for plain text copies
    /// the printed diagnostics of the folders a build cached, and prints what
    /// a lint without the cache prints, with an edited folder among them.
    @Test func lintPrintsWhatAnUncachedLintPrints() throws {
        let workspace = try Self.workspace()
        func lint(cached: Bool, printsPlainText: Bool) throws -> Compilation {
            try Compiler.compile(CompileOptions(
                contentDirectory: workspace.content, displayRoot: "content",
                previousBuild: PreviousBuild(directory: workspace.cachedOut, displayPath: "out"),
                cache: cached ? BuildCache(output: workspace.cachedOut, writable: false) : nil,
                producesBundles: false, printsPlainText: printsPlainText))
        }
        let plain = try lint(cached: false, printsPlainText: false)
        let printed = try lint(cached: true, printsPlainText: true)
        #expect(!printed.printed.isEmpty)
        #expect(printed.cachedFolderCount >= 3)
        #expect(workspace.render(printed) == workspace.render(plain))
        #expect(printed.hasErrors == plain.hasErrors)
        #expect(printed.output == nil)
        try workspace.writeStray()
        #expect(workspace.render(try lint(cached: true, printsPlainText: true)) == workspace.render(try lint(cached: false, printsPlainText: false)))
    }

    /// A lint or build that stores nothing in the cache prints each folder it
    /// compiles on the folder's thread: it prints what a report made from all
    /// the diagnostics prints, and a diagnostic sorting among a folder's puts
    /// that folder's back among the diagnostics, the others staying printed.
    @Test func foldersCompiledWithoutStoringPrintWhatTheirDiagnosticsPrint() throws {
        let workspace = try Self.workspace()
        func lint(printsPlainText: Bool) throws -> Compilation {
            try Compiler.compile(CompileOptions(contentDirectory: workspace.content, displayRoot: "content",
                                                producesBundles: false, printsPlainText: printsPlainText))
        }
        let plain = try lint(printsPlainText: false)
        let printed = try lint(printsPlainText: true)
        #expect(!printed.printed.isEmpty)
        #expect(printed.diagnostics.count < plain.diagnostics.count)
        #expect(printed.printed.warningCount + printed.diagnostics.count(of: .warning) == plain.diagnostics.count(of: .warning))
        #expect(workspace.render(printed) == workspace.render(plain))
        let built = try workspace.build(cached: false, printsPlainText: true)
        #expect(!built.printed.isEmpty)
        #expect(workspace.render(built) == workspace.render(try workspace.build(cached: false)))
        try workspace.writeStray()
        let strayPlain = try lint(printsPlainText: false)
        let strayPrinted = try lint(printsPlainText: true)
        #expect(!strayPrinted.printed.isEmpty)
        #expect(strayPrinted.diagnostics.contains { $0.location.file.hasSuffix("sections/americas.yaml") })
        #expect(!strayPrinted.diagnostics.contains { $0.location.file.contains("/books/") })
        #expect(workspace.render(strayPrinted) == workspace.render(strayPlain))
    }

    @Test func printedErrorsFailTheBuildAsTheirDiagnosticsWould() throws {
        let workspace = try Self.workspace(rules: Self.rules.replacingOccurrences(of: "{percent: 50}", with: "{severity: error, percent: 50}"))
        let plain = try workspace.build(cached: false)
        let printed = try workspace.build(cached: true, printsPlainText: true)
        #expect(plain.diagnostics.hasErrors)
        #expect(printed.printed.errorCount > 0)
        #expect(printed.hasErrors)
        #expect(printed.output == nil && plain.output == nil)
        #expect(workspace.render(printed) == workspace.render(plain))
    }

    /// A diagnostic that sorts among a folder's (a stray file between two of
    /// its files) makes the build read that folder's diagnostics instead; the
    /// other folders are still copied as printed.
    @Test func aDiagnosticAmongAFoldersIsSortedWithItsDiagnostics() throws {
        let workspace = try Self.workspace()
        try workspace.writeStray()
        let plain = try workspace.build(cached: false)
        #expect(plain.diagnostics.contains { $0.location.file.hasSuffix("americasz/stray.yaml") })
        let printed = try workspace.build(cached: true, printsPlainText: true)
        #expect(!printed.printed.isEmpty)
        #expect(printed.cachedFolderCount >= 3)
        #expect(printed.diagnostics.contains { $0.location.file.hasSuffix("sections/americas.yaml") })
        #expect(workspace.render(printed) == workspace.render(plain))
    }

    /// The printed paths name the content folder as the build does: another
    /// spelling of it is another cache context, and nothing printed is copied.
    @Test func anotherSpellingOfTheContentFolderPrintsItsOwnPaths() throws {
        let workspace = try Self.workspace()
        func compile(_ displayRoot: String, cached: Bool) throws -> Compilation {
            try Compiler.compile(CompileOptions(contentDirectory: workspace.content, displayRoot: displayRoot,
                                                cache: cached ? workspace.cache : nil, printsPlainText: true))
        }
        let spelt = try compile("./content", cached: true)
        #expect(spelt.cachedFolderCount == 0)
        #expect(spelt.printed.isEmpty)
        #expect(workspace.render(spelt) == workspace.render(try compile("./content", cached: false)))
        #expect(workspace.render(spelt).contains("./content/courses/flags-and-continents/sections/"))
    }

    /// An entry whose printed text can be read but whose diagnostics cannot
    /// (their part of the file damaged, under its checksum or not) is never
    /// printed from when its diagnostics are needed: the folder is compiled again.
    @Test(arguments: [true, false])
    func unreadableDiagnosticsBehindPrintedTextAreCompiledAgain(resealed: Bool) throws {
        let workspace = try Self.workspace()
        try workspace.build(cached: true)
        let folder = workspace.cache.folder
        // Damages the diagnostics of every entry that keeps them printed; returns how many.
        func damageEntries() throws -> Int {
            var damaged = 0
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
            where !name.hasSuffix(".json") && name != BuildCache.digestsName {
                let file = folder.appendingPathComponent(name)
                var bytes = [UInt8](try Data(contentsOf: file))
                guard let entry = CacheEntry(decoding: bytes, readingPrinted: true), let printed = entry.printed else { continue }
                // The first diagnostic's severity (after the list's count and the string's length) no longer is one.
                bytes[printed.encoded.startIndex + 16] = UInt8(ascii: "x")
                if resealed {
                    let end = bytes.count - CacheFile.checksumCount
                    let checksum = withUnsafeBytes(of: CacheChecksum.of(bytes[printed.encoded.startIndex..<end]).littleEndian, Array.init)
                    bytes.replaceSubrange(end..., with: checksum)
                }
                try Data(bytes).write(to: file)
                #expect(CacheEntry(decoding: try [UInt8](Data(contentsOf: file)), readingPrinted: true)?.printed != nil)
                #expect(CacheEntry(decoding: try [UInt8](Data(contentsOf: file))) == nil)
                damaged += 1
            }
            return damaged
        }
        #expect(try damageEntries() >= 2)
        try workspace.writeStray()
        let printed = try workspace.build(cached: true, printsPlainText: true)
        let plain = try workspace.build(cached: false)
        #expect(printed.diagnostics.contains { $0.location.file.hasSuffix("sections/americas.yaml") })
        #expect(workspace.render(printed) == workspace.render(plain))
        // A lint with no earlier build lowers nothing: the folders compiled again have no bundle to
        // compare with the cached one's, and stand in by their diagnostics.
        func lint(cached: Bool) throws -> Compilation {
            try Compiler.compile(CompileOptions(
                contentDirectory: workspace.content, displayRoot: "content",
                cache: cached ? BuildCache(output: workspace.cachedOut, writable: false) : nil,
                producesBundles: false, printsPlainText: cached))
        }
        #expect(try damageEntries() >= 2)
        let lintedFromCache = try lint(cached: true)
        #expect(lintedFromCache.diagnostics.contains { $0.location.file.hasSuffix("sections/americas.yaml") })
        #expect(workspace.render(lintedFromCache) == workspace.render(try lint(cached: false)))
    }

    /// A folder printed on its thread keeps only its text when no diagnostic
    /// known before it was compiled sorts among its own; when a check across
    /// folders then lands there (a book number used twice, reported between a
    /// warning of book.yaml and those of the ideas), the folder is compiled
    /// again for its diagnostics, and the report is what one made from all the
    /// diagnostics prints. The folders the check does not touch stay printed.
    @Test func aCheckAcrossFoldersAmongAFoldersCompilesItAgain() throws {
        let workspace = try Self.workspace()
        let book = "books/meditations/book.yaml"
        let text = try workspace.text(book)
        #expect(text.contains("number: 1\ntitle: Meditations\n"))
        // `title: ~` warns (Y110) on the line before the number, which the book 'enchiridion' has already.
        try workspace.write(book, text.replacingOccurrences(of: "number: 1\ntitle: Meditations\n", with: "title: ~\nnumber: 3\n"))
        func lint(printsPlainText: Bool) throws -> Compilation {
            try Compiler.compile(CompileOptions(contentDirectory: workspace.content, displayRoot: "content",
                                                producesBundles: false, printsPlainText: printsPlainText))
        }
        let plain = try lint(printsPlainText: false)
        let printed = try lint(printsPlainText: true)
        #expect(plain.diagnostics.contains { $0.rule == .bookNumberUnique && $0.location.file.hasSuffix(book) })
        #expect(plain.diagnostics.contains { $0.location.file.hasSuffix("meditations/ideas/b1i3.yaml") })
        #expect(printed.diagnostics.contains { $0.location.file.hasSuffix("meditations/ideas/b1i3.yaml") })
        #expect(!printed.diagnostics.contains { $0.location.file.contains("/courses/") })
        #expect(!printed.printed.isEmpty)
        #expect(workspace.render(printed) == workspace.render(plain))
        #expect(printed.hasErrors && plain.hasErrors)
    }

    @Test func runsArePlacedWhereTheirDiagnosticsSort() throws {
        func diagnostic(_ file: String, _ line: Int) -> Diagnostic {
            Diagnostic(severity: .warning, rule: .versionBump, message: "m", location: SourceLocation(file: file, mark: Mark(line: line, column: 1)))
        }
        func folder(_ first: Diagnostic, _ last: Diagnostic, _ text: String) -> PrintedFolder {
            PrintedFolder(first: first, last: last, errorCount: 0, warningCount: 2, text: Array(text.utf8)[...])
        }
        let others = [diagnostic("a", 1), diagnostic("c", 1), diagnostic("e", 1)]
        let placed = try #require(PrintedDiagnostics(placing: [folder(diagnostic("d", 1), diagnostic("d", 9), "D"),
                                                               folder(diagnostic("b", 1), diagnostic("b", 2), "B"),
                                                               folder(diagnostic("f", 1), diagnostic("f", 2), "F")],
                                                     among: others))
        #expect(placed.runs.map(\.position) == [1, 2, 3])
        #expect(placed.runs.map { String(decoding: $0.text, as: UTF8.self) } == ["B", "D", "F"])
        #expect(placed.warningCount == 6)
        // Another diagnostic between a run's first and last, or tied with either, or two runs that overlap: not placed.
        #expect(PrintedDiagnostics(placing: [folder(diagnostic("b", 1), diagnostic("d", 1), "")], among: others) == nil)
        #expect(PrintedDiagnostics(placing: [folder(diagnostic("c", 1), diagnostic("c", 5), "")], among: others) == nil)
        #expect(PrintedDiagnostics(placing: [folder(diagnostic("b", 1), diagnostic("c", 1), "")], among: others) == nil)
        #expect(PrintedDiagnostics(placing: [folder(diagnostic("b", 1), diagnostic("b", 5), ""),
                                             folder(diagnostic("b", 5), diagnostic("b", 9), "")], among: others) == nil)
        // Only the runs that cannot be placed are named, by their position in the list given.
        #expect(PrintedDiagnostics.unplaceable([folder(diagnostic("f", 1), diagnostic("f", 2), ""),
                                                folder(diagnostic("b", 1), diagnostic("d", 1), ""),
                                                folder(diagnostic("d", 2), diagnostic("d", 3), "")], among: others) == [1])
        #expect(PrintedDiagnostics.unplaceable([folder(diagnostic("b", 1), diagnostic("b", 5), ""),
                                                folder(diagnostic("b", 5), diagnostic("b", 9), ""),
                                                folder(diagnostic("d", 1), diagnostic("d", 9), "")], among: others) == [0, 1])
        #expect(PrintedDiagnostics.unplaceable([folder(diagnostic("d", 1), diagnostic("d", 9), "")], among: others).isEmpty)
    }

    /// A folder finds the diagnostics that sort among its own by halving
    /// those in printing order, and finds exactly those that trying each finds.
    @Test func aFolderFindsTheDiagnosticsAmongItsOwnByHalving() {
        func diagnostic(_ file: String, _ line: Int) -> Diagnostic {
            Diagnostic(severity: .warning, rule: .versionBump, message: "m", location: SourceLocation(file: file, mark: Mark(line: line, column: 1)))
        }
        let places = ["a", "b", "c"].flatMap { file in (1...4).map { diagnostic(file, $0) } }
        // Every run of places as a folder, among every set of up to two other places.
        let others = places.indices.flatMap { first in places.indices[first...].map { [places[first], places[$0]] } }
            + places.map { [$0] } + [[]]
        for first in places.indices {
            for last in places.indices[first...] {
                let folder = PrintedFolder(first: places[first], last: places[last], errorCount: 0, warningCount: 2, text: [])
                for diagnostics in others {
                    let sorted = diagnostics.sortedForPrinting()
                    #expect(folder.enclosesAny(of: sorted) == diagnostics.contains(where: folder.encloses),
                            "\(first)...\(last) among \(sorted.map(\.location))")
                }
            }
        }
    }

    @Test func longRunsArePrintedInPiecesThatFitTheFirstBuffer() throws {
        func diagnostic(_ file: String, _ line: Int) -> Diagnostic {
            Diagnostic(severity: .warning, rule: .versionBump, message: "m", location: SourceLocation(file: file, mark: Mark(line: line, column: 1)))
        }
        // Runs of 100 KB each: a piece of the text report is given before a run that would not fit.
        let texts = (0..<7).map { index in String(repeating: "\(index) warning line\n", count: 100_000 / 15) }
        let folders = texts.enumerated().map { index, text in
            PrintedFolder(first: diagnostic("f\(index)", 1), last: diagnostic("f\(index)", 2), errorCount: 0, warningCount: 2,
                          text: Array(text.utf8)[...])
        }
        var report = DiagnosticReport(diagnostics: [], fileCount: 7)
        report.printed = try #require(PrintedDiagnostics(placing: folders, among: []))
        var pieces: [[UInt8]] = []
        TextReporter(colored: false).write(report) { pieces.append($0) }
        let limit = TextReporter.diagnosticsPerPiece * 512
        #expect(pieces.allSatisfy { $0.count <= limit }, "\(pieces.map(\.count))")
        #expect(String(decoding: pieces.joined(), as: UTF8.self) == texts.joined() + "14 warnings in 7 files\n")
    }
}

extension BuildCacheTests.Workspace {
    /// A file no content belongs in, whose P104 sorts between two section files of the course with warnings.
    func writeStray() throws {
        try FileManager.default.createDirectory(at: content.appendingPathComponent("courses/flags-and-continents/sections/americasz"),
                                                withIntermediateDirectories: true)
        try write("courses/flags-and-continents/sections/americasz/stray.yaml", "title: stray\n")
    }
}
