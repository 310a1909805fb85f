import ContentCompiler
import Foundation

// contentc-benchmark: how fast contentc builds a large corpus, against a plain
// libyaml event scan of the same files, measured in one run.
//
//   swift build -c release && .build/release/contentc-benchmark [--books N] [--runs K] [--hostile]
//
// --books N   books of 18 ideas to generate (default 100: with 10 courses of
//             10 sections, 2,011 files)
// --runs K    timed runs of each contender (default 7); medians are reported
// --hostile   instead, run `contentc lint` on each hostile input and report its
//             time, peak memory and first diagnostic
// --incremental  only the rows of builds after a build: nothing changed, one idea edited

if CommandLine.arguments.dropFirst().first == "--peak-memory-of" {
    exit(HostileBenchmark.measure(Array(CommandLine.arguments.dropFirst(2))))
}

var arguments = CommandLine.arguments.dropFirst()
var books = 100
var runs = 7
var hostile = false
var incrementalOnly = false
while let argument = arguments.popFirst() {
    switch argument {
    case "--books": books = Int(arguments.popFirst() ?? "") ?? books
    case "--runs": runs = max(1, Int(arguments.popFirst() ?? "") ?? runs)
    case "--hostile": hostile = true
    case "--incremental": incrementalOnly = true
    default:
        FileHandle.standardError.write(Data("usage: contentc-benchmark [--books N] [--runs K] [--hostile] [--incremental]\n".utf8))
        exit(2)
    }
}

let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("contentc-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
let succeeded = hostile
    ? HostileBenchmark.run(scratch: scratch)
    : incrementalOnly
    ? IncrementalBenchmark.run(books: max(1, books), runs: runs, scratch: scratch)
    : BuildBenchmark.run(books: max(1, books), runs: runs, scratch: scratch)
try? FileManager.default.removeItem(at: scratch)
exit(succeeded ? 0 : 1)
