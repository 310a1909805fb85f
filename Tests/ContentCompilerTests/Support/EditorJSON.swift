import ContentTestSupport
import YAML

/// A YAML file as an editor's schema validation sees it (yaml-language-server
/// with its default YAML 1.2), written as JSON for an independent validator.
///
/// - Plain scalars are typed by YAML 1.2's core schema: `~`, `null` and nothing
///   are null; `true`/`false` (and their `True`, `TRUE` spellings) booleans;
///   `12`, `-3`, `012`, `0o14`, `0x1F` integers; `1.5`, `.5`, `1e3`, `.inf`,
///   `.nan` floats; everything else a string. Quoted and block scalars are strings.
/// - The core tags `!!str`, `!!int`, `!!float`, `!!bool` and `!!null` choose the
///   type (when the text fits it); other tags leave scalars as strings and
///   collections as they are.
/// - Aliases are expanded. A key `<<` whose value is a mapping, or a list of
///   mappings, merges their keys into its own mapping (keys written beside it
///   win); any other `<<` is dropped. yaml-language-server's validator does
///   this for every `<<` key, quoted or not.
/// - Keys are their text as written (a non-text key: its JSON). Duplicate keys
///   stay duplicated in the JSON; readers keep the last.
///
/// JSON has no infinities or NaN: they are written `Infinity`, `-Infinity` and
/// `NaN`, as Python's `json` module reads them.
enum EditorJSON {
    /// Why a file has no single document to validate.
    enum Failure: Error, CustomStringConvertible {
        /// The YAML cannot be read; the editor's parser reports it.
        case unreadable(YAMLError)
        /// The file holds no document (it is empty or only comments).
        case noDocument
        /// The file holds several documents.
        case severalDocuments(Int)

        var description: String {
            switch self {
            case .unreadable(let error): "not readable YAML: \(error)"
            case .noDocument: "no YAML document"
            case .severalDocuments(let count): "\(count) YAML documents"
            }
        }
    }

    /// A JSON value.
    indirect enum Value: Equatable, Sendable {
        case null
        case bool(Bool)
        /// A number's JSON text (or `Infinity`, `-Infinity`, `NaN`).
        case number(String)
        case string(String)
        case array([Value])
        /// Members in source order, duplicates kept.
        case object([Member])

        /// The JSON text.
        var json: String {
            switch self {
            case .null: "null"
            case .bool(let value): value ? "true" : "false"
            case .number(let text): text
            case .string(let text): JSONText.quoted(text)
            case .array(let items): "[" + items.map(\.json).joined(separator: ",") + "]"
            case .object(let members): "{" + members.map { JSONText.quoted($0.key) + ":" + $0.value.json }.joined(separator: ",") + "}"
            }
        }
    }

    /// A key and its value in an object.
    struct Member: Equatable, Sendable {
        var key: String
        var value: Value
    }

    /// The root node of a YAML file's single document.
    static func root(ofYAML bytes: [UInt8]) throws(Failure) -> Node {
        let documents: [Document]
        do {
            documents = try parseDocuments(bytes)
        } catch {
            throw .unreadable(error)
        }
        guard documents.count == 1, let document = documents.first else {
            throw documents.isEmpty ? .noDocument : .severalDocuments(documents.count)
        }
        return document.root
    }

    /// The value of a document's root node, as the editor sees it.
    static func value(of root: Node) -> Value {
        var converter = Converter()
        return converter.value(of: root)
    }

    /// The value a plain (unquoted, untagged) scalar has in YAML 1.2's core schema.
    static func coreValue(ofPlain text: String) -> Value {
        if ["", "~", "null", "Null", "NULL"].contains(text) { return .null }
        if ["true", "True", "TRUE"].contains(text) { return .bool(true) }
        if ["false", "False", "FALSE"].contains(text) { return .bool(false) }
        return integer(text) ?? float(text) ?? .string(text)
    }

