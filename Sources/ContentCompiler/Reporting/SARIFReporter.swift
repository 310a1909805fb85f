import YAML
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Renders diagnostics as a SARIF 2.1.0 log, the format code-scanning services read
/// (GitHub code scanning, Azure DevOps, SARIF viewers in editors).
///
/// One run of the `contentc` tool: `tool.driver.rules` lists every rule of
/// ``Rule/all`` with its summary, explanation (and, as help, what `contentc explain`
/// prints: the explanation with a failing and a passing example) and default level, and each
/// diagnostic is a result pointing at its rule by id and index. Files are named
/// relative to the checkout (see ``ProjectPaths``) under the base id `SRCROOT`,
/// as code scanning resolves them; columns count Unicode code points, as ours do.
/// Notes become related locations. The log validates against the OASIS schema
/// (`sarif-schema-2.1.0.json`), which a test checks.
public struct SARIFReporter: Sendable {
    /// The base id that every artifact location is relative to.
    public static let sourceRootBaseId = "SRCROOT"

    /// Creates a reporter.
    public init() {}

    /// The report as SARIF JSON, with sorted keys and a final newline.
    public func render(_ report: DiagnosticReport) -> String {
        let rules = Rule.all
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.code, $0) })
        let results = report.diagnostics.map { diagnostic in
            Log.Result(
                ruleId: diagnostic.code,
                ruleIndex: ruleIndex[diagnostic.code],
                level: Self.level(diagnostic.severity),
                message: .init(text: Self.messageText(diagnostic)),
                locations: [.init(physicalLocation: physicalLocation(diagnostic.location, paths: report.paths))],
                relatedLocations: diagnostic.notes.isEmpty ? nil : diagnostic.notes.enumerated().map { index, note in
                    Log.Location(id: index + 1, physicalLocation: physicalLocation(note.location, paths: report.paths),
                                 message: .init(text: note.message))
                })
        }
        let driver = Log.Driver(
            name: "contentc", version: Compiler.version, semanticVersion: Compiler.version,
            rules: rules.map { rule in
                Log.ReportingDescriptor(
                    id: rule.code, name: rule.name,
                    shortDescription: .init(text: rule.summary),
                    fullDescription: .init(text: rule.explanation),
                    help: .init(text: RuleExplanation.text(for: rule)),
                    defaultConfiguration: .init(level: Self.level(rule.defaultSeverity)),
                    properties: .init(configurable: rule.isConfigurable, parameter: rule.parameter))
            })
        let root = report.paths.map { [Self.sourceRootBaseId: Log.ArtifactLocation(uri: Self.directoryURI($0.baseDirectory))] }
        let log = Log(runs: [Log.Run(
            tool: .init(driver: driver),
            invocations: [.init(executionSuccessful: true)],
            originalUriBaseIds: root,
            columnKind: "unicodeCodePoints",
            results: results)])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
        let data = (try? encoder.encode(log)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        }
    }

    /// The message, with the hint on a line of its own as text output prints it.
    private static func messageText(_ diagnostic: Diagnostic) -> String {
        guard let hint = diagnostic.hint else { return diagnostic.message }
        return diagnostic.message + "\nhelp: " + hint
    }

    private func physicalLocation(_ location: SourceLocation, paths: ProjectPaths?) -> Log.PhysicalLocation {
        let path = paths?.relativePath(location.file) ?? location.file
        let artifact = path.hasPrefix("/")
            ? Log.ArtifactLocation(uri: "file://" + Self.relativeURI(path))
            : Log.ArtifactLocation(uri: Self.relativeURI(path), uriBaseId: paths == nil ? nil : Self.sourceRootBaseId)
        return Log.PhysicalLocation(
            artifactLocation: artifact,
            region: location.mark.map { .init(startLine: $0.line, startColumn: $0.column) })
    }

    /// A relative path as a URI reference: each segment percent-encoded, `/` kept.
    static func relativeURI(_ path: String) -> String {
        var uri: [UInt8] = []
        for (index, segment) in path.pathSegments(omittingEmpty: false).enumerated() {
            if index > 0 { uri.append(UInt8(ascii: "/")) }
            percentEncode(segment, into: &uri)
        }
        return String(decoding: uri, as: UTF8.self)
    }

    /// A path segment as `addingPercentEncoding(withAllowedCharacters:)` writes
    /// it with ``uriSegmentCharacters``: each byte of its UTF-8 that is not
    /// one of those characters as `%` and two capital hexadecimal digits.
    static func percentEncode(_ segment: Substring, into uri: inout [UInt8]) {
        for byte in segment.utf8 {
            if byte < 0x80, uriSegmentBytes[Int(byte)] {
                uri.append(byte)
            } else {
                uri.append(UInt8(ascii: "%"))
                uri.append(hexadecimalDigits[Int(byte >> 4)])
                uri.append(hexadecimalDigits[Int(byte & 0x0F)])
            }
        }
    }

    /// A folder as an absolute `file:` URI ending in `/`, as SARIF requires of base ids.
    static func directoryURI(_ url: URL) -> String {
        let absolute = url.standardizedFileURL.absoluteString
        return absolute.hasSuffix("/") ? absolute : absolute + "/"
    }

    /// RFC 3986 unreserved characters and sub-delimiters allowed in a path segment.
    static let uriSegmentCharacters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:@"

    private static let hexadecimalDigits = Array("0123456789ABCDEF".utf8)

    /// Whether each ASCII byte is one of ``uriSegmentCharacters``.
    private static let uriSegmentBytes: [Bool] = (0..<128).map { byte in uriSegmentCharacters.utf8.contains(UInt8(byte)) }
}

/// The parts of a SARIF 2.1.0 log this reporter writes (names as in the standard).
private struct Log: Encodable {
    var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    var version = "2.1.0"
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema", version, runs
    }

    struct Run: Encodable {
        var tool: Tool
        var invocations: [Invocation]
        var originalUriBaseIds: [String: ArtifactLocation]?
        var columnKind: String
        var results: [Result]
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name: String
        var version: String
        var semanticVersion: String
        var rules: [ReportingDescriptor]
    }

    struct ReportingDescriptor: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var fullDescription: Message
        var help: Message
        var defaultConfiguration: Configuration
        var properties: RuleProperties
    }

    struct Configuration: Encodable {
        var level: String
    }

    /// contentc's own facts about a rule, in the descriptor's property bag.
    struct RuleProperties: Encodable {
        var configurable: Bool
        var parameter: Rule.Parameter?
    }

    struct Invocation: Encodable {
        var executionSuccessful: Bool
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int?
        var level: String
        var message: Message
        var locations: [Location]
        var relatedLocations: [Location]?
    }

    struct Location: Encodable {
        var id: Int?
        var physicalLocation: PhysicalLocation
        var message: Message?
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String?
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
    }

    struct Message: Encodable {
        var text: String
    }
}
