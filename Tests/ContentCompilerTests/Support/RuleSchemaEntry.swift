import ContentCompiler
import ContentTestSupport
import Testing

/// What contentc.schema.json says about one configurable rule, or what it
/// should say according to the rule registry.
///
/// The schema lists a rule under `properties.rules.properties` twice, by name
/// and by code, both referring to `$defs/<code>`: a severity, or a mapping of
/// `severity` (with the default severity) and the parameter (with its range
/// and default). An `allOf` entry of `rules` forbids setting it both ways.
struct RuleSchemaEntry: Equatable, CustomStringConvertible {
    /// A parameter's name, range and default.
    struct Parameter: Equatable {
        var name: String
        var minimum: Int
        var maximum: Int
        var defaultValue: Int
    }

    var code: String
    /// The name it is listed under besides its code ("" when there is none).
    var name: String
    var defaultSeverity: String
    var parameter: Parameter?
    /// Whether it is listed under its code too.
    var isListedByCode: Bool
    /// Whether `allOf` forbids writing both its name and its code.
    var isConfiguredOnce: Bool

    var description: String {
        let parameter = self.parameter.map { "parameter \($0.name) \($0.minimum)...\($0.maximum), default \($0.defaultValue)" }
            ?? "no parameter"
        var parts = ["\(code) (\(name)): default \(defaultSeverity)", parameter]
        if !isListedByCode { parts.append("not listed by its code") }
        if !isConfiguredOnce { parts.append("no allOf entry forbidding both its name and its code") }
        return parts.joined(separator: ", ")
    }

    /// What the schema should say about a configurable rule.
    init(_ rule: Rule) {
        code = rule.code
        name = rule.name
        defaultSeverity = rule.defaultSeverity.rawValue
        parameter = rule.parameter.map {
            Parameter(name: $0.name, minimum: $0.range.lowerBound, maximum: $0.range.upperBound, defaultValue: $0.defaultValue)
        }
        isListedByCode = true
        isConfiguredOnce = true
    }

    private init(code: String, name: String, definition: [String: Any], allOf: [[String: Any]], isListedByCode: Bool) {
        self.code = code
        self.name = name
        let branches = definition["anyOf"] as? [[String: Any]] ?? []
        let settings = branches.first { $0["type"] as? String == "object" }?["properties"] as? [String: [String: Any]] ?? [:]
        defaultSeverity = settings["severity"]?["default"] as? String ?? "(none)"
        parameter = settings.first { $0.key != "severity" }.map { name, schema in
            Parameter(name: name, minimum: schema["minimum"] as? Int ?? -1, maximum: schema["maximum"] as? Int ?? -1,
                      defaultValue: schema["default"] as? Int ?? -1)
        }
        self.isListedByCode = isListedByCode
        isConfiguredOnce = allOf.contains { entry in
            (entry["if"] as? [String: Any])?["required"] as? [String] == [code]
                && ((entry["then"] as? [String: Any])?["properties"] as? [String: Any])?[name] as? Bool == false
        }
    }

    /// Every rule contentc.schema.json lists under `rules`, by code.
    static func entries(in schema: SchemaDocument) throws -> [RuleSchemaEntry] {
        let rules = try #require((schema.root["properties"] as? [String: Any])?["rules"] as? [String: Any],
                                 "contentc.schema.json has no properties.rules")
        let properties = rules["properties"] as? [String: [String: Any]] ?? [:]
        let allOf = rules["allOf"] as? [[String: Any]] ?? []
        var keysByCode: [String: [String]] = [:]
        for (key, property) in properties {
            let reference = property["$ref"] as? String ?? ""
            keysByCode[String(reference.dropFirst("#/$defs/".count)), default: []].append(key)
        }
        return keysByCode.keys.sorted().map { code in
            let keys = keysByCode[code]!
            let name = keys.filter { $0 != code }.sorted().joined(separator: " and ")
            return RuleSchemaEntry(code: code, name: name, definition: schema.definitions[code] as? [String: Any] ?? [:],
                                   allOf: allOf, isListedByCode: keys.contains(code))
        }
    }
}

extension Rule {
    /// The JSON to add to contentc.schema.json for this configurable rule, in
    /// the style of the rules already there.
    var editorSchemaText: String {
        let severity = defaultSeverity.rawValue
        var detail = "By default it is \(severity == "error" ? "an" : "a") \(severity)"
        var settings = [
            "\"severity\": {\"$ref\": \"#/$defs/severity\", \"description\": \(JSONText.quoted("How \(name) reports; by default `\(severity)`.")), \"default\": \"\(severity)\"}",
        ]
        let settingText: String
        let example: String
        if let parameter {
            let summary = parameter.summary.prefix(1).uppercased() + parameter.summary.dropFirst()
            let (low, high, value) = (parameter.range.lowerBound, parameter.range.upperBound, parameter.defaultValue)
            settings.append("\"\(parameter.name)\": {\"description\": \(JSONText.quoted("\(summary): from \(low) to \(high); \(value) by default.")), \"type\": \"integer\", \"minimum\": \(low), \"maximum\": \(high), \"default\": \(value), \"examples\": [\(value)]}")
            detail += ", with \(parameter.name) \(value)."
            settingText = "a severity, or a mapping of `severity` and `\(parameter.name)`"
            example = "{\"severity\": \"\(severity)\", \"\(parameter.name)\": \(value)}"
        } else {
            detail += "."
            settingText = "a severity, or a mapping with `severity`"
            example = severity == "warning" ? "\"off\"" : "\"warning\""
        }
        let description = "Rule \(code) (\(name)): \(summary). \(detail) Set it to \(settingText). `contentc explain \(code)` tells more."
        return """
            In properties.rules.properties:
                "\(name)": {"$ref": "#/$defs/\(code)"},
                "\(code)": {"$ref": "#/$defs/\(code)"},
            In properties.rules.allOf:
                {"$comment": "\(name) is configured once: by its name or by its code \(code), not both.", "if": {"required": ["\(code)"]}, "then": {"properties": {"\(name)": false}}},
            In $defs:
                "\(code)": {
                  "title": "\(code) \(name)",
                  "description": \(JSONText.quoted(description)),
                  "anyOf": [
                    {"$ref": "#/$defs/severity"},
                    {"type": "object", "additionalProperties": false, "properties": {
                      \(settings.joined(separator: ",\n          "))
                    }}
                  ],
                  "examples": [\(example)]
                }
            """
    }
}
