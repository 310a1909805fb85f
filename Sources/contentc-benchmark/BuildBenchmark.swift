import ContentCompiler
import Foundation

/// Times `contentc build` (compile and write) against libyaml scanning the same
/// files; and builds checked against an earlier build (P106's release
/// comparison) against a build without one: an earlier build that is current
/// (as `out/` is in CI), and one of the same sources at an older version, which
/// is compared bundle by bundle.
enum BuildBenchmark {
    static func run(books: Int, runs: Int, scratch: URL) -> Bool {
        let generator = CorpusGenerator(books: books, ideasPerBook: 18, courses: 10, sectionsPerCourse: 10)
        let content = scratch.appendingPathComponent("content")
        do {
            try generator.write(to: content)
        } catch {
            print("cannot write the corpus: \(error)")
            return false
        }
        let files = yamlFiles(in: content)
        let bytes = files.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1.path)[.size] as? Int) ?? 0) }
        print("corpus: \(files.count) files, \(bytes / 1024) KiB, in \(content.path)")
        print("cores: \(ProcessInfo.processInfo.activeProcessorCount); runs: \(runs) of each, interleaved; medians\n")

        var scanSerial: [Duration] = []
        var scanParallel: [Duration] = []
        var build: [Duration] = []
        var checkedCurrent: [Duration] = []
        var checkedOlder: [Duration] = []
        let clock = ContinuousClock()
        var events = 0
        let current = scratch.appendingPathComponent("out-current")
        let older = scratch.appendingPathComponent("out-older")
        if let failure = buildOnce(content: content, out: current, previous: nil)
            ?? buildAtOlderVersion(content: content, out: older) {
            print("build failed: \(failure)")
            return false
        }
        for run in 0...runs {  // Run 0 warms the file cache and is not counted.
            let serial = clock.measure { events = LibyamlScan.scan(files, parallel: false) }
            let parallel = clock.measure { _ = LibyamlScan.scan(files, parallel: true) }
            let out = scratch.appendingPathComponent("out-\(run)")
            var failure: String?
            let built = clock.measure { failure = buildOnce(content: content, out: out, previous: nil) }
            try? FileManager.default.removeItem(at: out)
            let againstCurrent = clock.measure {
                failure = failure ?? buildOnce(content: content, out: out, previous: current)
            }
            try? FileManager.default.removeItem(at: out)
            let againstOlder = clock.measure {
                failure = failure ?? buildOnce(content: content, out: out, previous: older)
            }
            try? FileManager.default.removeItem(at: out)
            if let failure {
                print("build failed: \(failure)")
                return false
            }
            if run > 0 {
                scanSerial.append(serial)
                scanParallel.append(parallel)
                build.append(built)
                checkedCurrent.append(againstCurrent)
                checkedOlder.append(againstOlder)
            }
        }
        let serialMedian = median(scanSerial), parallelMedian = median(scanParallel), buildMedian = median(build)
        print("libyaml event scan, 1 core:     \(format(serialMedian))  (\(events) events)")
        print("libyaml event scan, all cores:  \(format(parallelMedian))")
        print("contentc build (compile+write): \(format(buildMedian))  [min \(format(build.min()!)), max \(format(build.max()!))]")
        let currentMedian = median(checkedCurrent), olderMedian = median(checkedOlder)
        print("build checked, out/ current:    \(format(currentMedian))  (P106: the files are the same)")
        print("build checked, out/ older:      \(format(olderMedian))  (P106: every bundle compared)")
        print("")
        print(String(format: "ratio build / scan (all cores): %.2f", seconds(buildMedian) / seconds(parallelMedian)))
        print(String(format: "ratio build / scan (1 core):    %.2f", seconds(buildMedian) / seconds(serialMedian)))
        print(String(format: "ratio checked (current) / build:  %.2f", seconds(currentMedian) / seconds(buildMedian)))
        print(String(format: "ratio checked (older) / build:    %.2f", seconds(olderMedian) / seconds(buildMedian)))
        print("peak memory of this process: \(peakResidentMegabytes()) MiB")
        return IncrementalBenchmark.run(content: content, runs: runs, scratch: scratch)
    }

    /// A build of the corpus at version 0.9.0 (the sources otherwise the same), as
    /// an earlier release; an error message, or `nil`.
    private static func buildAtOlderVersion(content: URL, out: URL) -> String? {
        let manifest = content.appendingPathComponent("contentc.yaml")
        guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { return "cannot read \(manifest.path)" }
        defer { try? text.write(to: manifest, atomically: true, encoding: .utf8) }
        do {
            try text.replacingOccurrences(of: "version: 1.0.0", with: "version: 0.9.0")
                .write(to: manifest, atomically: true, encoding: .utf8)
        } catch {
            return "cannot write \(manifest.path): \(error)"
        }
        return buildOnce(content: content, out: out, previous: nil)
    }

    /// One full build into a fresh output folder, checked against an earlier
    /// build when one is given; an error message, or `nil`.
    private static func buildOnce(content: URL, out: URL, previous: URL?) -> String? {
        do {
            let compilation = try Compiler.compile(CompileOptions(
                contentDirectory: content, displayRoot: "content",
                previousBuild: previous.map { PreviousBuild(directory: $0, displayPath: "out-previous") }))
            guard let output = compilation.output else {
                return ReportFormat.text.render(DiagnosticReport(compilation))
            }
            try OutputFolder.write(output, to: out)
            return nil
        } catch {
            return "\(error)"
        }
    }

    private static func yamlFiles(in folder: URL) -> [URL] {
        var files: [URL] = []
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".yaml") { files.append(folder.appendingPathComponent(path)) }
        }
        return files.sorted { $0.path < $1.path }
    }
}

func median(_ values: [Duration]) -> Duration {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

func format(_ duration: Duration) -> String {
    String(format: "%8.1f ms", seconds(duration) * 1000)
}

/// The process's peak resident memory so far.
func peakResidentMegabytes() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss / 1024  // Linux reports KiB.
}
