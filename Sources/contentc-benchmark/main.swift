import Foundation

// contentc-benchmark: how fast contentc lints and builds a large corpus, against
// a plain libyaml event scan of the same files, measured in one run.
//
//   swift build -c release && .build/release/contentc-benchmark [--books N] [--scales 1,10] [--runs K] [--hostile]
//
// --books N       books of 18 ideas at 1× (default 100: with 10 courses of
//                 10 sections, 2,011 files)
// --scales 1,10   the corpus sizes to measure, side by side (default 1)
// --runs K        interleaved rounds of each contender (default 5); medians are reported
// --write-corpus DIR  only write the 1× corpus into DIR (to profile contentc on it)
// --contentc PATH    measure this build of contentc instead of the one beside
//                 the benchmark (such as scripts/build-standalone.sh's)
// --hostile       instead, run `contentc lint` on each hostile input and report its
//                 time, peak memory and first diagnostic

if CommandLine.arguments.dropFirst().first == "--peak-memory-of" {
    exit(ChildProcess.reportChild(Array(CommandLine.arguments.dropFirst(2))))
}

let usage = "usage: contentc-benchmark [--books N] [--scales 1,10] [--runs K] [--contentc PATH] [--hostile]\n"
var arguments = CommandLine.arguments.dropFirst()
var books = 100
var scales = [1]
var runs = 5
var hostile = false
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
    case "--write-corpus":
        do {
            try CorpusGenerator(books: books, ideasPerBook: 18, courses: 10, sectionsPerCourse: 10)
                .write(to: URL(fileURLWithPath: arguments.popFirst() ?? "corpus"))
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("cannot write the corpus: \(error)\n".utf8))
            exit(1)
        }
    case "--help", "-h":
        print(usage, terminator: "")
        exit(0)
    default:
        FileHandle.standardError.write(Data(usage.utf8))
        exit(2)
    }
}

let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("contentc-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
let succeeded = hostile
    ? HostileBenchmark.run(scratch: scratch)
    : BuildBenchmark.run(books: max(1, books), scales: scales, runs: runs, scratch: scratch)
try? FileManager.default.removeItem(at: scratch)
exit(succeeded ? 0 : 1)
