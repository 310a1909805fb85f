import ContentCompiler
import ContentTestSupport
import Foundation

/// Where a fixture expects a diagnostic: code, file and, unless the problem is
/// with the whole file, line and column.
struct ExpectedDiagnostic: Hashable, Comparable, CustomStringConvertible {
    var code: String
    var file: String
    var line: Int?
    var column: Int?

    var description: String {
        guard let line, let column else { return "\(file) \(code)" }
        return "\(file):\(line):\(column) \(code)"
    }

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.description < rhs.description }

    init(code: String, file: String, line: Int?, column: Int?) {
        self.code = code
        self.file = file
        self.line = line
        self.column = column
    }

    init(_ diagnostic: Diagnostic) {
        self.init(code: diagnostic.code, file: diagnostic.location.file,
                  line: diagnostic.location.line, column: diagnostic.location.column)
    }

    /// Every expectation written in a fixture folder.
    ///
    /// In YAML files, a comment line with a caret marks the column of the nearest
    /// line above that is not a marker line:
    ///
    /// ```
    ///     correct: 4
    /// #            ^ Q103
    /// ```
    ///
    /// `# expect: CODE at LINE:COLUMN` states a position outright (for column 1),
    /// and `# expect: CODE` a problem with the file as a whole. Files that cannot
    /// hold comments (empty, not UTF-8) are described in `expected.txt`, one
    /// `path:line:column CODE` or `path CODE` per line.
    static func parse(fixture: URL) throws -> [ExpectedDiagnostic] {
        var result: [ExpectedDiagnostic] = []
        for path in TemporaryProject.files(in: fixture) {
            let url = fixture.appendingPathComponent(path)
            if path == "expected.txt" {
                result += try parseList(String(contentsOf: url, encoding: .utf8))
            } else if path.hasSuffix(".yaml"), let text = try? String(contentsOf: url, encoding: .utf8) {
                result += parseMarkers(text, file: path)
            }
        }
        return result.sorted()
    }

    private static func parseList(_ text: String) -> [ExpectedDiagnostic] {
        text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: " ")
            guard parts.count == 2, !line.hasPrefix("#") else { return nil }
            let place = parts[0].split(separator: ":")
            if place.count == 3, let line = Int(place[1]), let column = Int(place[2]) {
                return ExpectedDiagnostic(code: String(parts[1]), file: String(place[0]), line: line, column: column)
            }
            return ExpectedDiagnostic(code: String(parts[1]), file: String(parts[0]), line: nil, column: nil)
        }
    }

    private static func parseMarkers(_ text: String, file: String) -> [ExpectedDiagnostic] {
        var result: [ExpectedDiagnostic] = []
        var lastContentLine = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("#") else {
                lastContentLine = number
                continue
            }
            if let range = trimmed.range(of: "# expect: ") {
                let words = trimmed[range.upperBound...].split(separator: " ")
                if words.count == 3, words[1] == "at" {
                    let place = words[2].split(separator: ":").compactMap { Int($0) }
                    result.append(ExpectedDiagnostic(code: String(words[0]), file: file, line: place[0], column: place[1]))
                } else if words.count == 1 {
                    result.append(ExpectedDiagnostic(code: String(words[0]), file: file, line: nil, column: nil))
                }
                continue
            }
            // Caret markers: `^ CODE`, possibly several on one line.
            let scalars = Array(line.unicodeScalars)
            var column = 0
            var found = false
            while column < scalars.count {
                if scalars[column] == "^", column + 1 < scalars.count, scalars[column + 1] == " " {
                    let code = String(String.UnicodeScalarView(scalars[(column + 2)...].prefix { $0 != " " }))
                    if code.count == 4, code.first!.isUppercase {
                        result.append(ExpectedDiagnostic(code: code, file: file, line: lastContentLine, column: column + 1))
                        found = true
                    }
                }
                column += 1
            }
            if !found { lastContentLine = number }  // An ordinary comment.
        }
        return result
    }
}
