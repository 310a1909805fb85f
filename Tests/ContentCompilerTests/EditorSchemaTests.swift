import ContentCompiler
import ContentTestSupport
import Foundation
import Testing

/// The editor schemas in `schemas/` say what the compiler accepts: every file
/// of `content/` and of the base fixture validates, and the broken rule
/// fixtures a schema can express are rejected, at the place the compiler
/// reports. Validation runs once, with Python's `jsonschema`, over the YAML
/// as yaml-language-server sees it (``EditorJSON``).
@Suite struct EditorSchemaTests {
    static let packageRoot = ContentFixtures.packageRoot

    // MARK: The schemas themselves

    @Test func schemasAreValid2020_12SchemasDescribingEveryPropertyAndRefusingUnknownKeys() throws {
        if let report = EditorSchemaRun.shared.validated() {
            #expect(report.schemaProblems.isEmpty, "not valid against the 2020-12 metaschema: \(report.schemaProblems)")
        }
        for kind in SourceKind.allCases {
            let schema = try SchemaDocument(kind)
            #expect(schema.root["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema", "\(kind)")
            for key in ["$id", "title", "description", "$comment"] {
                #expect((schema.root[key] as? String)?.isEmpty == false, "\(kind.schemaFileName) has no \(key)")
            }
            let undescribed = schema.propertiesWithoutDescription()
            #expect(undescribed.isEmpty, "\(kind.schemaFileName): properties without a description: \(undescribed)")
            let open = schema.objectsAllowingUnknownKeys()
            #expect(open.isEmpty, "\(kind.schemaFileName): objects without additionalProperties: false (contentc refuses unknown keys): \(open)")
        }
    }

    /// Editors offer the examples in completion: each must satisfy its own schema.
    @Test func everyExampleSatisfiesItsSchema() {
        let run = EditorSchemaRun.shared
        #expect(run.examples.count > 50, "\(run.examples.count) schemas with examples")
        guard let report = run.validated() else { return }
        for (key, given) in run.examples.sorted(by: { $0.key < $1.key }) {
            #expect(report.schemaProblems[key] == nil, "\(key): \(report.schemaProblems[key] ?? "")")
            for (index, example) in given.examples.enumerated() {
                let failures = report.failures["\(key) example \(index + 1)"] ?? []
                #expect(failures.isEmpty, "\(key): example \(example) does not satisfy its schema: \(failures)")
            }
        }
    }

