@testable import ContentCompiler
import Testing
import YAML

/// A diagnostic written into a cache entry reads back the same, the count of
/// problems it stands for included: the summary of a rule's problems past a
/// log's limit counts for all it sums up in a build served from the cache too.
@Suite struct CachedDiagnosticTests {
    static func written(_ diagnostics: [Diagnostic]) -> [UInt8] {
        var writer = CacheByteWriter()
        for diagnostic in diagnostics { writer.diagnostic(diagnostic) }
        return writer.bytes
    }

    static func read(_ bytes: [UInt8], count: Int) throws(CacheByteReader.Damaged) -> [Diagnostic] {
        var reader = CacheByteReader(bytes, range: bytes.indices)
        var state = CacheByteReader.DiagnosticState()
        return try (0..<count).map { _ throws(CacheByteReader.Damaged) in try reader.diagnostic(&state) }
    }

    @Test func theSummaryOfTheRestReadsBackWithItsCount() throws {
        var log = DiagnosticLog()
        for line in 1...130 {
            log.report(.unknownKey, "unknown key", file: "a.yaml", at: Mark(line: line, column: 1))
        }
        let diagnostics = log.diagnostics
        #expect(diagnostics.last?.problemCount == 30)
        let read = try Self.read(Self.written(diagnostics), count: diagnostics.count)
        #expect(read == diagnostics)
        #expect(read.count(of: .error) == 130)
    }

    @Test func aCountBelowOneIsDamage() {
        var diagnostic = Diagnostic(severity: .warning, rule: .unknownKey, message: "m",
                                    location: SourceLocation(file: "a.yaml", mark: Mark(line: 1, column: 1)))
        diagnostic.problemCount = 0
        #expect(throws: CacheByteReader.Damaged.self) { try Self.read(Self.written([diagnostic]), count: 1) }
    }
}
