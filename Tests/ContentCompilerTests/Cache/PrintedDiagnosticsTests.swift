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
    /// its files) makes the build read every folder's diagnostics instead.
    @Test func aDiagnosticAmongAFoldersIsSortedWithItsDiagnostics() throws {
        let workspace = try Self.workspace()
        try workspace.writeStray()
        let plain = try workspace.build(cached: false)
        #expect(plain.diagnostics.contains { $0.location.file.hasSuffix("americasz/stray.yaml") })
        let printed = try workspace.build(cached: true, printsPlainText: true)
        #expect(printed.printed.isEmpty)
        #expect(printed.cachedFolderCount >= 3)
        #expect(printed.diagnostics == plain.diagnostics)
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
        #expect(printed.printed.isEmpty)
        #expect(printed.diagnostics == plain.diagnostics)
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
        #expect(lintedFromCache.printed.isEmpty)
        #expect(workspace.render(lintedFromCache) == workspace.render(try lint(cached: false)))
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
