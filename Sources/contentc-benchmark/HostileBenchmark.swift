import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs the real `contentc lint` on hostile inputs, one process each, and
/// reports its exit status, wall time, peak memory and first diagnostic.
enum HostileBenchmark {
    /// One hostile input: the bytes of an idea file.
    struct Case {
        var name: String
        var bytes: [UInt8]
    }

    static var cases: [Case] {
        var laughs = "id: b1i1\nl0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            laughs += "l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        var random = SplitMix(seed: 42)
        let junk = (0..<1_000_000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        let valid = "id: b1i1\ntitle: Café\n"
        return [
            Case(name: "billion laughs (10^9 expansion)", bytes: Array(laughs.utf8)),
            Case(name: "200,000-deep flow sequences", bytes: Array(String(repeating: "[", count: 200_000).utf8)),
            Case(name: "200,000-deep flow mappings", bytes: Array(String(repeating: "{a: ", count: 200_000).utf8)),
            Case(name: "200,000-deep block sequences", bytes: Array(String(repeating: "- ", count: 200_000).utf8) + [0x78]),
            Case(name: "invalid UTF-8", bytes: Array("id: b1i1\ntitle: caf".utf8) + [0xE9, 0x0A]),
            Case(name: "UTF-16 with a byte-order mark", bytes: [0xFF, 0xFE] + valid.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
            Case(name: "tab indentation", bytes: Array("id: b1i1\nprimer:\n\tthesis: x\n".utf8)),
            Case(name: "10 MB scalar", bytes: Array("id: b1i1\ntitle: ".utf8) + Array(repeating: 0x61, count: 10_000_000) + [0x0A]),
            Case(name: "1 MB of binary junk", bytes: junk),
            Case(name: "empty file", bytes: []),
            Case(name: "20 MB file", bytes: Array(repeating: 0x23, count: 20_000_000)),
            Case(name: "15 MB of blank lines", bytes: Array(repeating: 0x0A, count: 15_000_000)),
            Case(name: "500,000 texts cut by a comment", bytes: Array(("id: b1i1\nquestions:\n  - text: Q\n    options:\n"
                + String(repeating: "      - a #b\n", count: 500_000)).utf8)),
        ]
    }

    static func run(scratch: URL) -> Bool {
        let binary = ChildProcess.contentc
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            print("\(binary.path) not found: run `swift build -c release` first")
            return false
        }
        print("contentc lint on each hostile input (one process each)\n")
        print("case                              exit   time      peak RSS  diagnostic")
        var allLocated = true
        for (index, hostileCase) in cases.enumerated() {
            let project = scratch.appendingPathComponent("hostile-\(index)")
            do {
                try FileManager.default.createDirectory(at: project.appendingPathComponent("books/sample/ideas"), withIntermediateDirectories: true)
                try Data("name: hostile\nversion: 1.0.0\n".utf8).write(to: project.appendingPathComponent("contentc.yaml"))
                try Data("number: 1\ntitle: Sample\n".utf8).write(to: project.appendingPathComponent("books/sample/book.yaml"))
                try Data(hostileCase.bytes).write(to: project.appendingPathComponent("books/sample/ideas/b1i1.yaml"))
            } catch {
                print("cannot write \(hostileCase.name): \(error)")
                return false
            }
            let outputFile = scratch.appendingPathComponent("hostile-\(index).json")
            guard let measured = ChildProcess.measure(
                binary.path, ["lint", "--content", project.path, "--format", "json"], stdout: outputFile.path, scratch: scratch)
            else {
                print("cannot start \(binary.path)")
                return false
            }
            let (status, elapsed, peakKiB) = (measured.status, measured.elapsed, measured.peakKiB)
            let first = firstDiagnostic(in: outputFile)
            allLocated = allLocated && first != nil && status == 1
            print(hostileCase.name.padding(toLength: 34, withPad: " ", startingAt: 0)
                + String(status).padding(toLength: 7, withPad: " ", startingAt: 0)
                + String(format: "%6.0f ms  %6.1f MiB  ", seconds(elapsed) * 1000, Double(peakKiB) / 1024)
                + (first ?? "NONE"))
        }
        print(allLocated ? "\nevery case: exit 1 with a located error" : "\nSOME CASE DID NOT GIVE A LOCATED ERROR")
        return allLocated
    }

    /// The first YAML-level diagnostic of the hostile file (else its first), as `CODE at line:column`.
    private static func firstDiagnostic(in file: URL) -> String? {
        guard let data = try? Data(contentsOf: file),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let diagnostics = (object["diagnostics"] as? [[String: Any]])?.filter({ ($0["file"] as? String)?.hasSuffix("b1i1.yaml") == true }),
              let first = diagnostics.first(where: { ($0["code"] as? String)?.hasPrefix("Y") == true }) ?? diagnostics.first,
              let code = first["code"] as? String, let line = first["line"] as? Int, let column = first["column"] as? Int
        else { return nil }
        return "\(code) at \(line):\(column)"
    }
}