    /// The schemas are self-contained, for editors that load one file; a
    /// definition two of them need is copied, and the copies must not drift.
    @Test func sharedDefinitionsAreTheSameInEverySchema() throws {
        var first: [String: (kind: SourceKind, json: Data)] = [:]
        var shared: Set<String> = []
        for kind in SourceKind.allCases {
            for (name, value) in try SchemaDocument(kind).definitions {
                let json = try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])
                guard let earlier = first[name] else {
                    first[name] = (kind, json)
                    continue
                }
                shared.insert(name)
                #expect(earlier.json == json, "$defs/\(name) differs between \(earlier.kind.schemaFileName) and \(kind.schemaFileName)")
            }
        }
        #expect(shared.isSuperset(of: ["text", "slug", "question"]), "\(shared)")
    }

    // MARK: Content

    @Test func everyContentFileStartsWithItsModelineAndValidates() throws {
        let run = EditorSchemaRun.shared
        let report = run.validated()
        #expect(run.strayContent.isEmpty, "YAML files in content/ that contentc does not read: \(run.strayContent)")
        #expect(run.content.count >= SourceKind.allCases.count)
        #expect(Set(run.content.map(\.kind)) == Set(SourceKind.allCases), "content/ has a file of every kind")
        for source in run.content {
            let url = Self.packageRoot.appendingPathComponent(source.name)
            let firstLine = try String(contentsOf: url, encoding: .utf8).prefix { $0 != "\n" }
            let modeline = source.kind.modeline(forFileAt: source.name)
            #expect(firstLine == modeline, "\(source.name) must start with the line: \(modeline)")
            let target = url.deletingLastPathComponent()
                .appendingPathComponent(String(modeline.dropFirst("# yaml-language-server: $schema=".count)))
            #expect(FileManager.default.fileExists(atPath: target.standardizedFileURL.path), "\(source.name): \(target.path) does not exist")
            expectValid(source, report: report)
        }
    }

    /// What `contentc new` writes validates, placeholders and all, so an author
    /// sees no schema error in a fresh file (its modelines: `ContentScaffolderTests`).
    @Test func scaffoldsValidate() {
        let run = EditorSchemaRun.shared
        #expect(Set(run.scaffolds.map(\.kind)) == Set(SourceKind.allCases.filter { $0 != .contentc }))
        let report = run.validated()
        for source in run.scaffolds {
            expectValid(source, report: report)
        }
    }

    @Test func baseFixtureProjectValidates() {
        let run = EditorSchemaRun.shared
        #expect(Set(run.base.map(\.kind)) == Set(SourceKind.allCases))
        guard let report = run.validated() else { return }
        for source in run.base {
            expectValid(source, report: report)
        }
    }

    /// Expects a file to validate; `report` is `nil` when the validator could not run (recorded once by the caller).
    private func expectValid(_ source: EditorSchemaRun.Source, report: SchemaValidator.Report?) {
        switch source.root {
        case .success:
            guard let report else { return }
            let failures = report.failures[source.name] ?? []
            #expect(failures.isEmpty, "\(source.name) does not validate against \(source.kind.schemaFileName):\n\(failures.map { "  \($0)" }.joined(separator: "\n"))")
        case .failure(let failure):
            Issue.record("\(source.name): \(failure)")
        }
    }

    // MARK: Rule fixtures

    /// A fixture the schemas can express is rejected at a place the compiler
    /// reports; one they cannot is listed in ``SchemaCoverage/inexpressible``
    /// and passes. Either way, no schema error falls where the compiler finds
    /// nothing: a fixture's other files and lines are valid content.
    @Test(arguments: ContentFixtures.ruleFixtureNames())
    func brokenFixtureIsRejectedWhereTheCompilerReports(_ name: String) throws {
        let run = EditorSchemaRun.shared
        guard let report = run.validated() else { return }
        guard let sources = run.fixtures[name] else {
            Issue.record("fixture \(name) could not be laid over the base project")
            return
        }
        let expected = try ExpectedDiagnostic.parse(fixture: ContentFixtures.rules.appendingPathComponent(name))
        var hits: [String] = []
        var strays: [String] = []
        for source in sources {
            guard case .success(let root) = source.root else { continue }
            let marked = expected.filter { $0.file == source.contentPath }
            // Deliberately stricter than contentc (see $defs/text): `~` and `null` as text are refused.
            for failure in report.failures[source.name] ?? [] where !failure.isNullWrittenOut(in: root) {
                let lines = failure.lines(in: root)
                let found = "\(source.contentPath) lines \(lines): \(failure)"
                if marked.contains(where: { $0.line.map(lines.contains) ?? true }) {
                    hits.append(found)
                } else {
                    strays.append(found)
                }
            }
        }
        #expect(strays.isEmpty, "fixture \(name): schema errors where the compiler reports nothing:\n\(strays.joined(separator: "\n"))")
        if let reason = SchemaCoverage.inexpressible[name] {
            #expect(hits.isEmpty, "fixture \(name) is listed in SchemaCoverage.inexpressible (\(reason)), but the schemas reject it:\n\(hits.joined(separator: "\n"))\nRemove it from the list.")
        } else {
            let kinds = Set(sources.map(\.kind.schemaFileName)).sorted()
            #expect(!hits.isEmpty, "fixture \(name) is not rejected by the schemas (\(kinds.isEmpty ? "it changes no source file" : kinds.joined(separator: ", "))) and is not listed in SchemaCoverage.inexpressible: make the schema reject it, or list it there with the reason no JSON Schema can")
        }
    }

    @Test func everyFixtureListedAsInexpressibleExists() {
        let names = Set(ContentFixtures.ruleFixtureNames())
        let stale = SchemaCoverage.inexpressible.keys.filter { !names.contains($0) }.sorted()
        #expect(stale.isEmpty, "SchemaCoverage.inexpressible lists fixtures that do not exist: \(stale)")
    }

    // MARK: contentc.yaml's rules

    /// `rules:` in contentc.schema.json lists exactly the configurable rules,
    /// by name and by code, with their default severity and parameter.
    @Test func contentcSchemaListsExactlyTheConfigurableRules() throws {
        let schema = try SchemaDocument(.contentc)
        let listed = try RuleSchemaEntry.entries(in: schema)
        let configurable = Rule.all.filter(\.isConfigurable)
        for rule in configurable where !listed.contains(RuleSchemaEntry(rule)) {
            if let written = listed.first(where: { $0.code == rule.code }) {
                Issue.record("contentc.schema.json describes \(written), but the rule registry has \(RuleSchemaEntry(rule)): change its entries to:\n\(rule.editorSchemaText)")
            } else {
                Issue.record("contentc.schema.json lacks the configurable rule \(rule.code) (\(rule.name)). Add:\n\(rule.editorSchemaText)")
            }
        }
        for written in listed where !configurable.contains(where: { $0.code == written.code }) {
            Issue.record("contentc.schema.json lists \(written.code) (\(written.name)), which is not a configurable rule: remove its properties, its allOf entry and $defs/\(written.code)")
        }
    }
}
