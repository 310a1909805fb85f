import ContentCompiler
import ContentTestSupport
import Foundation
import Testing
import YAML

/// The source files the editor-schema tests check (`content/`, the base
/// fixture project, and the files each rule fixture changes), converted as
/// yaml-language-server sees them and validated in one batch.
struct EditorSchemaRun: Sendable {
    /// One YAML file to validate.
    struct Source: Sendable {
        /// Its path as the report names it: `content/…`, `Base/…` or `<fixture>/…`.
        var name: String
        /// Its path inside its content folder.
        var contentPath: String
        var kind: SourceKind
        /// Its document's root, or why it has none (it is not validated then).
        var root: Result<Node, EditorJSON.Failure>
    }

    var content: [Source]
    /// YAML files in `content/` that contentc does not read.
    var strayContent: [String]
    var base: [Source]
    /// The files `contentc new` writes or changes, scaffolded into a copy of the base project.
    var scaffolds: [Source]
    /// The files each fixture changes that have a schema, by fixture name;
    /// a fixture that could not be laid over the base project is missing.
    var fixtures: [String: [Source]]
    /// Each schema's examples, by the name of the schema ``report`` checks them against.
    var examples: [String: SchemaDocument.Examples]
    /// What the validator found, or why it could not run.
    var report: Result<SchemaValidator.Report, SchemaValidator.Unavailable>

    /// The report, or `nil` after recording, as a failure, why the validator could not run.
    func validated() -> SchemaValidator.Report? {
        switch report {
        case .success(let report): return report
        case .failure(let unavailable):
            Issue.record("\(unavailable)")
            return nil
        }
    }

    /// Every file, validated once for all the tests.
    static let shared: EditorSchemaRun = {
        let contentFolder = ContentFixtures.packageRoot.appendingPathComponent("content")
        let contentPaths = TemporaryProject.files(in: contentFolder).filter { $0.hasSuffix(".yaml") }
        let content = contentPaths.compactMap { source(name: "content/" + $0, contentPath: $0, folder: contentFolder) }
        let base = TemporaryProject.files(in: ContentFixtures.base)
            .compactMap { source(name: "Base/" + $0, contentPath: $0, folder: ContentFixtures.base) }
        var fixtures: [String: [Source]] = [:]
        for name in ContentFixtures.ruleFixtureNames() {
            let overlay = ContentFixtures.rules.appendingPathComponent(name)
            guard let project = try? TemporaryProject(overlay: overlay) else { continue }
            fixtures[name] = TemporaryProject.files(in: overlay)
                .filter { !TemporaryProject.descriptionFiles.contains($0) }
                .compactMap { source(name: name + "/" + $0, contentPath: $0, folder: project.url) }
        }
        let scaffolds = scaffoldedSources()
        var instances = (content + base + scaffolds + fixtures.values.joined()).compactMap { source -> SchemaValidator.Instance? in
            guard case .success(let root) = source.root else { return nil }
            return .init(name: source.name, schema: source.kind.rawValue, json: EditorJSON.value(of: root).json)
        }
        var schemas: [String: String] = [:]
        var examples: [String: SchemaDocument.Examples] = [:]
        for kind in SourceKind.allCases {
            let url = ContentFixtures.packageRoot.appendingPathComponent("schemas").appendingPathComponent(kind.schemaFileName)
            schemas[kind.rawValue] = (try? String(contentsOf: url, encoding: .utf8)) ?? "null"  // null: not a schema, reported
            for given in (try? SchemaDocument(kind).examples()) ?? [] {
                let key = kind.schemaFileName + given.pointer
                examples[key] = given
                schemas[key] = given.schema
                instances += given.examples.enumerated().map { .init(name: "\(key) example \($0.offset + 1)", schema: key, json: $0.element) }
            }
        }
        return EditorSchemaRun(content: content, strayContent: contentPaths.filter { SourceKind(contentPath: $0) == nil },
                               base: base, scaffolds: scaffolds, fixtures: fixtures, examples: examples, report: validate(instances, schemas: schemas))
    }()

    /// Every kind `contentc new` makes (a book and its idea, a course, a section,
    /// a quiz and a reading lesson), scaffolded into a copy of the base project;
    /// the files of that copy that differ from the base project.
    private static func scaffoldedSources() -> [Source] {
        do {
            let project = try TemporaryProject()
            let scaffolder = try ContentScaffolder(contentDirectory: project.url, displayRoot: "")
            try scaffolder.book(slug: "new-book", title: nil, author: nil).apply()
            try scaffolder.idea(book: "new-book", title: nil).apply()
            try scaffolder.course(slug: "new-course", title: nil, firstSection: "start").apply()
            try scaffolder.section(id: "extra", course: "sample", title: nil).apply()
            try scaffolder.lesson(course: "sample", section: "first", id: nil, title: nil, reading: false).apply()
            try scaffolder.lesson(course: "sample", section: "first", id: nil, title: nil, reading: true).apply()
            let changed = TemporaryProject.files(in: project.url).filter { path in
                FileManager.default.contents(atPath: ContentFixtures.base.appendingPathComponent(path).path)
                    != FileManager.default.contents(atPath: project.url.appendingPathComponent(path).path)
            }
            return changed.compactMap { source(name: "scaffold/" + $0, contentPath: $0, folder: project.url) }
        } catch {
            Issue.record("cannot scaffold into a copy of the base project: \(error)")
            return []
        }
    }

    private static func source(name: String, contentPath: String, folder: URL) -> Source? {
        guard let kind = SourceKind(contentPath: contentPath) else { return nil }
        let bytes = (try? Data(contentsOf: folder.appendingPathComponent(contentPath))).map { [UInt8]($0) } ?? []
        return Source(name: name, contentPath: contentPath, kind: kind,
                      root: Result { () throws(EditorJSON.Failure) in try EditorJSON.root(ofYAML: bytes) })
    }

    private static func validate(_ instances: [SchemaValidator.Instance],
                                 schemas: [String: String]) -> Result<SchemaValidator.Report, SchemaValidator.Unavailable> {
        do {
            return .success(try SchemaValidator.validate(instances, schemas: schemas))
        } catch let unavailable as SchemaValidator.Unavailable {
            return .failure(unavailable)
        } catch {
            return .failure(.init(description: "cannot run the validator: \(error)"))
        }
    }
}
