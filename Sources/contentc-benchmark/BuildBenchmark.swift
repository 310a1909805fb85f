import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Times `contentc` as authors and CI run it, one process per run (and one
/// resident `build --watch`), against libyaml scanning the same files, at
/// several sizes of the corpus:
///
/// - `lint` (no earlier build to compare with);
/// - `lint` with the question-quality rules (`item.*`) off, on a copy of the
///   corpus, so that the ratio to `lint` is what those rules cost;
/// - the same two on real text: copies of the repository's sample content
///   folder (``SampleContentCopies``) of about the corpus's YAML bytes, whose
///   questions are written by people rather than drawn from made-up words,
///   against its own libyaml scan on one core;
/// - `build` into a fresh output folder;
/// - `build` with nothing changed since the last one (out/ and its cache both current);
/// - `build` after editing one idea (the version a pre-release, so P106 passes);
/// - `build` over an older output folder of the same sources (version 0.9.0),
///   which P106 compares bundle by bundle;
/// - `build` after raising the version alone, which carries every cached
///   bundle to it, and the build after that, with nothing changed since: a
///   raise must cost no compiling, and leave the builds after it no more to do
///   than any build with nothing changed (its own copy of the corpus and
///   output folder, raised once per round);
/// - `build --watch` rebuilding after one idea is edited, and after a file is
///   touched with nothing changed: one resident process on its own copy of
///   the corpus (so the edits of the rows above never wake it), timed by the
///   line it prints after each run, without the start-up every row above
///   pays, and without the quiet period it waits for a burst of saves to end
///   (``WatchProcess``);
/// - the peak resident memory of a fresh build;
/// - four floors under a build with nothing changed: the same build of a
///   project with the corpus's contentc.yaml and no books or courses (what
///   any build with nothing changed costs before it looks at a content file),
///   `contentc --version` (the process starting and stopping), listing the
///   corpus's folders and taking every file's stamp on one core, and a process
///   of this benchmark that starts, takes every stamp on all cores and exits
///   (``StatWalk``): the least a build with nothing changed can cost in a
///   process of its own, before it parses an argument or reads a cache entry;
///   the peak resident memory of `contentc --version`, a floor under that of
///   any build.
///
/// Both corpora must lint with no problem before anything is timed, so that
/// every row times compiling, not reporting. Runs are interleaved (each round
/// runs every contender once) and medians reported.
enum BuildBenchmark {
    /// The figures of one corpus size, medians over the rounds.
    private struct Figures {
        var files = 0
        var bytes = 0
        var events = 0
        var scanSerial: [Duration] = []
        var scanParallel: [Duration] = []
        var lint: [Duration] = []
        var lintItemRulesOff: [Duration] = []
        /// The real text: copies of the sample content folder.
        var realTextCopies = 0
        var realTextFiles = 0
        var realTextBytes = 0
        var realTextScanSerial: [Duration] = []
        var realTextLint: [Duration] = []
        var realTextLintItemRulesOff: [Duration] = []
        var fresh: [Duration] = []
        var noChange: [Duration] = []
        var versionRaised: [Duration] = []
        var noChangeAfterRaise: [Duration] = []
        var oneEdit: [Duration] = []
        var olderOut: [Duration] = []
        var watchOneEdit: [Duration] = []
        var watchTouched: [Duration] = []
        var peakKiB: [Int] = []
        var emptyNoChange: [Duration] = []
        var startUp: [Duration] = []
        var startUpPeakKiB: [Int] = []
        var statWalk: [Duration] = []
        var statWalkProcess: [Duration] = []
    }

    /// The version the corpus is built at: a pre-release, so that an edit needs no new version.
    static let version = "1.0.1-dev"

    /// The longest wait for a line of the watching process.
    static let watchTimeout: Duration = .seconds(30)

    /// Measures every contender at every scale and prints the table.
    ///
    /// - Parameter sampleContent: The content folder copied into the real text.
    static func run(books: Int, scales: [Int], runs: Int, sampleContent: URL, scratch: URL) -> Bool {
        guard FileManager.default.isExecutableFile(atPath: ChildProcess.contentc.path) else {
            print("\(ChildProcess.contentc.path) not found: run `swift build -c release` first")
            return false
        }
        guard FileManager.default.fileExists(atPath: sampleContent.appendingPathComponent("contentc.yaml").path) else {
            print("\(sampleContent.path) is not a content folder (no contentc.yaml): run from the repository root, "
                  + "or name one with --sample-content DIR")
            return false
        }
        print("contentc: \(ChildProcess.contentc.path)")
        print("cores: \(ProcessInfo.processInfo.activeProcessorCount); \(runs) interleaved rounds of each, after one not counted; medians")
        var all: [(scale: Int, figures: Figures)] = []
        for scale in scales {
            let folder = scratch.appendingPathComponent("scale-\(scale)")
            guard let figures = measure(books: books * scale, courses: 10 * scale, runs: runs,
                                        sampleContent: sampleContent, folder: folder)
            else { return false }
            try? FileManager.default.removeItem(at: folder)
            all.append((scale, figures))
        }
        printTable(all)
        return true
    }

    private static func measure(books: Int, courses: Int, runs: Int, sampleContent: URL, folder: URL) -> Figures? {
        let content = folder.appendingPathComponent("content")
        let generator = CorpusGenerator(books: books, ideasPerBook: 18, courses: courses, sectionsPerCourse: 10)
        do {
            try generator.write(to: content)
            try setVersion(version, in: content)
        } catch {
            print("cannot write the corpus: \(error)")
            return nil
        }
        let itemRulesOff = folder.appendingPathComponent("content-item-rules-off")
        do {
            try FileManager.default.copyItem(at: content, to: itemRulesOff)
            try setVersion(version, in: itemRulesOff, rulesOff: itemRules)
        } catch {
            print("cannot copy the corpus: \(error)")
            return nil
        }
        var figures = Figures()
        let files = yamlFiles(in: content)
        figures.files = files.count
        figures.bytes = files.reduce(0) { $0 + fileSize($1) }
        print("corpus of \(books) books and \(courses) courses: \(files.count) files, \(figures.bytes / 1024) KiB")

        // Real text of about the corpus's bytes, and its copy with the question rules off.
        let realText = folder.appendingPathComponent("real-text")
        let realTextItemRulesOff = folder.appendingPathComponent("real-text-item-rules-off")
        figures.realTextCopies = SampleContentCopies.copies(toMatch: figures.bytes, of: sampleContent)
        do {
            try SampleContentCopies(sample: sampleContent, copies: figures.realTextCopies).write(to: realText)
            try setVersion(version, in: realText)
            try FileManager.default.copyItem(at: realText, to: realTextItemRulesOff)
            try setVersion(version, in: realTextItemRulesOff, rulesOff: itemRules)
        } catch {
            print("cannot write the real text: \(error)")
            return nil
        }
        let realTextFiles = yamlFiles(in: realText)
        figures.realTextFiles = realTextFiles.count
        figures.realTextBytes = realTextFiles.reduce(0) { $0 + fileSize($1) }
        print("real text, \(figures.realTextCopies) copies of \(sampleContent.path): \(realTextFiles.count) files, "
              + "\(figures.realTextBytes / 1024) KiB (the corpus: \(figures.bytes / 1024) KiB)")

        let older = folder.appendingPathComponent("out-older")
        let edited = folder.appendingPathComponent("out-edited")
        let fresh = folder.appendingPathComponent("out-fresh")
        let overOlder = folder.appendingPathComponent("out-over-older")
        let nowhere = folder.appendingPathComponent("out-none")
        // The corpus's contentc.yaml alone: a build of it with nothing changed is all fixed cost.
        let emptyProject = folder.appendingPathComponent("content-empty")
        let emptyOut = folder.appendingPathComponent("out-empty")
        let idea = content.appendingPathComponent("books/book-1/ideas/b1i1.yaml")
        // The watching process's own copy of the corpus and output folder; its edited idea
        // is another than the one above, its touched file in another book.
        let watched = folder.appendingPathComponent("content-watched")
        let watchedOut = folder.appendingPathComponent("out-watched")
        let watchedIdea = watched.appendingPathComponent(books >= 2 ? "books/book-2/ideas/b2i1.yaml" : "books/book-1/ideas/b1i2.yaml")
        let watchedTouched = watched.appendingPathComponent(books >= 3 ? "books/book-3/ideas/b3i1.yaml" : "books/book-1/ideas/b1i3.yaml")
        // A copy whose version alone rises each round, with its own output folder and cache.
        let raised = folder.appendingPathComponent("content-raised")
        let raisedOut = folder.appendingPathComponent("out-raised")
        let watch: WatchProcess
        do {
            // Both corpora are clean, so that every row times compiling, not reporting problems.
            try contentc(["lint", "--content", content.path, "--out", nowhere.path], folder: folder, mustBeClean: true)
            try contentc(["lint", "--content", realText.path, "--out", nowhere.path], folder: folder, mustBeClean: true)
            try setVersion("0.9.0", in: content)
            try contentc(["build", "--content", content.path, "--out", older.path], folder: folder)
            try setVersion(version, in: content)
            try contentc(["build", "--content", content.path, "--out", edited.path], folder: folder)
            try FileManager.default.createDirectory(at: emptyProject, withIntermediateDirectories: true)
            try setVersion(version, in: emptyProject)
            try contentc(["build", "--content", emptyProject.path, "--out", emptyOut.path], folder: folder)
            try FileManager.default.copyItem(at: content, to: raised)
            try contentc(["build", "--content", raised.path, "--out", raisedOut.path], folder: folder)
            try FileManager.default.copyItem(at: content, to: watched)
            try contentc(["build", "--content", watched.path, "--out", watchedOut.path], folder: folder)
            watch = try WatchProcess(ChildProcess.contentc.path,
                                     ["build", "--watch", "--content", watched.path, "--out", watchedOut.path])
            _ = try watch.nextRunTime(timeout: watchTimeout)  // Its first build, with nothing changed.
        } catch {
            print(error)
            return nil
        }
        for round in 0...runs {  // Round 0 warms the file cache and is not counted.
            do {
                // One idea changes in every round: each build below sees it, and
                // out-edited holds the build of the round before.
                try editTitle(of: idea, round: round)
                let serial = ContinuousClock().measure { figures.events = LibyamlScan.scan(files, parallel: false) }
                let parallel = ContinuousClock().measure { _ = LibyamlScan.scan(files, parallel: true) }
                let startUp = try contentc(["--version"], folder: folder)
                let statWalk = ContinuousClock().measure { _ = StatWalk.walk(content.path) }
                guard let statWalkProcess = ChildProcess.measure(CommandLine.arguments[0], ["--stat-walk-process", content.path],
                                                                 stdout: nil, scratch: folder), statWalkProcess.status == 0 else {
                    throw BenchmarkError(message: "cannot run contentc-benchmark --stat-walk-process")
                }
                // The rules on and off run side by side, in turns first, so that neither gains from
                // going second (a warmer page cache, a quieter machine) in every round.
                func lintPair(_ on: URL, _ off: URL) throws -> (on: ChildProcess.Measurement, off: ChildProcess.Measurement) {
                    func lint(_ content: URL) throws -> ChildProcess.Measurement {
                        try contentc(["lint", "--content", content.path, "--out", nowhere.path], folder: folder)
                    }
                    if round % 2 == 0 {
                        let off = try lint(off)
                        return (try lint(on), off)
                    }
                    let on = try lint(on)
                    return (on, try lint(off))
                }
                let (lint, lintItemRulesOff) = try lintPair(content, itemRulesOff)
                let realTextSerial = ContinuousClock().measure { _ = LibyamlScan.scan(realTextFiles, parallel: false) }
                let (realTextLint, realTextLintItemRulesOff) = try lintPair(realText, realTextItemRulesOff)
                try? FileManager.default.removeItem(at: fresh)
                // A fresh build compiles everything: --no-cache, as the cache beside out-fresh outlives it.
                let built = try contentc(["build", "--no-cache", "--content", content.path, "--out", fresh.path], folder: folder)
                // That build left the cache as the round before: bring it up to date, untimed,
                // so that the next build has truly nothing to do.
                _ = try contentc(["build", "--content", content.path, "--out", fresh.path], folder: folder)
                let noChange = try contentc(["build", "--content", content.path, "--out", fresh.path], folder: folder)
                let emptyNoChange = try contentc(["build", "--content", emptyProject.path, "--out", emptyOut.path], folder: folder)
                let oneEdit = try contentc(["build", "--content", content.path, "--out", edited.path], folder: folder)
                // Above the corpus's 1.0.1-dev, higher each round.
                try setVersion("\(round + 2).0.0", in: raised)
                let raise = try contentc(["build", "--content", raised.path, "--out", raisedOut.path], folder: folder)
                let afterRaise = try contentc(["build", "--content", raised.path, "--out", raisedOut.path], folder: folder)
                try? FileManager.default.removeItem(at: overOlder)
                try FileManager.default.copyItem(at: older, to: overOlder)
                let againstOlder = try contentc(["build", "--no-cache", "--content", content.path, "--out", overOlder.path], folder: folder)
                try editTitle(of: watchedIdea, round: round)
                let watchOneEdit = try watch.nextRunTime(timeout: watchTimeout)
                try touch(watchedTouched)
                let watchTouched = try watch.nextRunTime(timeout: watchTimeout)
                guard round > 0 else { continue }
                figures.scanSerial.append(serial)
                figures.scanParallel.append(parallel)
                figures.lint.append(lint.elapsed)
                figures.lintItemRulesOff.append(lintItemRulesOff.elapsed)
                figures.realTextScanSerial.append(realTextSerial)
                figures.realTextLint.append(realTextLint.elapsed)
                figures.realTextLintItemRulesOff.append(realTextLintItemRulesOff.elapsed)
                figures.fresh.append(built.elapsed)
                figures.noChange.append(noChange.elapsed)
                figures.versionRaised.append(raise.elapsed)
                figures.noChangeAfterRaise.append(afterRaise.elapsed)
                figures.oneEdit.append(oneEdit.elapsed)
                figures.olderOut.append(againstOlder.elapsed)
                figures.watchOneEdit.append(watchOneEdit)
                figures.watchTouched.append(watchTouched)
                figures.peakKiB.append(built.peakKiB)
                figures.emptyNoChange.append(emptyNoChange.elapsed)
                figures.startUp.append(startUp.elapsed)
                figures.startUpPeakKiB.append(startUp.peakKiB)
                figures.statWalk.append(statWalk)
                figures.statWalkProcess.append(statWalkProcess.elapsed)
            } catch {
                print(error)
                return nil
            }
        }
        do {
            try watch.interrupt(timeout: watchTimeout)
        } catch {
            print(error)
            return nil
        }
        return figures
    }

    private static func printTable(_ all: [(scale: Int, figures: Figures)]) {
        func row(_ label: String, _ cell: (Figures) -> String) {
            print(label.padding(toLength: 48, withPad: " ", startingAt: 0)
                + all.map { cell($0.figures).padding(toLength: 34, withPad: " ", startingAt: 0) }.joined())
        }
        func time(_ values: [Duration]) -> String { String(format: "%.0f ms", seconds(median(values)) * 1000) }
        func ratio(_ values: [Duration], to base: [Duration]) -> Double { seconds(median(values)) / seconds(median(base)) }
        // What the rules add: the median of each round's pair (run side by side, so that a slow
        // moment of the machine slows both), then the ratio of the medians, which pairs nothing.
        func rulesShare(_ on: [Duration], _ off: [Duration]) -> String {
            let paired = zip(on, off).map { seconds($0) / seconds($1) }.sorted()
            return String(format: "lint %+.0f%%, paired %+.0f%%", 100 * (ratio(on, to: off) - 1), 100 * (paired[paired.count / 2] - 1))
        }
        print("")
        row("", { _ in "" })
        print("".padding(toLength: 48, withPad: " ", startingAt: 0)
              + all.map { "\($0.scale)×".padding(toLength: 34, withPad: " ", startingAt: 0) }.joined())
        row("corpus") { "\($0.files) files, \(String(format: "%.1f", Double($0.bytes) / 1e6)) MB" }
        row("libyaml event scan, 1 core") { "\(time($0.scanSerial))  1.00" }
        row("libyaml event scan, all cores") { "\(time($0.scanParallel))  " + String(format: "%.2f×", ratio($0.scanParallel, to: $0.scanSerial)) }
        row("lint") { "\(time($0.lint))  " + String(format: "%.2f× scan", ratio($0.lint, to: $0.scanSerial)) }
        row("lint, question rules off") { "\(time($0.lintItemRulesOff))  " + rulesShare($0.lint, $0.lintItemRulesOff) }
        row("real text") { "\($0.realTextFiles) files, \(String(format: "%.1f", Double($0.realTextBytes) / 1e6)) MB, \($0.realTextCopies) copies" }
        row("  libyaml event scan, 1 core") { "\(time($0.realTextScanSerial))  1.00" }
        row("lint, real text") { "\(time($0.realTextLint))  " + String(format: "%.2f× scan", ratio($0.realTextLint, to: $0.realTextScanSerial)) }
        row("lint, real text, question rules off") {
            "\(time($0.realTextLintItemRulesOff))  " + rulesShare($0.realTextLint, $0.realTextLintItemRulesOff)
        }
        row("build, fresh out/") { "\(time($0.fresh))  " + String(format: "%.2f× scan", ratio($0.fresh, to: $0.scanSerial)) }
        row("build, nothing changed") { "\(time($0.noChange))  " + String(format: "%.1f%% of fresh", 100 * ratio($0.noChange, to: $0.fresh)) }
        row("  floor: same, no books or courses") { "\(time($0.emptyNoChange))  " + String(format: "%.1f%% of fresh", 100 * ratio($0.emptyNoChange, to: $0.fresh)) }
        row("  floor: contentc --version") { "\(time($0.startUp))  " + String(format: "%.1f%% of fresh", 100 * ratio($0.startUp, to: $0.fresh)) }
        row("  floor: stat every file, 1 core") { "\(time($0.statWalk))  " + String(format: "%.1f%% of fresh", 100 * ratio($0.statWalk, to: $0.fresh)) }
        row("  floor: a process stats every file") {
            "\(time($0.statWalkProcess))  " + String(format: "%.1f%% of fresh", 100 * ratio($0.statWalkProcess, to: $0.fresh))
        }
        row("build, the version raised alone") { "\(time($0.versionRaised))  " + String(format: "%.1f%% of fresh", 100 * ratio($0.versionRaised, to: $0.fresh)) }
        row("  then nothing changed") { "\(time($0.noChangeAfterRaise))  " + String(format: "%.1f%% of fresh", 100 * ratio($0.noChangeAfterRaise, to: $0.fresh)) }
        row("build, one idea edited") { "\(time($0.oneEdit))  " + String(format: "%.1f%% of fresh", 100 * ratio($0.oneEdit, to: $0.fresh)) }
        row("build --watch, one idea edited") { "\(time($0.watchOneEdit))  " + String(format: "%.1f%% of fresh", 100 * ratio($0.watchOneEdit, to: $0.fresh)) }
        row("build --watch, a file touched (nothing changed)") {
            "\(time($0.watchTouched))  " + String(format: "%.1f%% of fresh", 100 * ratio($0.watchTouched, to: $0.fresh))
        }
        row("build over an older out/ (P106)") { "\(time($0.olderOut))  " + String(format: "%.2f× fresh", ratio($0.olderOut, to: $0.fresh)) }
        func memory(_ kibibytes: [Int], of figures: Figures) -> String {
            let peak = Double(kibibytes.sorted()[kibibytes.count / 2]) * 1024
            return String(format: "%.0f MB  %.2f× the YAML", peak / 1e6, peak / Double(figures.bytes))
        }
        row("peak RSS, fresh build") { memory($0.peakKiB, of: $0) }
        row("  floor: contentc --version") { memory($0.startUpPeakKiB, of: $0) }
    }

    /// Runs contentc and fails unless it exits 0.
    ///
    /// - Parameter mustBeClean: Also fail unless its report finds no problems
    ///   (it starts `no problems`), printing the start of the report.
    @discardableResult
    private static func contentc(_ arguments: [String], folder: URL, mustBeClean: Bool = false) throws -> ChildProcess.Measurement {
        let report = mustBeClean ? folder.appendingPathComponent("report-\(UUID().uuidString).txt") : nil
        defer { if let report { try? FileManager.default.removeItem(at: report) } }
        let command = "contentc \(arguments.joined(separator: " "))"
        guard let measured = ChildProcess.measure(ChildProcess.contentc.path, arguments, stdout: report?.path, scratch: folder) else {
            throw BenchmarkError(message: "cannot run \(command)")
        }
        let text = report.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? ""
        let start = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(20).joined(separator: "\n")
        guard measured.status == 0 else {
            throw BenchmarkError(message: "\(command) exited with \(measured.status)" + (mustBeClean ? "; its report begins:\n\(start)" : ""))
        }
        guard !mustBeClean || text.hasPrefix("no problems") else {
            throw BenchmarkError(message: "\(command) found problems, where the content must be clean; its report begins:\n\(start)")
        }
        return measured
    }

    /// The question-quality rules of SPEC §4.2.
    private static let itemRules = [
        "item.longest-correct", "item.all-none-above", "item.combined-options", "item.negative-stem", "item.absolute-terms",
        "item.stem-clue", "item.grammar-cue", "item.duplicate-question", "item.answer-position", "item.option-order",
    ]

    /// Sets contentc.yaml's version, and turns rules off.
    private static func setVersion(_ version: String, in content: URL, rulesOff: [String] = []) throws {
        let manifest = content.appendingPathComponent("contentc.yaml")
        let rules = rulesOff.isEmpty ? "" : "rules:\n" + rulesOff.map { "  \($0): off\n" }.joined()
        try Data("name: benchmark-library\nversion: \(version)\n\(rules)".utf8).write(to: manifest)
    }

    /// Changes an idea's title, another one in every round.
    private static func editTitle(of idea: URL, round: Int) throws {
        let text = try String(contentsOf: idea, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix("title: ") ? "title: Edited in round \(round)" : String(line)
        }
        try Data(lines.joined(separator: "\n").utf8).write(to: idea)
    }

    /// Sets a file's access and modification times to now, changing nothing else, as `touch` does.
    private static func touch(_ file: URL) throws {
        guard utimensat(AT_FDCWD, file.path, nil, 0) == 0 else {
            throw BenchmarkError(message: "cannot touch \(file.path): \(String(cString: strerror(errno)))")
        }
    }

    static func yamlFiles(in folder: URL) -> [URL] {
        var files: [URL] = []
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".yaml") { files.append(folder.appendingPathComponent(path)) }
        }
        return files.sorted { $0.path < $1.path }
    }
}

/// A contender that could not be run or failed.
struct BenchmarkError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

func median(_ values: [Duration]) -> Duration {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// The size of a file in bytes, 0 when it cannot be read.
func fileSize(_ file: URL) -> Int {
    (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
}