    /// `[-+]?[0-9]+`, `0o[0-7]+` or `0x[0-9a-fA-F]+`, as decimal digits.
    static func integer(_ text: String) -> Value? {
        if let match = text.wholeMatch(of: #/([-+]?)([0-9]+)/#) {
            let sign = match.output.1 == "-" ? "-" : ""
            return .number(sign + decimal(match.output.2, radix: 10))
        }
        if let match = text.wholeMatch(of: #/0o([0-7]+)/#) { return .number(decimal(match.output.1, radix: 8)) }
        if let match = text.wholeMatch(of: #/0x([0-9a-fA-F]+)/#) { return .number(decimal(match.output.1, radix: 16)) }
        return nil
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`, `[-+]?\.inf` or `\.nan`, as JSON number text.
    static func float(_ text: String) -> Value? {
        if let match = text.wholeMatch(of: #/([-+]?)\.(?:inf|Inf|INF)/#) {
            return .number(match.output.1 == "-" ? "-Infinity" : "Infinity")
        }
        if text.wholeMatch(of: #/\.(?:nan|NaN|NAN)/#) != nil { return .number("NaN") }
        guard let match = text.wholeMatch(of: #/([-+]?)([0-9]*)(?:\.([0-9]*))?([eE][-+]?[0-9]+)?/#),
              !(match.output.2.isEmpty && (match.output.3 ?? "").isEmpty)
        else { return nil }
        let sign = match.output.1 == "-" ? "-" : ""
        let whole = match.output.2.isEmpty ? "0" : decimal(match.output.2, radix: 10)
        let fraction = match.output.3.map { $0.isEmpty ? ".0" : "." + $0 } ?? ""
        return .number(sign + whole + fraction + (match.output.4 ?? ""))
    }

    /// The decimal digits, without leading zeros, of a number written in `radix`.
    private static func decimal(_ digits: Substring, radix: Int) -> String {
        var result: [Int] = [0]  // Decimal digits, least significant first.
        for character in digits {
            var carry = character.hexDigitValue!
            for index in result.indices {
                let value = result[index] * radix + carry
                result[index] = value % 10
                carry = value / 10
            }
            while carry > 0 {
                result.append(carry % 10)
                carry /= 10
            }
        }
        while result.count > 1, result.last == 0 { result.removeLast() }
        return String(result.reversed().map { Character(String($0)) })
    }
}

/// Walks one document, expanding aliases from the anchors seen so far.
private struct Converter {
    private var anchors: [String: EditorJSON.Value] = [:]

    mutating func value(of node: Node) -> EditorJSON.Value {
        let result: EditorJSON.Value
        switch node.content {
        case .scalar(let text, let style):
            result = scalar(text, style: style, tag: node.tag)
        case .sequence(let items):
            result = .array(items.map { value(of: $0) })
        case .mapping(let pairs):
            result = mapping(pairs)
        case .alias(let name):
            result = anchors[name] ?? .null
        }
        if let anchor = node.anchor { anchors[anchor] = result }
        return result
    }

    private func scalar(_ text: String, style: ScalarStyle, tag: String?) -> EditorJSON.Value {
        let core = "tag:yaml.org,2002:"
        switch tag {
        case nil where style == .plain: return EditorJSON.coreValue(ofPlain: text)
        case core + "int": return EditorJSON.integer(text) ?? .string(text)
        case core + "float": return EditorJSON.float(text) ?? EditorJSON.integer(text) ?? .string(text)
        case core + "bool", core + "null":
            let value = EditorJSON.coreValue(ofPlain: text)
            switch (value, tag == core + "bool") {
            case (.bool, true), (.null, false): return value
            default: return .string(text)
            }
        default: return .string(text)
        }
    }

    private mutating func mapping(_ pairs: [Node.Pair]) -> EditorJSON.Value {
        var written: [EditorJSON.Member] = []
        var merged: [EditorJSON.Member] = []
        for pair in pairs {
            let key = value(of: pair.key)
            let value = value(of: pair.value)
            let name: String
            switch key {
            case .string(let text): name = text
            case .null, .bool, .number: name = pair.key.scalarValue ?? key.json
            case .array, .object: name = key.json
            }
            guard name == "<<" else {
                written.append(EditorJSON.Member(key: name, value: value))
                continue
            }
            let sources: [EditorJSON.Value]
            if case .array(let items) = value { sources = items } else { sources = [value] }
            for case .object(let members) in sources { merged += members }
        }
        let writtenKeys = Set(written.map(\.key))
        var mergedKeys: Set<String> = []
        let inherited = merged.filter { !writtenKeys.contains($0.key) && mergedKeys.insert($0.key).inserted }
        return .object(written + inherited)
    }
}
