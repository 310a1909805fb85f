import Foundation
import Testing
import YAML

/// The wrapper over the yaml-test-suite must reproduce libyaml 0.2.5 exactly:
/// the same passes, and the failures listed in `libyaml-known-failures.txt`.
@Suite struct ConformanceTests {
    struct Case {
        var id: String
        var directory: URL
        var isErrorTest: Bool
    }

    enum Outcome: String {
        case pass, validRejected = "valid-rejected", validWrongEvents = "valid-wrong-events"
        case errorRejected, errorAccepted = "error-accepted"
    }

    static func cases() throws -> [Case] {
        let suite = CorpusLocation.yamlTestSuite
        let fileManager = FileManager.default
        var result: [Case] = []
        for id in try fileManager.contentsOfDirectory(atPath: suite.path).sorted() {
            let directory = suite.appendingPathComponent(id)
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            if fileManager.fileExists(atPath: directory.appendingPathComponent("in.yaml").path) {
                result.append(Case(id: id, directory: directory, isErrorTest: fileManager.fileExists(atPath: directory.appendingPathComponent("error").path)))
            } else {
                for sub in try fileManager.contentsOfDirectory(atPath: directory.path).sorted() {
                    let subdirectory = directory.appendingPathComponent(sub)
                    guard fileManager.fileExists(atPath: subdirectory.appendingPathComponent("in.yaml").path) else { continue }
                    result.append(Case(id: "\(id)/\(sub)", directory: subdirectory, isErrorTest: fileManager.fileExists(atPath: subdirectory.appendingPathComponent("error").path)))
                }
            }
        }
        return result
    }

    static func outcome(of testCase: Case) throws -> Outcome {
        let input = try Data(contentsOf: testCase.directory.appendingPathComponent("in.yaml"))
        let (lines, error) = EventNotation.render(input)
        if testCase.isErrorTest {
            return error == nil ? .errorAccepted : .errorRejected
        }
        guard error == nil else { return .validRejected }
        let expected = try String(contentsOf: testCase.directory.appendingPathComponent("test.event"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            .filter { !$0.isEmpty }
        return lines == expected ? .pass : .validWrongEvents
    }

    /// `id → class` from the known-failures file.
    static func knownFailures() throws -> [String: String] {
        let text = try String(contentsOf: CorpusLocation.yamlTestSuite.appendingPathComponent("libyaml-known-failures.txt"), encoding: .utf8)
        var result: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let columns = line.split(separator: "\t")
            guard columns.count >= 2 else { continue }
            result[String(columns[0])] = String(columns[1])
        }
        return result
    }

    @Test func reproducesLibyamlExactly() throws {
        let cases = try Self.cases()
        #expect(cases.count == 402)
        var failures: [String: String] = [:]
        var validPasses = 0, validCount = 0, errorRejected = 0, errorCount = 0
        for testCase in cases {
            let outcome = try Self.outcome(of: testCase)
            switch outcome {
            case .pass: validPasses += 1
            case .errorRejected: errorRejected += 1
            default: failures[testCase.id] = outcome.rawValue
            }
            if testCase.isErrorTest { errorCount += 1 } else { validCount += 1 }
        }
        #expect(validCount == 308)
        #expect(validPasses == 252)
        #expect(errorCount == 94)
        #expect(errorRejected == 78)
        let known = try Self.knownFailures()
        let unexpected = failures.filter { known[$0.key] != $0.value }.keys.sorted()
        let missing = known.filter { failures[$0.key] != $0.value }.keys.sorted()
        #expect(unexpected.isEmpty, "failures libyaml does not have: \(unexpected.map { "\($0) \(failures[$0]!)" })")
        #expect(missing.isEmpty, "libyaml failures the wrapper does not reproduce: \(missing)")
    }
}
