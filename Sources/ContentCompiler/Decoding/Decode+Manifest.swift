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
    mutating func manifest(_ root: Node) -> ManifestSource? {
        guard let fields = mapping(root, what: "contentc.yaml", keys: ManifestSource.keys) else { return nil }
        var manifest = ManifestSource(file: file, configuration: .defaults)
        manifest.name = slug(fields, "name", required: true)
        if let version = text(fields, "version", required: true) {
            if FieldFormats.isSemanticVersion(version.value) {
                manifest.version = version
            } else {
                log.report(.contentVersion, "'version' must be a semantic version MAJOR.MINOR.PATCH, not '\(version.value)'",
                           file: file, at: version.mark, hint: "for example 1.0.0")
            }
        }
        if let rules = value(fields, "rules", required: false) {
            manifest.configuration = ruleConfiguration(rules.value)
        }
        return manifest
    }

    private mutating func ruleConfiguration(_ node: Node) -> RuleConfiguration {
        var configuration = RuleConfiguration.defaults
        guard case .mapping(let pairs) = node.content else {
            reportWrongKind(node, expected: "a mapping of rule names to settings", field: "rules")
            return configuration
        }
        let names = Rule.all.filter(\.isConfigurable).map(\.name)
        for pair in pairs {
            guard let key = pair.key.scalarValue else { continue }
            guard let rule = Rule.named(key) else {
                log.report(.ruleConfiguration, "there is no rule '\(key)'\(Suggestion.clause(for: key, in: names))",
                           file: file, at: pair.key.start, hint: "`contentc rules` lists every rule")
                continue
            }
            guard rule.isConfigurable else {
                log.report(.ruleConfiguration, "rule \(rule.code) (\(rule.name)) cannot be configured: apps rely on it",
                           file: file, at: pair.key.start)
                continue
            }
            if let setting = ruleSetting(pair.value, for: rule) {
                configuration.set(setting, for: rule)
            }
        }
        return configuration
    }

    /// `off`, or `{ severity: warning, count: 4 }`.
    private mutating func ruleSetting(_ node: Node, for rule: Rule) -> RuleConfiguration.Setting? {
        let levels = RuleConfiguration.Level.allCases.map(\.rawValue)
        if case .scalar = node.content {
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
            guard let key = pair.key.scalarValue else { continue }
            if key == "severity" {
                setting.level = level(pair.value, rule: rule, levels: levels)
            } else if let parameter = rule.parameter, key == parameter.name {
                setting.parameter = integer(pair.value, field: key, keyMark: pair.key.start, in: parameter.range)?.value
            } else {
                let detail = rule.parameter.map { "its settings are 'severity' and '\($0.name)'" }
                    ?? "its only setting is 'severity'"
                log.report(.ruleConfiguration,
                           "rule \(rule.name) has no setting '\(key)'\(Suggestion.clause(for: key, in: keys)); \(detail)",
                           file: file, at: pair.key.start)
            }
        }
        return setting
    }

    private mutating func level(_ node: Node, rule: Rule, levels: [String]) -> RuleConfiguration.Level? {
        guard let text = text(node, field: "severity", keyMark: nil) else { return nil }
        guard let level = RuleConfiguration.Level(rawValue: text.value) else {
            log.report(.notInEnumeration,
                       "'\(text.value)' is not a severity\(Suggestion.clause(for: text.value, in: levels))",
                       file: file, at: text.mark, hint: "use error, warning or off")
            return nil
        }
        return level
    }
}
