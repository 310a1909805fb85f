import ContentRuntime
import YAML

extension Rule {
    /// P102: the content version.
    static let contentVersion = Rule(
        code: "P102", name: "project.version",
        summary: "the content version is a semantic version",
        explanation: """
        `version` in contentc.yaml is the content's semantic version, \
        MAJOR.MINOR.PATCH (`1.4.0`, optionally `-beta.1`), stamped into every bundle. \
        Apps compare it to decide whether to refresh: raise MAJOR when you remove or \
        rename something an app may hold progress for, MINOR when you add, PATCH for \
        fixes.
        """)

    /// P103: rule settings.
    static let ruleConfiguration = Rule(
        code: "P103", name: "project.rule-config",
        summary: "rule settings name real, configurable rules and parameters",
        explanation: """
        `rules:` in contentc.yaml maps a rule's name or code to a severity \
        (`error`, `warning` or `off`), or to a mapping of `severity` and the rule's \
        parameter, such as `question.options-count: { severity: error, count: 4 }`. \
        Rules that guard what apps rely on (ids, indices, shapes) cannot be \
        configured. `contentc explain CODE` shows a rule's parameter.
        """)
}

extension FileDecoder {
    /// Decodes contentc.yaml, including its rule settings.
    mutating func manifest(_ root: TapeNode) -> ManifestSource? {
        guard let fields = mapping(root, what: "contentc.yaml", keys: ManifestSource.keys) else { return nil }
        var manifest = ManifestSource(file: file, configuration: .defaults)
        manifest.name = slug(fields, "name", required: true)
        if let version = formattedText(fields, "version", required: true) {
            if FieldFormats.isSemanticVersion(version.value) {
                manifest.version = version
            } else {
                log.report(.contentVersion, "'version' must be a semantic version MAJOR.MINOR.PATCH, not '\(version.value)'",
                           file: file, at: version.mark,
                           hint: FieldFormats.semanticVersionSuggestion(for: version.value).map { "write it as \($0)" }
                               ?? "for example 1.0.0")
            }
        }
        if let rules = value(fields, "rules", required: false) {
            manifest.configuration = ruleConfiguration(rules.value)
        }
        manifest.language = languageTag(fields, "language")
        manifest.learning = learning(fields)
        return manifest
    }

    private mutating func ruleConfiguration(_ node: TapeNode) -> RuleConfiguration {
        var configuration = RuleConfiguration.defaults
        guard case .mapping(let pairs) = node.content else {
            reportWrongKind(node, expected: "a mapping of rule names to settings", field: "rules")
            return configuration
        }
        let configurable = Rule.all.filter(\.isConfigurable)
        let names = configurable.map(\.name) + configurable.map(\.code)
        var configured: [String: Mark] = [:]
        for pair in pairs {
            guard let key = ruleKey(pair.key) else { continue }
            guard let rule = Rule.named(key) else {
                log.report(.ruleConfiguration, "there is no rule '\(key)'\(Suggestion.clause(for: key, in: names))",
                           file: file, at: pair.key.start, hint: "`contentc rules` lists every rule; `contentc explain CODE` describes one")
                continue
            }
            if let first = configured[rule.code] {
                log.report(.ruleConfiguration, "rule \(rule.code) (\(rule.name)) is configured twice",
                           file: file, at: pair.key.start,
                           notes: [.init("it is first configured here", at: SourceLocation(file: file, mark: first))],
                           hint: "keep one of the two settings")
                continue
            }
            configured[rule.code] = pair.key.start
            guard rule.isConfigurable else {
                log.report(.ruleConfiguration, "rule \(rule.code) (\(rule.name)) cannot be configured: apps rely on it",
                           file: file, at: pair.key.start)
                continue
            }
            if let setting = ruleSetting(pair.value, for: rule) {
                configuration.set(setting, for: rule)
            }
        }
        checkQuestionCountFitsDifficultyMix(configuration, marks: configured)
        return configuration
    }

    /// A rule name: a scalar key. Anything else is reported, so no setting is lost silently.
    private mutating func ruleKey(_ node: TapeNode) -> String? {
        if node.kind == .alias { return nil }
        guard let key = node.scalarValue else {
            log.report(.wrongType, "a rule setting is written as a rule's name or code, not \(describe(node))",
                       file: file, at: node.start)
            return nil
        }
        return key
    }

    /// `idea.question-count` must equal three times `idea.difficulty-mix`, or no idea could satisfy both.
    private mutating func checkQuestionCountFitsDifficultyMix(_ configuration: RuleConfiguration, marks: [String: Mark]) {
        guard configuration.severity(of: .ideaQuestionCount) != nil, configuration.severity(of: .ideaDifficultyMix) != nil
        else { return }
        let count = configuration.parameter(of: .ideaQuestionCount)
        let perDifficulty = configuration.parameter(of: .ideaDifficultyMix)
        let difficulties = Difficulty.allCases.count
        guard count != perDifficulty * difficulties else { return }
        let mark = marks[Rule.ideaQuestionCount.code] ?? marks[Rule.ideaDifficultyMix.code]
        log.report(.ruleConfiguration,
                   "idea.question-count is \(count), but idea.difficulty-mix asks for \(perDifficulty) questions of each of the \(difficulties) difficulties (\(perDifficulty * difficulties)): no idea can satisfy both",
                   file: file, at: mark,
                   hint: count.isMultiple(of: difficulties)
                       ? "set idea.difficulty-mix to { perDifficulty: \(count / difficulties) } as well"
                       : "choose a question count divisible by \(difficulties), or turn idea.difficulty-mix off")
    }

    /// `off`, or `{ severity: warning, count: 4 }`.
    private mutating func ruleSetting(_ node: TapeNode, for rule: Rule) -> RuleConfiguration.Setting? {
        let levels = RuleConfiguration.Level.allCases.map(\.rawValue)
        if node.kind == .scalar {
            return level(node, rule: rule, levels: levels).map { RuleConfiguration.Setting(level: $0) }
        }
        var keys = ["severity"]
        if let parameter = rule.parameter { keys.append(parameter.name) }
        guard case .mapping(let pairs) = node.content else {
            reportWrongKind(node, expected: "a severity or a mapping of settings", field: rule.name)
            return nil
        }
        var setting = RuleConfiguration.Setting()
        for pair in pairs {
            guard let key = ruleKey(pair.key) else { continue }
            if key == "severity" {
                setting.level = level(pair.value, rule: rule, levels: levels)
            } else if let parameter = rule.parameter, key == parameter.name {
                setting.parameter = integer(pair.value, field: key, keyMark: pair.key.start, in: parameter.range)?.value
            } else {
                let detail = rule.parameter.map { "its settings are 'severity' and '\($0.name)'" }
                    ?? "its only setting is 'severity'"
                log.report(.ruleConfiguration,
                           "rule \(rule.name) has no setting '\(key)'\(Suggestion.clause(for: key, in: keys))",
                           file: file, at: pair.key.start, hint: detail)
            }
        }
        return setting
    }

    private mutating func level(_ node: TapeNode, rule: Rule, levels: [String]) -> RuleConfiguration.Level? {
        guard let text = scalarText(node, field: "severity", keyMark: nil) else { return nil }
        guard let level = RuleConfiguration.Level(rawValue: text.value) else {
            log.report(.notInEnumeration,
                       "'\(text.value)' is not a severity\(Suggestion.clause(for: text.value, in: levels))",
                       file: file, at: text.mark, hint: "use error, warning or off")
            return nil
        }
        return level
    }
}
