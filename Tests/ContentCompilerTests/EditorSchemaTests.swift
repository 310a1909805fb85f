import ContentCompiler
import ContentTestSupport
import Foundation
import Testing
import YAML

/// The editor schemas in `schemas/` say what the compiler accepts: every file
/// of `content/` and of the base fixture validates, and the broken rule
/// fixtures a schema can express are rejected, at the place the compiler
/// reports. Validation runs once, with Python's `jsonschema`, over the YAML
/// as yaml-language-server sees it (``EditorJSON``).
@Suite struct EditorSchemaTests {
    /// One YAML file to validate.
    struct Source: Sendable {
        /// Its path as the report names it: `content/…`, `Base/…` or `<fixture>/…`.
        var name: String
        /// Its path inside its content folder.
        var contentPath: String
        var kind: SourceKind
        /// Its document's root, or why it has none (validation is then skipped).
        var root: Result<Node, EditorJSON.Failure>
    }

    /// The checked files and what the validator found, or why it could not run.
    struct Run: Sendable {
        var content: [Source]
        /// YAML files in `content/` that contentc does not read.
        var strayContent: [String]
        var base: [Source]
        /// The files each fixture changes that have a schema, by fixture name.
        var fixtures: [String: [Source]]
        var report: Result<SchemaValidator.Report, SchemaValidator.Unavailable>

        /// The validator's report, or `nil` after recording, as a failure, why it could not run.
        func validated() -> SchemaValidator.Report? {
            switch report {
            case .success(let report): return report
            case .failure(let unavailable):
                Issue.record("\(unavailable)")
                return nil
            }
        }
    }

    static let packageRoot = ContentFixtures.packageRoot
    static let schemasFolder = packageRoot.appendingPathComponent("schemas")

    /// Every file, validated in one batch.
    static let run: Run = {
        let contentFolder = packageRoot.appendingPathComponent("content")
        let contentPaths = TemporaryProject.files(in: contentFolder).filter { $0.hasSuffix(".yaml") }
        let content = contentPaths.compactMap { source(name: "content/" + $0, contentPath: $0, folder: contentFolder) }
        let base = TemporaryProject.files(in: ContentFixtures.base)
            .compactMap { source(name: "Base/" + $0, contentPath: $0, folder: ContentFixtures.base) }
        var fixtures: [String: [Source]] = [:]
        for name in ContentFixtures.ruleFixtureNames() {
            let overlay = ContentFixtures.rules.appendingPathComponent(name)
            let project = try! TemporaryProject(overlay: overlay)
            fixtures[name] = TemporaryProject.files(in: overlay)
                .filter { !TemporaryProject.descriptionFiles.contains($0) }
                .compactMap { source(name: name + "/" + $0, contentPath: $0, folder: project.url) }
        }
        let all = content + base + fixtures.values.flatMap { $0 }
        let instances = all.compactMap { source -> SchemaValidator.Instance? in
            guard case .success(let root) = source.root else { return nil }
            return .init(name: source.name, schema: source.kind.rawValue, json: EditorJSON.value(of: root).json)
        }
        var schemas: [String: String] = [:]
        for kind in SourceKind.allCases {
            schemas[kind.rawValue] = (try? String(contentsOf: schemasFolder.appendingPathComponent(kind.schemaFileName), encoding: .utf8)) ?? "null"
        }
        let report: Result<SchemaValidator.Report, SchemaValidator.Unavailable>
        do {
            report = .success(try SchemaValidator.validate(instances, schemas: schemas))
        } catch let unavailable as SchemaValidator.Unavailable {
            report = .failure(unavailable)
        } catch {
            report = .failure(.init(description: "cannot run the validator: \(error)"))
        }
        return Run(content: content, strayContent: contentPaths.filter { SourceKind(contentPath: $0) == nil },
                   base: base, fixtures: fixtures, report: report)
    }()

    private static func source(name: String, contentPath: String, folder: URL) -> Source? {
        guard let kind = SourceKind(contentPath: contentPath) else { return nil }
        let bytes = (try? Data(contentsOf: folder.appendingPathComponent(contentPath))).map { [UInt8]($0) } ?? []
        return Source(name: name, contentPath: contentPath, kind: kind,
                      root: Result { () throws(EditorJSON.Failure) in try EditorJSON.root(ofYAML: bytes) })
    }

    // MARK: The schemas themselves

    @Test func schemasAreValid2020_12SchemasDescribingEveryProperty() throws {
        if let report = Self.run.validated() {
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
        let run = Self.run
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
            expectValid(source, in: run)
        }
    }

    @Test func baseFixtureProjectValidates() {
        let run = Self.run
        #expect(Set(run.base.map(\.kind)) == Set(SourceKind.allCases))
        for source in run.base {
            expectValid(source, in: run)
        }
    }

    private func expectValid(_ source: Source, in run: Run) {
        switch source.root {
        case .success:
            guard let report = run.validated() else { return }
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
        let run = Self.run
        guard let report = run.validated() else { return }
        let expected = try ExpectedDiagnostic.parse(fixture: ContentFixtures.rules.appendingPathComponent(name))
        var hits: [String] = []
        var strays: [String] = []
        for source in run.fixtures[name] ?? [] {
            guard case .success(let root) = source.root else { continue }
            let marked = expected.filter { $0.file == source.contentPath }
            // Deliberately stricter than contentc (see $defs/text): `~` and `null` as text are refused.
            for failure in report.failures[source.name] ?? [] where !EditorJSON.isNullWrittenOut(at: failure.path, in: root) {
                let lines = EditorJSON.lines(at: failure.path, in: root)
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
            let kinds = Set((run.fixtures[name] ?? []).map(\.kind.schemaFileName)).sorted()
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
