import ArgumentParser
import ContentCompiler
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `contentc rules`: every rule, with its code, default severity, parameter and summary.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every rule: code, name, default severity, parameter and summary.",
        discussion: """
        Rules marked "always" guard what the apps rely on and cannot be configured. The others may \
        change severity (error, warning, off) and parameter in contentc.yaml, for example \
        `rules: { lesson.question-count: { severity: error, count: 8 } }`. \
        `contentc explain CODE` tells what a rule checks, why, and how to fix it.
        """
    )

    /// How the list is printed.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Option(name: .long, help: "How the list is printed: text or json.")
    var format: Format = .text

    func run() throws {
        switch format {
        case .text: Terminal.standardOutput.write(RuleList.text(Rule.all))
        case .json: Terminal.standardOutput.write(RuleList.json(Rule.all), .json)
        }
    }
}

/// The rule list as `contentc rules` prints it.
enum RuleList {
    /// An aligned table, one rule a line, and how to configure them.
    static func text(_ rules: [Rule]) -> String {
        let header = ["CODE", "NAME", "SEVERITY", "PARAMETER", "SUMMARY"]
        let rows = rules.map { rule in
            [rule.code, rule.name,
             rule.defaultSeverity.rawValue + (rule.isConfigurable ? "" : " (always)"),
             rule.parameter.map { "\($0.name) = \($0.defaultValue) (\($0.range.lowerBound)…\($0.range.upperBound))" } ?? "–",
             rule.summary]
        }
        let widths = (0..<header.count - 1).map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            let padded = cells.dropLast().enumerated().map { column, cell in
                cell + String(repeating: " ", count: widths[column] - cell.count)
            }
            return (padded + [cells.last ?? ""]).joined(separator: "  ") + "\n"
        }
        let configurable = rules.filter(\.isConfigurable).count
        return ([header] + rows).map(line).joined() + "\n"
            + "\(rules.count) rules; \(configurable) may change severity or parameter in contentc.yaml, "
            + "the rest always apply.\n"
            + "`contentc explain CODE` tells what a rule checks, why, and how to fix it.\n"
    }

    /// A JSON array of rules, sorted keys, one object per rule.
    static func json(_ rules: [Rule]) -> String {
        struct Entry: Encodable {
            var code: String
            var name: String
            var summary: String
            var defaultSeverity: String
            var configurable: Bool
            var parameter: Rule.Parameter?
        }
        let entries = rules.map { rule in
            Entry(code: rule.code, name: rule.name, summary: rule.summary,
                  defaultSeverity: rule.defaultSeverity.rawValue, configurable: rule.isConfigurable,
                  parameter: rule.parameter)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let data = (try? encoder.encode(entries)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
