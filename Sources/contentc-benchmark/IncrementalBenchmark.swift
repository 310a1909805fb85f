import ContentCompiler
import Foundation

/// Times the builds an author runs over and over: a build with nothing changed
/// since the last one, and a build after editing one idea, each against a full
/// build into a fresh output folder (no cache). The corpus is copied first and
/// given a pre-release version, so the version check (P106) passes after every
/// edit, as it does while an author works towards a release.
enum IncrementalBenchmark {
    /// Generates the corpus of `books` books and runs only these rows.
    static func run(books: Int, runs: Int, scratch: URL) -> Bool {
        let content = scratch.appendingPathComponent("content")
        do {
            try CorpusGenerator(books: books, ideasPerBook: 18, courses: 10, sectionsPerCourse: 10).write(to: content)
        } catch {
            print("cannot write the corpus: \(error)")
            return false
        }
        print("corpus: \(books) books, in \(content.path); runs: \(runs), medians")
        return run(content: content, runs: runs, scratch: scratch)
    }

    static func run(content original: URL, runs: Int, scratch: URL) -> Bool {
        let content = scratch.appendingPathComponent("content-incremental")
        let out = scratch.appendingPathComponent("out-incremental")
        let manifest = content.appendingPathComponent("contentc.yaml")
        do {
            try FileManager.default.copyItem(at: original, to: content)
            let text = try String(contentsOf: manifest, encoding: .utf8)
            try text.replacingOccurrences(of: "version: 1.0.0", with: "version: 1.1.0-dev")
                .write(to: manifest, atomically: true, encoding: .utf8)
        } catch {
            print("cannot copy the corpus: \(error)")
            return false
        }
        guard let idea = firstIdea(in: content), let ideaText = try? String(contentsOf: idea, encoding: .utf8) else {
            print("the corpus has no idea to edit")
            return false
        }
        var full: [Duration] = []
        var noChange: [Duration] = []
        var oneEdit: [Duration] = []
        var oneEditUnchecked: [Duration] = []
        let clock = ContinuousClock()
        for run in 0...runs {  // Run 0 warms the file cache and is not counted.
            var failure: String?
            _ = try? BuildCache.clean(output: out)
            try? FileManager.default.removeItem(at: out)
            let built = clock.measure { failure = build(content: content, out: out) }
            let again = clock.measure { failure = failure ?? build(content: content, out: out) }
            let edited = ideaText.replacingOccurrences(of: "title: Further reading", with: "title: Further reading \(run)")
            try? edited.write(to: idea, atomically: true, encoding: .utf8)
            let afterEdit = clock.measure { failure = failure ?? build(content: content, out: out) }
            try? edited.replacingOccurrences(of: "Further reading", with: "Further reading again").write(to: idea, atomically: true, encoding: .utf8)
            let unchecked = clock.measure { failure = failure ?? build(content: content, out: out, checkingVersion: false) }
            if let failure {
                print("build failed: \(failure)")
                return false
            }
            if run > 0 {
                full.append(built)
                noChange.append(again)
                oneEdit.append(afterEdit)
                oneEditUnchecked.append(unchecked)
            }
        }
        let fullMedian = median(full)
        print("")
        print("full build (fresh out/, no cache): \(format(fullMedian))")
        print("build, nothing changed:           \(format(median(noChange)))  "
            + String(format: "(%.1f%% of a full build)", 100 * seconds(median(noChange)) / seconds(fullMedian)))
        print("build after editing one idea:     \(format(median(oneEdit)))  "
            + String(format: "(%.1f%% of a full build)", 100 * seconds(median(oneEdit)) / seconds(fullMedian)))
        print("  the same without P106:          \(format(median(oneEditUnchecked)))  "
            + String(format: "(%.1f%% of a full build)", 100 * seconds(median(oneEditUnchecked)) / seconds(fullMedian)))
        return true
    }

    /// A build of `content` into `out`, checked against what `out` holds (P106)
    /// unless told otherwise, and using the build cache beside it, as `contentc
    /// build` does; an error message, or `nil`.
    private static func build(content: URL, out: URL, checkingVersion: Bool = true) -> String? {
        do {
            let compilation = try Compiler.compile(CompileOptions(
                contentDirectory: content, displayRoot: "content",
                previousBuild: checkingVersion ? PreviousBuild(directory: out, displayPath: "out") : nil,
                cache: BuildCache(output: out)))
            guard let output = compilation.output else {
                return ReportFormat.text.render(DiagnosticReport(compilation))
            }
            try OutputFolder.write(output, to: out)
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// The first idea file of the first book, by name.
    private static func firstIdea(in content: URL) -> URL? {
        let books = content.appendingPathComponent("books")
        guard let book = (try? FileManager.default.contentsOfDirectory(atPath: books.path))?.sorted().first else { return nil }
        let ideas = books.appendingPathComponent(book).appendingPathComponent("ideas")
        guard let idea = (try? FileManager.default.contentsOfDirectory(atPath: ideas.path))?.sorted().first else { return nil }
        return ideas.appendingPathComponent(idea)
    }
}
