import Foundation

// contentc-benchmark: how fast contentc lints and builds a large corpus, against
// a plain libyaml event scan of the same files, measured in one run.
//
//   swift build -c release && .build/release/contentc-benchmark [--books N] [--scales 1,10] [--runs K] [--hostile]
//
// The table: at each scale, a libyaml event scan of the generated corpus (the
// floor under any YAML tool), lint with and without the question rules, the
// same on real text (copies of the sample content), builds (fresh, nothing
// changed and its floors, one idea edited, over an older out/), a resident
// `build --watch` after an edit and after a touch, and peak memory; see
// BuildBenchmark for each row.
//
// --books N       books of 18 ideas at 1× (default 100: with 10 courses of
//                 10 sections, 2,011 files)
// --scales 1,10   the corpus sizes to measure, side by side (default 1)
// --runs K        interleaved rounds of each contender (default 5); medians are reported
// --write-corpus DIR  only write the 1× corpus into DIR (to profile contentc on it)
// --write-real-text DIR  only write the 1× real text (copies of the sample
//                 content, see --sample-content) into DIR, to profile contentc on it
// --contentc PATH    measure this build of contentc instead of the one beside
//                 the benchmark (such as scripts/build-standalone.sh's)
// --sample-content DIR  the content folder copied into the real text (default
//                 content, the repository's sample: run from its root)
// --hostile       instead, run `contentc lint` on each hostile input and report its
//                 time, peak memory and first diagnostic

if CommandLine.arguments.dropFirst().first == "--peak-memory-of" {
    exit(ChildProcess.reportChild(Array(CommandLine.arguments.dropFirst(2))))
}
// A floor the benchmark times in a process of its own (see StatWalk).
if CommandLine.arguments.dropFirst().first == "--stat-walk-process", CommandLine.arguments.count == 3 {
    print(StatWalk.walkInParallel(CommandLine.arguments[2]))
    exit(0)
}

let usage = "usage: contentc-benchmark [--books N] [--scales 1,10] [--runs K] [--contentc PATH] [--sample-content DIR] [--hostile | --write-corpus DIR | --write-real-text DIR]\n"
var arguments = CommandLine.arguments.dropFirst()
var books = 100
var scales = [1]
var runs = 5
var hostile = false
var sampleContent = "content"
var writeRealText: URL?
while let argument = arguments.popFirst() {
    switch argument {
    case "--books": books = Int(arguments.popFirst() ?? "") ?? books
    case "--scales":
        scales = (arguments.popFirst() ?? "").split(separator: ",").compactMap { Int($0) }.filter { $0 > 0 }
        if scales.isEmpty { scales = [1] }
    case "--runs": runs = max(1, Int(arguments.popFirst() ?? "") ?? runs)
    case "--hostile": hostile = true
    case "--contentc":
        guard let path = arguments.popFirst() else {
            FileHandle.standardError.write(Data(usage.utf8))
            exit(2)
        }
        ChildProcess.contentcOverride = URL(fileURLWithPath: path)
    case "--sample-content":
        guard let path = arguments.popFirst() else {
            FileHandle.standardError.write(Data(usage.utf8))
            exit(2)
        }
        sampleContent = path
    case "--write-corpus":
        do {
            try CorpusGenerator(books: books, ideasPerBook: 18, courses: 10, sectionsPerCourse: 10)
                .write(to: URL(fileURLWithPath: arguments.popFirst() ?? "corpus"))
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("cannot write the corpus: \(error)\n".utf8))
            exit(1)
        }
    case "--write-real-text":
        guard let path = arguments.popFirst() else {
            FileHandle.standardError.write(Data(usage.utf8))
            exit(2)
        }
        writeRealText = URL(fileURLWithPath: path)
    case "--help", "-h":
        print(usage, terminator: "")
        exit(0)
    default:
        FileHandle.standardError.write(Data(usage.utf8))
        exit(2)
    }
}

if let writeRealText {
    do {
        // As many copies as the benchmark makes: about the generated corpus's bytes.
        let sample = URL(fileURLWithPath: sampleContent, isDirectory: true)
        let corpus = FileManager.default.temporaryDirectory.appendingPathComponent("contentc-corpus-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: corpus) }
        try CorpusGenerator(books: books, ideasPerBook: 18, courses: 10, sectionsPerCourse: 10).write(to: corpus)
        let bytes = BuildBenchmark.yamlFiles(in: corpus).reduce(0) { $0 + fileSize($1) }
        let copies = SampleContentCopies.copies(toMatch: bytes, of: sample)
        try SampleContentCopies(sample: sample, copies: copies).write(to: writeRealText)
        print("wrote \(copies) copies of \(sample.path) into \(writeRealText.path)")
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("cannot write the real text: \(error)\n".utf8))
        exit(1)
    }
}

let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("contentc-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
let succeeded = hostile
    ? HostileBenchmark.run(scratch: scratch)
    : BuildBenchmark.run(books: max(1, books), scales: scales, runs: runs,
                         sampleContent: URL(fileURLWithPath: sampleContent, isDirectory: true), scratch: scratch)
try? FileManager.default.removeItem(at: scratch)
exit(succeeded ? 0 : 1)
