/// Prints events in the yaml-test-suite's `test.event` notation.
///
/// One line per event: `+STR`, `+DOC ---`, `+MAP {}`, `=VAL &a <tag> :text`,
/// `=ALI *a` and so on, with `\\`, `\0`, `\b`, `\n`, `\r` and `\t` escaped in
/// values. This is what a plain C printer of libyaml's events prints, so the
/// wrapper can be compared with libyaml line for line.
public enum EventNotation {
    /// The notation of one event.
    public static func line(for event: Event) -> String {
        switch event.kind {
        case .streamStart: return "+STR"
        case .streamEnd: return "-STR"
        case .documentStart(let explicit): return explicit ? "+DOC ---" : "+DOC"
        case .documentEnd(let explicit): return explicit ? "-DOC ..." : "-DOC"
        case .alias(let name): return "=ALI *\(name)"
        case .sequenceEnd: return "-SEQ"
        case .mappingEnd: return "-MAP"
        case .sequenceStart(let start):
            return "+SEQ" + (start.isFlow ? " []" : "") + properties(anchor: start.anchor, tag: start.tag)
        case .mappingStart(let start):
            return "+MAP" + (start.isFlow ? " {}" : "") + properties(anchor: start.anchor, tag: start.tag)
        case .scalar(let scalar):
            return "=VAL" + properties(anchor: scalar.anchor, tag: scalar.tag)
                + " " + indicator(scalar.style) + escaped(scalar.value)
        }
    }

    /// Every event of `bytes` in notation, one per line, and the error that stopped the stream, if any.
    ///
    /// - Parameters:
    ///   - bytes: The YAML input.
    ///   - limits: Bounds to enforce while streaming.
    public static func render(_ bytes: some Collection<UInt8>, limits: ParserLimits = .content) -> (lines: [String], error: YAMLError?) {
        var lines: [String] = []
        do {
            let parser = try EventParser(bytes: bytes, limits: limits)
            while let event = try parser.next() {
                lines.append(line(for: event))
            }
            return (lines, nil)
        } catch {
            return (lines, error)
        }
    }

    private static func properties(anchor: String?, tag: String?) -> String {
        var text = ""
        if let anchor { text += " &\(anchor)" }
        if let tag { text += " <\(tag)>" }
        return text
    }

    private static func indicator(_ style: ScalarStyle) -> String {
        switch style {
        case .plain: ":"
        case .singleQuoted: "'"
        case .doubleQuoted: "\""
        case .literal: "|"
        case .folded: ">"
        }
    }

    private static func escaped(_ value: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(value.unicodeScalars.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\0": result += "\\0"
            case "\u{08}": result += "\\b"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
