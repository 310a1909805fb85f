@testable import ContentCompiler
import ContentRuntime
import Testing
import YAML

/// The YAML checks read the event tape: duplicate keys are equal strings,
/// found among a few keys by their bytes and among many by their text.
@Suite struct YAMLRestrictionTests {
    static func diagnostics(_ text: String) -> [Diagnostic] {
        var log = DiagnosticLog()
        _ = parseContentFile(Array(text.utf8), file: "test.yaml", log: &log)
        return log.diagnostics
    }

    @Test(arguments: [3, 15, 16, 17, 40])
    func aDuplicateKeyIsFoundInAMappingOfAnySize(_ keys: Int) {
        var text = (0..<keys).map { "key\($0): \($0)\n" }.joined()
        text += "key1: again\n"
        let duplicates = Self.diagnostics(text).filter { $0.code == Rule.yamlDuplicateKey.code }
        #expect(duplicates.count == 1)
        #expect(duplicates.first?.location.mark == Mark(line: keys + 1, column: 1))
        #expect(duplicates.first?.notes.first?.location.mark == Mark(line: 2, column: 1))
    }

    @Test(arguments: [1, 20])
    func canonicallyEquivalentKeysAreTheSameKey(_ others: Int) {
        let padding = (0..<others).map { "k\($0): v\n" }.joined()
        let text = padding + "caf\u{E9}: 1\n" + "cafe\u{301}: 2\n"
        let duplicates = Self.diagnostics(text).filter { $0.code == Rule.yamlDuplicateKey.code }
        #expect(duplicates.count == 1)
        #expect(duplicates.first?.location.mark == Mark(line: others + 2, column: 1))
    }

    @Test func keysThatDifferInOneByteAreDifferent() {
        #expect(Self.diagnostics("ab: 1\nac: 2\na: 3\nabc: 4\n").isEmpty)
    }

    @Test func aQuotedMergeKeyIsAnOrdinaryKey() {
        let codes = Self.diagnostics("<<: 1\n'<<': 2\n").map(\.code)
        #expect(codes == [Rule.yamlMergeKey.code])
    }

    /// Keys reported as misplaced are left out: the first occurrence of a key
    /// is the first one not among them.
    @Test func keysReportedElsewhereAreNotTheFirstOccurrence() throws {
        let tape = try EventTape(bytes: Array("a: 1\na: 2\nb: 3\na: 4\na: 5\n".utf8))
        let root = try #require(tape.documents.first?.root)
        var log = DiagnosticLog()
        checkRestrictions(root, file: "test.yaml", reportedKeys: [Mark(line: 1, column: 1), Mark(line: 4, column: 1)], log: &log)
        let duplicates = log.diagnostics.filter { $0.code == Rule.yamlDuplicateKey.code }
        #expect(duplicates.map(\.location.mark) == [Mark(line: 5, column: 1)])
        #expect(duplicates.first?.notes.first?.location.mark == Mark(line: 2, column: 1))
    }

    /// Each node's anchor and tag come before what is inside it, and a key's
    /// repetition after its value, as in a walk of the tree.
    @Test func restrictionsAreInTheOrderOfAWalk() {
        let text = "a: &x {b: !!binary c, b: *x}\n<<: 1\na: !t [&y d]\n"
        let found = Self.diagnostics(text).map { "\($0.code)@\($0.location.mark?.description ?? "")" }
        #expect(found == ["Y107@1:4", "Y109@1:11", "Y107@1:26", "Y106@1:23", "Y108@2:1", "Y109@3:4", "Y107@3:8", "Y106@3:1"])
    }

    /// The byte scan lets through exactly the text in which no character is refused.
    @Test func theByteScanFindsEveryRefusedCharacter() {
        let scalars = (0..<0x3000).compactMap(Unicode.Scalar.init) + [Unicode.Scalar(0x1F600)!, Unicode.Scalar(0xFEFF)!]
        for scalar in scalars {
            for text in ["\(scalar)", "abcdefgh\(scalar)ijklmnopq", "abcdefghijklmnop\(scalar)"] {
                var text = text
                let scan = text.withUTF8 { TextScan($0) }
                #expect(scan.mayHoldRefusedCharacter == text.unicodeScalars.contains(where: PrintableText.isRefusedInText),
                        "U+\(String(scalar.value, radix: 16))")
            }
        }
    }

    @Test func textStartingWithPrintableASCIIIsNotBlank() {
        for byte in UInt8(0)..<0x80 {
            var text = String(decoding: [byte, 0x20], as: UTF8.self)
            let scan = text.withUTF8 { TextScan($0) }
            let isBlank = text.allSatisfy { $0.isWhitespace }
            if scan.startsWithPrintableASCII { #expect(!isBlank) }
            #expect(scan.startsWithPrintableASCII == (byte > 0x20 && byte < 0x7F))
        }
    }
}
