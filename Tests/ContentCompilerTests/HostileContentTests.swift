import ContentCompiler
import ContentTestSupport
import Foundation
import Testing

/// Hostile files anywhere in a project give a located error, never a crash or hang,
/// and never stop the other files from being checked. (Their time and memory are
/// measured by `contentc-benchmark --hostile`, not here.)
@Suite struct HostileContentTests {
    struct Case: CustomStringConvertible, Sendable {
        var description: String
        var bytes: [UInt8]
        var code: String
        var line: Int
        var column: Int
    }

    static let cases: [Case] = {
        var laughs = "id: b1i2\nl0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            laughs += "l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        return [
            Case(description: "billion laughs", bytes: Array(laughs.utf8), code: "Y107", line: 2, column: 5),
            Case(description: "200,000-deep flow nesting", bytes: Array(String(repeating: "[", count: 200_000).utf8),
                 code: "Y105", line: 1, column: 257),
            Case(description: "200,000-deep block nesting", bytes: Array(String(repeating: "- ", count: 200_000).utf8) + [0x78],
                 code: "Y105", line: 1, column: 513),
            Case(description: "invalid UTF-8", bytes: Array("id: b1i2\ntitle: caf".utf8) + [0xE9, 0x21, 0x0A],
                 code: "Y102", line: 2, column: 11),
            Case(description: "UTF-16 with a byte-order mark",
                 bytes: [0xFF, 0xFE] + "id: b1i2\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] },
                 code: "Y102", line: 1, column: 1),
            Case(description: "tab indentation", bytes: Array("id: b1i2\nprimer:\n\tthesis: x\n".utf8),
                 code: "Y101", line: 3, column: 1),
            Case(description: "10 MB scalar", bytes: Array("id: b1i2\ntitle: ".utf8) + Array(repeating: 0x61, count: 10_000_000),
                 code: "Y105", line: 2, column: 8),
            Case(description: "binary junk", bytes: [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00, 0x00, 0x00],
                 code: "Y102", line: 1, column: 1),
            Case(description: "empty file", bytes: [], code: "Y103", line: 1, column: 1),
            Case(description: "file over 16 MiB", bytes: Array(repeating: 0x23, count: 17 << 20), code: "Y105", line: 1, column: 1),
        ]
    }()

    @Test(arguments: cases)
    func hostileIdeaFileGivesALocatedError(_ hostile: Case) throws {
        let project = try TemporaryProject()
        try project.write("books/sample/ideas/b1i2.yaml", hostile.bytes)
        try project.write("courses/sample/sections/second.yaml", "id: second\ntitle: [unclosed\n")
        let compilation = try project.compile()
        let inFile = compilation.diagnostics.filter { $0.location.file == "books/sample/ideas/b1i2.yaml" }
        let found = try #require(inFile.first { $0.code == hostile.code }, "\(inFile.map { "\($0.code) \($0.message)" })")
        #expect(found.location.line == hostile.line, "\(found.message)")
        #expect(found.location.column == hostile.column, "\(found.message)")
        #expect(compilation.diagnostics.contains { $0.location.file == "courses/sample/sections/second.yaml" },
                "one broken file never hides the errors of another")
        #expect(compilation.output == nil)
    }
}
