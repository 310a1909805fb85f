import ContentRuntime
import YAML

extension Rule {
    /// I107: legacy primer fields.
    static let legacyPrimerField = Rule(
        code: "I107", name: "primer.legacy-field",
        summary: "legacy primer fields are migrated, with a warning",
        severity: .warning, configurable: true,
        explanation: """
        Earlier primers used `overview`, `keyNuances` and `digDeeperLinks`. They are \
        still read and migrated into the bundle as `thesis`, `edgesAndLimits` and \
        `furtherLearning`, but will be removed: rename the keys (the values keep \
        their shape).
        """)

    /// I108: a legacy field beside its replacement.
    static let legacyPrimerConflict = Rule(
        code: "I108", name: "primer.legacy-conflict",
        summary: "a legacy primer field is not written beside its replacement",
        explanation: """
        A primer has both a legacy field and the field that replaces it (`overview` \
        and `thesis`, `keyNuances` and `edgesAndLimits`, or `digDeeperLinks` and \
        `furtherLearning`). Only one can be used: merge the two and delete the \
        legacy one.
        """)
}

extension FileDecoder {
    /// Decodes an idea file.
    mutating func idea(_ root: TapeNode, fileStem: String) -> IdeaSource? {
        guard let fields = mapping(root, what: "an idea", keys: IdeaSource.keys) else { return nil }
        var idea = IdeaSource(file: file, fileStem: fileStem, mark: root.start)
        idea.id = formattedText(fields, "id", required: true)
        idea.title = text(fields, "title", required: true)
        idea.description = text(fields, "description", required: true)
        idea.importance = choice(fields, "importance", required: true)
        idea.depthTarget = integer(fields, "depthTarget", required: true, in: 1...3)
        idea.primer = primer(fields)
        idea.questions = questions(fields, "questions", required: true, requiresBand: true)
        return idea
    }

    /// Decodes `primer:`, migrating legacy fields to their replacements.
    private mutating func primer(_ idea: Mapping) -> PrimerSource? {
        let keys = PrimerSource.keys + PrimerSource.legacyKeys.map(\.key)
        guard let fields = mapping(idea, "primer", required: true, what: "a primer", keys: keys) else { return nil }
        // The key each current field is read from: itself, or its legacy name.
        var sources: [String: String] = [:]
        var migrated: [(legacy: String, replacement: String, mark: Mark)] = []
        for (legacy, replacement) in PrimerSource.legacyKeys {
            guard let legacyPair = fields.pair(legacy) else { continue }
            if let current = fields.pair(replacement) {
                log.report(.legacyPrimerConflict,
                           "'\(legacy)' is the legacy name of '\(replacement)', which is also written",
                           file: file, at: legacyPair.key.start,
                           notes: [.init("'\(replacement)' is written here", at: SourceLocation(file: file, mark: current.key.start))],
                           hint: "merge the two into '\(replacement)' and delete '\(legacy)'")
            } else {
                sources[replacement] = legacy
                migrated.append((legacy, replacement, legacyPair.key.start))
            }
        }
        // One warning per primer: one thing for the author to do.
        if let first = migrated.first {
            let renames = migrated.map { "'\($0.legacy)' to '\($0.replacement)'" }.joined(separator: ", ")
            log.report(.legacyPrimerField, "this primer uses deprecated field names; rename \(renames)",
                       file: file, at: first.mark,
                       notes: migrated.dropFirst().map {
                           .init("'\($0.legacy)' is deprecated too", at: SourceLocation(file: file, mark: $0.mark))
                       },
                       hint: "the values keep their shape; only the keys change")
        }
        func key(_ name: String) -> String { sources[name] ?? name }
        var primer = PrimerSource(mark: fields.mark)
        primer.thesis = text(fields, key("thesis"), required: true)
        primer.story = text(fields, "story", required: true)
        primer.useItWhen = textList(fields, "useItWhen", required: true, nonEmpty: true)
        primer.howToApply = textList(fields, "howToApply", required: true, nonEmpty: true)
        primer.edgesAndLimits = textList(fields, key("edgesAndLimits"), required: true, nonEmpty: true)
        primer.oneLineRecall = text(fields, "oneLineRecall", required: true)
        primer.furtherLearning = links(fields, key("furtherLearning"))
        return primer
    }

    private mutating func links(_ fields: Mapping, _ key: String) -> Located<[LinkSource]>? {
        guard let items = sequence(fields, key) else { return nil }
        var links: [LinkSource] = []
        for node in items.value {
            guard let link = mapping(node, what: "a further-learning link", keys: LinkSource.keys) else { continue }
            links.append(LinkSource(
                mark: node.start,
                title: text(link, "title", required: true),
                url: webURL(link, "url", required: true),
                kind: choice(link, "kind")
            ))
        }
        return items.map { _ in links }
    }
}
